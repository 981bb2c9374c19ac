import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

/** The list's view as its URL says it (filters, sort, page), without the path. */
const viewOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const orderQty = (page: Page) => page.getByRole('columnheader', { name: /Order qty/ });
const activePage = (page: Page) => page.locator('.ant-pagination-item-active');

/** The texts of the rows shown (a page's identity). */
const rowTexts = async (page: Page) => (await rows(page).allInnerTexts()).map((t) => t.trim());

test('a list view lives in its URL: filtered, sorted and paged, a reload and Back show it', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/order');
  await expect(rows(page).first()).toBeVisible();

  // filter: one supplier's lines (the demo's ~40 lines of SUP001: several pages)
  const supplier = page.locator('#po-line-filters_supplier');
  await supplier.click();
  await supplier.fill('SUP001');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'SUP001', visible: true })
    .first()
    .click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/supplierId=\d+/);
  // as a person does: sort once the filtered lines are shown
  await expect
    .poll(async () => (await rowTexts(page)).every((text) => text.includes('SUP001')))
    .toBe(true);

  // sort: order qty, descending (two clicks), then the second page
  await orderQty(page).click();
  await expect(orderQty(page)).toHaveAttribute('aria-sort', 'ascending');
  await orderQty(page).click();
  await expect(orderQty(page)).toHaveAttribute('aria-sort', 'descending');
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(activePage(page)).toHaveText('2');
  await expect(page).toHaveURL(/pageNum=2/);
  const view = viewOf(page);
  expect(view).toMatchObject({ sortBy: 'orderQty', sortOrder: 'desc', pageNum: '2' });
  await expect(rows(page).first()).toContainText('SUP001');
  const shown = await rowTexts(page);

  // a reload shows the same view: filter field, sort, page and rows
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(viewOf(page)).toEqual(view);
  await expect(activePage(page)).toHaveText('2');
  await expect(orderQty(page)).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('.ant-select', { has: supplier })).toContainText('SUP001');
  await expect.poll(() => rowTexts(page)).toEqual(shown);

  // Back steps through the views: page 1 of the same sort, then ascending, then unsorted
  await page.goBack();
  await expect(activePage(page)).toHaveText('1');
  expect(viewOf(page)).toEqual({
    supplierId: view.supplierId,
    sortBy: 'orderQty',
    sortOrder: 'desc',
  });
  await expect(orderQty(page)).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(orderQty(page)).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(orderQty(page)).not.toHaveAttribute('aria-sort', /ending/);
  expect(viewOf(page)).toEqual({ supplierId: view.supplierId });
  await expect(page.locator('.ant-select', { has: supplier })).toContainText('SUP001');
  // before the search: the plain list, the filter field empty again
  await page.goBack();
  await expect(page).toHaveURL(/\/production\/order$/);
  await expect(page.locator('.ant-select', { has: supplier })).not.toContainText('SUP001');
});
