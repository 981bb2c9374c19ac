// The serials bench's data set on PostgreSQL (`BENCH_PG_URL=… npm run bench:serials`): the
// same codes as bench-data.ts writes into SQLite — CONTAINERS containers of PALLETS pallets
// of CARTONS cartons of PRODUCTS products, with parents, ancestors and counters — made by
// four INSERT … SELECT over generate_series (one per level), the serial_codes indexes
// dropped for the fill and built again after it, then ANALYZE.
import { iso6346CheckDigit } from '@lading/shared';
import pg from 'pg';
import {
  BIG_CONTAINER_PREFIX,
  BIG_PALLETS,
  CARTONS,
  CONTAINERS,
  PALLETS,
  PRODUCTS,
} from './bench-data';
import type { SerialBenchRefs } from './bench-data';

/** A run of containers of one size, numbered on from the run before (as bench-data.ts). */
interface Group {
  numbers: string[];
  pallets: number;
  base: number;
  palletNo: number;
  cartonNo: number;
  productNo: number;
}

const PER_CARTON = 1 + PRODUCTS;
const PER_PALLET = 1 + CARTONS * PER_CARTON;

export async function fillSerialsPostgres(url: string, refs: SerialBenchRefs): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'serial_codes' and indexname <> 'serial_codes_pkey'`,
    );
    for (const index of indexes) await client.query(`drop index ${index.indexname}`);
    const { rows } = await client.query<{ id: string }>(
      'select coalesce(max(id), 0) as id from serial_codes',
    );
    const base = Number(rows[0]!.id);
    const at = new Date().toISOString();
    const number = (prefix: string) => `${prefix}${iso6346CheckDigit(prefix)}`;
    const normal: Group = {
      numbers: Array.from({ length: CONTAINERS }, (_, c) =>
        number(`BNCU${String(100_000 + c).padStart(6, '0')}`),
      ),
      pallets: PALLETS,
      base,
      palletNo: 10_000_000,
      cartonNo: 1_000_000,
      productNo: 10_000_000,
    };
    const normalCodes = CONTAINERS * (1 + PALLETS * PER_PALLET);
    const big: Group = {
      numbers: [number(BIG_CONTAINER_PREFIX)],
      pallets: BIG_PALLETS,
      base: base + normalCodes,
      palletNo: normal.palletNo + CONTAINERS * PALLETS,
      cartonNo: normal.cartonNo + CONTAINERS * PALLETS * CARTONS,
      productNo: normal.productNo + CONTAINERS * PALLETS * CARTONS * PRODUCTS,
    };
    for (const group of [normal, big]) await fillGroup(client, refs, group, at);
    const total = normalCodes + 1 + BIG_PALLETS * PER_PALLET;
    for (const index of indexes) await client.query(index.indexdef);
    await client.query(
      `select setval(pg_get_serial_sequence('serial_codes', 'id'), (select max(id) from serial_codes))`,
    );
    await client.query('analyze serial_codes');
    return total;
  } finally {
    await client.end();
  }
}

async function fillGroup(client: pg.Client, refs: SerialBenchRefs, group: Group, at: string) {
  const perContainer = 1 + group.pallets * PER_PALLET;
  const common = `template_id, child_count, expected, closed, created_at`;
  const owned = `product_id, supplier_id`;
  const container = `$1::bigint + c * ${perContainer} + 1`;
  const pallet = `${container} + 1 + p * ${PER_PALLET}`;
  const carton = `${pallet} + 1 + k * ${PER_CARTON}`;
  const palletIndex = `(c * ${group.pallets} + p)`;
  const cartonIndex = `(${palletIndex} * ${CARTONS} + k)`;
  const cs = `generate_series(0, ${group.numbers.length - 1}) c`;
  const ps = `generate_series(0, ${group.pallets - 1}) p`;
  const ks = `generate_series(0, ${CARTONS - 1}) k`;
  await client.query(
    `insert into serial_codes (id, code, level, unique_code, parent_id, ${common}, bound_at)
     select ${container}, n, 'container', n || '@0', null, $2, ${group.pallets}, ${group.pallets}, 1, $3, null
     from unnest($4::text[]) with ordinality as t(n, o), lateral (select o - 1 as c) x`,
    [group.base, refs.templates.container, at, group.numbers],
  );
  await client.query(
    `insert into serial_codes (id, code, level, unique_code, ${owned}, parent_id, up_container_id, ${common}, bound_at)
     select ${pallet}, code, 'pallet', code, $2, $3, ${container}, ${container},
            $4, ${CARTONS}, ${CARTONS}, 1, $5, $5
     from ${cs}, ${ps},
          lateral (select 'PL' || lpad((${group.palletNo} + ${palletIndex} + 1)::text, 8, '0') as code) x`,
    [group.base, refs.productId, refs.supplierId, refs.templates.pallet, at],
  );
  await client.query(
    `insert into serial_codes (id, code, level, unique_code, ${owned}, parent_id, up_pallet_id, up_container_id, ${common}, bound_at)
     select ${carton}, code, 'carton', code, $2, $3, ${pallet}, ${pallet}, ${container},
            $4, ${PRODUCTS}, ${PRODUCTS}, 1, $5, $5
     from ${cs}, ${ps}, ${ks},
          lateral (select 'CT' || $6 || lpad((${group.cartonNo} + ${cartonIndex} + 1)::text, 7, '0') as code) x`,
    [group.base, refs.productId, refs.supplierId, refs.templates.carton, at, refs.supplierCode],
  );
  await client.query(
    `insert into serial_codes (id, code, level, unique_code, ${owned}, parent_id, up_carton_id, up_pallet_id, up_container_id, ${common}, bound_at)
     select ${carton} + 1 + n, code, 'product', code, $2, $3, ${carton}, ${carton}, ${pallet}, ${container},
            $4, 0, null, 0, $5, $5
     from ${cs}, ${ps}, ${ks}, generate_series(0, ${PRODUCTS - 1}) n,
          lateral (select $6 || '01' || lpad((${group.productNo} + ${cartonIndex} * ${PRODUCTS} + n + 1)::text, 8, '0') as code) x`,
    [group.base, refs.productId, refs.supplierId, refs.templates.product, at, refs.supplierCode],
  );
}
