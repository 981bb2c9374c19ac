import type { TestContext } from '../../../test/harness';
import { buildProduct } from '../../products/product.factories';
import { buildLoadingPoint } from '../../reference/reference.factories';
import type { Row } from './order-import.test-support';

/**
 * What every order import test file starts from (not a test file itself): an importer
 * (1-SCM), two suppliers, three products and a loading point, with the PO rows made of them
 * and the queries that read the PO lines back.
 */
export async function orderImportWorld(t: TestContext) {
  const admin = await t.adminToken();
  const user = await t.signedInUser('1-SCM');
  const scm = { userId: user.id, token: user.token };
  const supplier = await t.buildSupplier();
  const otherSupplier = await t.buildSupplier();
  const lamp = await buildProduct(t.db.kysely);
  const panel = await buildProduct(t.db.kysely, { category: 'pvPanels' });
  const fan = await buildProduct(t.db.kysely);
  const point = await buildLoadingPoint(t.db.kysely, {
    shortName: 'SZX',
    name: 'Shenzhen Yantian',
  });

  let poSeq = 0;
  const newPoNumber = () => `PO-T${String(++poSeq).padStart(5, '0')}`;

  /** A valid PO line row as an ERP exports it. */
  const poRow = (overrides: Row = {}): Row => ({
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

  async function linesOf(poNumber: string) {
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

  const countLines = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('po_lines')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    admin,
    scm,
    supplier,
    otherSupplier,
    lamp,
    panel,
    fan,
    point,
    newPoNumber,
    poRow,
    linesOf,
    countLines,
  };
}

export type OrderImportWorld = Awaited<ReturnType<typeof orderImportWorld>>;
