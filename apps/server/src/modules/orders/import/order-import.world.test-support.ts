import { beforeAll } from 'vitest';
import { t, useTestContext, type TestContext } from '../../../test/harness';
import { signedInImporter } from '../../products/import/import.test-support';
import { buildProduct } from '../../products/product.factories';
import { buildLoadingPoint } from '../../reference/reference.factories';
import type { Row } from './order-import.test-support';

/*
 * What every order import test file starts from (not a test file itself): the administrator's
 * token (test/harness.ts), an importer (1-SCM), two suppliers, three products and a loading
 * point, with the PO rows made of them and the queries that read the PO lines back. Live
 * bindings, set by useOrderImportWorld()'s beforeAll (each test file has its own module
 * instance and database).
 */
export let scm: { userId: number; token: string };
export let supplier: Awaited<ReturnType<TestContext['buildSupplier']>>;
export let otherSupplier: Awaited<ReturnType<TestContext['buildSupplier']>>;
export let lamp: Awaited<ReturnType<typeof buildProduct>>;
export let panel: Awaited<ReturnType<typeof buildProduct>>;
export let fan: Awaited<ReturnType<typeof buildProduct>>;
export let point: Awaited<ReturnType<typeof buildLoadingPoint>>;

export function useOrderImportWorld() {
  useTestContext({ admin: true });
  beforeAll(async () => {
    scm = await signedInImporter(t);
    supplier = await t.buildSupplier();
    otherSupplier = await t.buildSupplier();
    lamp = await buildProduct(t.db.kysely);
    panel = await buildProduct(t.db.kysely, { category: 'pvPanels' });
    fan = await buildProduct(t.db.kysely);
    // as the demo has it: a short name, and a name in both languages
    point = await buildLoadingPoint(t.db.kysely, {
      shortName: 'YANTIAN',
      name: 'Shenzhen Yantian 深圳盐田',
    });
  });
}

let poSeq = 0;
export const newPoNumber = () => `PO-T${String(++poSeq).padStart(5, '0')}`;

/** A valid PO line row as an ERP exports it. */
export const poRow = (overrides: Row = {}): Row => ({
  poNumber: 'PO-1',
  lineNo: 1,
  supplierCode: supplier.code,
  originator: 'Alice Buyer',
  destinationCountry: 'NG',
  currency: 'USD',
  productCode: lamp.productId,
  orderQty: 100,
  unitPrice: 12.5,
  discountPct: 0,
  rowTotalUsd: 1250,
  rdd: new Date(Date.UTC(2027, 2, 15)),
  loadingPoint: point.shortName,
  ...overrides,
});

export async function linesOf(poNumber: string) {
  return t.db.kysely
    .selectFrom('po_lines')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
    .innerJoin('products', 'products.id', 'po_lines.product_id')
    .select([
      'po_lines.id',
      'po_lines.line_no',
      'po_lines.order_qty',
      'po_lines.unit_price_cents',
      'po_lines.discount_bp',
      'po_lines.row_total_usd_cents',
      'po_lines.rdd',
      'po_lines.supplier_id',
      'products.product_id as product',
      'purchase_orders.currency',
      'purchase_orders.destination_country',
      'purchase_orders.originator',
    ])
    .where('purchase_orders.po_number', '=', poNumber)
    .orderBy('po_lines.line_no')
    .execute();
}

export const countLines = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('po_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
