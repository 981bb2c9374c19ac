// The stock bench's data set (`npm run bench:stock`), written into a migrated Lading SQLite
// file with multi-row INSERTs in one transaction: one supplier, PRODUCTS products, one
// loading point with three loading warehouses, a rework area and a scrap warehouse, a PO
// with a line per product, and MOVES ledger moves over the last year — stock-ins, loadings,
// transfers, rework and scrap in documents of 100 moves, each key's running balance kept
// at or above 0 — with the balances they sum to.
import SQLite from 'better-sqlite3';
import { randomBetween, seededRandom } from '@lading/shared';
import { blockWriter } from '../reports/bench-references';

export const PRODUCTS = 2_000;
export const MOVES = 1_000_000;
export const STOCK_DATA_VERSION = 1;
/** 1–3 loading (one loading point), 4 rework, 5 scrap. */
export const WAREHOUSES = [
  ['WH-A', 'loading'],
  ['WH-B', 'loading'],
  ['WH-C', 'loading'],
  ['REWORK', 'rework'],
  ['SCRAP', 'scrap'],
] as const;
const MOVES_PER_DOCUMENT = 100;
const DAY_MS = 86_400_000;

export function fillStockBench(file: string, today: string): void {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  const at = `${today}T00:00:00.000Z`;
  const random = seededRandom(16);
  const write = (table: string, columns: string, rows: unknown[][]) => {
    const writer = blockWriter(sqlite, table, columns.split(','));
    for (const values of rows) writer.add(values);
    writer.flush();
  };

  sqlite.transaction(() => {
    write('suppliers', 'id,code,name,created_at', [[1, 'BS0001', 'Bench supplier', at]]);
    write(
      'products',
      'id,product_id,item_number,short_name,model_number,model_name,activeness,brand,category,net_weight_g,gross_weight_g,country_short_names_json,package_type,qty_per_package,length_mm,width_mm,height_mm,serialized,moq,msq,standard_lead_time_days,safety_stock_qty,safety_lead_time_days,related_main_product_model,parent_sn,created_at,updated_at',
      Array.from({ length: PRODUCTS }, (_, i) => [
        i + 1,
        `SP-${i + 1}`,
        `SI-${i + 1}`,
        `Stock bench product ${i + 1}`,
        'M',
        'Model',
        'Active',
        'Bench',
        'SHS',
        900,
        1000,
        '{}',
        'Carton',
        4,
        400,
        300,
        200,
        0,
        0,
        0,
        0,
        0,
        0,
        '',
        '',
        at,
        at,
      ]),
    );
    write('loading_points', 'id,name,short_name,address,created_at,updated_at', [
      [1, 'Bench port', 'BENCH', '', at, at],
    ]);
    write(
      'warehouses',
      'id,code,name,type,loading_point_id,active,created_at,updated_at',
      WAREHOUSES.map(([code, type], i) => [
        i + 1,
        code,
        `Bench ${code}`,
        type,
        type === 'loading' ? 1 : null,
        1,
        at,
        at,
      ]),
    );
    write(
      'purchase_orders',
      'id,po_number,supplier_id,originator,destination_country,currency,created_at,updated_at',
      [[1, 'BPO-1', 1, 'Bench', 'NG', 'USD', at, at]],
    );
    write(
      'po_lines',
      'id,po_id,supplier_id,line_no,product_id,order_qty,unit_price_cents,discount_bp,row_total_usd_cents,rdd,original_rdd,loading_point_id,so_line_id,planned_qty,shipped_qty,closed,cancelled,created_at,updated_at',
      Array.from({ length: PRODUCTS }, (_, i) => [
        i + 1,
        1,
        1,
        (i + 1) * 10,
        i + 1,
        100_000_000,
        100,
        0,
        10_000_000_000,
        '2027-12-31',
        '2027-12-31',
        1,
        null,
        0,
        0,
        0,
        0,
        at,
        at,
      ]),
    );

    const balances = new Map<string, number>();
    const documents = blockWriter(
      sqlite,
      'stock_documents',
      'id,doc_no,doc_type,from_warehouse_id,to_warehouse_id,reason,source_type,source_id,user_id,username,created_at'.split(
        ',',
      ),
    );
    const moves = blockWriter(
      sqlite,
      'stock_moves',
      'warehouse_id,product_id,po_line_id,supplier_id,qty,kind,doc_type,doc_id,doc_no,reason,user_id,username,moved_at'.split(
        ',',
      ),
    );
    const start = Date.parse(at) - 365 * DAY_MS;
    const documentCount = MOVES / MOVES_PER_DOCUMENT;
    for (let d = 1; d <= documentCount; d++) {
      const movedAt = new Date(
        start + Math.floor((d / documentCount) * 365 * DAY_MS),
      ).toISOString();
      const docNo = `BN${movedAt.slice(0, 10).replaceAll('-', '')}-${d}`;
      documents.add([d, docNo, 'adjustment', null, null, '', null, null, 1, 'admin', movedAt]);
      for (let m = 0; m < MOVES_PER_DOCUMENT; m++) {
        const product = randomBetween(random, 1, PRODUCTS);
        const warehouse = randomBetween(random, 1, WAREHOUSES.length);
        const key = `${warehouse}-${product}`;
        const balance = balances.get(key) ?? 0;
        // two in three moves bring goods in; the others take out at most what is there
        const out = balance > 0 && random() < 1 / 3;
        const qty = out ? -randomBetween(random, 1, balance) : randomBetween(random, 1, 500);
        const kind = out
          ? (['loading', 'transferOut', 'reworkOut', 'scrap'] as const)[warehouse % 4]!
          : (['stockIn', 'transferIn', 'reworkIn', 'adjustment'] as const)[warehouse % 4]!;
        balances.set(key, balance + qty);
        moves.add([
          warehouse,
          product,
          product,
          1,
          qty,
          kind,
          'adjustment',
          d,
          docNo,
          '',
          1,
          'admin',
          movedAt,
        ]);
      }
    }
    documents.flush();
    moves.flush();
    write(
      'stock_balances',
      'warehouse_id,product_id,po_line_id,supplier_id,qty,updated_at',
      [...balances].map(([key, qty]) => {
        const [warehouse, product] = key.split('-').map(Number);
        return [warehouse, product, product, 1, qty, at];
      }),
    );
  })();
  sqlite.close();
}
