import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, api, chooseLanguage, pick, screenshot, signIn } from './helpers';
import { cartonCode, productCode, stamp } from './serials-helpers';

/*
 * Code data, traceability, container comparison, export tasks and binding files (issue
 * 19), as the administrator works them on the demo's scanned container (demo-serials.ts:
 * SUP001's newest shipped container, its pallets, cartons and product codes).
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-serials-data-e2e-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const modal = (page: Page) => page.locator('.ant-modal').filter({ visible: true });

interface CodeItem {
  id: number;
  code: string;
  level: string;
  parentCode: string | null;
  containerCode: string | null;
  childCount: number;
}

/** A carton of the demo's container that holds products. */
async function demoCarton(page: Page): Promise<CodeItem> {
  const cartons = await api<{ list: CodeItem[] }>(
    page,
    '/api/serials/code-data?level=carton&pageSize=20&sortBy=childCount&sortOrder=desc',
  );
  const carton = cartons.list.find((item) => item.containerCode && item.childCount > 1);
  expect(carton, 'a demo carton in a container').toBeDefined();
  return carton!;
}

test('trace a carton up to its container and down to its products, in en and zh', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const carton = await demoCarton(page);
  await page.goto('/datas/traceability');
  const field = page.getByRole('textbox', { name: 'Code to trace' });
  await field.fill(carton.code);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: `Carton ${carton.code}` })).toBeVisible();

  // up: the carton, its pallet, its container, and the shipment
  const chain = page.getByRole('list', { name: `Chain of ${carton.code} up to the container` });
  await expect(chain.getByRole('listitem')).toHaveCount(3);
  await expect(chain).toContainText(carton.parentCode!);
  await expect(chain).toContainText(carton.containerCode!);
  await expect(page.getByText('Shipment of the container')).toBeVisible();

  // down: the products, read as the tree opens
  const tree = page.getByRole('tree', { name: `Codes inside ${carton.code}` });
  await expect(tree.getByRole('treeitem')).toHaveCount(carton.childCount);
  await expect(tree.getByRole('treeitem').first()).toContainText('Product ·');
  await screenshot(page, 'serials-trace-carton-en');

  // from the pallet: its cartons, the first opened by keyboard down to its products
  await field.fill(carton.parentCode!);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: `Pallet ${carton.parentCode}` })).toBeVisible();
  const palletTree = page.getByRole('tree', { name: `Codes inside ${carton.parentCode}` });
  await expect(palletTree.getByRole('treeitem', { name: new RegExp(carton.code) })).toBeVisible();
  // by keyboard: into the tree (its first carton active), Right opens it
  await palletTree.focus();
  await page.keyboard.press('ArrowRight');
  await expect(palletTree.getByRole('treeitem', { name: /Product ·/ }).first()).toBeVisible();
  await screenshot(page, 'serials-trace-pallet-en');

  await chooseLanguage(page, '中文');
  await page.goto(`/datas/traceability?code=${encodeURIComponent(carton.code)}`);
  await expect(page.getByRole('heading', { name: `外箱 ${carton.code}` })).toBeVisible();
  await expect(page.getByRole('tree', { name: `${carton.code} 内的条码` })).toBeVisible();
  await screenshot(page, 'serials-trace-carton-zh');
  await chooseLanguage(page, 'English');
});

test('the data comparison shows the demo container short of its plan, and the codes behind a line', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const carton = await demoCarton(page);
  await page.goto('/datas/containerData');
  await page.getByRole('textbox', { name: 'Container / shipment no.' }).fill(carton.containerCode!);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Compare ${carton.containerCode}` }).click();
  const drawer = page.locator('.ant-drawer').filter({ visible: true });
  await expect(drawer.getByText(`Planned vs scanned: ${carton.containerCode}`)).toBeVisible();
  const lines = drawer.getByRole('table', { name: 'Planned and scanned by PO line and product' });
  // the demo scans at most 1,200 codes a line: lines planned above that are short
  await expect(lines.getByText(/short/).first()).toBeVisible();
  await screenshot(page, 'serials-container-data-en');

  await drawer
    .getByRole('button', { name: /^Codes of / })
    .first()
    .click();
  const codes = page.getByRole('table', { name: 'Codes scanned' });
  await expect(codes.getByRole('link').first()).toBeVisible();
  await screenshot(page, 'serials-container-data-codes-en');
});

test('an export task of a carton runs in the background and its workbook downloads', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const carton = await demoCarton(page);
  await page.goto('/datas/exportTask');
  await page.getByRole('button', { name: 'New export' }).click();
  const dialog = modal(page);
  await pick(page, 'export-task_level', 'Carton');
  await dialog.getByLabel('Main code').fill(carton.code);
  await dialog.getByRole('radio', { name: 'Excel' }).check();
  await dialog.getByRole('button', { name: 'Create task' }).click();

  const row = page.locator('.ant-table-tbody tr').filter({ hasText: carton.code }).first();
  await expect(row.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'serials-export-task-en');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const file = path.join(dir, (await download).suggestedFilename());
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Code');
  const codes = sheet.getColumn(1).values.slice(2).map(String);
  // the carton itself, then each of its products
  expect(codes).toHaveLength(carton.childCount + 1);
  expect(codes[0]).toBe(carton.code);
});

test('a binding file with one bad row binds nothing; fixed, it binds whole', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const newCarton = cartonCode('SUP001', stamp(7));
  const products = [0, 1, 2].map(() => productCode('SUP001', stamp(8)));
  const product = await api<{ list: { productId: string }[] }>(
    page,
    '/api/products?keyword=LED-5W&pageSize=1',
  );
  const productId = product.list[0]!.productId;
  const csv = (rows: string[][]) => {
    const header = [
      'Child code',
      'Child level',
      'Parent code',
      'Parent level',
      'Product ID',
      'Supplier code',
    ];
    const file = path.join(dir, `bindings-${stamp(6)}.csv`);
    fs.writeFileSync(file, [header, ...rows].map((row) => row.join(',')).join('\n'));
    return file;
  };
  const row = (code: string) => [code, 'product', newCarton, 'carton', productId, 'SUP001'];

  await page.goto('/datas/dataList');
  await page.getByRole('button', { name: 'Import binding file' }).click();
  await expect(modal(page).getByText('Import a binding file')).toBeVisible();
  // a code one digit short: its template refuses it, and the file binds nothing
  const bad = csv([row(products[0]!), row(products[1]!.slice(0, -1)), row(products[2]!)]);
  await modal(page).locator('input[type="file"]').setInputFiles(bad);
  await expect(modal(page).getByText(/Refused rows: 1\. Nothing was imported/)).toBeVisible();
  // the file's third line (its header the first), the child code, why
  const refusal = modal(page).locator('.ant-table');
  await expect(refusal).toContainText('3Child code');
  await expect(refusal).toContainText('The code has 15 characters');
  await screenshot(page, 'serials-binding-import-refused-en');
  const none = await api<{ total: number }>(
    page,
    `/api/serials/code-data?code=${encodeURIComponent(newCarton)}`,
  );
  expect(none.total).toBe(0);

  await modal(page).getByRole('button', { name: 'Import another file' }).click();
  const good = csv(products.map(row));
  await modal(page).locator('input[type="file"]').setInputFiles(good);
  await expect(modal(page).getByText('3 rows imported')).toBeVisible();
  await expect(modal(page).getByText(/3 codes bound/)).toBeVisible();
  await screenshot(page, 'serials-binding-import-done-en');
  const bound = await api<{ list: CodeItem[] }>(
    page,
    `/api/serials/code-data?code=${encodeURIComponent(newCarton)}&level=carton`,
  );
  expect(bound.list[0]?.childCount).toBe(3);
});
