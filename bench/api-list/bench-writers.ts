// Writes the bench data (bench-data.ts) into a migrated Lading database: better-sqlite3
// statements in one transaction, or multi-row INSERTs on PostgreSQL (same rows, same ids).
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { writeBenchRows, type BenchRows } from './bench-data';

const TABLES: Record<keyof BenchRows, { table: string; columns: string; fixed?: string }> = {
  supplier: { table: 'suppliers', columns: 'id, code, name, created_at' },
  product: {
    table: 'products',
    columns: 'id, product_id, item_number, short_name, created_at, updated_at',
    fixed: `model_number, model_name, activeness, brand, category, net_weight_g, gross_weight_g,
      country_short_names_json, package_type, qty_per_package, length_mm, width_mm, height_mm,
      serialized, moq, msq, standard_lead_time_days, safety_stock_qty, safety_lead_time_days,
      related_main_product_model, parent_sn|'M', 'Model', 'Active', 'Bench', 'others', 1000, 1200,
      '{}', 'Carton', 1, 100, 100, 100, 0, 0, 0, 0, 0, 0, '', ''`,
  },
  loadingPoint: {
    table: 'loading_points',
    columns: 'id, name, short_name, created_at, updated_at',
    fixed: "address|''",
  },
  purchaseOrder: {
    table: 'purchase_orders',
    columns: 'id, po_number, supplier_id, originator, destination_country, created_at, updated_at',
    fixed: "currency|'USD'",
  },
  line: {
    table: 'po_lines',
    columns: `po_id, supplier_id, line_no, product_id, order_qty, unit_price_cents,
      row_total_usd_cents, rdd, original_rdd, planned_qty, shipped_qty, created_at, updated_at`,
    fixed: 'discount_bp, loading_point_id, so_line_id, closed, cancelled|0, 100001, null, 0, 0',
  },
};

const statementParts = (kind: keyof BenchRows) => {
  const { table, columns, fixed } = TABLES[kind];
  const [fixedColumns, fixedValues] = fixed ? fixed.split('|') : [];
  const width = columns.split(',').length;
  return {
    head: `insert into ${table} (${columns}${fixedColumns ? `, ${fixedColumns}` : ''}) values `,
    width,
    row: (placeholders: string[]) =>
      `(${placeholders.join(', ')}${fixedValues ? `, ${fixedValues}` : ''})`,
  };
};

export function fillSqlite(file: string, lines: number): void {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const statement = (kind: keyof BenchRows) => {
    const parts = statementParts(kind);
    const prepared = sqlite.prepare(parts.head + parts.row(Array(parts.width).fill('?')));
    return (values: unknown[]) => void prepared.run(values);
  };
  sqlite.transaction(() =>
    writeBenchRows(lines, {
      supplier: statement('supplier'),
      product: statement('product'),
      loadingPoint: statement('loadingPoint'),
      purchaseOrder: statement('purchaseOrder'),
      line: statement('line'),
    }),
  )();
  sqlite.pragma('optimize');
  sqlite.exec('analyze');
  sqlite.close();
}

/** PostgreSQL: rows gathered per table, sent 1,000 at a time (13,000 bound values). */
export async function fillPostgres(url: string, lines: number): Promise<void> {
  const buffered: Record<keyof BenchRows, unknown[][]> = {
    supplier: [],
    product: [],
    loadingPoint: [],
    purchaseOrder: [],
    line: [],
  };
  writeBenchRows(lines, {
    supplier: (values) => buffered.supplier.push(values),
    product: (values) => buffered.product.push(values),
    loadingPoint: (values) => buffered.loadingPoint.push(values),
    purchaseOrder: (values) => buffered.purchaseOrder.push(values),
    line: (values) => buffered.line.push(values),
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const kind of Object.keys(buffered) as (keyof BenchRows)[]) {
      const parts = statementParts(kind);
      const rows = buffered[kind];
      for (let start = 0; start < rows.length; start += 1_000) {
        const chunk = rows.slice(start, start + 1_000);
        const sql =
          parts.head +
          chunk
            .map((_, r) =>
              parts.row(
                Array.from({ length: parts.width }, (_, c) => `$${r * parts.width + c + 1}`),
              ),
            )
            .join(', ');
        await client.query(sql, chunk.flat());
      }
    }
    // explicit ids: move the sequences past them, as the app inserts after the bench's rows
    for (const table of ['suppliers', 'products', 'loading_points', 'purchase_orders']) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
