import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, chooseLanguage, DEMO_PASSWORD, screenshot, signIn } from './helpers';

/*
 * Issue 14 "Shell and messages": the tag bar keeps one row with a menu of the open tags, the
 * sidebar stays put with every label whole, multi-select filters show their values, and a
 * message reads in the reader's language under a title clear of the close button.
 */

/** Pages with long names: eight of them overflow one row of tags at 1440 px. */
const LONG_PAGES = [
  '/home',
  '/user/admin',
  '/user/role',
  '/information/standardTransitTime',
  '/information/loadingInformation',
  '/information/leadTime',
  '/reportForms/containerChangeHistory',
  '/reportForms/shippingDetails',
  '/production/packList',
  '/user/resourceCategory',
  '/factory/owner',
  '/production/modificationRecord',
];

const HAN = /\p{Script=Han}/u;

/** Labels (in the sidebar, a select…) whose text does not fit their box. */
const cutTexts = (labels: Locator) =>
  labels.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.textContent ?? ''),
  );

async function openEverySubmenu(page: Page) {
  const sidebar = page.locator('.ant-layout-sider');
  const closed = sidebar.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open)');
  while ((await closed.count()) > 0) {
    await closed.first().locator('.ant-menu-submenu-title').click();
  }
}

for (const language of ['English', '中文'] as const) {
  test(`the tag bar keeps one row and lists the open tags in a menu (${language})`, async ({
    page,
  }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    if (language === '中文') await chooseLanguage(page, '中文');
    const bar = page.getByTestId('tags-bar');
    const tags = page.getByTestId('tag');
    await expect(tags).toHaveCount(1);
    const oneRow = (await bar.boundingBox())!.height;

    for (const path of LONG_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(tags.last()).toBeVisible();
    }
    await expect(tags).toHaveCount(8);
    expect((await bar.boundingBox())!.height).toBe(oneRow);
    // the tags themselves lie on one line, and the active one is scrolled into view
    const tops = await tags.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const strip = page.getByTestId('tags-strip');
    const stripBox = (await strip.boundingBox())!;
    const active = (await tags.last().boundingBox())!;
    expect(active.x).toBeGreaterThanOrEqual(stripBox.x);
    expect(active.x + active.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
    await screenshot(page, `shell-tags-${language === 'English' ? 'en' : 'zh'}`);

    // the menu button is labelled in the page's language and lists every open tag
    const button = page.getByRole('button', {
      name: language === 'English' ? 'Tabs: open pages and actions' : '标签：已打开的页面与操作',
    });
    await button.focus();
    await page.keyboard.press('Enter');
    const listed = page.getByTestId('open-tag');
    await expect(listed).toHaveCount(8);
    const titles = await tags.allTextContents();
    // (retried: the menu may still be filling while it opens)
    await expect(listed).toHaveText(titles);
    await screenshot(page, `shell-tags-menu-${language === 'English' ? 'en' : 'zh'}`);

    // jump to the first (oldest kept) tag from the menu: the strip scrolls back to it
    await listed.first().click();
    await expect(page).toHaveURL(/\/information\/loadingInformation$/);
    await expect(tags.first()).toHaveAttribute('data-active', 'true');
    await expect(tags.first()).toBeInViewport();
    // (the strip read again: a full-page screenshot may have resized the window meanwhile)
    const first = (await tags.first().boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual((await strip.boundingBox())!.x);

    // close a tag from the menu with the keyboard: open it, walk down to a tag, Delete
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(listed).toHaveCount(8);
    // (the step waits for the focus to land: CI once read it before the key had moved it)
    const focusedTag = page.locator(':focus [data-testid="open-tag"]');
    // the menu takes the focus as it opens (CI once pressed the arrow before, from the button)
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden) :focus')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(focusedTag).toHaveCount(1);
    const focused = (await focusedTag.textContent()) ?? '';
    expect(titles.slice(1)).toContain(focused);
    await page.keyboard.press('Delete');
    await expect(tags).toHaveCount(7);
    await expect(tags.filter({ hasText: new RegExp(`^${focused}$`) })).toHaveCount(0);
    // and with the mouse, with the close button beside a listed tag
    await expect(listed).toHaveCount(7);
    const remaining = await listed.allTextContents();
    const closeLabel = language === 'English' ? 'Close' : '关闭';
    await page.getByRole('button', { name: `${closeLabel} ${remaining[3]}`, exact: true }).click();
    await expect(tags).toHaveCount(6);
    await expect(tags.filter({ hasText: new RegExp(`^${remaining[3]}$`) })).toHaveCount(0);
  });

  test(`the sidebar stays in place and shows every label whole (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signIn(page, ADMIN.username, ADMIN.password);
    if (language === '中文') await chooseLanguage(page, '中文');
    await openEverySubmenu(page);
    const sidebar = page.locator('.ant-layout-sider');
    const labels = sidebar.locator('.ant-menu-title-content');
    expect(await labels.count()).toBeGreaterThan(30);
    expect(await cutTexts(labels)).toEqual([]);
    if (language === 'English') {
      for (const name of [
        'Standard Transit Time',
        'Container Weight Limit',
        'Production Lead Time',
      ])
        await expect(sidebar.getByText(name, { exact: true })).toBeVisible();
    }

    // a long page: the window scrolls, the sidebar does not
    await page.goto('/information/point');
    await expect(page.getByRole('table').first()).toBeVisible();
    await openEverySubmenu(page);
    // a page taller than the window, as a long list is
    await page
      .locator('.ant-layout-content')
      .evaluate((node) => node.style.setProperty('min-height', `${window.innerHeight * 3}px`));
    await page.mouse.move(900, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // the menu stays in the window; taller than the window, it scrolls on its own
    const menuScroller = sidebar.locator('.ant-layout-sider-children');
    const box = (await menuScroller.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBe(600);
    expect(box.width).toBe(220);
    const sizes = await menuScroller.evaluate((node) => [node.scrollHeight, node.clientHeight]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 5000);
    await expect(labels.last()).toBeInViewport();
    await screenshot(page, `shell-sidebar-${language === 'English' ? 'en' : 'zh'}`);
  });

  test(`a multi-select filter shows every chosen value (${language})`, async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    if (language === '中文') await chooseLanguage(page, '中文');
    // the message link's filter: not submitted and system calculated
    await page.goto('/reportForms/shippingDetails?confirmReadyDate=-1,3');
    const approval = page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: /^(Approval|审批状态)/ }) });
    const names =
      language === 'English' ? ['Not submitted', 'System calculated'] : ['未提交', '系统计算'];
    for (const name of names) await expect(approval.getByText(name, { exact: true })).toBeVisible();
    await expect(approval.getByText(/^\+\s?\d/)).toHaveCount(0);
    expect(await cutTexts(approval.locator('.ant-select-selection-item-content'))).toEqual([]);
    await screenshot(page, `shell-approval-filter-${language === 'English' ? 'en' : 'zh'}`);
  });
}

test('the collapsed sidebar shows no submenu inline; expanding opens the current group again', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/shippingDetails');
  const sidebar = page.locator('.ant-layout-sider');
  const menu = sidebar.getByRole('navigation', { name: 'Main menu' });
  const entry = (name: string) => menu.getByRole('menuitem', { name: new RegExp(`${name}$`) });
  // the submenu lists drawn inline in the sidebar, and the labels taller than two lines
  const inlineLists = sidebar.locator('.ant-menu-sub.ant-menu-inline').filter({ visible: true });
  const tallLabels = () =>
    sidebar
      .locator('.ant-menu-title-content')
      .evaluateAll((nodes) =>
        nodes
          .filter((node) => node.getBoundingClientRect().height > 44)
          .map((node) => node.textContent),
      );
  const width = async () => (await sidebar.boundingBox())!.width;
  await expect(entry('Shipping Plan Details')).toBeVisible();
  // the user opens a second group
  await menu.getByText('Permissions', { exact: true }).click();
  await expect(entry('Users')).toBeVisible();

  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect.poll(width).toBe(80);
  await expect(inlineLists).toHaveCount(0);
  await expect(entry('Shipping Plan Details')).toHaveCount(0);
  await expect(entry('Users')).toHaveCount(0);
  expect(await tallLabels()).toEqual([]);
  await screenshot(page, 'shell-sidebar-collapsed');

  // a submenu opens as a pop-up, by the keyboard too: Reports, then Loading Plan
  const focused = menu.locator(':focus');
  await menu.getByRole('menu').first().focus();
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(focused).toContainText('Reports', { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
  const popup = page.locator('.ant-menu-submenu-popup').filter({ visible: true });
  const popupFocused = popup.locator(':focus');
  await expect(popupFocused).toContainText('Shipping Plan Details');
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(popupFocused).toContainText('Loading Plan', { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reportForms\/loadingPlan$/);
  await expect(inlineLists).toHaveCount(0);

  // expanding opens the current page's group, and the one the user had opened
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect.poll(width).toBe(220);
  await expect(entry('Loading Plan')).toBeVisible();
  await expect(entry('Loading Plan')).toHaveClass(/ant-menu-item-selected/);
  await expect(entry('Users')).toBeVisible();
  await screenshot(page, 'shell-sidebar-expanded');

  // a sidebar left collapsed (its cookie) opens the current page's group on expanding too
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await page.reload();
  await expect.poll(width).toBe(80);
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(entry('Loading Plan')).toBeVisible();
  await expect(entry('Users')).toBeHidden();

  // and a narrow window collapses it, no submenu left inline
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(width).toBe(80);
  await expect(inlineLists).toHaveCount(0);
  expect(await tallLabels()).toEqual([]);
});

/** The title's box (within the header's padding) ends before the close button begins. */
async function expectTitleClearOfClose(modal: Locator) {
  // read until the layout settles: a dialog measured as it is first drawn (its styles still
  // being inserted) once showed the title under the button on a loaded machine
  await expect
    .poll(async () => {
      const title = (await modal.locator('.ant-modal-title').boundingBox())!;
      const close = (await modal.locator('.ant-modal-close').boundingBox())!;
      return close.x - (title.x + title.width);
    })
    .toBeGreaterThanOrEqual(0);
}

test('the message dialogs keep their titles clear of the close button, in each language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'scm', DEMO_PASSWORD);
  for (const language of ['English', '中文'] as const) {
    await chooseLanguage(page, language);
    const tag = language === 'English' ? 'en' : 'zh';
    await page.getByTestId('unread-badge').getByRole('button').click();
    await page
      .getByRole('button', { name: language === 'English' ? 'View all' : '查看全部' })
      .click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByRole('table') });
    // the demo's two messages at least (earlier browser tests may have sent scm more)
    await expect(dialog.getByRole('row').nth(2)).toBeVisible();
    await expectTitleClearOfClose(dialog);
    await screenshot(page, `shell-message-dialog-${tag}`);

    // open a message: its title is clear of the close button, its body in one language (the
    // demo's container message: a due-diligence notice names a supplier as it is written)
    await dialog
      .getByRole('row')
      .filter({ hasText: language === 'English' ? 'Container changed' : '集装箱信息变更' })
      .getByRole('button', { name: language === 'English' ? 'View' : '查看' })
      .first()
      .click();
    const viewer = page.locator('.ant-modal').filter({ has: page.getByTestId('message-content') });
    const body = viewer.getByTestId('message-content');
    await expect(body).not.toBeEmpty();
    const text = (await body.textContent()) ?? '';
    if (language === 'English') expect(text).not.toMatch(HAN);
    else expect(text).toMatch(HAN);
    if (language === '中文') expect(text).not.toMatch(/[a-z]{3,}/);
    await expectTitleClearOfClose(viewer);
    await screenshot(page, `shell-message-viewer-${tag}`);
    await viewer
      .getByRole('button', { name: language === 'English' ? 'Close' : '关闭' })
      .last()
      .click();
    await expect(viewer).toBeHidden();
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
  }
});

test('the bell lists a message in the reader language, body included', async ({ page }) => {
  await signIn(page, 'supplier', DEMO_PASSWORD);
  await chooseLanguage(page, '中文');
  await page.getByTestId('unread-badge').getByRole('button').click();
  await page.getByText('请提交货好日期').click();
  const body = page.getByTestId('message-content');
  await expect(body).toContainText('请提交货好日期');
  expect((await body.textContent()) ?? '').not.toMatch(/[a-z]{3,}/i);
});
