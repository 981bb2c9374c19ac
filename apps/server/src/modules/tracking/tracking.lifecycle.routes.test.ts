import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import {
  changesOf,
  changeStatus,
  editTracking,
  getContainer,
  inboxTitles,
  quantities,
  today,
  trackingState,
  useTrackingWorld,
  w,
} from './tracking.test-support';

/**
 * issue 15: a container from Unshipped to Received by the status change, each transition's
 * rule, the PO lines' quantities, the deltas, history rows and messages. Dates are fixed in
 * the past (the machine's today is later); Δ figures computed by hand in the comments.
 */
useTrackingWorld('TL');

describe('container lifecycle', () => {
  it('loads today by default, with a history row per field and one message per user', async () => {
    const answer = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Loading',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.containers[0]).toMatchObject({
      status: 'Loading',
      loadingDate: today(),
    });
    // the container's owner and supplier A's two enabled supplier users; never the actor
    expect(answer.body.data.notifiedUsers).toBe(3);
    expect(await changesOf(t, w.containers.a)).toEqual([
      expect.objectContaining({
        field: 'status',
        before_value: 'Unshipped',
        after_value: 'Loading',
      }),
      expect.objectContaining({ field: 'loadingDate', before_value: null, after_value: today() }),
    ]);
    const shipmentNo = 'TL-SH1';
    expect(await inboxTitles(t, w.users.containerOwner.id)).toContain(
      `5 Container changed: ${shipmentNo}`,
    );
    expect(await inboxTitles(t, w.users.supplierA.id)).toContain(
      `5 Container changed: ${shipmentNo}`,
    );
    expect(await inboxTitles(t, w.users.supplierB.id)).toEqual([]);
    expect(await inboxTitles(t, w.users.planner.id)).toEqual([]);
  });

  it('takes an explicit loading date, not in the future', async () => {
    const before = await trackingState(t);
    const future = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.b],
      status: 'Loading',
      date: '2099-01-01',
    });
    expect(future.status).toBe(422);
    expect(future.body.message).toBe(
      'container TL-SH2: the loading date 2099-01-01 is in the future; actual dates cannot be (only ETD and ETA may). Nothing was changed',
    );
    expect(await trackingState(t)).toEqual(before);
  });

  it('refuses an ATD without a container no., changing nothing', async () => {
    const before = await trackingState(t);
    const answer = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Shipped',
      date: '2026-10-04',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'container TL-SH1: no ATD without a container/AWB no. Nothing was changed',
    );
    const zh = await changeStatus(
      t,
      w.users.planner.token,
      { ids: [w.containers.a], status: 'Shipped' },
      'zh',
    );
    expect(zh.body.message).toBe(
      '集装箱 TL-SH1：没有柜号/空运单号不能填写实际离港日期（ATD）。未做任何修改',
    );
    expect(await trackingState(t)).toEqual(before);
  });

  it('ships: planned quantity becomes shipped quantity', async () => {
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const edit = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      containerNo: 'MSKU1234565',
      loadingDate: '2026-10-01',
      etd: '2026-10-03',
      eta: '2026-11-05',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.container).toMatchObject({
      firstEtd: '2026-10-03',
      firstEta: '2026-11-05',
    });
    expect(await quantities(t, w.poA.lineIds[0]!)).toEqual({ planned_qty: 100, shipped_qty: 0 });

    const answer = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Shipped',
      date: '2026-10-04',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.containers[0]).toMatchObject({ status: 'Shipped', atd: '2026-10-04' });
    expect(await quantities(t, w.poA.lineIds[0]!)).toEqual({ planned_qty: 0, shipped_qty: 100 });
    expect(await quantities(t, w.poA.lineIds[1]!)).toEqual({ planned_qty: 0, shipped_qty: 30 });
    // supplier B's container did not move
    expect(await quantities(t, w.poB.lineIds[0]!)).toEqual({ planned_qty: 40, shipped_qty: 0 });
  });

  it('refuses an ATA before the ATD or in the future', async () => {
    const before = await trackingState(t);
    const early = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Arrived',
      date: '2026-10-03',
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      'container TL-SH1 / MSKU1234565: the ATA 2026-10-03 is before the ATD 2026-10-04. Nothing was changed',
    );
    const future = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Arrived',
      date: '2099-12-31',
    });
    expect(future.status).toBe(422);
    const skip = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Received',
      date: '2026-11-06',
    });
    expect(skip.status).toBe(422);
    expect(skip.body.message).toContain('cannot be Received without its ATA');
    expect(await trackingState(t)).toEqual(before);
  });

  it('arrives and is received: transit times and Δ1–Δ5', async () => {
    await t.db.kysely
      .updateTable('containers')
      .set({ ready_date: '2026-09-28', original_ready_date: '2026-09-25' })
      .where('id', '=', w.containers.a)
      .execute();
    const arrived = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Arrived',
      date: '2026-11-02',
    });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    const received = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Received',
      date: '2026-11-06',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const container = await getContainer(t, w.users.planner.token, w.containers.a);
    expect(container).toMatchObject({
      status: 'Received',
      receivingDate: '2026-11-06',
      // Ningbo → Lagos on file: 30 days; 2026-10-04 → 2026-11-02: 27 + 2 = 29 days
      standardTransitDays: 30,
      actualTransitDays: 29,
    });
    // Δ1 09-28 − 09-25 = 3; Δ2 10-01 − 09-28 = 3; Δ3 10-04 − 10-03 = 1; Δ4 11-02 − 11-05 = −3;
    // Δ5 2026-11-06 − 2027-03-31 (the earliest RDD of its lines) = −(24+31+31+28+31) = −145
    expect(container.deltas.map((d) => d.days)).toEqual([3, 3, 1, -3, -145]);
    // the quantities stay shipped once received
    expect(await quantities(t, w.poA.lineIds[0]!)).toEqual({ planned_qty: 0, shipped_qty: 100 });
    const fields = (await changesOf(t, w.containers.a)).map((c) => c.field);
    expect(fields.slice(-4)).toEqual(['status', 'ata', 'status', 'receivingDate']);

    // the shipping plan's export carries the tracking record
    const file = await downloadExport(t, '/api/containers/export', {
      token: w.users.planner.token,
      query: { shipmentNo: 'TL-SH1' },
    });
    const [header, row] = [file.rows[0]!, file.rows[1]!];
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('ATD'), cell('ATA'), cell('Receiving date')]).toEqual([
      '2026-10-04',
      '2026-11-02',
      '2026-11-06',
    ]);
    expect([cell('Standard transit (days)'), cell('Actual transit (days)')]).toEqual([30, 29]);
    expect(['Δ1 (days)', 'Δ4 (days)', 'Δ5 (days)'].map(cell)).toEqual([3, -3, -145]);
  });

  it('keeps the first ETD when the ETD moves', async () => {
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const answer = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      etd: '2026-10-02',
    });
    expect(answer.body.data.container).toMatchObject({ etd: '2026-10-02', firstEtd: '2026-10-03' });
    // Δ3 still measured from the first ETD
    expect(answer.body.data.container.deltas[2]!.days).toBe(1);
  });

  it('refuses going back, and any change to a cancelled container', async () => {
    const back = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Shipped',
    });
    expect(back.status).toBe(422);
    expect(back.body.message).toBe(
      'container TL-SH1 / MSKU1234565 is Received and cannot go back to Shipped. Nothing was changed',
    );
    const same = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a],
      status: 'Received',
    });
    expect(same.body.message).toContain('is already Received');
  });
});
