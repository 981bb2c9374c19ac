import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, authorization, chooseLanguage, pick, signIn, signOut } from './helpers';

/*
 * Issue 16: goods into a loading warehouse. The supplier announces a delivery note of two PO
 * lines and submits it; the warehouse scans its number (a keyboard wedge types it and Enter),
 * stocks it in one line 2 pieces short, and finds what it received on the inventory. Each
 * step is photographed in English, the key screens in Chinese too.
 */

interface Warehouse {
  id: number;
  code: string;
  type: string;
  active: boolean;
}
interface PoLine {
  poLineId: number;
  poNumber: string;
  poLineNo: number;
  productCode: string;
  deliverableQty: number;
}
interface NoteLine {
  lineNo: number;
  poNumber: string;
  productCode: string;
  qty: number;
  receivedQty: number;
  damagedQty: number;
  shortQty: number;
}
interface Note {
  id: number;
  noteNo: string;
  status: string;
  supplierId: number;
  warehouseId: number;
  lines: NoteLine[];
}
interface Balance {
  warehouseCode: string;
  poNumber: string | null;
  qty: number;
}

async function api<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400); // let antd's open/close motions settle
  await page.screenshot({ path: `e2e/artifacts/screens/stock-${name}.png`, fullPage: true });
};

const qtyText = (qty: number) => new Intl.NumberFormat('en-US').format(qty);

/** The supplier's loading warehouse with the most deliverable PO lines (at least two). */
async function deliveryTarget(page: Page) {
  const notes = await api<{ list: Note[] }>(page, '/api/delivery-notes?pageSize=1');
  const supplierId = notes.list[0]!.supplierId;
  const warehouses = await api<Warehouse[]>(page, '/api/warehouses/options');
  let best: { warehouse: Warehouse; lines: PoLine[] } | undefined;
  for (const warehouse of warehouses.filter((w) => w.type === 'loading' && w.active)) {
    const lines = await api<PoLine[]>(
      page,
      `/api/delivery-notes/po-lines?supplierId=${supplierId}&warehouseId=${warehouse.id}`,
    );
    const usable = lines.filter((line) => line.deliverableQty >= 5);
    if (!best || usable.length > best.lines.length) best = { warehouse, lines: usable };
  }
  expect(best?.lines.length ?? 0).toBeGreaterThanOrEqual(2);
  return best!;
}

test('a supplier submits a delivery note; the warehouse scans it and stocks it in one line short; the inventory shows it', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // ── the supplier announces the delivery ──────────────────────────────────────────────
  await signIn(page, 'supplier', DEMO_PASSWORD);
  const { warehouse, lines } = await deliveryTarget(page);
  const [first, second] = [lines[0]!, lines[1]!];
  await page.goto('/stock/deliveryNote');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'note-list-en');
  await page.getByRole('button', { name: 'Add delivery note' }).click();
  await expect(page).toHaveURL(/\/stock\/addDeliveryNote$/);
  await expect(page.getByRole('button', { name: 'Add PO lines' })).toBeDisabled();
  await pick(page, 'delivery-note_warehouseId', warehouse.code);
  await page.getByRole('button', { name: 'Add PO lines' }).click();
  const picker = page.getByRole('dialog', { name: 'Add PO lines' });
  for (const line of [first, second]) {
    await picker
      .getByRole('checkbox', { name: `Select PO ${line.poNumber} line ${line.poLineNo}` })
      .check();
  }
  await shot(page, 'note-picker-en');
  await picker.getByRole('button', { name: 'Add 2 lines' }).click();
  await expect(picker).toBeHidden();
  const [qty1, qty2] = [Math.min(first.deliverableQty, 10), Math.min(second.deliverableQty, 5)];
  await page.getByLabel('Line 1 quantity').fill(String(qty1));
  await page.getByLabel('Line 2 quantity').fill(String(qty2));
  await page.getByLabel('Packages').fill('3');
  await shot(page, 'note-form-en');
  await page.getByRole('button', { name: 'Save & submit' }).click();
  // the form opens the note's details once saved
  await expect(page).toHaveURL(/\/stock\/deliveryNoteDetails\?id=\d+/);
  const noteId = Number(new URL(page.url()).searchParams.get('id'));
  const submitted = await api<Note>(page, `/api/delivery-notes/${noteId}`);
  expect(submitted.status).toBe('Submitted');
  expect(submitted.lines.map((line) => line.qty)).toEqual([qty1, qty2]);
  const noteNo = submitted.noteNo;
  await shot(page, 'note-details-en');
  await page.goto(`/stock/deliveryNote?noteNo=${noteNo}`);
  const listed = page.locator('.ant-table-row').filter({ hasText: noteNo });
  await expect(listed).toContainText('Submitted');
  await shot(page, 'note-submitted-en');
  await chooseLanguage(page, '中文');
  await expect(listed).toContainText('已提交');
  await shot(page, 'note-submitted-zh');
  await page.goto(`/stock/deliveryNoteDetails?id=${noteId}`);
  await expect(page.getByText(noteNo).first()).toBeVisible();
  await shot(page, 'note-details-zh');
  await chooseLanguage(page, 'English');
  await signOut(page);

  // ── the warehouse stocks it in, the first line 2 short ────────────────────────────────
  await signIn(page, 'warehouse', DEMO_PASSWORD);
  const balances = async () =>
    (
      await api<{ list: Balance[] }>(
        page,
        `/api/stock/inventory?product=${encodeURIComponent(first.productCode)}&poNumber=${encodeURIComponent(first.poNumber)}&pageSize=100`,
      )
    ).list.find((row) => row.warehouseCode === warehouse.code)?.qty ?? 0;
  const before = await balances();
  await page.goto('/stock/pendingWarehousing');
  const scan = page.getByLabel('Scan or type a delivery note no.');
  await expect(scan).toBeFocused();
  // a keyboard wedge: the characters, then Enter
  await scan.pressSequentially(noteNo, { delay: 10 });
  await scan.press('Enter');
  await expect(page.getByText(`Delivery note ${noteNo}: 2 lines waiting`)).toBeVisible();
  await shot(page, 'pending-scanned-en');
  await page.getByRole('button', { name: /Stock in$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Stock in 2 lines' });
  const received = dialog.getByLabel(`Line ${noteNo}-1 received qty`);
  await expect(received).toHaveValue(String(qty1));
  await received.fill(String(qty1 - 2));
  await expect(dialog.locator('[data-testid^="short-"]').first()).toHaveText('2');
  await shot(page, 'stock-in-dialog-en');
  await dialog.getByRole('button', { name: 'Confirm stock-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Stock-in .+ posted: /)).toBeVisible();
  await shot(page, 'pending-done-en');

  const stocked = await api<Note>(page, `/api/delivery-notes/${noteId}`);
  expect(stocked.status).toBe('Received');
  expect(stocked.lines.map((l) => [l.receivedQty, l.shortQty])).toEqual([
    [qty1 - 2, 2],
    [qty2, 0],
  ]);
  await page.goto(`/stock/deliveryNoteDetails?id=${noteId}`);
  await expect(page.getByText('Received').first()).toBeVisible();
  await shot(page, 'note-received-en');

  // the inventory holds what was received
  const after = await balances();
  expect(after).toBe(before + qty1 - 2);
  await page.goto(
    `/stock/inventory?product=${encodeURIComponent(first.productCode)}&poNumber=${encodeURIComponent(first.poNumber)}`,
  );
  const balance = page.locator('.ant-table-row').filter({ hasText: warehouse.code });
  await expect(balance).toContainText(qtyText(after));
  await shot(page, 'inventory-en');

  // the key screens in Chinese
  await chooseLanguage(page, '中文');
  await expect(balance).toContainText(qtyText(after));
  await shot(page, 'inventory-zh');
  await page.goto('/stock/pendingWarehousing');
  await expect(page.getByLabel('扫描或输入送货单号')).toBeVisible();
  await shot(page, 'pending-zh');
  await page.goto(`/stock/deliveryNoteDetails?id=${noteId}`);
  await expect(page.getByText(noteNo).first()).toBeVisible();
  await shot(page, 'note-received-zh');
  await chooseLanguage(page, 'English');
});

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

async function post<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await page.request.post(url, {
    headers: { Authorization: await authorization(page) },
    data: body,
  });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
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
