import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, chooseLanguage, screenshot, signIn } from './helpers';

/** Files are built here, from the template the page hands out. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-import-e2e-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tag = Date.now().toString(36).toUpperCase();

/** A product as a person types it, by the template's English header (without the "*"). */
const product = (n: number, overrides: Record<string, string | number> = {}) => ({
  'Product ID': `E2E-IMP-${tag}-${n}`,
  'Item number': `E2E-IMPIT-${tag}-${n}`,
  'Short name': `Imported lamp ${n}`,
  'Model number': `IL-${n}`,
  'Model name': 'Imported LED lamp',
  Activeness: 'Active',
  Brand: 'Lumo',
  Category: 'Lighting',
  'Net weight/pc (kg)': 1.2,
  'Gross weight/pc (kg)': 1.5,
  'Package type': 'Carton',
  'Qty per package': 20,
  'Length (cm)': 50,
  'Width (cm)': 40,
  'Height (cm)': 30,
  'Bulk/serialized': 'Bulk',
  MOQ: 100,
  'Short name NG': `Lamp ${n}`,
  ...overrides,
});
type Row = ReturnType<typeof product>;

async function downloadTemplate(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download template|下载模板/ }).click();
  const file = path.join(dir, (await download).suggestedFilename());
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
}

/** The template's header row and these rows under it, as a new .xlsx. */
async function fileOf(name: string, headers: string[], rows: Row[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(headers);
  for (const row of rows) {
    sheet.addRow(
      headers.map(
        (header) => (row as Record<string, string | number>)[header.replace(/\s*\*$/, '')] ?? null,
      ),
    );
  }
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

const modal = (page: Page) => page.locator('.ant-modal').filter({ visible: true });

test('import products from Excel: template, a refused row imports nothing, fixed, previewed, applied, changed', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/product');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(modal(page).getByText('Import products from Excel')).toBeVisible();

  const headers = await downloadTemplate(page);
  expect(headers.slice(0, 3)).toEqual(['Product ID *', 'Item number *', 'Short name *']);

  // one bad row (gross below net): nothing is imported, the row is named with the reason
  const bad = await fileOf('bad.xlsx', headers, [
    product(1),
    product(2, { 'Gross weight/pc (kg)': 1 }),
    product(3),
  ]);
  await modal(page).locator('input[type="file"]').setInputFiles(bad);
  const refused = modal(page).locator('.ant-table');
  await expect(refused).toBeVisible();
  await expect(modal(page).getByText('Refused rows: 1. Nothing was imported')).toBeVisible();
  const row = refused.getByRole('row', { name: /Gross weight\/pc \(kg\)/ });
  await expect(row).toContainText('3');
  await expect(row).toContainText('cannot be less than the net weight');
  await screenshot(page, 'product-import-refused-en');

  const report = page.waitForEvent('download');
  await modal(page).getByRole('button', { name: 'Download report' }).click();
  expect((await report).suggestedFilename()).toMatch(/^product-import-report-\d+\.xlsx$/);

  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Keyword' }).fill(`E2E-IMP-${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No data').filter({ visible: true })).toBeVisible();

  // fixed: the preview lists the three new products, Apply adds them, and the list shows them
  await page.getByRole('button', { name: 'Import' }).click();
  const good = await fileOf('good.xlsx', headers, [product(1), product(2), product(3)]);
  await modal(page).locator('input[type="file"]').setInputFiles(good);
  await expect(
    modal(page).getByText('Applying this file: 3 new, 0 changed, 0 unchanged.'),
  ).toBeVisible();
  await expect(modal(page).getByTestId('import-preview-adds')).toContainText(`E2E-IMP-${tag}-2`);
  await modal(page).getByRole('button', { name: 'Apply' }).click();
  await expect(modal(page).getByText('3 products imported')).toBeVisible();
  await screenshot(page, 'product-import-done-en');
  await modal(page).locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Import another file' })).toHaveCount(0);
  for (const n of [1, 2, 3]) {
    await expect(
      page.getByRole('row', { name: new RegExp(`E2E-IMP-${tag}-${n}\\b`) }),
    ).toBeVisible();
  }

  // the same file with one product renamed: the preview shows that change only; Apply saves it
  await page.getByRole('button', { name: 'Import' }).click();
  const renamed = await fileOf('renamed.xlsx', headers, [
    product(1),
    product(2, { 'Short name': 'Renamed lamp 2' }),
    product(3),
  ]);
  await modal(page).locator('input[type="file"]').setInputFiles(renamed);
  await expect(
    modal(page).getByText('Applying this file: 0 new, 1 changed, 2 unchanged.'),
  ).toBeVisible();
  const change = modal(page)
    .getByTestId('import-preview-changes')
    .getByRole('row', {
      name: new RegExp(`E2E-IMP-${tag}-2\\b`),
    });
  await expect(change).toContainText('Short name');
  await expect(change).toContainText('Imported lamp 2');
  await expect(change).toContainText('Renamed lamp 2');
  await screenshot(page, 'product-import-preview-en');
  await modal(page).getByRole('button', { name: 'Apply' }).click();
  await expect(modal(page).getByText('1 product imported')).toBeVisible();
  await expect(
    modal(page).getByText('From renamed.xlsx: 0 added, 1 changed, 2 unchanged.', { exact: false }),
  ).toBeVisible();
  await modal(page).locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Import another file' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`E2E-IMP-${tag}-2\\b`) })).toContainText(
    'Renamed lamp 2',
  );
});

test('the import speaks Chinese: template headers and reasons', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/product');
  await chooseLanguage(page, '中文');
  await page.getByRole('button', { name: '导入' }).click();
  await expect(modal(page).getByText('从 Excel 导入产品')).toBeVisible();
  await screenshot(page, 'product-import-zh');

  const headers = await downloadTemplate(page);
  expect(headers[0]).toBe('产品 ID *');
  const english = [
    'Product ID *',
    'Item number *',
    'Short name *',
    'Model number *',
    'Model name *',
    'Activeness *',
    'Brand *',
    'Category *',
    'Net weight/pc (kg) *',
    'Gross weight/pc (kg) *',
    'Package type *',
    'Qty per package *',
    'Length (cm) *',
    'Width (cm) *',
    'Height (cm) *',
    'Bulk/serialized *',
  ];
  const bad = await fileOf('bad-zh.xlsx', english, [
    product(10, { Category: '飞船' }),
    product(11, { 'Product ID': `E2E-IMP-${tag}-10` }),
  ]);
  await modal(page).locator('input[type="file"]').setInputFiles(bad);
  const refused = modal(page).locator('.ant-table');
  await expect(refused).toBeVisible();
  await expect(modal(page).getByText('2 行未通过校验，未导入任何数据')).toBeVisible();
  await expect(refused.getByRole('row', { name: /类别/ })).toContainText(
    '无法识别“飞船”。请使用以下之一：mainKits (Main kits / 主套件)',
  );
  await expect(refused.getByRole('row', { name: /产品 ID/ })).toContainText('与文件第 2 行重复');
  await screenshot(page, 'product-import-refused-zh');
});
