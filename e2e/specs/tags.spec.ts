import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

const PAGES = [
  '/home',
  '/user/admin',
  '/user/role',
  '/user/menu',
  '/user/resource',
  '/user/resourceCategory',
  '/user/allocMenu?roleId=2',
  '/user/allocResource?roleId=2',
  '/user/addMenu?parentId=0',
];

async function token(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lading_token');
  return decodeURIComponent(cookie?.value ?? '');
}

test('opening nine pages keeps the last eight tags', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByTestId('tag').filter({ hasText: /./ }).last()).toBeVisible();
  }
  const tags = page.getByTestId('tag');
  await expect(tags).toHaveCount(8);
  await expect(tags.first()).toHaveText('Users'); // Homepage, the oldest, was dropped

  await page.getByTestId('tags-actions').click();
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tags).toHaveCount(1);
});

test('a kept-alive page keeps a typed filter after switching tags', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  // Administrators choose which pages stay alive on the menu screen; do it for Users.
  const authorization = await token(page);
  const list = await page.request.get('/api/menu/treeList', {
    headers: { Authorization: authorization },
  });
  const tree = (await list.json()).data as {
    id: number;
    name: string;
    children: { id: number; name: string }[];
  }[];
  const usersMenu = tree.find((m) => m.name === 'user')!.children.find((m) => m.name === 'admin')!;
  const menu = (
    await (
      await page.request.get(`/api/menu/${usersMenu.id}`, {
        headers: { Authorization: authorization },
      })
    ).json()
  ).data;
  const { id: _id, level: _level, createdAt: _createdAt, ...form } = menu;
  const saved = await page.request.post(`/api/menu/update/${usersMenu.id}`, {
    headers: { Authorization: authorization },
    data: { ...form, keepAlive: 1 },
  });
  expect((await saved.json()).code).toBe(200);
  await page.reload();

  await page.goto('/user/admin');
  const search = page.getByRole('textbox', { name: 'Keyword' });
  await search.fill('scm');
  // switch pages inside the app (a page load would start everything afresh)
  await page.locator('.ant-layout-sider').getByText('Groups', { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/role$/);
  await page.getByTestId('tag').filter({ hasText: 'Users' }).click();
  await expect(page).toHaveURL(/\/user\/admin$/);
  await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue('scm');
});
