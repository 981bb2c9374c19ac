import type { ContainerItem, ContainerStatus, Page } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { buildContainer } from './planning.factories';
import { usePlanningWorld, w } from './planning.test-support';

/**
 * The shipping plan's "arrived after first ETA" filter (issue 15; the home dashboard's
 * arrivedLate card links to `status=Arrived&arrivedLate=1`):
 *
 *   late     Arrived, ATA 03-10 after first ETA 03-05
 *   onTime   Arrived, ATA 03-05 on its first ETA (a later ETA of 03-01 does not count)
 *   byEta    Arrived, no first ETA kept: ATA 03-12 after its ETA 03-08
 *   received Received, ATA 03-20 after first ETA 03-15
 *   atSea    Shipped, first ETA 03-01 past, no ATA yet
 */
usePlanningWorld('CAL');

let planner: string;
let c: Record<'late' | 'onTime' | 'byEta' | 'received' | 'atSea', number>;

beforeAll(async () => {
  const user = await t.signedInUser('1-SCM');
  planner = user.token;
  const db = t.db.kysely;
  const container = async (
    status: ContainerStatus,
    dates: { ata?: string; eta?: string; first_eta?: string },
  ) => {
    const { id } = await buildContainer(db, {
      status,
      loadingPointId: w.ningbo.id,
      createdByUserId: user.id,
    });
    await db.updateTable('containers').set(dates).where('id', '=', id).execute();
    return id;
  };
  c = {
    late: await container('Arrived', {
      ata: '2026-03-10',
      eta: '2026-03-09',
      first_eta: '2026-03-05',
    }),
    onTime: await container('Arrived', {
      ata: '2026-03-05',
      eta: '2026-03-01',
      first_eta: '2026-03-05',
    }),
    byEta: await container('Arrived', { ata: '2026-03-12', eta: '2026-03-08' }),
    received: await container('Received', { ata: '2026-03-20', first_eta: '2026-03-15' }),
    atSea: await container('Shipped', { eta: '2026-03-01', first_eta: '2026-03-01' }),
  };
});

const list = (query: Record<string, string | number>) =>
  t.call<Page<ContainerItem>>('GET', '/api/containers', {
    token: planner,
    query: { sortBy: 'createdAt', sortOrder: 'asc', ...query },
  });
const ids = async (query: Record<string, string | number>) => {
  const answer = await list(query);
  expect(answer.status).toBe(200);
  return answer.body.data.list.map((x) => x.id);
};

describe('the shipping plan filter "arrived after first ETA"', () => {
  it('lists the containers whose ATA is after their first ETA (their ETA when none was kept)', async () => {
    expect(await ids({ arrivedLate: 1 })).toEqual([c.late, c.byEta, c.received]);
    // the dashboard card's link: the arrived ones
    const card = await list({ status: 'Arrived', arrivedLate: 1 });
    expect(card.body.data.total).toBe(2);
    expect(card.body.data.list.map((x) => x.id)).toEqual([c.late, c.byEta]);
  });

  it('filters nothing with 0 or without it, and refuses other values', async () => {
    const all = [c.late, c.onTime, c.byEta, c.received, c.atSea];
    expect(await ids({})).toEqual(all);
    expect(await ids({ arrivedLate: 0 })).toEqual(all);
    for (const arrivedLate of [2, 'yes', -1]) {
      expect((await list({ arrivedLate })).status).toBe(400);
    }
  });

  it('exports the same containers', async () => {
    const file = await downloadExport(t, '/api/containers/export', {
      token: planner,
      query: { status: 'Arrived', arrivedLate: '1' },
      lang: 'en',
    });
    expect(file.status).toBe(200);
    // a header row and the two late arrivals
    expect(file.rows).toHaveLength(3);
  });
});
