import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, chooseLanguage, pick, screenshot, signIn } from './helpers';
import {
  SUPPLIER,
  button,
  containerCards,
  createPoToPlan,
  lineRows,
  type PlannedPo,
} from './planning-helpers';

/**
 * Issue 22, keyboard: on the workbench a line moves to another container with the keys only —
 * Tab to the line's "Move to…", Enter, the arrows, Enter, the RDD question answered with Enter —
 * Escape closes the menu and the focus comes back; after the move it is on the line's new row.
 * The "Move to" menu is photographed open in English and in Chinese.
 */

test.use({ actionTimeout: 30_000 });

const tag = `K${Date.now().toString(36).toUpperCase()}`;
/** The workbench reads every open line (~400 in the demo) on opening: slow on a busy machine. */
const OPENING = { timeout: 30_000 };

async function filterRoute(page: Page, po: PlannedPo) {
  await pick(page, 'open-line-filters_supplier', SUPPLIER.code, SUPPLIER.code);
  await pick(page, 'open-line-filters_loadingPoint', po.loadingPointName);
  await pick(page, 'open-line-filters_destinationCountry', `(${po.destination})`);
  await page.locator('#open-line-filters button[type="submit"]').click();
}

/** Presses Tab until `target` has the focus: it is in the tab order, `limit` stops at most. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const keyOf = async (card: Locator) =>
  ((await card.getAttribute('data-testid')) ?? '').replace('container-', '');

test('planning by keyboard: a line moves to another container through "Move to…"', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const po = await createPoToPlan(page, tag);
  await page.goto('/arrange/preArrange');
  const summary = page.getByTestId('open-lines-summary');
  await expect(summary).toHaveText(/^\d+ lines · /, OPENING);
  await filterRoute(page, po);
  await expect(summary).toHaveText(/^3 lines · /);

  // auto-plan by Enter: lines 10 and 20 together, line 30 (RDD ~65 days later) on its own
  await button(page, 'Auto-plan').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('3 lines planned into 2 containers')).toBeVisible();
  const cards = containerCards(page);
  await expect(cards).toHaveCount(2);
  const fromKey = await keyOf(cards.filter({ hasText: `${po.poNumber} / 20` }));
  const toKey = await keyOf(cards.filter({ hasText: `${po.poNumber} / 30` }));
  // by their numbers: what they hold changes
  const from = page.getByTestId(`container-${fromKey}`);
  const to = page.getByTestId(`container-${toKey}`);

  // the card's checkbox takes Space; from it, Tab reaches line 20's "Move to…"
  const select = from.getByRole('checkbox', { name: `Select container #${fromKey}` });
  await select.focus();
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  await page.keyboard.press('Space');
  await expect(select).not.toBeChecked();
  const moveName = `Move PO ${po.poNumber} line 20 to another container`;
  const move = from.getByRole('button', { name: moveName });
  await tabTo(page, move);
  await expect(move).toHaveAttribute('aria-haspopup', 'menu');

  // Enter opens the menu on its first entry; the arrows walk it; Escape gives the focus back
  await page.keyboard.press('Enter');
  // the open dropdown's menu (the side menu is a menu too)
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
  await expect(menu).toBeVisible();
  const target = menu.getByRole('menuitem', { name: new RegExp(`^#${toKey} · `) });
  const openLines = menu.getByRole('menuitem', { name: 'Back to the open lines' });
  await expect(target).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: new RegExp(`^#${fromKey} · `) })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(openLines).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(target).toBeFocused();
  await screenshot(page, 'planning-move-to-en');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(move).toBeFocused();
  await expect(move).toHaveAttribute('aria-expanded', 'false');

  // Enter, Enter: line 20 to the other container, whose RDDs are then over 30 days apart
  await page.keyboard.press('Enter');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog').filter({
    hasText: `The RDDs in #${toKey} would differ by more than 30 days. Do you want to move the line?`,
  });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`PO ${po.poNumber} line 20 moved to #${toKey}`)).toBeVisible();
  await expect(lineRows(to, po.poNumber, 20)).toContainText('60');
  await expect(lineRows(from, po.poNumber, 20)).toHaveCount(0);
  await expect(lineRows(from, po.poNumber, 10)).toBeVisible();
  // the focus followed the line to its new row
  await expect(to.getByRole('button', { name: moveName })).toBeFocused();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // the same menu in Chinese
  await chooseLanguage(page, '中文');
  const moveZh = to.getByRole('button', {
    name: `将采购订单 ${po.poNumber} 第 20 行移至其他集装箱`,
  });
  await moveZh.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: '移回待排订单行' })).toBeVisible();
  await expect(menu.getByText('移至', { exact: true })).toBeVisible();
  await screenshot(page, 'planning-move-to-zh');
  await page.keyboard.press('Escape');
  await expect(moveZh).toBeFocused();
});
