import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, api, chooseLanguage, pick, post, signIn, signOut } from './helpers';
import { shot, type Balance, type PoLine } from './stock-helpers';

/*
 * Issue 16: goods out of a loading warehouse. Goods of an Unshipped container's two lines
 * arrive (one piece short) through the API; the warehouse loads what it holds, closing the
 * short line with a reason and leaving the lines with no stock for a later load; then a
 * scrap order is written by the warehouse, approved by SCM and done by the warehouse, and
 * the scrap warehouse holds it. Photographed in English, the key screens in Chinese too.
 */

interface LoadingLine {
  containerLineId: number;
  poLineId: number;
  poNumber: string;
  poLineNo: number;
  productCode: string;
  remainingQty: number;
  loadedQty: number;
  shortfallReason: string;
  onHand: { warehouseId: number; qty: number }[];
}
interface ContainerLoading {
  container: { id: number; shipmentNo: string; status: string; loadingCompletedAt: string | null };
  warehouses: { id: number; code: string }[];
  lines: LoadingLine[];
}
interface ScrapOrder {
  id: number;
  scrapNo: string;
  status: string;
  lines: { productCode: string; qty: number }[];
}

/**
 * An Unshipped container with nothing loaded and two open lines of which nothing is on hand
 * yet, and the supplier of its PO (whose deliverable lines name them).
 */
async function loadingTarget(page: Page) {
  const containers = await api<{ list: { id: number; status: string; loadedQty: number }[] }>(
    page,
    '/api/stock/loading/containers?completed=0&pageSize=100',
  );
  const suppliers = await api<{ list: { id: number }[] }>(page, '/api/suppliers?pageSize=100');
  for (const candidate of containers.list.filter(
    (c) => c.status === 'Unshipped' && c.loadedQty === 0,
  )) {
    const loading = await api<ContainerLoading>(
      page,
      `/api/stock/loading/containers/${candidate.id}`,
    );
    const warehouse = loading.warehouses[0];
    const lines = loading.lines.filter(
      (line) => line.remainingQty >= 2 && line.onHand.every((held) => held.qty === 0),
    );
    if (!warehouse || lines.length < 2) continue;
    for (const supplier of suppliers.list) {
      const deliverable = await api<PoLine[]>(
        page,
        `/api/delivery-notes/po-lines?supplierId=${supplier.id}&warehouseId=${warehouse.id}`,
      );
      const ours = lines.filter((line) =>
        deliverable.some(
          (d) => d.poLineId === line.poLineId && d.deliverableQty >= line.remainingQty,
        ),
      );
      if (ours.length >= 2)
        return { loading, warehouse, supplierId: supplier.id, lines: ours.slice(0, 2) };
    }
  }
  throw new Error('no demo container to load');
}

test('the warehouse loads a container from stock, a line closed short; a scrap order is approved by SCM and done by the warehouse', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // ── the goods arrive (through the API: the first test walks these screens) ───────────
  await signIn(page, 'admin', 'admin123');
  const { loading, warehouse, supplierId, lines } = await loadingTarget(page);
  const [full, short] = [lines[0]!, lines[1]!];
  const note = await post<{ id: number; lines: { id: number; poLineId: number; qty: number }[] }>(
    page,
    '/api/delivery-notes',
    {
      supplierId,
      warehouseId: warehouse.id,
      submit: true,
      lines: [
        { poLineId: full.poLineId, qty: full.remainingQty },
        { poLineId: short.poLineId, qty: short.remainingQty },
      ],
    },
  );
  // the second line arrives one piece short
  await post(page, '/api/delivery-notes/stock-in', {
    lines: note.lines.map((line) => ({
      lineId: line.id,
      receivedQty: line.poLineId === short.poLineId ? line.qty - 1 : line.qty,
    })),
  });
  await signOut(page);

  // ── the warehouse loads what it holds ──────────────────────────────────────────────────
  await signIn(page, 'warehouse', DEMO_PASSWORD);
  const { shipmentNo } = loading.container;
  await page.goto(`/stock/shipmentList?search=${encodeURIComponent(shipmentNo)}`);
  const row = page.locator('.ant-table-row').filter({ hasText: shipmentNo });
  await expect(row).toBeVisible();
  await shot(page, 'shipment-list-en');
  await row.getByRole('button', { name: 'Load' }).click();
  await expect(page).toHaveURL(new RegExp(`/stock/shipmentDetails\\?id=${loading.container.id}`));
  await page.getByLabel('Container no.').fill('CSQU3054383');
  await page.getByLabel('Seal no.').fill('SEAL-20261128');
  const label = (line: LoadingLine) => `${line.poNumber} / ${line.poLineNo}`;
  await expect(page.getByLabel(`Load now ${label(full)}`)).toHaveValue(String(full.remainingQty));
  await expect(page.getByLabel(`Load now ${label(short)}`)).toHaveValue(
    String(short.remainingQty - 1),
  );
  const load = page.getByRole('button', { name: 'Load', exact: true });
  // one piece short: its reason first
  await expect(load).toBeDisabled();
  await page.getByLabel(`Shortfall reason ${label(short)}`).fill('One carton crushed in transit');
  await expect(load).toBeEnabled();
  await shot(page, 'shipment-details-en');
  await load.click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Loaded: /)).toBeVisible();
  const after = await api<ContainerLoading>(
    page,
    `/api/stock/loading/containers/${loading.container.id}`,
  );
  expect(after.container.status).toBe('Loading');
  const byId = new Map(after.lines.map((line) => [line.containerLineId, line]));
  expect(byId.get(full.containerLineId)).toMatchObject({ loadedQty: full.remainingQty });
  expect(byId.get(short.containerLineId)).toMatchObject({
    loadedQty: short.remainingQty - 1,
    remainingQty: 0,
    shortfallReason: 'One carton crushed in transit',
  });
  // the lines with nothing in stock stay open for a later load
  expect(after.container.loadingCompletedAt).toBeNull();
  await shot(page, 'shipment-loaded-en');
  await page.goto(`/stock/shipmentRecord?search=${encodeURIComponent(shipmentNo)}`);
  await expect(page.locator('.ant-table-row').filter({ hasText: full.productCode })).toBeVisible();
  await shot(page, 'shipment-record-en');
  await chooseLanguage(page, '中文');
  await expect(page.locator('.ant-table-row').filter({ hasText: full.productCode })).toBeVisible();
  await shot(page, 'shipment-record-zh');
  await page.goto(`/stock/shipmentDetails?id=${loading.container.id}`);
  await expect(page.getByText('进行中').first()).toBeVisible();
  await shot(page, 'shipment-details-zh');
  await chooseLanguage(page, 'English');

  // ── a scrap order: written by the warehouse ────────────────────────────────────────────
  await page.goto('/stock/addScrap');
  await pick(page, 'scrap-order_warehouseId', warehouse.code);
  await page.getByRole('button', { name: 'Add lines' }).click();
  const picker = page.getByRole('dialog', { name: 'On hand in the source warehouse' });
  await picker.locator('.ant-table-row').first().getByRole('checkbox').check();
  await picker.getByRole('button', { name: 'Add lines' }).click();
  await expect(picker).toBeHidden();
  await page.getByLabel('Qty to scrap of line 1').fill('1');
  await page.getByLabel('Reason').fill('Water damage found at the stock count');
  await shot(page, 'scrap-form-en');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/stock\/scrapDetails\?id=\d+/);
  const scrapId = Number(new URL(page.url()).searchParams.get('id'));
  const draft = await api<ScrapOrder>(page, `/api/scrap-orders/${scrapId}`);
  expect(draft.status).toBe('Draft');
  await signOut(page);

  // ── approved by SCM ───────────────────────────────────────────────────────────────────
  await signIn(page, 'scm', DEMO_PASSWORD);
  await page.goto(`/stock/scrap?scrapNo=${draft.scrapNo}`);
  const listed = page.locator('.ant-table-row').filter({ hasText: draft.scrapNo });
  await expect(listed).toContainText('Draft');
  await listed.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
  await expect(listed).toContainText('Approved');
  await shot(page, 'scrap-approved-en');
  await signOut(page);

  // ── done by the warehouse: the goods move into the scrap warehouse ────────────────────
  await signIn(page, 'warehouse', DEMO_PASSWORD);
  const product = draft.lines[0]!.productCode;
  const scrapped = async () =>
    (
      await api<{ list: Balance[] }>(
        page,
        `/api/stock/inventory?warehouseType=scrap&product=${encodeURIComponent(product)}&pageSize=100`,
      )
    ).list.reduce((sum, balance) => sum + balance.qty, 0);
  const before = await scrapped();
  await page.goto(`/stock/scrapDetails?id=${scrapId}`);
  await page.getByRole('button', { name: 'Scrap (done)' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Scrap (done)' }).click();
  await expect(page.getByText(`Scrap order ${draft.scrapNo} done`)).toBeVisible();
  expect((await api<ScrapOrder>(page, `/api/scrap-orders/${scrapId}`)).status).toBe('Done');
  expect(await scrapped()).toBe(before + 1);
  await shot(page, 'scrap-done-en');
  await page.goto(`/stock/allScrap?product=${encodeURIComponent(product)}`);
  await expect(page.locator('.ant-table-row').filter({ hasText: product }).first()).toBeVisible();
  await shot(page, 'all-scrap-en');
  await chooseLanguage(page, '中文');
  await page.goto(`/stock/scrapDetails?id=${scrapId}`);
  await expect(page.getByText(draft.scrapNo).first()).toBeVisible();
  await shot(page, 'scrap-done-zh');
  await chooseLanguage(page, 'English');
});
