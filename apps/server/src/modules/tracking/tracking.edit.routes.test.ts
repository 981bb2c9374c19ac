import type { ContainerItem, Page } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { depsOf } from '../planning/planning.test-support';
import { applyTrackingUpdates, type TrackingActor } from './tracking-batch.service';
import {
  changesOf,
  editTracking,
  getContainer,
  inboxTitles,
  quantities,
  trackingState,
  useTrackingWorld,
  w,
} from './tracking.test-support';

/**
 * issue 15: the tracking edit — a patch whose milestone dates move the status forward, its
 * history rows and single message — and the batch (the tracking file's) all or nothing.
 */
useTrackingWorld('TE');

const actor = (): TrackingActor => ({
  userId: w.users.planner.id,
  username: w.users.planner.username,
  clientAddress: '127.0.0.1',
  scope: { kind: 'allSuppliers' },
});

async function delayReason(code: string) {
  const at = new Date().toISOString();
  const row = await t.db.kysely
    .insertInto('delay_reasons')
    .values({ code, name_en: `${code} en`, name_zh: `${code} 中`, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('tracking edit', () => {
  it('ships a container when its ATD is given, with one history row per field', async () => {
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const answer = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      containerNo: 'MSKU7654321',
      vessel: 'MSC ANNA',
      voyage: '045E',
      pol: 'Ningbo',
      pod: 'Lagos (Apapa)',
      mblNo: 'MEDU1234',
      atd: '2026-10-04',
      actualGrossKg: 12345.678,
      actualNetKg: 11000,
      actualCbm: 61.5,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.container).toMatchObject({
      status: 'Shipped',
      version: version + 1,
      atd: '2026-10-04',
      vessel: 'MSC ANNA',
      actualGrossKg: 12345.678,
      actualNetKg: 11000,
      actualCbm: 61.5,
    });
    const stored = await t.db.kysely
      .selectFrom('containers')
      .select(['actual_gross_g', 'actual_net_g', 'actual_cbm_milli'])
      .where('id', '=', w.containers.a)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      actual_gross_g: 12345678,
      actual_net_g: 11000000,
      actual_cbm_milli: 61500,
    });
    expect(await quantities(t, w.poA.lineIds[0]!)).toEqual({ planned_qty: 0, shipped_qty: 100 });
    expect(
      (await changesOf(t, w.containers.a)).map((c) => [c.field, c.before_value, c.after_value]),
    ).toEqual([
      ['status', 'Unshipped', 'Shipped'],
      ['pol', null, 'Ningbo'],
      ['pod', null, 'Lagos (Apapa)'],
      ['vessel', null, 'MSC ANNA'],
      ['voyage', null, '045E'],
      ['mblNo', null, 'MEDU1234'],
      ['containerNo', null, 'MSKU7654321'],
      ['atd', null, '2026-10-04'],
      ['actualGrossKg', null, '12345.678'],
      ['actualNetKg', null, '11000'],
      ['actualCbm', null, '61.5'],
    ]);
    // one message per container and change, to the owner and supplier A's users
    expect(answer.body.data.notifiedUsers).toBe(3);
    expect(await inboxTitles(t, w.users.qrcA.id)).toEqual([
      '5 Container changed: TE-SH1 / MSKU7654321',
    ]);
  });

  it('records delay reasons and notes; a value given as it is changes nothing', async () => {
    const port = await delayReason('TE_PORT');
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const answer = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      vessel: 'MSC ANNA',
      deltas: [{ no: 3, reasonId: port, note: 'berth waiting' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.container.deltas[2]).toEqual({
      no: 3,
      days: null,
      reasonId: port,
      reasonCode: 'TE_PORT',
      reasonNameEn: 'TE_PORT en',
      reasonNameZh: 'TE_PORT 中',
      note: 'berth waiting',
    });
    expect(
      (await changesOf(t, w.containers.a)).slice(-2).map((c) => [c.field, c.after_value]),
    ).toEqual([
      ['delta3Reason', 'TE_PORT'],
      ['delta3Note', 'berth waiting'],
    ]);
    const before = await trackingState(t);
    const same = await editTracking(t, w.users.planner.token, w.containers.a, {
      version: version + 1,
      vessel: 'MSC ANNA',
    });
    expect(same.status).toBe(200);
    expect(same.body.data.notifiedUsers).toBe(0);
    expect(await trackingState(t)).toEqual(before);
  });

  it('refuses to clear the ATD of a shipped container or its container no.', async () => {
    const before = await trackingState(t);
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const atd = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      atd: null,
    });
    expect(atd.status).toBe(422);
    expect(atd.body.message).toBe(
      'container TE-SH1 / MSKU7654321 cannot be Shipped without its ATD. Nothing was changed',
    );
    const no = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      containerNo: '',
    });
    expect(no.status).toBe(422);
    expect(await trackingState(t)).toEqual(before);
  });
});

describe('tracking updates in a batch (the tracking file)', () => {
  it('applies nothing when one row is refused, naming that row', async () => {
    const before = await trackingState(t);
    const result = await applyTrackingUpdates(depsOf(t), actor(), [
      { containerId: w.containers.b, containerNo: 'TGHU0000001', atd: '2026-10-05' },
      { containerId: w.containers.a, ata: '2026-10-01' },
      { containerId: w.containers.b, vessel: 'again' },
      { containerId: 999_999, vessel: 'nowhere' },
    ]);
    expect(result).toEqual({
      ok: false,
      refusals: [
        {
          index: 1,
          containerId: w.containers.a,
          field: 'ata',
          key: 'tracking.ataBeforeAtd',
          params: { container: 'TE-SH1 / MSKU7654321', date: '2026-10-01', other: '2026-10-04' },
        },
        {
          index: 2,
          containerId: w.containers.b,
          field: '',
          key: 'tracking.duplicateContainer',
          params: {},
        },
        {
          index: 3,
          containerId: 999_999,
          field: '',
          key: 'tracking.unknownContainer',
          params: { id: 999_999 },
        },
      ],
    });
    expect(await trackingState(t)).toEqual(before);
  });

  it('applies every row in one go', async () => {
    const result = await applyTrackingUpdates(depsOf(t), actor(), [
      {
        containerId: w.containers.b,
        containerNo: 'TGHU0000001',
        atd: '2026-10-05',
        etd: '2026-10-03',
      },
      { containerId: w.containers.a, ata: '2026-11-01' },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.containers.map((c) => [c.id, c.status, c.firstEtd])).toEqual(
      [
        [w.containers.a, 'Arrived', null],
        [w.containers.b, 'Shipped', '2026-10-03'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    // one message per container: b's to its owner and supplier B's user (2), a's to the
    // same owner and supplier A's two users (3)
    expect(result.notifiedUsers).toBe(5);
    expect(await quantities(t, w.poB.lineIds[0]!)).toEqual({ planned_qty: 0, shipped_qty: 40 });

    // the shipping plan sorts by the milestones (empty dates last)
    const list = await t.call<Page<ContainerItem>>('GET', '/api/containers', {
      token: w.users.planner.token,
      query: { shipmentNo: 'TE-', sortBy: 'atd', sortOrder: 'desc', status: 'Shipped,Arrived' },
    });
    expect(list.body.data.list.map((c) => [c.id, c.atd])).toEqual([
      [w.containers.b, '2026-10-05'],
      [w.containers.a, '2026-10-04'],
      [w.containers.shipped, null],
    ]);
  });
});
