import { readFileSync } from 'node:fs';
import type { Db } from '../../db/database';

/*
 * Support for xlsx-variants.routes.test.ts (not a test file itself): the set's files and
 * intended rows, the tables an import writes (snapshotted after the demo seed, compared, put
 * back), and the comparison of what landed with intended-rows.json, field by field.
 */

const FIXTURES = new URL('../../../../../test-fixtures/xlsx-variants/', import.meta.url);
export const fixture = (name: string) => new URL(name, FIXTURES);

export type Kind = 'purchase-orders' | 'sales-orders' | 'products';
export type Expect = 'import' | 'import-with-notice' | 'refuse' | 'round-trip';
export interface Variant {
  file: string;
  kind: Kind;
  variant: number | null;
  what: string;
  expect: Expect;
}
export type Intended = Record<string, string | number | null>;

export const VARIANTS = JSON.parse(readFileSync(fixture('variants.json'), 'utf8')) as Variant[];
const INTENDED = JSON.parse(readFileSync(fixture('intended-rows.json'), 'utf8')) as Record<
  string,
  Intended[]
>;

/* ---------- the tables an import writes, snapshotted and put back ---------- */

const TABLES = ['products', 'sales_orders', 'so_lines', 'purchase_orders', 'po_lines'] as const;
type Table = (typeof TABLES)[number];
type Row = Record<string, unknown>;
export type Snapshot = Record<Table, Map<number, Row>>;
/** Moved by every write; not what a file means. */
const STAMPS = new Set(['created_at', 'updated_at']);

/** PostgreSQL answers bigint as text: compare as numbers. */
const normal = (value: unknown) =>
  typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;

export async function readTables(db: Db): Promise<Snapshot> {
  const snapshot = {} as Snapshot;
  for (const table of TABLES) {
    const rows = (await db.kysely.selectFrom(table).selectAll().execute()) as Row[];
    snapshot[table] = new Map(
      rows.map((row) => [
        Number(row.id),
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normal(v)])),
      ]),
    );
  }
  return snapshot;
}

const sameRow = (a: Row, b: Row) =>
  Object.keys(a).every((key) => STAMPS.has(key) || a[key] === b[key]);

interface TableDiff {
  added: Row[];
  changed: { before: Row; after: Row }[];
  removed: Row[];
}
type Diff = Record<Table, TableDiff>;

export function diff(before: Snapshot, after: Snapshot): Diff {
  const result = {} as Diff;
  for (const table of TABLES) {
    const d: TableDiff = { added: [], changed: [], removed: [] };
    for (const [id, row] of after[table]) {
      const old = before[table].get(id);
      if (!old) d.added.push(row);
      else if (!sameRow(old, row)) d.changed.push({ before: old, after: row });
    }
    for (const [id, row] of before[table]) if (!after[table].has(id)) d.removed.push(row);
    result[table] = d;
  }
  return result;
}

/** Puts the tables back to the snapshot: children's additions out first, parents back first. */
export async function restore(db: Db, snapshot: Snapshot) {
  const now = await readTables(db);
  const d = diff(snapshot, now);
  for (const table of [...TABLES].reverse()) {
    const ids = d[table].added.map((row) => Number(row.id));
    for (let i = 0; i < ids.length; i += 500) {
      await db.kysely
        .deleteFrom(table)
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  }
  for (const table of TABLES) {
    for (const row of d[table].removed) {
      await db.kysely
        .insertInto(table)
        .values(row as never)
        .execute();
    }
    for (const { before } of d[table].changed) {
      const { id, ...values } = before;
      await db.kysely
        .updateTable(table)
        .set(values as never)
        .where('id', '=', Number(id))
        .execute();
    }
  }
  const left = changes(diff(snapshot, await readTables(db)));
  if (left.length) throw new Error(`the demo database was not put back: ${left.join(', ')}`);
}

export const changes = (d: Diff) =>
  TABLES.flatMap((table) => {
    const { added, changed, removed } = d[table];
    return [
      ...(added.length ? [`${table}: ${added.length} added`] : []),
      ...(changed.length ? [`${table}: ${changed.length} changed`] : []),
      ...(removed.length ? [`${table}: ${removed.length} removed`] : []),
    ];
  });

/* ---------- intended rows → our rows ---------- */

const cents = (units: number | string | null) =>
  units === null ? null : Math.round(Number(units) * 100);
const scaled = (value: number | string | null, factor: number) =>
  value === null ? null : Math.round(Number(value) * factor);

export interface Lookups {
  suppliers: Map<number, string>;
  products: Map<number, string>;
  purchaseOrders: Map<number, Row>;
  salesOrders: Map<number, Row>;
}

/** One row as the intended-rows names its fields, read from the database (only those fields). */
function poLineAsIntended(line: Row, at: Lookups): Intended {
  const po = at.purchaseOrders.get(Number(line.po_id))!;
  return {
    poNumber: po.po_number as string,
    lineNo: line.line_no as number,
    supplierCode: at.suppliers.get(Number(po.supplier_id)) ?? null,
    originator: po.originator as string,
    destinationCode: po.destination_country as string,
    currency: po.currency as string,
    product: at.products.get(Number(line.product_id)) ?? null,
    orderQty: line.order_qty as number,
    unitPriceCents: line.unit_price_cents as number,
    discountBp: line.discount_bp as number,
    rdd: line.rdd as string,
    loadingPointId: line.loading_point_id as number,
  };
}
/** The intended row's own value of each field named (the fields both sides name alike). */
const same = (row: Intended, fields: string[]): Intended =>
  Object.fromEntries(fields.map((field) => [field, row[field]!]));

const poIntended = (row: Intended): Intended => ({
  ...same(row, ['poNumber', 'lineNo', 'supplierCode', 'originator', 'destinationCode']),
  ...same(row, ['currency', 'product', 'orderQty']),
  unitPriceCents: cents(row.unitPrice!),
  discountBp: scaled(row.discountPct!, 100),
  ...same(row, ['rdd', 'loadingPointId']),
});

function soLineAsIntended(line: Row, at: Lookups): Intended {
  const so = at.salesOrders.get(Number(line.so_id))!;
  return {
    soNumber: so.so_number as string,
    lineNo: line.line_no as number,
    postingDate: so.posting_date as string,
    rdd: so.rdd as string,
    originalRdd: so.original_rdd as string,
    bpReferenceNo: so.bp_reference_no as string,
    countryCode: so.country as string,
    product: at.products.get(Number(line.product_id)) ?? null,
    qty: line.qty as number,
    rowTotalUsdCents: line.row_total_usd_cents as number,
  };
}
const soIntended = (row: Intended): Intended => ({
  ...same(row, ['soNumber', 'lineNo', 'postingDate', 'rdd']),
  originalRdd: row.originalRdd ?? row.rdd!,
  ...same(row, ['bpReferenceNo', 'countryCode', 'product', 'qty']),
  rowTotalUsdCents: cents(row.rowTotalUsd!),
});

function productAsIntended(product: Row): Intended {
  const names = JSON.parse(product.country_short_names_json as string) as Record<string, string>;
  return {
    productId: product.product_id as string,
    itemNumber: String(product.item_number),
    shortName: product.short_name as string,
    modelNumber: product.model_number as string,
    modelName: product.model_name as string,
    activeness: product.activeness as string,
    brand: product.brand as string,
    categoryCode: product.category as string,
    netWeightG: product.net_weight_g as number,
    grossWeightG: product.gross_weight_g as number,
    packageType: product.package_type as string,
    qtyPerPackage: product.qty_per_package as number,
    lengthMm: product.length_mm as number,
    widthMm: product.width_mm as number,
    heightMm: product.height_mm as number,
    serialized: product.serialized as number,
    moq: product.moq as number,
    msq: product.msq as number,
    standardLeadTimeDays: product.standard_lead_time_days as number,
    safetyStockQty: product.safety_stock_qty as number,
    safetyLeadTimeDays: product.safety_lead_time_days as number,
    relatedMainProductModel: product.related_main_product_model as string,
    parentSn: product.parent_sn as string,
    shortNameNG: names.NG ?? '',
  };
}
const productIntended = (row: Intended): Intended => ({
  productId: row.productId!,
  itemNumber: row.itemNumber!,
  shortName: row.shortName!,
  modelNumber: row.modelNumber!,
  modelName: row.modelName!,
  activeness: row.activeness!,
  brand: row.brand!,
  categoryCode: row.categoryCode!,
  netWeightG: scaled(row.netWeightKg!, 1000),
  grossWeightG: scaled(row.grossWeightKg!, 1000),
  packageType: row.packageType!,
  qtyPerPackage: row.qtyPerPackage!,
  lengthMm: scaled(row.lengthCm!, 10),
  widthMm: scaled(row.widthCm!, 10),
  heightMm: scaled(row.heightCm!, 10),
  serialized: row.serialized === 'Serialized' ? 1 : 0,
  moq: row.moq!,
  msq: row.msq!,
  standardLeadTimeDays: row.standardLeadTimeDays!,
  safetyStockQty: row.safetyStockQty!,
  safetyLeadTimeDays: row.safetyLeadTimeDays!,
  relatedMainProductModel: row.relatedMainProductModel ?? '',
  parentSn: row.parentSn ?? '',
  shortNameNG: row.shortNameNG ?? '',
});

/** What the kind's import writes: the table of its rows, their key, and the mapping. */
const KINDS = {
  'purchase-orders': {
    table: 'po_lines',
    parent: 'purchase_orders',
    key: (row: Intended) => `${row.poNumber} line ${row.lineNo}`,
    fromDb: poLineAsIntended,
    fromIntended: poIntended,
  },
  'sales-orders': {
    table: 'so_lines',
    parent: 'sales_orders',
    key: (row: Intended) => `${row.soNumber} line ${row.lineNo}`,
    fromDb: soLineAsIntended,
    fromIntended: soIntended,
  },
  products: {
    table: 'products',
    parent: null,
    key: (row: Intended) => `product ${row.productId}`,
    fromDb: (row: Row) => productAsIntended(row),
    fromIntended: productIntended,
  },
} as const satisfies Record<Kind, unknown>;

/** `po-v01-openpyxl.xlsx` → `po-v1` */
const intendedKey = (file: string) => {
  const match = /^(po|so|pr)-v0*(\d+)/.exec(file);
  return match ? `${match[1]}-v${match[2]}` : null;
};

/**
 * The rows added compared with the intended ones, exactly: every intended row there with every
 * field equal, no row more. Returns the differences, one line each.
 */
export function compareRows(variant: Variant, d: Diff, at: Lookups): string[] {
  const kind = KINDS[variant.kind];
  const intended = INTENDED[intendedKey(variant.file)!] ?? [];
  const got = new Map(
    d[kind.table].added.map((row) => {
      const mapped = kind.fromDb(row, at);
      return [kind.key(mapped), mapped] as const;
    }),
  );
  const problems: string[] = [];
  intended.forEach((row, index) => {
    const want = kind.fromIntended(row);
    const key = kind.key(want);
    const have = got.get(key);
    if (!have) {
      problems.push(`intended row ${index + 1} (${key}): not in the database`);
      return;
    }
    got.delete(key);
    for (const [field, value] of Object.entries(want)) {
      if (have[field] !== value) {
        problems.push(
          `intended row ${index + 1} (${key}), ${field}: expected ${JSON.stringify(value)}, got ${JSON.stringify(have[field])}`,
        );
      }
    }
  });
  for (const [key, row] of got) {
    problems.push(`${key}: added, not intended`);
    // a character cut at a chunk boundary of the sheet XML
    for (const [field, value] of Object.entries(row)) {
      if (typeof value === 'string' && value.includes('\uFFFD')) {
        problems.push(`${key}, ${field}: ${JSON.stringify(value)} holds U+FFFD`);
      }
    }
  }
  // nothing else: no row changed or removed, no other table written (parents: new orders only)
  for (const table of TABLES) {
    if (d[table].changed.length) problems.push(`${table}: ${d[table].changed.length} rows changed`);
    if (d[table].removed.length) problems.push(`${table}: ${d[table].removed.length} rows removed`);
    if (table !== kind.table && table !== kind.parent && d[table].added.length) {
      problems.push(`${table}: ${d[table].added.length} rows added`);
    }
  }
  if (kind.parent) {
    const numbers = new Set(intended.map((row) => row.poNumber ?? row.soNumber));
    if (d[kind.parent].added.length !== numbers.size) {
      problems.push(
        `${kind.parent}: ${d[kind.parent].added.length} added, ${numbers.size} intended`,
      );
    }
  }
  return problems;
}

/** A round trip changes no row of the demo; only the set's own rows the export carried are added. */
export function compareRoundTrip(variant: Variant, d: Diff, at: Lookups): string[] {
  const kind = KINDS[variant.kind];
  const problems: string[] = [];
  for (const table of TABLES) {
    for (const { before, after } of d[table].changed.slice(0, 20)) {
      const fields = Object.keys(before).filter(
        (key) => !STAMPS.has(key) && before[key] !== after[key],
      );
      problems.push(
        `${table} id ${String(before.id)}: ${fields
          .map((f) => `${f} ${JSON.stringify(before[f])} → ${JSON.stringify(after[f])}`)
          .join(', ')}`,
      );
    }
    if (d[table].changed.length > 20) {
      problems.push(`${table}: ${d[table].changed.length} rows changed in all`);
    }
    if (d[table].removed.length) problems.push(`${table}: ${d[table].removed.length} removed`);
  }
  for (const table of TABLES) {
    for (const row of d[table].added) {
      const key =
        table === kind.table
          ? kind.key(kind.fromDb(row, at))
          : String(row.po_number ?? row.so_number ?? row.product_id ?? row.id);
      if (!/(^|\s)X[LSP]-/.test(key))
        problems.push(`${table}: ${key} added (not in the export's set rows)`);
    }
  }
  return problems;
}
