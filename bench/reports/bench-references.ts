// The reports bench's reference data (bench-data.ts): suppliers, products in every
// category with their package units, loading points, carriers, the standard transit times
// and the countries' payload limits; and the multi-row INSERT writer every table uses.
import type SQLite from 'better-sqlite3';
import {
  CONTAINER_TYPES,
  DESTINATION_COUNTRIES,
  DESTINATION_PORTS,
  PRODUCT_CATEGORIES,
  randomBetween,
  type PackageUnit,
} from '@lading/shared';

export const SUPPLIERS = 100;
export const PRODUCTS = 500;
export const POINTS = [
  'Shenzhen Yantian',
  'Ningbo Beilun',
  'Shanghai Yangshan',
  'Guangzhou Nansha',
];
export const CARRIERS = [
  ['MSC', 'MSCU'],
  ['Maersk', 'MAEU'],
  ['CMA CGM', 'CMDU'],
  ['COSCO', 'COSU'],
  ['PIL', 'PCIU'],
  ['Hapag-Lloyd', 'HLCU'],
] as const;

/** Writes rows `block` at a time through one prepared multi-row INSERT, the rest one by one. */
export function blockWriter(
  sqlite: SQLite.Database,
  table: string,
  columns: string[],
  block = 200,
) {
  const row = `(${columns.map(() => '?').join(',')})`;
  const head = `insert into ${table} (${columns.join(',')}) values `;
  const many = sqlite.prepare(head + Array(block).fill(row).join(','));
  const one = sqlite.prepare(head + row);
  let buffer: unknown[] = [];
  let rows = 0;
  return {
    add(values: unknown[]) {
      buffer.push(...values);
      if (++rows === block) {
        many.run(buffer);
        buffer = [];
        rows = 0;
      }
    },
    flush() {
      for (let i = 0; i < rows; i++)
        one.run(buffer.slice(i * columns.length, (i + 1) * columns.length));
      buffer = [];
      rows = 0;
    },
  };
}

/** Writes the reference rows; answers what the containers are built from. */
export function writeBenchReferences(sqlite: SQLite.Database, random: () => number, at: string) {
  const write = (table: string, columns: string, rows: unknown[][]) => {
    const writer = blockWriter(sqlite, table, columns.split(','));
    for (const values of rows) writer.add(values);
    writer.flush();
  };
  write(
    'suppliers',
    'id,code,name,created_at',
    Array.from({ length: SUPPLIERS }, (_, s) => [
      s + 1,
      `BS${String(s + 1).padStart(4, '0')}`,
      `Bench supplier ${s + 1}`,
      at,
    ]),
  );
  const units: { unit: PackageUnit; priceCents: number }[] = [];
  const products: unknown[][] = [];
  for (let p = 1; p <= PRODUCTS; p++) {
    const [l, w, h] = [
      randomBetween(random, 200, 1200),
      randomBetween(random, 150, 800),
      randomBetween(random, 100, 600),
    ];
    const pieces = randomBetween(random, 1, 12);
    const litres = (l * w * h) / 1e6;
    const pieceGrams = Math.max(50, Math.round((litres * randomBetween(random, 90, 260)) / pieces));
    units.push({
      unit: {
        packageCbm: litres / 1000,
        packageGrossKg: (pieceGrams * pieces) / 1000,
        piecesPerPackage: pieces,
      },
      priceCents: 200 + Math.round(pieceGrams * 1.1),
    });
    products.push([
      p,
      `BP-${p}`,
      `BI-${p}`,
      `Bench product ${p}`,
      'M',
      'Model',
      'Active',
      'Bench',
      PRODUCT_CATEGORIES[p % PRODUCT_CATEGORIES.length],
      Math.round(pieceGrams * 0.9),
      pieceGrams,
      '{}',
      'Carton',
      pieces,
      l,
      w,
      h,
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
    ]);
  }
  write(
    'products',
    'id,product_id,item_number,short_name,model_number,model_name,activeness,brand,category,net_weight_g,gross_weight_g,country_short_names_json,package_type,qty_per_package,length_mm,width_mm,height_mm,serialized,moq,msq,standard_lead_time_days,safety_stock_qty,safety_lead_time_days,related_main_product_model,parent_sn,created_at,updated_at',
    products,
  );
  write(
    'loading_points',
    'id,name,short_name,address,created_at,updated_at',
    POINTS.map((name, i) => [i + 1, name, name.split(' ')[1]!.toUpperCase(), '', at, at]),
  );
  write(
    'shipping_lines',
    'id,name,code,note,created_at,updated_at',
    CARRIERS.map(([name, code], i) => [i + 1, name, code, '', at, at]),
  );
  const transit = new Map<string, number>();
  const routes: unknown[][] = [];
  for (const pol of POINTS) {
    for (const country of DESTINATION_COUNTRIES) {
      const days = randomBetween(random, 20, 40);
      transit.set(`${pol}:${country}`, days);
      routes.push([pol, DESTINATION_PORTS[country][0], null, days, '', at, at]);
    }
  }
  write('transit_times', 'pol,pod,shipping_line_id,days,note,created_at,updated_at', routes);
  const limits = new Map<string, number>();
  const limitRows: unknown[][] = [];
  for (const country of DESTINATION_COUNTRIES) {
    for (const type of CONTAINER_TYPES) {
      const grams = randomBetween(random, 21, 27) * 1_000_000;
      limits.set(`${country}:${type}`, grams);
      limitRows.push([country, type, grams, '', at, at]);
    }
  }
  write(
    'loading_limits',
    'country,container_type,max_payload_g,note,created_at,updated_at',
    limitRows,
  );
  const usable = new Map(
    (
      sqlite.prepare('select code, usable_cm3 from container_types').all() as {
        code: string;
        usable_cm3: number;
      }[]
    ).map((t) => [t.code, t.usable_cm3 / 1000]),
  );

  return { units, transit, limits, usable };
}
