import type {
  ContainerLoading,
  LoadableContainerItem,
  LoadContainerRequest,
  LoadContainerResult,
  LoadingRecordItem,
  Page,
} from '@lading/shared';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { readyDateWorld, type ReadyDateWorld } from '../ready-dates/ready-dates.test-support';
import { adjustStock, buildWarehouse } from './stock.factories';
import { ledgerCounts } from './stock.test-support';

/**
 * Helpers the loading API tests share (not a test file itself). The ready-date world
 * (released containers `a` — PO A line 10 × 100 packed, line 20 × 30 loose — and `b` at
 * Ningbo, a Shipped and a Draft one) plus two loading warehouses at Ningbo: 80 of line 10
 * and 30 of line 20 on hand in the first; a warehouse user and a viewer.
 */

type SignedIn = { id: number; username: string; token: string };

export async function loadingWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const w = await readyDateWorld(t, prefix);
  const wh = await buildWarehouse(db, { code: `${prefix}-W1`, loadingPointId: w.ningbo.id });
  const wh2 = await buildWarehouse(db, { code: `${prefix}-W2`, loadingPointId: w.ningbo.id });
  const [line10, line20] = w.poA.lineIds as [number, number];
  const products = await db
    .selectFrom('po_lines')
    .select(['id', 'product_id'])
    .where('id', 'in', [line10, line20])
    .execute();
  const productOf = (id: number) => products.find((p) => p.id === id)!.product_id;
  await adjustStock(db, [
    { warehouseId: wh.id, productId: productOf(line10), poLineId: line10, qty: 80 },
    { warehouseId: wh.id, productId: productOf(line20), poLineId: line20, qty: 30 },
  ]);
  await db
    .updateTable('containers')
    .set({ etd: '2027-06-10', ready_date: '2027-06-01' })
    .where('id', '=', w.containers.a)
    .execute();
  await db
    .updateTable('containers')
    .set({ etd: '2027-07-10' })
    .where('id', '=', w.containers.b)
    .execute();
  const warehouseUser = (await t.signedInUser('12-Loading Warehouse')) as SignedIn;
  return { ...w, wh, wh2, line10, line20, warehouseUser };
}
export type LoadingWorld = Awaited<ReturnType<typeof loadingWorld>> & ReadyDateWorld;

export let w: LoadingWorld;

export function useLoadingWorld(prefix: string) {
  useTestContext();
  beforeAll(async () => {
    w = await loadingWorld(context, prefix);
  });
}

const base = '/api/stock/loading';

export const loadable = (
  t: TestContext,
  token: string,
  query: Record<string, string | number> = {},
) =>
  t.call<Page<LoadableContainerItem>>('GET', `${base}/containers`, {
    token,
    query: { pageSize: 100, ...query },
  });

export const details = (t: TestContext, token: string, id: number) =>
  t.call<ContainerLoading>('GET', `${base}/containers/${id}`, { token });

export const load = (
  t: TestContext,
  token: string,
  id: number,
  body: LoadContainerRequest,
  lang: 'en' | 'zh' = 'en',
) => t.call<LoadContainerResult>('POST', `${base}/containers/${id}/load`, { token, body, lang });

export const records = (
  t: TestContext,
  token: string,
  query: Record<string, string | number> = {},
) =>
  t.call<Page<LoadingRecordItem>>('GET', `${base}/records`, {
    token,
    query: { pageSize: 100, ...query },
  });

/** Everything a refused load must leave alone. */
export async function loadingState(t: TestContext) {
  const db = t.db.kysely;
  return {
    ledger: await ledgerCounts(t),
    records: await db.selectFrom('loading_records').selectAll().orderBy('id').execute(),
    containers: await db.selectFrom('containers').selectAll().orderBy('id').execute(),
    changes: await db.selectFrom('container_changes').select('id').orderBy('id').execute(),
  };
}
