import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, chooseLanguage, screenshot, signIn } from './helpers';

// The demo seed's second PO (n = 1): a PO no other spec edits.
const HEADER_PO = 'PO04500013';
const tag = Date.now().toString(36).toUpperCase();
const NEW_ORIGINATOR = `E2E Originator ${tag}`;

type RiskBuyLine = { id: number; poNumber: string; lineNo: number; productId: number };
type SoLine = { id: number; soNumber: string; lineNo: number };

/** The signed-in page's token, as the web app sends it. */
async function authorization(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'lading_token')?.value ?? '');
}

/** GET an API list as the signed-in page's user. */
async function api<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as T;
}

/**
 * A risk-buy line of a demo PO whose product has at least two SO lines (so ↑/↓ have
 * somewhere to go), found at run time: other specs may have changed the list before.
 */
async function riskBuyCandidate(page: Page) {
  const lines = await api<{ list: RiskBuyLine[] }>(
    page,
    '/api/po-lines/risk-buy?poNumber=PO045&pageSize=100&sortBy=poNumber&sortOrder=asc',
  );
  for (const line of lines.list) {
    const so = await api<{ list: SoLine[]; total: number }>(
      page,
      `/api/so-lines?productId=${line.productId}&sortBy=rdd&sortOrder=asc&pageSize=10`,
    );
    if (so.total >= 2) return { line, soLines: so.list };
  }
  throw new Error('the demo seed has no risk-buy line whose product has two SO lines');
}

const tableRows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const lineRow = (scope: Locator, poNumber: string, lineNo: number) =>
  tableRows(scope).filter({ hasText: new RegExp(`${poNumber}\\s*/\\s*${lineNo}(?!\\d)`) });

/** Filters a PO-line list (report or risk-buy) by PO number. */
async function searchPo(page: Page, poNumber: string) {
  await page.getByRole('textbox', { name: /^(PO number|采购订单号)/ }).fill(poNumber);
  await page.locator('#po-line-filters button[type="submit"]').click();
  await expect(tableRows(page.locator('body')).first()).toContainText(poNumber);
}

/** Uncovers the line again through the API, if the browser journey left it covered. */
async function unlinkIfLinked(page: Page, line: RiskBuyLine) {
  const now = await api<{ list: { id: number; soLineId: number | null }[] }>(
    page,
    `/api/po-lines?poNumber=${line.poNumber}&pageSize=100`,
  );
  if (now.list.find((l) => l.id === line.id)?.soLineId === null) return;
  await page.request.put(`/api/po-lines/${line.id}/so-line`, {
    headers: { Authorization: await authorization(page) },
    data: { soLineId: null },
  });
}

test('risk-buy: link a line to an SO line with the keyboard, then unlink it from the PO', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const { line, soLines } = await riskBuyCandidate(page);
  const [first, second] = [soLines[0]!, soLines[1]!];
  const soLinkButton = `Link line ${line.lineNo} to an SO line`;
  try {
    await page.goto('/stock/riskbuyPo');
    await searchPo(page, line.poNumber);
    const riskRow = lineRow(page.locator('body'), line.poNumber, line.lineNo);
    const linkButton = riskRow.getByRole('button', { name: 'Link to SO line' });
    await linkButton.click();

    const dialog = page.getByRole('dialog', {
      name: `Link PO ${line.poNumber} line ${line.lineNo} to an SO line`,
    });
    await expect(dialog).toContainText('Risk buy');
    const search = dialog.getByRole('textbox', { name: 'SO number starts with' });
    await expect(search).toBeFocused();
    // Escape gives the focus back to the button that opened it (no autoFocus stealing it)
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(linkButton).toBeFocused();
    await linkButton.click();
    await expect(search).toBeFocused();
    const radio = (so: SoLine) =>
      dialog.getByRole('radio', { name: `Choose SO ${so.soNumber} line ${so.lineNo}` });
    // earliest RDD first: ↓ chooses the first, ↓ the next, ↑ back
    await expect(radio(second)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(radio(first)).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radio(second)).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(radio(first)).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Link', exact: true })).toBeEnabled();
    await screenshot(page, 'orders-so-link-en');

    // search narrows the list to the second SO; ↓ chooses it, Enter links
    await search.fill(second.soNumber);
    await expect(tableRows(dialog)).toHaveCount(1);
    await expect(tableRows(dialog)).toContainText(second.soNumber);
    await page.keyboard.press('ArrowDown');
    await expect(radio(second)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Linked to SO ${second.soNumber} line ${second.lineNo}`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // covered now: it leaves the risk-buy list
    await expect(riskRow).toHaveCount(0);

    // the PO report no longer marks it a risk buy; its drawer shows the SO line
    await page.goto('/production/order');
    await searchPo(page, line.poNumber);
    const reportRow = lineRow(page.locator('body'), line.poNumber, line.lineNo);
    await expect(reportRow).toBeVisible();
    await expect(reportRow).not.toContainText('Risk buy');
    await reportRow.getByRole('button', { name: line.poNumber }).click();
    const drawer = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('tab', { name: 'Revision history' }) });
    const drawerRow = drawer
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: soLinkButton }) });
    await expect(drawerRow).toContainText(`${second.soNumber} / ${second.lineNo}`);

    // unlink from the drawer's SO-line column: the demo data is left as found
    await drawerRow.getByRole('button', { name: soLinkButton }).click();
    const again = page.getByRole('dialog', {
      name: `Link PO ${line.poNumber} line ${line.lineNo} to an SO line`,
    });
    await expect(tableRows(again).filter({ hasText: second.soNumber })).toContainText('Linked');
    await again.getByRole('button', { name: 'Unlink (risk buy)' }).click();
    await expect(page.getByText('Unlinked: the line is a risk buy now')).toBeVisible();
    await expect(again).toBeHidden();
    await expect(drawerRow).toContainText('Risk buy');
    await drawer.getByRole('tab', { name: 'Revision history' }).click();
    await expect(drawer.getByRole('row').filter({ hasText: 'SO link changed' })).not.toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/stock/riskbuyPo');
    await searchPo(page, line.poNumber);
    await expect(lineRow(page.locator('body'), line.poNumber, line.lineNo)).toHaveCount(1);
  } finally {
    // a failure half-way must not leave the line covered for the specs after this one (nor
    // hide that failure: the page may be gone already)
    await unlinkIfLinked(page, line).catch(() => undefined);
  }
});

test('PO drawer: edit the header, refuse an empty originator, see the revision', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/order');
  await searchPo(page, HEADER_PO);
  await tableRows(page.locator('body')).first().getByRole('button', { name: HEADER_PO }).click();
  const drawer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('tab', { name: 'Revision history' }) });
  await expect(drawer).toContainText(`PO ${HEADER_PO}`);
  // the header's originator, as the drawer's facts show it (the revision tab keeps its text too)
  const originatorCell = drawer
    .locator('.ant-descriptions-item-label', { hasText: /^Originator$/ })
    .locator('xpath=following-sibling::td[1]');
  const original = (await originatorCell.innerText()).trim();
  expect(original).not.toBe('');

  const dialog = page.getByRole('dialog', { name: `Edit the header of PO ${HEADER_PO}` });
  const openEditor = async () => {
    await drawer.getByRole('button', { name: 'Edit PO header' }).click();
    await expect(dialog.getByLabel('Originator')).toBeFocused();
  };
  await openEditor();
  await expect(dialog.getByLabel('Originator')).toHaveValue(original);
  await expect(dialog).toContainText('Every line of the PO moves to the new supplier.');
  await screenshot(page, 'orders-po-header-en');

  // an empty originator is refused under the field, and the modal stays
  await dialog.getByLabel('Originator').fill('');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter the originator')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Originator').fill(NEW_ORIGINATOR);
  await expect(dialog.getByText('Please enter the originator')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(originatorCell).toHaveText(NEW_ORIGINATOR);

  await drawer.getByRole('tab', { name: 'Revision history' }).click();
  const revision = drawer.getByRole('row').filter({ hasText: NEW_ORIGINATOR });
  await expect(revision).toContainText('Header');
  await expect(revision).toContainText('Edited');
  await expect(revision).toContainText('Originator');
  await expect(revision).toContainText(original);

  // put the originator back, for whoever reads this PO next
  await openEditor();
  await dialog.getByLabel('Originator').fill(original);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await drawer.getByRole('tab', { name: 'Lines', exact: true }).click();
  await expect(originatorCell).toHaveText(original);
});

test('the link and header modals in Chinese, from the report row menu', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const { line } = await riskBuyCandidate(page);
  await page.goto('/stock/riskbuyPo');
  await chooseLanguage(page, '中文');
  await expect(page.getByRole('columnheader', { name: '可计划' })).toBeVisible();
  await searchPo(page, line.poNumber);
  await lineRow(page.locator('body'), line.poNumber, line.lineNo)
    .getByRole('button', { name: '关联销售订单行' })
    .click();
  const link = page.getByRole('dialog', { name: /^将采购订单 .+关联到销售订单行$/ });
  await expect(link).toContainText('风险采购');
  await expect(link.getByRole('textbox', { name: '销售订单号开头' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(link.getByRole('radio').first()).toBeChecked();
  await screenshot(page, 'orders-so-link-zh');
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();

  await page.goto('/production/order');
  await searchPo(page, HEADER_PO);
  const row = lineRow(page.locator('body'), HEADER_PO, 10);
  await row.getByRole('button', { name: '第 10 行的更多操作' }).click();
  await page.getByRole('menuitem', { name: '编辑采购订单抬头' }).click();
  const header = page.getByRole('dialog', { name: `编辑采购订单 ${HEADER_PO} 的抬头` });
  await expect(header.getByLabel('下单人')).toBeFocused();
  await header.getByLabel('下单人').fill('');
  await expect(header.getByText('请输入下单人')).toBeVisible();
  await screenshot(page, 'orders-po-header-zh');
  await page.keyboard.press('Escape');
  await expect(header).toBeHidden();
  await chooseLanguage(page, 'English');
});
