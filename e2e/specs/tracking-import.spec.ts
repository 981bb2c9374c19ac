import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, chooseLanguage, signIn } from './helpers';

/*
 * Issue 15, tracking update by Excel: on the shipping plan, logistics downloads the tracking
 * template of a selected container, a forwarder fills in the container no., loading date,
 * ATD and vessel, and the upload applies them (the container is Shipped); a file with ATA
 * before ATD is refused with the row named and nothing applied. Photographed in en and zh.
 */

const today = () => new Date().toISOString().slice(0, 10);

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/w7-${name}.png` });
};

/** The template with the first container's cells set (by header). */
async function filled(path: string, cells: Record<string, string>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const row = sheet.getRow(2);
  for (const [header, value] of Object.entries(cells)) {
    row.getCell(headers.indexOf(header)).value = value;
  }
  return {
    name: 'forwarder.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

test('a tracking file from the template of a selected container applies, a bad one changes nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'logistic', DEMO_PASSWORD);
  await page.goto('/arrange/shippingPlan?status=Unshipped&sortBy=shipmentNo&sortOrder=asc');
  const first = page.locator('.ant-table-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: /Tracking template of the filtered list/ }),
  ).toBeVisible();
  await shot(page, 'shipping-plan-toolbar-en');

  await first.getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Tracking template of the selected container$/ }).click();
  const template = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  const shipmentNo = String(sheet.getRow(2).getCell(2).value);

  const good = await filled(template, {
    'Container / AWB No.': 'TRKU7000001',
    'Loading Date': today(),
    ATD: today(),
    Vessel: 'E2E VESSEL',
  });
  await page.getByRole('button', { name: /Import tracking/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Update container tracking from Excel')).toBeVisible();
  await shot(page, 'tracking-import-dialog-en');
  await dialog.locator('input[type="file"]').setInputFiles(good);
  await expect(dialog.getByText('1 row read')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('tracking-import-counts')).toContainText(
    'containers updated: 1, unchanged: 0',
  );
  await shot(page, 'tracking-import-done-en');
  await dialog.locator('button.ant-btn').filter({ hasText: 'Close' }).click();

  // the container left the Unshipped list: it is at sea now
  await page.goto(`/arrange/shippingPlan?shipmentNo=${encodeURIComponent(shipmentNo)}`);
  const shipped = page.locator('.ant-table-row').filter({ hasText: 'TRKU7000001' });
  await expect(shipped.locator('.ant-tag').filter({ hasText: 'Shipped' })).toBeVisible();

  // ATA before ATD: refused, row 2 named, nothing applied
  const bad = await filled(template, {
    'Container / AWB No.': 'TRKU7000001',
    ATA: '2020-01-01',
    Vessel: 'NEVER APPLIED',
    // a blank version: applied to the container as it is now (else: "changed meanwhile")
    Version: '',
  });
  await chooseLanguage(page, '中文');
  await page.getByRole('button', { name: /导入跟踪信息/ }).click();
  await expect(dialog.getByText('从 Excel 更新集装箱跟踪信息')).toBeVisible();
  await shot(page, 'tracking-import-dialog-zh');
  await dialog.locator('input[type="file"]').setInputFiles(bad);
  const refused = dialog.getByRole('table');
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(refused.getByText(/2020-01-01 早于实际离港日期（ATD）/)).toBeVisible();
  await shot(page, 'tracking-import-refused-zh');
  await dialog
    .locator('button.ant-btn')
    .filter({ hasText: /关\s*闭/ })
    .click();
  await expect(page.getByText('NEVER APPLIED')).toHaveCount(0);
  await page.goto('/arrange/shippingPlan?status=Unshipped');
  await expect(page.getByRole('button', { name: /筛选结果的跟踪模板/ })).toBeVisible();
  await shot(page, 'shipping-plan-toolbar-zh');
});
