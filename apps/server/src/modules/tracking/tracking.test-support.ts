import type {
  ChangeContainerStatusRequest,
  ChangeContainerStatusResult,
  ContainerDetail,
  UpdateTrackingRequest,
  UpdateTrackingResult,
} from '@lading/shared';
import { addDays, formatDate } from '@lading/shared';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { readyDateWorld, type ReadyDateWorld } from '../ready-dates/ready-dates.test-support';

/**
 * Helpers the tracking API tests share (not a test file itself). The world is the ready-date
 * world (ready-dates.test-support): supplier A's container `a` (PO A line 10 × 100, line 20
 * × 30, RDDs 2027-03-31 and 2027-05-31), supplier B's container `b` (line × 40, RDD
 * 2027-04-30), both Unshipped at Ningbo for Nigeria (30 days' standard transit to Lagos),
 * owned by `containerOwner`; a Shipped one and a Draft.
 */

export let w: ReadyDateWorld;

export function useTrackingWorld(prefix: string) {
  useTestContext();
  beforeAll(async () => {
    w = await readyDateWorld(context, prefix);
  });
}

/** Today as the server sees it (UTC in tests) and days around it. */
export const today = () => formatDate(new Date(), 'UTC');
export const daysAgo = (n: number) => addDays(today(), -n);

export const getContainer = async (t: TestContext, token: string, id: number) =>
  (await t.call<ContainerDetail>('GET', `/api/containers/${id}`, { token })).body.data;

export const editTracking = (
  t: TestContext,
  token: string,
  id: number,
  body: UpdateTrackingRequest,
  lang: 'en' | 'zh' = 'en',
) => t.call<UpdateTrackingResult>('PUT', `/api/containers/${id}/tracking`, { token, body, lang });

export const changeStatus = (
  t: TestContext,
  token: string,
  body: ChangeContainerStatusRequest,
  lang: 'en' | 'zh' = 'en',
) => t.call<ChangeContainerStatusResult>('POST', '/api/containers/status', { token, body, lang });

/** A PO line's planned and shipped quantities. */
export const quantities = (t: TestContext, poLineId: number) =>
  t.db.kysely
    .selectFrom('po_lines')
    .select(['planned_qty', 'shipped_qty'])
    .where('id', '=', poLineId)
    .executeTakeFirstOrThrow();

/** The change rows of one container, oldest first. */
export const changesOf = (t: TestContext, containerId: number) =>
  t.db.kysely
    .selectFrom('container_changes')
    .select(['field', 'before_value', 'after_value', 'actor_name'])
    .where('container_id', '=', containerId)
    .orderBy('id')
    .execute();

const count = async (t: TestContext, table: 'container_changes' | 'station_messages') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Everything a refusal must leave alone: containers, PO line quantities, history, messages. */
export async function trackingState(t: TestContext) {
  const db = t.db.kysely;
  return {
    containers: await db.selectFrom('containers').selectAll().orderBy('id').execute(),
    poLines: await db
      .selectFrom('po_lines')
      .select(['id', 'planned_qty', 'shipped_qty'])
      .orderBy('id')
      .execute(),
    changes: await count(t, 'container_changes'),
    messages: await count(t, 'station_messages'),
  };
}

/** Type-5 messages a user has received, newest first (titles in English). */
export const inboxTitles = async (t: TestContext, userId: number) =>
  (
    await t.db.kysely
      .selectFrom('station_message_recipients as r')
      .innerJoin('station_messages as m', 'm.id', 'r.message_id')
      .select(['m.type', 'm.title'])
      .where('r.user_id', '=', userId)
      .orderBy('m.id', 'desc')
      .execute()
  ).map((row) => `${row.type} ${row.title}`);
