// Part 2 of `npm run bench:serials` (issue 19): tracing on the stored codes, in process
// (the service functions the routes call, on the app's own database handle, so the figure
// is the storage design's: a primary-key read and one `WHERE id IN (…)` for up, one range of
// one partial index for down — no HTTP in it).
//   trace.up   — codeDetails of a random product code: its row, its chain to the container
//                (carton, pallet, container) and the container's shipment. Goal p50 ≤ 0.1 ms.
//   trace.down — what the traceability screen asks when a random container is traced down
//                (41,020 codes below it: 20 pallets, 1,000 cartons, 40,000 products): its
//                details, with the codes below it counted per level, and the first page of its
//                tree (codeDetails + codeChildren, the two calls the screen makes). Goal ≤ 30 ms.
//   trace.down.read — for the record, every one of those 41,020 codes read (ids, levels, codes
//                and parents) in keyset pages of 10,000: the floor of a full manifest read.
import type { AppDeps } from '../../apps/server/src/app-deps';
import { codeChildren, codeDetails } from '../../apps/server/src/modules/serials/code-data.service';
import { ALL_SUPPLIERS } from '../../apps/server/src/platform/permissions/scope';
import { figures } from './figures';

const UP_RUNS = Number(process.env.BENCH_TRACE_UP ?? 5_000);
const DOWN_RUNS = Number(process.env.BENCH_TRACE_DOWN ?? 50);
const PAGE = 10_000;

/** Random picks from a list, the same on every run (a fixed seed). */
function picker<T>(values: readonly T[]) {
  let seed = 42;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return values[seed % values.length]!;
  };
}

/** Everything below a container as the tree reads it: ids, levels, codes and parents. */
async function manifest(deps: AppDeps, containerId: number): Promise<number> {
  const db = deps.db.kysely;
  let afterId = 0;
  let read = 0;
  for (;;) {
    const rows = await db
      .selectFrom('serial_codes')
      .select(['id', 'level', 'code', 'parent_id'])
      .where('up_container_id', '=', containerId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    read += rows.length;
    if (rows.length < PAGE) return read;
    afterId = Number(rows[rows.length - 1]!.id);
  }
}

export async function traceFigures(deps: AppDeps, common: Record<string, unknown>) {
  const db = deps.db.kysely;
  const containers = (
    await db
      .selectFrom('serial_codes')
      .select(['id', 'child_count'])
      .where('level', '=', 'container')
      .where('child_count', '=', 20)
      .execute()
  ).map((row) => Number(row.id));
  const { lo, hi } = (await db
    .selectFrom('serial_codes')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
    .where('level', '=', 'product')
    .executeTakeFirstOrThrow()) as { lo: number | string; hi: number | string };
  // product codes are 40 of every 41 ids inside a carton: pick ids and keep the products
  const ids: number[] = [];
  let seed = 7;
  while (ids.length < 2_000) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    ids.push(Number(lo) + (seed % (Number(hi) - Number(lo))));
  }
  const products = (
    await db
      .selectFrom('serial_codes')
      .select('id')
      .where('id', 'in', ids)
      .where('level', '=', 'product')
      .execute()
  ).map((row) => Number(row.id));
  const nextProduct = picker(products);
  const up: number[] = [];
  let depth = 0;
  for (let run = -200; run < UP_RUNS; run++) {
    const started = performance.now();
    const details = await codeDetails(deps, ALL_SUPPLIERS, 'en', nextProduct());
    const ms = performance.now() - started;
    if (run >= 0) up.push(ms);
    depth = details.chain.length;
  }
  console.log(
    JSON.stringify({
      bench: 'serials.trace.up',
      ...common,
      chain: depth,
      ...figures(up, 3),
      goal_p50_ms: 0.1,
    }),
  );

  const timedDown = async (name: string, read: (container: number) => Promise<number>) => {
    const nextContainer = picker(containers);
    const down: number[] = [];
    let codes = 0;
    for (let run = -3; run < DOWN_RUNS; run++) {
      const started = performance.now();
      codes = await read(nextContainer());
      const ms = performance.now() - started;
      if (run >= 0) down.push(ms);
    }
    console.log(
      JSON.stringify({ bench: name, ...common, codes, ...figures(down, 2), goal_ms: 30 }),
    );
  };
  await timedDown('serials.trace.down', async (container) => {
    const details = await codeDetails(deps, ALL_SUPPLIERS, 'en', container);
    await codeChildren(deps, ALL_SUPPLIERS, container, { pageNum: 1, pageSize: 20 });
    return details.below.reduce((sum, level) => sum + level.count, 0);
  });
  await timedDown('serials.trace.down.read', (container) => manifest(deps, container));
}
