import type {
  ContainerStatus,
  DecideReadyDatesResult,
  Page,
  PlanLineItem,
  StationMessage,
  SubmitReadyDatesRequest,
  SubmitReadyDatesResult,
} from '@lading/shared';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { buildLeadTime } from '../lead-times/lead-time.factories';
import { buildContainer } from '../planning/planning.factories';
import { orderOf, planningWorld } from '../planning/planning.test-support';
import { buildTransitTime } from '../reference/reference.factories';

/** Helpers the ready-date API tests share (not a test file itself). */

type SignedIn = { id: number; username: string; token: string };

/**
 * Two suppliers, their users and owners, and released containers from Ningbo to Nigeria
 * (30 days at sea to Lagos). PO A (of 2027-01-01) has line 10 of the packed product
 * (RDD 2027-03-31; supplier A's lead time for it 60 days) and line 20 of the loose one (RDD
 * 2027-05-31; the product's standard 45 days). So line 10 must be ready by 2027-03-01 to meet
 * the RDD and by 2027-03-02 for the lead time; line 20 by 2027-05-01 and 2027-02-15.
 */
export async function readyDateWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const w = await planningWorld(t, prefix);
  await buildTransitTime(db, { pol: w.ningbo.name, pod: 'Lagos (Apapa)', days: 30 });
  await buildLeadTime(db, { product: w.packed.id, supplier: w.supplierA.id, leadTimeDays: 60 });
  const users = {
    planner: (await t.signedInUser('1-SCM')) as SignedIn,
    supplierA: (await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] })) as SignedIn,
    qrcA: (await t.signedInUser('11-Supplier QRC', { supplierIds: [w.supplierA.id] })) as SignedIn,
    supplierB: (await t.signedInUser('7-Supplier', { supplierIds: [w.supplierB.id] })) as SignedIn,
    ownerA: (await t.signedInUser('1-SCM', { supplierIds: [w.supplierA.id] })) as SignedIn,
    ownerA2: (await t.signedInUser('5-OPM', { supplierIds: [w.supplierA.id] })) as SignedIn,
    ownerB: (await t.signedInUser('5-OPM', { supplierIds: [w.supplierB.id] })) as SignedIn,
    containerOwner: (await t.signedInUser('3-Logistic')) as SignedIn,
    viewer: (await t.signedInUser('2-View')) as SignedIn,
  };
  // a disabled supplier user hears nothing
  await t.buildUser({ group: '7-Supplier', supplierIds: [w.supplierA.id], enabled: false });
  const poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100, rdd: '2027-03-31' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50, rdd: '2027-05-31' },
    { productId: w.heavy.id, loadingPointId: w.ningbo.id, orderQty: 10, rdd: '2027-05-31' },
  ]);
  await db
    .updateTable('purchase_orders')
    .set({ created_at: '2027-01-01T08:00:00.000Z' })
    .where('id', '=', poA.id)
    .execute();
  const poB = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40, rdd: '2027-04-30' },
  ]);
  const container = async (
    status: ContainerStatus,
    lines: { poLineId: number; qty: number }[],
    shipmentNo: string | null,
  ) => {
    const { id } = await buildContainer(db, {
      status,
      loadingPointId: w.ningbo.id,
      createdByUserId: users.planner.id,
      shipmentNo,
      lines,
    });
    await db
      .updateTable('containers')
      .set({ owner_user_id: users.containerOwner.id })
      .where('id', '=', id)
      .execute();
    return id;
  };
  const containers = {
    /** A's lines 10 and 20 */
    a: await container(
      'Unshipped',
      [
        { poLineId: poA.lineIds[0]!, qty: 100 },
        { poLineId: poA.lineIds[1]!, qty: 30 },
      ],
      `${prefix}-SH1`,
    ),
    /** B's line */
    b: await container('Unshipped', [{ poLineId: poB.lineIds[0]!, qty: 40 }], `${prefix}-SH2`),
    /** the rest of A's line 20, already at sea */
    shipped: await container('Shipped', [{ poLineId: poA.lineIds[1]!, qty: 20 }], `${prefix}-SH0`),
    /** A's heavy line in a planner's draft: nobody else sees it */
    draft: await container('Draft', [{ poLineId: poA.lineIds[2]!, qty: 10 }], null),
  };
  const lineIds = await containerLineIds(t);
  const lineOf = (containerId: number, poLineId: number) =>
    lineIds.find((l) => l.container_id === containerId && l.po_line_id === poLineId)!.id;
  const lines = {
    a10: lineOf(containers.a, poA.lineIds[0]!),
    a20: lineOf(containers.a, poA.lineIds[1]!),
    b10: lineOf(containers.b, poB.lineIds[0]!),
    shipped: lineOf(containers.shipped, poA.lineIds[1]!),
    draft: lineOf(containers.draft, poA.lineIds[2]!),
  };
  return { ...w, users, poA, poB, containers, lines };
}

export type ReadyDateWorld = Awaited<ReturnType<typeof readyDateWorld>>;

/** The ready-date world of the test file, a live binding set by useReadyDateWorld()'s beforeAll. */
export let w: ReadyDateWorld;

/**
 * Opens the file's test context (test/harness.ts: `t`, and `admin` when asked for) and builds
 * the ready-date world in it, names prefixed with `prefix`.
 */
export function useReadyDateWorld(prefix: string, options: { admin?: boolean } = {}) {
  useTestContext(options);
  beforeAll(async () => {
    w = await readyDateWorld(context, prefix);
  });
}

const containerLineIds = (t: TestContext) =>
  t.db.kysely.selectFrom('container_lines').select(['id', 'container_id', 'po_line_id']).execute();

export const submit = (
  t: TestContext,
  token: string,
  body: SubmitReadyDatesRequest,
  lang: 'en' | 'zh' = 'en',
) => t.call<SubmitReadyDatesResult>('POST', '/api/ready-dates/submit', { token, body, lang });

export const decide = (
  t: TestContext,
  token: string,
  action: 'approve' | 'reject',
  body: Record<string, unknown>,
  lang: 'en' | 'zh' = 'en',
) => t.call<DecideReadyDatesResult>('POST', `/api/ready-dates/${action}`, { token, body, lang });

export const planLines = (
  t: TestContext,
  token: string,
  query: Record<string, string | number> = {},
  url = '/api/my-shipping-plan',
) => t.call<Page<PlanLineItem>>('GET', url, { token, query: { pageSize: 100, ...query } });

/** The caller's inbox, newest first, read in `lang`. */
export const inbox = async (t: TestContext, token: string, lang: 'en' | 'zh' = 'en') =>
  (
    await t.call<Page<StationMessage>>(
      'GET',
      '/api/ea/stationMessageSendRecord/queryStationMessageList',
      {
        token,
        query: { pageSize: 100 },
        lang,
      },
    )
  ).body.data.list;

/** One container line's ready-date columns as stored. */
export const storedLine = (t: TestContext, id: number) =>
  t.db.kysely
    .selectFrom('container_lines')
    .select(['ready_date', 'original_ready_date', 'confirm_ready_date', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

export const storedContainer = (t: TestContext, id: number) =>
  t.db.kysely
    .selectFrom('containers')
    .select(['ready_date', 'original_ready_date', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The change rows of one container, oldest first. */
export const changesOf = (t: TestContext, containerId: number) =>
  t.db.kysely
    .selectFrom('container_changes')
    .select(['field', 'before_value', 'after_value', 'reason', 'actor_name'])
    .where('container_id', '=', containerId)
    .orderBy('id')
    .execute();

/** Everything a refusal must leave alone. */
export async function readyDateState(t: TestContext) {
  const db = t.db.kysely;
  return {
    lines: await db
      .selectFrom('container_lines')
      .select(['id', 'ready_date', 'original_ready_date', 'confirm_ready_date', 'updated_at'])
      .orderBy('id')
      .execute(),
    containers: await db
      .selectFrom('containers')
      .select(['id', 'ready_date', 'version'])
      .orderBy('id')
      .execute(),
    changes: Number(
      (
        await db
          .selectFrom('container_changes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    messages: Number(
      (
        await db
          .selectFrom('station_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}
