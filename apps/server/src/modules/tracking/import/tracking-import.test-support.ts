import type { ContainerStatus, Language, TrackingImportJob } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../../test/harness';
import { templateHeader } from '../../../platform/import/import-columns';
import { multipart } from '../../products/import/import.test-support';
import { buildContainer } from '../../planning/planning.factories';
import { orderOf, planningWorld } from '../../planning/planning.test-support';
import { TRACKING_COLUMNS, type TrackingColumn } from './tracking-import-columns';

/** Helpers the tracking import tests share (not a test file itself). */

type SignedIn = { id: number; username: string; token: string };

/**
 * Released containers of two suppliers from Ningbo: `a` (supplier A, shipment <p>-SH1), `b`
 * (supplier B, <p>-SH2), `c1` and `c2` (supplier A, both in shipment <p>-SH3), a planner's
 * Draft; a logistics user (tracking.write), a supplier user of A and a viewer.
 */
export async function trackingImportWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const w = await planningWorld(t, prefix);
  const users = {
    logistic: (await t.signedInUser('3-Logistic')) as SignedIn,
    supplierA: (await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] })) as SignedIn,
    viewer: (await t.signedInUser('2-View')) as SignedIn,
  };
  const line = (productId: number) => ({ productId, loadingPointId: w.ningbo.id, orderQty: 100 });
  const poA = await orderOf(t, w.supplierA.id, [
    line(w.packed.id),
    line(w.loose.id),
    line(w.heavy.id),
  ]);
  const poA2 = await orderOf(t, w.supplierA.id, [line(w.packed.id)]);
  const poB = await orderOf(t, w.supplierB.id, [line(w.packed.id)]);
  const container = async (
    poLineId: number,
    shipmentNo: string | null,
    status: ContainerStatus = 'Unshipped',
  ) =>
    (
      await buildContainer(db, {
        status,
        loadingPointId: w.ningbo.id,
        createdByUserId: users.logistic.id,
        shipmentNo,
        lines: [{ poLineId, qty: 10 }],
      })
    ).id;
  const containers = {
    a: await container(poA.lineIds[0]!, `${prefix}-SH1`),
    b: await container(poB.lineIds[0]!, `${prefix}-SH2`),
    c1: await container(poA.lineIds[1]!, `${prefix}-SH3`),
    c2: await container(poA.lineIds[2]!, `${prefix}-SH3`),
    draft: await container(poA2.lineIds[0]!, null, 'Draft'),
  };
  return { ...w, users, containers, prefix };
}

export type TrackingImportWorld = Awaited<ReturnType<typeof trackingImportWorld>>;

/** The world of the test file, a live binding set by useTrackingImportWorld()'s beforeAll. */
export let w: TrackingImportWorld;

export function useTrackingImportWorld(prefix: string) {
  useTestContext();
  beforeAll(async () => {
    w = await trackingImportWorld(context, prefix);
  });
}

export type Row = Record<string, string | number | Date | null>;

/** An .xlsx with a header row (the template's in `lang`, or `columns`' titles) and rows by field. */
export async function trackingFile(
  rows: Row[],
  options: { lang?: Language; columns?: readonly TrackingColumn[] } = {},
): Promise<Buffer> {
  const lang = options.lang ?? 'en';
  const columns = options.columns ?? TRACKING_COLUMNS;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Containers');
  sheet.addRow(columns.map((column) => templateHeader(column, lang)));
  for (const row of rows) sheet.addRow(columns.map((column) => row[column.field] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const BASE = '/api/container-tracking/import';

/** Uploads, waits for the worker (no sleeping), and reads the job in `lang`. */
export async function importTracking(
  t: TestContext,
  token: string,
  bytes: Buffer,
  lang: Language = 'en',
) {
  const queued = await t.call<{ jobId: number }>('POST', BASE, {
    token,
    ...multipart('tracking.xlsx', bytes),
  });
  if (queued.status !== 200) throw new Error(`upload refused: ${queued.body.message}`);
  await t.app.jobs.drain();
  const job = await t.call<TrackingImportJob>('GET', `${BASE}/${queued.body.data.jobId}`, {
    token,
    lang,
  });
  return job.body.data;
}

/** The stored tracking record of these containers (and what the change history holds). */
export async function stored(t: TestContext, ids: readonly number[]) {
  const containers = await t.db.kysely
    .selectFrom('containers')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return new Map(containers.map((row) => [row.id, row]));
}

/** Everything a refused import must leave alone: every container row and the change history. */
export async function containerState(t: TestContext) {
  const containers = await t.db.kysely.selectFrom('containers').selectAll().orderBy('id').execute();
  const changes = await t.db.kysely
    .selectFrom('container_changes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { containers, changes: Number(changes.n) };
}
