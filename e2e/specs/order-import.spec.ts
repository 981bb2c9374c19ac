import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, chooseLanguage, screenshot, signIn } from './helpers';

/** Files are built here, under the header row of the template the page hands out. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-order-import-e2e-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tag = Date.now().toString(36).toUpperCase();
const PO = `E2E-PO-${tag}`;

const modal = (page: Page) => page.locator('.ant-modal').filter({ visible: true });

/** GET an API list as the signed-in page's user. */
async function api<T>(page: Page, url: string): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'lading_token')?.value ?? '';
  const answer = await page.request.get(url, {
    headers: { Authorization: decodeURIComponent(token) },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as T;
}

/** Master data of the demo seed the PO lines refer to. */
async function masterData(page: Page) {
  const suppliers = await api<{ list: { code: string }[] }>(page, '/api/suppliers?pageSize=1');
  const products = await api<{ list: { productId: string; activeness: string }[] }>(
    page,
    '/api/products?pageSize=50',
  );
  const points = await api<{ list: { shortName: string }[] }>(
    page,
    '/api/loading-points?pageSize=1',
  );
  const active = products.list.filter((product) => product.activeness === 'Active');
  return {
    supplier: suppliers.list[0]!.code,
    products: active.slice(0, 3).map((product) => product.productId),
    point: points.list[0]!.shortName,
  };
}

async function downloadTemplate(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await modal(page)
    .getByRole('button', { name: /Download template|下载模板/ })
    .click();
  const file = path.join(dir, (await download).suggestedFilename());
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
}

type Line = Record<string, string | number | Date>;

/** The template's header row and these PO lines (by English header, without "*") under it. */
async function fileOf(name: string, headers: string[], rows: Line[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PO lines');
  sheet.addRow(headers);
  for (const row of rows) {
    sheet.addRow(headers.map((header) => row[header.replace(/\s*\*$/, '')] ?? null));
  }
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

test('import a PO file: a refused row imports nothing, fixed, the line is in the PO report', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const data = await masterData(page);
  const line = (n: number, overrides: Line = {}): Line => ({
    'PO Number': PO,
    'Line No.': n,
    'Supplier Code': data.supplier,
    Originator: 'E2E Buyer',
    Destination: 'NG',
    Currency: 'USD',
    'Product ID': data.products[n - 1]!,
    'Order Qty': 100 * n,
    'Unit Price': 12.5,
    'Discount %': 0,
    RDD: new Date(Date.UTC(2027, 5, 10 + n)),
    'Loading Point': data.point,
    ...overrides,
  });

  await page.goto('/production/order');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(modal(page).getByText('Import purchase orders from Excel')).toBeVisible();
  const headers = await downloadTemplate(page);
  expect(headers.slice(0, 3)).toEqual(['PO Number *', 'Line No. *', 'Supplier Code *']);

  // one bad row (a loading point Lading does not know): nothing imported, the row named
  const bad = await fileOf('po-bad.xlsx', headers, [
    line(1),
    line(2, { 'Loading Point': 'Atlantis' }),
    line(3),
  ]);
  await modal(page).locator('input[type="file"]').setInputFiles(bad);
  const refused = modal(page).locator('.ant-table');
  await expect(refused).toBeVisible();
  await expect(modal(page).getByText('Refused rows: 1. Nothing was imported')).toBeVisible();
  const row = refused.getByRole('row', { name: /Loading Point/ });
  await expect(row).toContainText('3');
  // the refusal lists what would be accepted (issue 14)
  await expect(row).toContainText(
    '"Atlantis" is not known. Use one of: YANTIAN (Shenzhen Yantian 深圳盐田)',
  );
  await screenshot(page, 'order-import-refused-en');

  const report = page.waitForEvent('download');
  await modal(page).getByRole('button', { name: 'Download report' }).click();
  expect((await report).suggestedFilename()).toMatch(/^po-import-report-\d+\.xlsx$/);
  const none = await api<{ total: number }>(page, `/api/po-lines?poNumber=${PO}`);
  expect(none.total).toBe(0);

  // fixed: all three lines go in
  await modal(page).getByRole('button', { name: 'Import another file' }).click();
  const good = await fileOf('po-good.xlsx', headers, [line(1), line(2), line(3)]);
  await modal(page).locator('input[type="file"]').setInputFiles(good);
  await expect(modal(page).getByText('3 PO lines imported')).toBeVisible();
  await expect(modal(page).getByTestId('order-import-counts')).toContainText(
    '3 added, 0 changed, 0 unchanged',
  );
  await screenshot(page, 'order-import-done-en');
  await modal(page).locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // the PO report finds the new lines by PO number
  await page.getByRole('textbox', { name: 'PO number' }).fill(PO);
  await page.getByRole('button', { name: 'Search' }).click();
  const lines = page.locator('.ant-table-tbody').getByRole('row', { name: new RegExp(PO) });
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText(data.products[0]!);
  await screenshot(page, 'order-import-report-en');
});

test('the PO import speaks Chinese: template headers and reasons', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const data = await masterData(page);
  await page.goto('/production/order');
  await chooseLanguage(page, '中文');
  await page.getByRole('button', { name: '导入' }).click();
  await expect(modal(page).getByText('从 Excel 导入采购订单')).toBeVisible();
  await screenshot(page, 'order-import-zh');
  const headers = await downloadTemplate(page);
  expect(headers[0]).toBe('采购订单号 *');

  const bad = await fileOf('po-bad-zh.xlsx', headers, []);
  // Chinese headers, values by position: PO number, line, supplier, originator, country …
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(bad);
  const sheet = workbook.worksheets[0]!;
  const zhPo = `${PO}-ZH`;
  sheet.addRow([
    zhPo,
    1,
    data.supplier,
    '张三',
    '尼日利亚',
    'USD',
    null,
    data.products[0],
    10,
    5,
    0,
    null,
    '2027-06-01',
    data.point,
  ]);
  sheet.addRow([
    zhPo,
    2,
    data.supplier,
    '张三',
    '尼日利亚',
    'EUR',
    null,
    data.products[1],
    10,
    5,
    0,
    null,
    '2027-06-01',
    data.point,
  ]);
  await workbook.xlsx.writeFile(bad);

  await modal(page).locator('input[type="file"]').setInputFiles(bad);
  const refused = modal(page).locator('.ant-table');
  await expect(refused).toBeVisible();
  await expect(modal(page).getByText('1 行未通过校验，未导入任何数据')).toBeVisible();
  await expect(refused.getByRole('row', { name: /币种/ })).toContainText('USD');
  await screenshot(page, 'order-import-refused-zh');
});

test('a file names a column its own way: the user maps it by keyboard, and the next file needs no mapping', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const data = await masterData(page);
  const mappedPo = `${PO}-MAP`;
  const line = (n: number): Line => ({
    'PO Number': mappedPo,
    'Line No.': n,
    'Supplier Code': data.supplier,
    Originator: 'E2E Buyer',
    Destination: 'NG',
    Currency: 'USD',
    'Product ID': data.products[n - 1]!,
    'Pieces ordered': 40 * n,
    'Unit Price': 9.5,
    'Discount %': 0,
    RDD: new Date(Date.UTC(2027, 6, 1 + n)),
    'Loading Point': data.point,
  });
  await page.goto('/production/order');
  await page.getByRole('button', { name: 'Import' }).click();
  const headers = (await downloadTemplate(page)).map((header) =>
    header === 'Order Qty *' ? 'Pieces ordered' : header,
  );

  const first = await fileOf('po-mapped-1.xlsx', headers, [line(1)]);
  await modal(page).locator('input[type="file"]').setInputFiles(first);
  const mapping = modal(page).getByTestId('import-mapping');
  await expect(mapping).toBeVisible();
  await screenshot(page, 'order-import-mapping-en');
  await mapping.getByRole('combobox', { name: 'Order Qty' }).focus();
  await page.keyboard.type('Pieces');
  await page.keyboard.press('Enter');
  await mapping.getByRole('button', { name: 'Import with these columns' }).click();
  await expect(modal(page).getByText('1 PO line imported')).toBeVisible();

  // remembered for this user: the next file with the same header goes straight in
  await modal(page).getByRole('button', { name: 'Import another file' }).click();
  const second = await fileOf('po-mapped-2.xlsx', headers, [line(2)]);
  await modal(page).locator('input[type="file"]').setInputFiles(second);
  await expect(modal(page).getByText('1 PO line imported')).toBeVisible();
  const lines = await api<{ total: number; list: { orderQty: number }[] }>(
    page,
    `/api/po-lines?poNumber=${mappedPo}`,
  );
  expect(lines.total).toBe(2);
  expect(lines.list.map((item) => item.orderQty).sort()).toEqual([40, 80]);
});
