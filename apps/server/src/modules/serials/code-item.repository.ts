import type { CodeDataItem, CodeLevel, CodeShipment } from '@lading/shared';
import { sql } from 'kysely';
import { executeCompiledOnce } from '../../db/compiled-once';
import type { Queryable } from '../../db/database';

/**
 * Codes as the data screens show them (issue 19): each with its product, supplier, PO line,
 * parent code, counter and the container code above it, read by id — lists first page their
 * ids off `serial_codes` alone, then read these. The detail rows add the code's ancestor
 * ids and, for a container code, its planned container (the shipment).
 */

const supplierName = sql<string | null>`coalesce(nullif(s.short_name, ''), s.name)`;

/** A code (`c`) with what owns it: its product (`p`), supplier (`s`), PO line (`l`) and PO (`o`). */
export function codesWithOwners(db: Queryable) {
  return db
    .selectFrom('serial_codes as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('suppliers as s', 's.id', 'c.supplier_id')
    .leftJoin('po_lines as l', 'l.id', 'c.po_line_id')
    .leftJoin('purchase_orders as o', 'o.id', 'l.po_id');
}

/**
 * A code with its product, supplier, PO line and parent code: the stations' item (issue 18)
 * and the base the data screens' detail rows extend.
 */
export function stationItemQuery(db: Queryable) {
  return codesWithOwners(db)
    .leftJoin('serial_codes as pc', 'pc.id', 'c.parent_id')
    .select([
      'c.id',
      'c.code',
      'c.level',
      'c.product_id as productId',
      'p.product_id as productCode',
      'c.supplier_id as supplierId',
      's.code as supplierCode',
      'c.po_line_id as poLineId',
      'o.po_number as poNumber',
      'l.line_no as poLineNo',
      'c.container_id as containerId',
      'c.template_id as templateId',
      'c.parent_id as parentId',
      'pc.code as parentCode',
      'c.closed',
      'c.created_at as createdAt',
      'c.bound_at as boundAt',
    ]);
}

/** The station item plus names, the counter, the container code, ancestors and shipment. */
function detailQuery(db: Queryable) {
  return stationItemQuery(db)
    .leftJoin('serial_codes as cc', 'cc.id', 'c.up_container_id')
    .leftJoin('containers as k', 'k.id', 'c.container_id')
    .select([
      'p.short_name as productName',
      supplierName.as('supplierName'),
      'c.child_count as childCount',
      'c.up_container_id as containerCodeId',
      'cc.code as containerCode',
      'c.up_product_id',
      'c.up_pack_id',
      'c.up_gift_box_id',
      'c.up_carton_id',
      'c.up_pallet_id',
      'k.container_no as k_container_no',
      'k.shipment_no as k_shipment_no',
      'k.container_type as k_container_type',
      'k.status as k_status',
      'k.etd as k_etd',
      'k.eta as k_eta',
      'k.atd as k_atd',
      'k.ata as k_ata',
    ]);
}

export type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

/** A number column as a number (bigint ids and counts may come back as text). */
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function toCodeDataItem(row: DetailRow): CodeDataItem {
  return {
    id: Number(row.id),
    code: row.code,
    level: row.level as CodeLevel,
    productId: num(row.productId),
    productCode: row.productCode ?? null,
    productName: row.productName ?? null,
    supplierId: num(row.supplierId),
    supplierCode: row.supplierCode ?? null,
    supplierName: row.supplierName ?? null,
    poLineId: num(row.poLineId),
    poNumber: row.poNumber ?? null,
    poLineNo: num(row.poLineNo),
    containerId: num(row.containerId),
    templateId: num(row.templateId),
    parentId: num(row.parentId),
    parentCode: row.parentCode ?? null,
    closed: Number(row.closed) === 1,
    createdAt: row.createdAt,
    boundAt: row.boundAt ?? null,
    childCount: Number(row.childCount),
    containerCodeId: num(row.containerCodeId),
    containerCode: row.containerCode ?? null,
  };
}

/** The planned container of a container code's row (null for other codes). */
export function shipmentOf(row: DetailRow): CodeShipment | null {
  if (row.level !== 'container' || row.containerId === null || row.k_status === null) return null;
  return {
    containerId: Number(row.containerId),
    containerNo: row.k_container_no ?? null,
    shipmentNo: row.k_shipment_no ?? null,
    containerType: row.k_container_type ?? null,
    status: row.k_status,
    etd: row.k_etd ?? null,
    eta: row.k_eta ?? null,
    atd: row.k_atd ?? null,
    ata: row.k_ata ?? null,
  };
}

/** Above this many ids the statement is built each time (few texts stay compiled). */
const COMPILED_IDS = 8;

/**
 * The detail rows of these codes, in no particular order. Up to COMPILED_IDS ids the SQL is
 * built once per id count and only bound after (a code's details — its own row, then its
 * chain — is two such reads: traceability's hot path).
 */
export async function detailRows(db: Queryable, ids: readonly number[]): Promise<DetailRow[]> {
  if (ids.length === 0) return [];
  if (ids.length > COMPILED_IDS) return detailQuery(db).where('c.id', 'in', ids).execute();
  return executeCompiledOnce<DetailRow>(db, `serials.codeDetails.${ids.length}`, ids, () =>
    ids.length === 1
      ? detailQuery(db).where('c.id', '=', ids[0]!)
      : detailQuery(db).where('c.id', 'in', ids),
  );
}

/** The items of these codes, in the order of `ids` (ids no longer there are left out). */
export async function codeItems(db: Queryable, ids: readonly number[]): Promise<CodeDataItem[]> {
  const rows = await detailRows(db, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCodeDataItem(row)] : [];
  });
}
