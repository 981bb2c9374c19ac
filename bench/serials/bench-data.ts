// The serials bench's data set (`npm run bench:serials`), written into a migrated Lading
// SQLite file: CONTAINERS containers scanned whole — each PALLETS pallets of CARTONS cartons
// of PRODUCTS product codes (41,021 codes a container, 40,000 of them products) — about
// 10,000,000 codes with their parents and ancestor ids as the stations write them. The
// serial_codes indexes are dropped for the fill and built again after it (what a bulk load
// does; the measured scans then run on the full indexes). Codes follow the bench's templates:
// container numbers pass ISO 6346, cartons CT + supplier + 7 digits, products supplier +
// "01" + 8 digits, pallets PL + 8 digits. One more container, the big one (BIG_PALLETS
// pallets: 1,025,501 codes), is what the export task of 1,000,000 codes exports (part 2).
import type SQLite from 'better-sqlite3';
import { iso6346CheckDigit } from '@lading/shared';
import { blockWriter } from '../reports/bench-references';

export const SERIALS_DATA_VERSION = 3;
export const CONTAINERS = Number(process.env.BENCH_SERIAL_CONTAINERS ?? 244);
export const PALLETS = 20;
export const CARTONS = 50;
export const PRODUCTS = 40;
/** The big container's pallets (of CARTONS cartons of PRODUCTS products). */
export const BIG_PALLETS = 500;
/** The big container's number (ISO 6346). */
export const BIG_CONTAINER_PREFIX = 'BNCU999999';

const COLUMNS = [
  'id',
  'code',
  'level',
  'unique_code',
  'product_id',
  'supplier_id',
  'po_line_id',
  'container_id',
  'template_id',
  'parent_id',
  'up_product_id',
  'up_pack_id',
  'up_gift_box_id',
  'up_carton_id',
  'up_pallet_id',
  'up_container_id',
  'child_count',
  'expected',
  'closed',
  'created_by_user_id',
  'created_at',
  'bound_at',
];

export interface SerialBenchRefs {
  productId: number;
  supplierId: number;
  supplierCode: string;
  templates: Record<'product' | 'carton' | 'pallet' | 'container', number>;
}

/** Fills serial_codes; answers the number of codes written. */
export function fillSerialsBench(sqlite: SQLite.Database, refs: SerialBenchRefs): number {
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and tbl_name = 'serial_codes' and sql is not null`,
    )
    .all() as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  const start = (
    sqlite.prepare('select coalesce(max(id), 0) as id from serial_codes').get() as {
      id: number;
    }
  ).id;
  const at = new Date().toISOString();
  let id = start;
  // numbered above the demo's codes (a few thousand), below the scans the bench makes
  let palletNo = 10_000_000;
  let cartonNo = 1_000_000;
  let productNo = 10_000_000;
  const fill = sqlite.transaction(() => {
    const writer = blockWriter(sqlite, 'serial_codes', COLUMNS, 200);
    const row = (
      code: string,
      level: string,
      template: number,
      parent: number | null,
      up: { carton?: number; pallet?: number; container?: number },
      childCount: number,
    ) => {
      writer.add([
        ++id,
        code,
        level,
        level === 'container' ? `${code}@0` : code,
        level === 'container' ? null : refs.productId,
        level === 'container' ? null : refs.supplierId,
        null,
        null,
        template,
        parent,
        null,
        null,
        null,
        up.carton ?? null,
        up.pallet ?? null,
        up.container ?? null,
        childCount,
        childCount || null,
        childCount ? 1 : 0,
        null,
        at,
        parent ? at : null,
      ]);
      return id;
    };
    for (let c = 0; c <= CONTAINERS; c++) {
      const big = c === CONTAINERS;
      const prefix = big ? BIG_CONTAINER_PREFIX : `BNCU${String(100_000 + c).padStart(6, '0')}`;
      const pallets = big ? BIG_PALLETS : PALLETS;
      const container = row(
        `${prefix}${iso6346CheckDigit(prefix)}`,
        'container',
        refs.templates.container,
        null,
        {},
        pallets,
      );
      for (let p = 0; p < pallets; p++) {
        const pallet = row(
          `PL${String(++palletNo).padStart(8, '0')}`,
          'pallet',
          refs.templates.pallet,
          container,
          { container },
          CARTONS,
        );
        for (let k = 0; k < CARTONS; k++) {
          const carton = row(
            `CT${refs.supplierCode}${String(++cartonNo).padStart(7, '0')}`,
            'carton',
            refs.templates.carton,
            pallet,
            { pallet, container },
            PRODUCTS,
          );
          for (let n = 0; n < PRODUCTS; n++) {
            row(
              `${refs.supplierCode}01${String(++productNo).padStart(8, '0')}`,
              'product',
              refs.templates.product,
              carton,
              { carton, pallet, container },
              0,
            );
          }
        }
      }
    }
    writer.flush();
  });
  fill();
  for (const index of indexes) sqlite.exec(index.sql);
  sqlite.exec('analyze');
  return id - start;
}
