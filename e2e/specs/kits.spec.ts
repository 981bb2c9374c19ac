import { expect, test } from '@playwright/test';
import { ADMIN, chooseLanguage, pick, screenshot, signIn } from './helpers';

test('a kit: a duplicate component refused inline, fixed, saved and listed', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/kit');
  await expect(page.getByRole('cell', { name: 'KIT-SHS80' })).toBeVisible();
  await screenshot(page, 'kit-list-en');

  await page.getByRole('button', { name: 'Add kit' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Add kit')).toBeVisible();
  // nothing entered: the required fields say so
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter Kit code')).toBeVisible();
  await expect(drawer.getByText('Please choose a product')).toBeVisible();

  await drawer.getByLabel('Kit code').fill('E2E-KIT-1');
  await drawer.getByLabel('Kit name').fill('E2E solar kit');
  await pick(page, 'kit-form_components_0_product', 'PV-100M · PV 100W mono', 'PV-100M');
  await drawer.locator('#kit-form_components_0_qty').fill('2');
  await drawer.getByRole('button', { name: 'Add component' }).click();
  await pick(page, 'kit-form_components_1_product', 'PV-100M · PV 100W mono', 'PV-100M');
  const duplicate = drawer.getByText(
    'This product is already in the kit; change its quantity instead',
  );
  await expect(duplicate).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(duplicate).toBeVisible();
  await expect(drawer).toBeVisible();
  await screenshot(page, 'kit-form-en');

  // fix: the second line becomes four 3 W bulbs
  await pick(page, 'kit-form_components_1_product', 'LED-3W · LED bulb 3W 12V', 'LED-3W');
  await expect(duplicate).toBeHidden();
  await drawer.locator('#kit-form_components_1_qty').fill('4');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('textbox', { name: 'Keyword' }).fill('E2E-KIT');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: /E2E-KIT-1/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('E2E solar kit');

  // details: its components and the revision of its creation
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('cell', { name: 'LED-3W', exact: true })).toBeVisible();
  await details.getByRole('tab', { name: 'Revision history' }).click();
  await expect(details.getByRole('cell', { name: 'E2E-KIT-1' })).toBeVisible();
});

test('packaging: set a product’s carton and pallet with suggested pallets per container', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/packList');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('SBS-200');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: /SBS-200/ });
  await expect(row.getByText('Not set')).toBeVisible();
  await row.getByRole('button', { name: 'Set packaging' }).click();

  const dialog = page.getByRole('dialog');
  // the modal focuses its first field once it has opened: wait for that, or a later fill
  // can have its text land in the first field
  await expect(dialog.getByLabel('Carton length (cm)')).toBeFocused();
  await dialog.getByLabel('Carton length (cm)').fill('45');
  await dialog.getByLabel('Carton width (cm)').fill('35');
  await dialog.getByLabel('Carton height (cm)').fill('25');
  await dialog.getByLabel('Pieces per carton').fill('2');
  await dialog.getByLabel('Carton gross weight (kg)').fill('6.5');
  await dialog.getByLabel('Carton net weight (kg)').fill('6');
  // 45 × 35 × 25 cm = 0.039375 m³ a carton of 2
  await expect(dialog.getByTestId('packaging-cbm')).toContainText('0.039375');
  await expect(dialog.getByTestId('packaging-cbm')).toContainText('0.019688');
  await dialog.getByLabel('Cartons per pallet').fill('40');
  await dialog.getByLabel('Pallet gross weight (kg)').fill('100');
  await dialog.getByLabel('Pallet length (cm)').fill('120');
  await dialog.getByLabel('Pallet width (cm)').fill('100');
  await dialog.getByLabel('Pallet height (cm)').fill('140');
  await dialog.getByRole('button', { name: /Save|OK/ }).click();
  // 40 cartons of 6.5 kg cannot sit on a 100 kg pallet
  await expect(dialog.getByText('The pallet cannot weigh less than its cartons')).toBeVisible();
  await dialog.getByLabel('Pallet gross weight (kg)').fill('285');
  await expect(dialog.getByText(/Suggested for 40HQ: \d+/)).toBeVisible();
  for (const button of await dialog.getByRole('button', { name: 'Use' }).all()) {
    await button.click();
  }
  await expect(dialog.getByLabel('Pallets per 40HQ')).not.toHaveValue('');
  await screenshot(page, 'packaging-form-en');
  await dialog.getByRole('button', { name: /Save|OK/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('45 × 35 × 25');
  await expect(row).toContainText('40 ctn');
  await screenshot(page, 'packlist-en');
});

test('screens in English and Chinese: Product L/T, production lead time, kits, packaging', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/itemLT');
  await expect(page.getByRole('cell', { name: 'BAT-12.8-100' })).toBeVisible();
  await expect(page.getByText(/SUP003: \d+ d/).first()).toBeVisible();
  await screenshot(page, 'item-lt-en');
  await page.goto('/information/leadTime');
  await expect(page.getByRole('cell', { name: 'SUP003' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add lead time' }).click();
  await expect(page.getByRole('dialog').getByText('Add production lead time')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await screenshot(page, 'lead-time-en');

  await chooseLanguage(page, '中文');
  await page.goto('/production/kit');
  await expect(page.getByRole('cell', { name: 'KIT-TV32' })).toBeVisible();
  await expect(page.getByText('量产').first()).toBeVisible();
  await screenshot(page, 'kit-list-zh');
  await page
    .getByRole('row', { name: /KIT-TV32/ })
    .getByRole('button', { name: '编辑' })
    .click();
  await expect(page.getByRole('dialog').getByText('编辑套件 KIT-TV32')).toBeVisible();
  await screenshot(page, 'kit-form-zh');
  await page.goto('/production/packList');
  await expect(page.getByRole('cell', { name: 'BAT-12.8-100' })).toBeVisible();
  await screenshot(page, 'packlist-zh');
  await page.goto('/production/itemLT');
  await expect(page.getByRole('columnheader', { name: '标准交期 (天)' })).toBeVisible();
  await screenshot(page, 'item-lt-zh');
  await page.goto('/information/leadTime');
  await expect(page.getByRole('button', { name: '新增生产周期' })).toBeVisible();
  await screenshot(page, 'lead-time-zh');
});
