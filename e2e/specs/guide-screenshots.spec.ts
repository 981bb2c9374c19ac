import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, authorization, chooseLanguage, signIn, userInfo } from './helpers';

/*
 * Issue 14: the user guide shows a screenshot of every screen of the shared screen tree, in
 * both languages. This run makes them: each screen opened as a user of it would, saved to
 * apps/web/public/guide/<screen>.<lang>.jpg (committed, so a changed screen shows as a
 * changed image), and into the built app's dist so the guide of this very run shows them.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const TARGETS = [
  path.join(ROOT, 'apps/web/public/guide'),
  ...(fs.existsSync(path.join(ROOT, 'apps/web/dist'))
    ? [path.join(ROOT, 'apps/web/dist/guide')]
    : []),
];
const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh', label: '中文' },
] as const;

test.use({ viewport: { width: 1280, height: 800 } });

interface Screen {
  name: string;
  path: string;
}
interface MenuEntry {
  name: string;
  children: MenuEntry[];
}

/**
 * Every screen of the tree, hidden ones included: the server seeds one menu per screen of
 * the shared tree, and the administrator has them all (a spec cannot import the tree: its
 * label catalogs are JSON modules).
 */
const screensOf = (menus: readonly MenuEntry[], parent = ''): Screen[] =>
  menus.flatMap((menu) =>
    menu.children.length
      ? screensOf(menu.children, `${parent}/${menu.name}`)
      : [{ name: menu.name, path: `${parent}/${menu.name}` }],
  );

/** The supplier's own screens (the myOrder folder) are shot as the demo supplier. */
const isSupplierScreen = (screen: Screen) => screen.path.startsWith('/myOrder/');

async function apiData<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The query a hidden screen needs to show a real record (a demo product, group, menu…). */
async function queriesFor(page: Page): Promise<Record<string, string>> {
  const products = await apiData<{ list: { id: number }[] }>(page, '/api/products?keyword=PV-200M');
  const suppliers = await apiData<{ list: { id: number }[] }>(page, '/api/suppliers');
  const groups = await apiData<{ id: number; name: string }[]>(page, '/api/role/listAll');
  const menus = await apiData<{ id: number; name: string }[]>(page, '/api/menu/treeList');
  const product = products.list[0]!.id;
  const supplier = suppliers.list[0]!.id;
  const group = groups.find((g) => g.name === '1-SCM')!.id;
  const menu = menus.find((m) => m.name === 'production')!.id;
  const notes = await apiData<{ list: { id: number }[] }>(page, '/api/delivery-notes?status=Draft');
  const note = notes.list[0]!.id;
  const scrapOrders = await apiData<{ list: { id: number }[] }>(page, '/api/scrap-orders');
  const scrapOrder = scrapOrders.list[0]!.id;
  const containers = await apiData<{ list: { id: number }[] }>(
    page,
    '/api/stock/loading/containers',
  );
  const container = containers.list[0]!.id;
  const cartons = await apiData<{ list: { id: number; code: string }[] }>(
    page,
    '/api/serials/code-data?level=carton&pageSize=1',
  );
  const carton = cartons.list[0]!;
  const compared = await apiData<{
    list: { containerId: number; containerCodeId: number | null }[];
  }>(page, '/api/serials/container-data?pageSize=100');
  const scanned = compared.list.find((row) => row.containerCodeId !== null)!.containerId;
  return {
    datasDetails: `id=${carton.id}`,
    complement: `id=${carton.id}`,
    traceability: `code=${encodeURIComponent(carton.code)}`,
    containerData: `id=${scanned}`,
    editDeliveryNote: `id=${note}`,
    deliveryNoteDetails: `id=${note}`,
    editScrap: `id=${scrapOrder}`,
    scrapDetails: `id=${scrapOrder}`,
    shipmentDetails: `id=${container}`,
    editProduct: `id=${product}`,
    productDetails: `id=${product}`,
    productRecord: `id=${product}`,
    supplierDetails: `id=${supplier}`,
    editSupplier: `id=${supplier}`,
    supplierRecord: `id=${supplier}`,
    supplierStage: `id=${supplier}`,
    stageRecord: `id=${supplier}`,
    allocMenu: `roleId=${group}`,
    allocResource: `roleId=${group}`,
    updateMenu: `id=${menu}`,
  };
}

/** Opens a screen, waits for its data, and saves its content area as a JPEG for the guide. */
async function shoot(page: Page, screen: Screen, language: string, query?: string) {
  await page.goto(query ? `${screen.path}?${query}` : screen.path);
  await expect(page).toHaveURL(new RegExp(`${screen.path}(\\?|$)`));
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // the content area only (menu, header and tags are the same on every screen), at most the
  // window's height: ~86 images stay under 4 MB together
  const box = (await page.locator('.ant-layout-content').boundingBox())!;
  const viewport = page.viewportSize()!;
  const image = await page.screenshot({
    type: 'jpeg',
    quality: 55,
    clip: {
      x: box.x,
      y: box.y,
      width: box.width,
      height: Math.min(box.height, viewport.height - box.y),
    },
  });
  for (const dir of TARGETS) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${screen.name}.${language}.jpg`), image);
  }
}

test('every screen of the tree is photographed for the guide, in English and Chinese', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const admin = await browser.newPage();
  await signIn(admin, ADMIN.username, ADMIN.password);
  const all = screensOf((await userInfo(admin)).menus as MenuEntry[]);
  const queries = await queriesFor(admin);
  await admin.context().close();
  expect(all.length).toBeGreaterThan(40);
  for (const [username, password, screens] of [
    [ADMIN.username, ADMIN.password, all.filter((s) => !isSupplierScreen(s))],
    ['supplier', DEMO_PASSWORD, all.filter(isSupplierScreen)],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, username, password);
    for (const language of LANGUAGES) {
      await chooseLanguage(page, language.label);
      for (const screen of screens) await shoot(page, screen, language.code, queries[screen.name]);
    }
    await context.close();
  }
  for (const screen of all) {
    for (const { code } of LANGUAGES) {
      expect(fs.existsSync(path.join(TARGETS[0]!, `${screen.name}.${code}.jpg`))).toBe(true);
    }
  }
});

test('the guide is public, has contents by part, and shows each screen with its picture', async ({
  page,
}) => {
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { name: 'Lading user guide' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'Shipment Planning' })).toBeVisible();
  await expect(contents.getByRole('link', { name: 'Pre-Arrangement' })).toBeVisible();
  await contents.getByRole('link', { name: 'Packaging Information' }).click();
  const picture = page.getByRole('img', { name: 'Screenshot: Packaging Information' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(800);
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/artifacts/screens/guide-en.png' });

  await chooseLanguage(page, '中文');
  await expect(page.getByRole('heading', { name: 'Lading 使用指南' })).toBeVisible();
  await page
    .getByRole('navigation', { name: '目录' })
    .getByRole('link', { name: '预排柜' })
    .click();
  const zhPicture = page.getByRole('img', { name: '截图：预排柜' });
  await expect(zhPicture).toBeVisible();
  await expect
    .poll(() => zhPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(800);
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/artifacts/screens/guide-zh.png' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/artifacts/screens/guide-zh-top.png' });
});
