import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, screenshot, signIn } from './helpers';

test('a logistician adds a loading location: bad input refused, fixed, listed, exported', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  const sidebar = page.locator('.ant-layout-sider .ant-menu');
  await sidebar.getByText('Shipping Reference').click();
  await sidebar.getByText('Loading Locations').click();
  await expect(page).toHaveURL(/\/information\/point$/);

  await page.getByRole('button', { name: 'Add loading location' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Save|OK/ }).click();
  await expect(dialog.getByText('Please enter the name', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please enter the short name')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill('Xiamen Haicang');
  await dialog.getByLabel('Short name').fill('XMN-HC');
  await dialog.getByLabel('Address').fill('Haicang Port, Xiamen, Fujian');
  // the refusals collapse as the fields are filled, moving the Save button up: click it
  // once the dialog has its final layout
  await expect(dialog.getByText('Please enter the name', { exact: true })).toBeHidden();
  await expect(dialog.getByText('Please enter the short name')).toBeHidden();
  await dialog.getByRole('button', { name: /Save|OK/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Xiamen Haicang' })).toBeVisible();
  await screenshot(page, 'loading-points-en');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const names = sheet.getColumn(1).values.slice(2).map(String);
  expect(names).toContain('Xiamen Haicang');
});

test('a viewer sees the references but no write buttons; a supplier does not see them', async ({
  page,
}) => {
  await signIn(page, 'viewer', DEMO_PASSWORD);
  await page.goto('/information/shippingLine');
  await expect(page.getByRole('cell', { name: 'MSC' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add shipping line' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, 'supplier', DEMO_PASSWORD);
  await page.goto('/information/point');
  await expect(page).toHaveURL(/\/401$/);
});
