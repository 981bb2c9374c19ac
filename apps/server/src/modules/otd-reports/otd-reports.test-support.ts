import type { ContainerStatus, ContainerTypeCode, DestinationCountry } from '@lading/shared';
import type { Updateable } from 'kysely';
import { beforeAll } from 'vitest';
import type { ContainerTable } from '../../db/tables/planning';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import {
  orderOf,
  planningWorld,
  reportProducts,
  supplierReportReaders,
} from '../planning/planning.test-support';

/** Helpers the OTD and utilization API tests share (not a test file itself). */

type SignedIn = { id: number; username: string; token: string };
type ContainerColumns = Updateable<ContainerTable>;

/**
 * Suppliers A and B of the planning world, a supplier user of each, and a helper that
 * builds a container with lines and then sets its tracking columns directly (the lifecycle
 * is not what these reports test). The packed product is a PV panel, the loose one a
 * battery. Container types: 40HQ 68 m³ / 26 t, 20GP 30 m³ / 20 t; Kenya's 40HQ limit 20 t.
 */
export async function reportWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const w = await planningWorld(t, prefix);
  await reportProducts(t, w, {
    '40HQ': [68_000_000, 26_000_000],
    '20GP': [30_000_000, 20_000_000],
  });
  await db.deleteFrom('loading_limits').execute();
  const at = new Date().toISOString();
  await db
    .insertInto('loading_limits')
    .values({
      country: 'KE',
      container_type: '40HQ',
      max_payload_g: 20_000_000,
      note: '',
      created_at: at,
      updated_at: at,
    })
    .execute();
  const users = {
    admin: { token: await t.adminToken() },
    ...(await supplierReportReaders(t, w)),
    planner: (await t.signedInUser('1-SCM')) as SignedIn,
  };
  const reason = async (code: string, nameEn: string, nameZh: string) => {
    const row = await db
      .insertInto('delay_reasons')
      .values({ code, name_en: nameEn, name_zh: nameZh, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const container = async (
    spec: {
      status: ContainerStatus;
      destination?: DestinationCountry;
      type?: ContainerTypeCode;
      lines: { poLineId: number; qty: number }[];
    },
    columns: ContainerColumns,
  ) => {
    const { id } = await buildContainer(db, {
      status: spec.status,
      containerType: spec.type ?? '40HQ',
      destinationCountry: spec.destination ?? 'NG',
      loadingPointId: w.ningbo.id,
      createdByUserId: users.planner.id,
      lines: spec.lines,
    });
    await db.updateTable('containers').set(columns).where('id', '=', id).execute();
    return id;
  };
  return { ...w, users, reason, container, order: orderOf.bind(null, t) };
}

export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

export let w: ReportWorld;

/** Opens the file's test context and builds the report world in it. */
export function useReportWorld(prefix: string, build: (w: ReportWorld) => Promise<void>) {
  useTestContext();
  beforeAll(async () => {
    w = await reportWorld(context, prefix);
    await build(w);
  });
}
