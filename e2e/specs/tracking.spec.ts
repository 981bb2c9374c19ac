import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, authorization, chooseLanguage, signIn, signOut } from './helpers';

/*
 * Issue 15: the shipping plan as the working list. The administrator moves a released demo
 * container through its lifecycle on the screen (Unshipped → Loading → Shipped → Arrived →
 * Received), each step asking its milestone's date; the tracking drawer and the batch dialog
 * are photographed in both languages; a reader without the tracking permission sees the
 * milestones read only.
 */

interface Container {
  id: number;
  shipmentNo: string;
  containerNo: string | null;
  etd: string;
}

interface OtdReport {
  totals: { delivered: number };
}

const today = () => new Date().toISOString().slice(0, 10);

async function api<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/w2-${name}.png` });
};

/** The user guide's picture of a screen (as guide-screenshots.spec.ts makes them). */
async function guideShot(page: Page, screen: string, language: 'en' | 'zh') {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  const box = (await page.locator('.ant-layout-content').boundingBox())!;
  const viewport = page.viewportSize()!;
  const image = await page.screenshot({
    type: 'jpeg',
    quality: 55,
    clip: {
      x: box.x,
      y: box.y,
      width: box.width,
      height: Math.min(box.height, viewport.height - box.y),
    },
  });
  const dir = path.resolve(import.meta.dirname, '../../apps/web/public/guide');
  fs.writeFileSync(path.join(dir, `${screen}.${language}.jpg`), image);
}

const STEPS = [
  { target: 'Loading', date: 'Loading date' },
  { target: 'Shipped', date: 'ATD (actual departure)' },
  { target: 'Arrived', date: 'ATA (actual arrival)' },
  { target: 'Received', date: 'Receiving date' },
] as const;

test('a released container goes Unshipped → Loading → Shipped → Arrived → Received on the shipping plan', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  const unshipped = await api<{ list: Container[] }>(
    page,
    '/api/containers?status=Unshipped&pageSize=20&sortBy=shipmentNo&sortOrder=asc',
  );
  expect(unshipped.list.length).toBeGreaterThan(1);
  const container = unshipped.list[0]!;
  const { suppliers, lines } = await api<{ suppliers: string[]; lines: unknown[] }>(
    page,
    `/api/containers/${container.id}`,
  );
  // what OTD counts before (the last 12 months, received lines): the container's lines join it
  const otdBefore = await api<OtdReport>(page, '/api/reports/otd');
  // the demo supplier users are named after their supplier's code (sup001 for SUP001)
  const supplierUser = suppliers[0]!.toLowerCase();

  await page.goto(`/arrange/shippingPlan?status=Unshipped`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'shipping-plan-list-en');
  // the batch dialog, photographed and closed
  await page.locator('.ant-table-row').nth(0).getByRole('checkbox').check();
  await page.locator('.ant-table-row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change status (2)' }).click();
  const batch = page.getByRole('dialog');
  await expect(batch.getByText('Change status of 2 containers')).toBeVisible();
  await batch.getByLabel('New status').click();
  await page.getByTitle('Shipped', { exact: true }).click();
  await expect(batch.getByLabel('ATD (actual departure)')).toHaveValue(today());
  await shot(page, 'status-batch-en');
  await batch.getByRole('button', { name: 'Cancel' }).click();
  await expect(batch).toBeHidden();

  await page.goto(`/arrange/shippingPlan?shipmentNo=${container.shipmentNo}`);
  const row = page.locator('.ant-table-row').filter({ hasText: container.shipmentNo });
  await expect(row).toHaveCount(1);
  for (const step of STEPS) {
    await row.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('menuitem', { name: `Move to ${step.target}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(step.date)).toHaveValue(today());
    const number = dialog.getByLabel(/^Container \/ AWB no\. of/);
    if (await number.count()) await number.fill(`TRKU${String(container.id).padStart(7, '0')}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('.ant-tag').filter({ hasText: step.target })).toBeVisible();
  }
  // ATD, ATA and receiving date (the demo's ETA may be today too)
  expect(await row.getByText(today()).count()).toBeGreaterThanOrEqual(3);

  // OTD counts the container's lines as received, on the screen too (read from the roll-up)
  const otdAfter = await api<OtdReport>(page, '/api/reports/otd');
  expect(otdAfter.totals.delivered).toBe(otdBefore.totals.delivered + lines.length);
  await page.goto('/reportForms/OTD');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Lines received' })).toContainText(
    new Intl.NumberFormat('en-US').format(otdAfter.totals.delivered),
  );
  // utilization lists it as received among the containers of its ETD
  await page.goto(`/reportForms/utilization?etdFrom=${container.etd}&etdTo=${container.etd}`);
  await expect(
    page.locator('.ant-table-row').filter({ hasText: container.shipmentNo }),
  ).toContainText('Received');
  await page.goto(`/arrange/shippingPlan?shipmentNo=${container.shipmentNo}`);
  await expect(row).toHaveCount(1);

  // the tracking drawer: the vessel typed, saved with the container's version
  await row.getByRole('button', { name: 'Tracking', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Tracking of' });
  await expect(drawer.getByLabel('Receiving date')).toHaveValue(today());
  await drawer.getByLabel('Vessel').fill('MSC ANNA');
  await drawer.getByLabel('Voyage').fill('618W');
  await shot(page, 'tracking-drawer-en');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByText('MSC ANNA / 618W')).toBeVisible();

  await chooseLanguage(page, '中文');
  await expect(row.locator('.ant-tag').filter({ hasText: '已收货' })).toBeVisible();
  await page.goto('/arrange/shippingPlan?status=Unshipped');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'shipping-plan-list-zh');
  await page.locator('.ant-table-row').nth(0).getByRole('checkbox').check();
  await page.locator('.ant-table-row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: '修改状态（2）' }).click();
  const zhBatch = page.getByRole('dialog');
  await zhBatch.getByLabel('新状态').click();
  await page.getByTitle('已发运', { exact: true }).click();
  await shot(page, 'status-batch-zh');
  await zhBatch.getByRole('button', { name: /取\s*消/ }).click();
  await page
    .locator('.ant-table-row')
    .first()
    .getByRole('button', { name: '跟踪', exact: true })
    .click();
  await expect(page.locator('.ant-drawer').filter({ hasText: '的跟踪信息' })).toBeVisible();
  await shot(page, 'tracking-drawer-zh');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  await chooseLanguage(page, 'English');
  await signOut(page);

  // a reader without tracking.write: the milestones read only, no status actions
  await signIn(page, 'viewer', DEMO_PASSWORD);
  await page.goto(`/arrange/shippingPlan?shipmentNo=${container.shipmentNo}`);
  const viewed = page.locator('.ant-table-row').filter({ hasText: container.shipmentNo });
  await expect(viewed.getByText('MSC ANNA / 618W')).toBeVisible();
  await expect(viewed.getByRole('checkbox')).toHaveCount(0);
  await expect(viewed.getByRole('button', { name: /^Status/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Change status/ })).toHaveCount(0);
  await viewed.getByRole('button', { name: 'Details' }).click();
  const details = page.locator('.ant-drawer').filter({ hasText: 'Container' });
  await details.getByRole('tab', { name: 'Tracking' }).click();
  await expect(details.getByText('MSC ANNA / 618W')).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await shot(page, 'container-drawer-readonly-en');
  await page.keyboard.press('Escape');
  await signOut(page);

  // the container's supplier follows it on its plan lines, read only
  await signIn(page, supplierUser, DEMO_PASSWORD);
  await page.goto(`/myOrder/MyshippingPlan?shipmentNo=${container.shipmentNo}`);
  const line = page.locator('.ant-table-row').first();
  await expect(line.getByText(`ATD ${today()}`)).toBeVisible();
  await expect(line.getByText(`Receiving date ${today()}`)).toBeVisible();
  await expect(line.getByText('MSC ANNA / 618W')).toBeVisible();
  await expect(page.getByRole('button', { name: /Status|Tracking/ })).toHaveCount(0);
  await shot(page, 'supplier-milestones-en');
});

test('delay reason codes: listed, added, deactivated; photographed for the guide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/information/delayReason');
  await expect(page.getByRole('cell', { name: 'PORT_CONGESTION' })).toBeVisible();
  await guideShot(page, 'delayReason', 'en');
  await chooseLanguage(page, '中文');
  await expect(page.getByRole('cell', { name: '港口拥堵' })).toBeVisible();
  await guideShot(page, 'delayReason', 'zh');
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: 'Add delay reason' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('rail_strike');
  await dialog.getByLabel('Name (English)').fill('Rail strike');
  await dialog.getByLabel('Name (Chinese)').fill('铁路罢工');
  await shot(page, 'delay-reason-form-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.ant-table-row').filter({ hasText: 'RAIL_STRIKE' });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await shot(page, 'delay-reasons-en');
  await chooseLanguage(page, '中文');
  await expect(row.getByText('停用', { exact: true }).first()).toBeVisible();
  await shot(page, 'delay-reasons-zh');
  await chooseLanguage(page, 'English');
});
