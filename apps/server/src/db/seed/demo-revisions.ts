import {
  rowTotalUsdCents,
  saveProductRequest,
  type Currency,
  type ProductItem,
  type SaveProductBody,
} from '@lading/shared';
import { changePoLine } from '../../modules/orders/po-line.service';
import { productRepository } from '../../modules/products/product.repository';
import { getProduct, toColumns, updateProduct } from '../../modules/products/product.service';
import type { ScopedActor } from '../../platform/auth/actor';
import type { Queryable } from '../database';
import { depsWithin } from './deps-within';

/**
 * A few edits in the recent past, so the Revision History, a product's record and a PO's
 * revision tab show what they do on a fresh demo (issue 14). Made through the services the
 * screens call, so each audit row is shaped exactly as a real edit; inside the seed's
 * transaction, dated by the clock handed to the services.
 */

const DAY = 86_400_000;

/** The body a product's edit form saves: the product's own fields, as the form has them. */
const formOf = (product: ProductItem) =>
  saveProductRequest.parse(
    Object.fromEntries(
      Object.keys(saveProductRequest.shape).map((field) => [
        field,
        product[field as keyof ProductItem],
      ]),
    ),
  );

async function userNamed(db: Queryable, username: string): Promise<ScopedActor> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { userId: user.id, username, clientAddress: '127.0.0.1', scope: { kind: 'allSuppliers' } };
}

/** Open PO lines nothing is planned or shipped from, one per PO, the first `count`. */
async function openLines(db: Queryable, count: number) {
  const lines = await db
    .selectFrom('po_lines')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
    .select([
      'po_lines.id',
      'po_lines.po_id',
      'po_lines.order_qty',
      'po_lines.rdd',
      'po_lines.unit_price_cents',
      'po_lines.discount_bp',
      'purchase_orders.currency',
    ])
    .where('po_lines.planned_qty', '=', 0)
    .where('po_lines.shipped_qty', '=', 0)
    .where('po_lines.closed', '=', 0)
    .where('po_lines.cancelled', '=', 0)
    .orderBy('po_lines.id')
    .execute();
  const perOrder = new Map<number, (typeof lines)[number]>();
  for (const line of lines) if (!perOrder.has(line.po_id)) perOrder.set(line.po_id, line);
  return [...perOrder.values()].slice(0, count);
}

const productId = async (db: Queryable, code: string) =>
  (
    await db
      .selectFrom('products')
      .select('id')
      .where('product_id', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A product as first entered (before its seeded edit), written as the product form saves it. */
async function enterProduct(db: Queryable, product: ProductItem, body: SaveProductBody, at: Date) {
  await productRepository.update(db, product.id, {
    ...toColumns(body),
    at: at.toISOString(),
  });
}

/**
 * The demo's edits: two product corrections (a gross weight and pack quantity after a
 * re-weigh, a Kenya market name), an RDD moved at the customer's request and a quantity cut,
 * each line change with its reason and purpose. Each row is first written as it stood before
 * the edit, and the edit brings it to the demo's own values — so the demo's exports (kept in
 * test-fixtures/xlsx-variants and imported back there) still match it. Once only: a database
 * that has them already is left as it is.
 */
export async function seedDemoRevisions(db: Queryable, today: Date = new Date()): Promise<void> {
  const done = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action', 'in', ['product.update', 'poLine.update'])
    .executeTakeFirst();
  if (done) return;
  const scm = await userNamed(db, 'scm');
  const opm = await userNamed(db, 'opm');
  const daysAgo = (days: number, hour: number) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, hour),
    );
  const entered = daysAgo(20, 2);

  const panel = await getProduct(depsWithin(db, today), await productId(db, 'PV-200M'));
  const panelForm = formOf(panel);
  await enterProduct(
    db,
    panel,
    {
      ...panelForm,
      grossWeightKg: Math.round((panel.grossWeightKg - 0.4) * 10) / 10,
      qtyPerPackage: Math.max(1, panel.qtyPerPackage - 1),
    },
    entered,
  );
  await updateProduct(depsWithin(db, daysAgo(6, 2)), opm, panel.id, panelForm);

  const kit = await getProduct(depsWithin(db, today), await productId(db, 'SHS-K80'));
  const kitForm = formOf(kit);
  await enterProduct(
    db,
    kit,
    {
      ...kitForm,
      countryShortNames: { ...kitForm.countryShortNames, KE: kitForm.countryShortNames.NG },
    },
    entered,
  );
  await updateProduct(depsWithin(db, daysAgo(4, 7)), scm, kit.id, kitForm);

  const [moved, cut] = await openLines(db, 2);
  if (moved) {
    await db
      .updateTable('po_lines')
      .set({ rdd: shiftDays(moved.rdd, -14) })
      .where('id', '=', moved.id)
      .execute();
    await changePoLine(depsWithin(db, daysAgo(3, 3)), scm, 'en', moved.id, {
      rdd: moved.rdd,
      modificationReason: 'Customer asked to receive two weeks later (warehouse full)',
      modificationPurpose: 'customerRequest',
    });
  }
  if (cut) {
    const firstQty = Math.round(cut.order_qty * 1.25);
    await db
      .updateTable('po_lines')
      .set({
        order_qty: firstQty,
        row_total_usd_cents: rowTotalUsdCents(
          firstQty,
          Number(cut.unit_price_cents),
          cut.discount_bp / 100,
          cut.currency as Currency,
        ),
      })
      .where('id', '=', cut.id)
      .execute();
    await changePoLine(depsWithin(db, daysAgo(1, 8)), scm, 'en', cut.id, {
      orderQty: cut.order_qty,
      modificationReason: 'Forecast lowered for next quarter',
      modificationPurpose: 'forecastChange',
    });
  }
}
