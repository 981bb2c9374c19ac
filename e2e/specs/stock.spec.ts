import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, api, chooseLanguage, pick, signIn, signOut } from './helpers';
import { shot, type Balance, type PoLine } from './stock-helpers';

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
