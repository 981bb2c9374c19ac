import { expect, type Locator, type Page } from '@playwright/test';
import { authorization } from './helpers';

/**
 * The planning journey's data and locators. The PO it plans is keyed through the API at
 * the start (as a buyer would key it), so the spec owns its lines: a supplier × loading
 * point × destination with no other open line, RDDs more than 30 days apart.
 */

/** A demo supplier no other spec plans or messages: its account and an owner (spec: scm, opm). */
export const SUPPLIER = { code: 'SUP003', user: 'sup003', owner: 'opm' };
const LOADING_POINT = 'Shenzhen Yantian';
const DESTINATIONS = ['NG', 'BJ', 'CDI', 'KE', 'MZ', 'RW', 'TZ', 'UG', 'ZA'];

/** Lines 10 and 20 are due within 30 days of each other, line 30 about 70 days later. */
const LINES = [
  { lineNo: 10, productCode: 'BAT-12.8-6', orderQty: 400, rddInDays: 40 }, // 20 pcs a carton
  { lineNo: 20, productCode: 'PS-1K', orderQty: 60, rddInDays: 45 },
  { lineNo: 30, productCode: 'SHS-K80', orderQty: 40, rddInDays: 110 },
];

export const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

export interface PlannedPo {
  poNumber: string;
  loadingPointName: string;
  destination: string;
  rdd: Record<number, string>;
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(`/api${url}`, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return (await answer.json()).data as T;
}

/** Keys the journey's PO as the signed-in (admin) page's user. */
export async function createPoToPlan(page: Page, tag: string): Promise<PlannedPo> {
  type Listed<T> = { list: T[]; total: number };
  const suppliers = await apiGet<Listed<{ id: number; code: string }>>(
    page,
    `/suppliers?keyword=${SUPPLIER.code}&pageSize=10`,
  );
  const supplierId = suppliers.list.find((s) => s.code === SUPPLIER.code)!.id;
  const points = await apiGet<Listed<{ id: number; name: string }>>(
    page,
    '/loading-points?pageSize=100',
  );
  const point = points.list.find((p) => p.name.startsWith(LOADING_POINT))!;
  const products = await apiGet<Listed<{ id: number; productId: string }>>(
    page,
    '/products?pageSize=100',
  );
  const productOf = (code: string) => products.list.find((p) => p.productId === code)!.id;
  // a route of the supplier's with nothing else open: the filters show this PO's lines only
  let destination: string | undefined;
  for (const country of DESTINATIONS) {
    const open = await apiGet<Listed<unknown>>(
      page,
      `/planning/open-lines?supplierId=${supplierId}&loadingPointId=${point.id}&destinationCountry=${country}&pageSize=1`,
    );
    if (open.total === 0) {
      destination = country;
      break;
    }
  }
  if (!destination) throw new Error(`${SUPPLIER.code} has open lines on every route`);

  const poNumber = `E2EPLAN${tag}`;
  const answer = await page.request.post('/api/purchase-orders', {
    headers: { Authorization: await authorization(page) },
    data: {
      poNumber,
      supplierId,
      originator: 'E2E planner',
      destinationCountry: destination,
      currency: 'USD',
      lines: LINES.map((line) => ({
        lineNo: line.lineNo,
        productId: productOf(line.productCode),
        orderQty: line.orderQty,
        unitPriceCents: 1_000,
        rdd: isoDay(line.rddInDays),
        loadingPointId: point.id,
      })),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return {
    poNumber,
    loadingPointName: point.name,
    destination,
    rdd: Object.fromEntries(LINES.map((line) => [line.lineNo, isoDay(line.rddInDays)])),
  };
}

/** A button whose name ends with `name` (antd icons put their own name before the text). */
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', {
    name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });

/** Table rows of `scope` showing PO line `poNumber / lineNo`. */
export const lineRows = (scope: Page | Locator, poNumber: string, lineNo: number) =>
  scope
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: new RegExp(`${poNumber}\\s*/\\s*${lineNo}(?!\\d)`) });

/** The workbench's container cards. */
export const containerCards = (page: Page) => page.locator('[data-testid^="container-"]');

/** Types a day into an antd date picker and leaves it (Enter would submit a modal's form). */
export async function typeDay(picker: Locator, day: string) {
  await picker.click();
  await picker.fill(day);
  await picker.press('Tab');
  await expect(picker).toHaveValue(day);
}

/** Opens the bell, then the message titled `title`, and follows it ("Go there"). */
export async function followMessage(page: Page, title: string, target: string) {
  await page.getByTestId('unread-badge').getByRole('button').click();
  await page.getByText(title, { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The dialog zooms in from the click; on a loaded machine a click during the animation can
  // land where the button no longer is (CI saw it: no navigation, dialog left open). Retry
  // the click until the page has moved.
  await expect(async () => {
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: /^(Go there|前往查看)$/ }).click({ timeout: 5_000 });
    }
    await page.waitForURL(`**${target}`, { waitUntil: 'commit', timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Filters a plan-line list (MyshippingPlan, shippingDetails) on one shipment. */
export async function searchShipment(page: Page, shipmentNo: string) {
  const form = page.locator('#plan-line-filters');
  await form.getByRole('textbox', { name: /^(Shipment no\.|货运编号)/ }).fill(shipmentNo);
  await form.locator('button[type="submit"]').click();
  // the search starts a new selection: a row checked while the old list still shows is lost
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(async () => {
    await expect(page.locator('.ant-spin-blur')).toHaveCount(0, { timeout: 1_000 });
    const texts = await rows.allInnerTexts();
    expect(texts.length > 0 && texts.every((text) => text.includes(shipmentNo))).toBe(true);
  }).toPass({ timeout: 30_000 });
}
