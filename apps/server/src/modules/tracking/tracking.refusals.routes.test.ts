import type { Page, PlanLineItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import {
  changeStatus,
  editTracking,
  getContainer,
  quantities,
  trackingState,
  useTrackingWorld,
  w,
} from './tracking.test-support';

/**
 * issue 15: the status change is all or nothing; cancelling gives the planned quantity back;
 * the optimistic lock; references that do not exist; suppliers read milestones, never write.
 */
useTrackingWorld('TR');

describe('tracking refusals', () => {
  it('moves every container of a batch or none', async () => {
    const before = await trackingState(t);
    // b can load, the shipped one cannot go back: nothing moves
    const answer = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.b, w.containers.shipped],
      status: 'Loading',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'container TR-SH0 is Shipped and cannot go back to Loading. Nothing was changed',
    );
    expect(await trackingState(t)).toEqual(before);
    const twice = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.b, w.containers.b],
      status: 'Loading',
    });
    expect(twice.status).toBe(400);
    const unknown = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.b, 999_999],
      status: 'Loading',
    });
    expect(unknown.status).toBe(404);
    expect(await trackingState(t)).toEqual(before);
  });

  it('moves a whole batch together', async () => {
    const answer = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.a, w.containers.b],
      status: 'Loading',
      date: '2026-10-01',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.containers.map((c) => [c.id, c.status, c.loadingDate])).toEqual([
      [w.containers.a, 'Loading', '2026-10-01'],
      [w.containers.b, 'Loading', '2026-10-01'],
    ]);
  });

  it('cancels from Unshipped only, giving the planned quantity back', async () => {
    const loading = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.b],
      status: 'Cancelled',
    });
    expect(loading.status).toBe(422);
    expect(loading.body.message).toBe(
      'container TR-SH2 is Loading: only Unshipped containers can be cancelled. Nothing was changed',
    );
    // put b back to Unshipped by hand (the lifecycle never goes back) to cancel it
    await t.db.kysely
      .updateTable('containers')
      .set({ status: 'Unshipped', loading_date: null })
      .where('id', '=', w.containers.b)
      .execute();
    expect(await quantities(t, w.poB.lineIds[0]!)).toEqual({ planned_qty: 40, shipped_qty: 0 });
    const answer = await changeStatus(t, w.users.planner.token, {
      ids: [w.containers.b],
      status: 'Cancelled',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.containers[0]!.status).toBe('Cancelled');
    expect(await quantities(t, w.poB.lineIds[0]!)).toEqual({ planned_qty: 0, shipped_qty: 0 });

    const { version } = await getContainer(t, w.users.planner.token, w.containers.b);
    const edit = await editTracking(t, w.users.planner.token, w.containers.b, {
      version,
      vessel: 'MAERSK KOWLOON',
    });
    expect(edit.status).toBe(422);
    expect(edit.body.message).toContain('is Cancelled: its tracking and status can no longer');
  });

  it('refuses an edit made on an old version (409), changing nothing', async () => {
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const first = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      vessel: 'CMA CGM TAGE',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await trackingState(t);
    const stale = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      vessel: 'EVER GIVEN',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'container TR-SH1 was changed by someone else meanwhile; reload and try again. Nothing was changed',
    );
    expect(await trackingState(t)).toEqual(before);
  });

  it('refuses a delay reason or shipping line that does not exist, and future actual dates', async () => {
    const before = await trackingState(t);
    const { version } = await getContainer(t, w.users.planner.token, w.containers.a);
    const reason = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      deltas: [{ no: 2, reasonId: 987_654, note: 'late truck' }],
    });
    expect(reason.status).toBe(422);
    expect(reason.body.message).toBe('the delay reason 987654 does not exist. Nothing was changed');
    const line = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      shippingLineId: 987_654,
    });
    expect(line.status).toBe(422);
    const atd = await editTracking(
      t,
      w.users.planner.token,
      w.containers.a,
      { version, containerNo: 'TGHU1234561', atd: '2099-01-01' },
      'zh',
    );
    expect(atd.status).toBe(422);
    expect(atd.body.message).toBe(
      '集装箱 TR-SH1：实际离港日期（ATD） 2099-01-01 晚于今天；实际日期不能是将来的日期（只有 ETD、ETA 可以）。未做任何修改',
    );
    const draft = await editTracking(t, w.users.planner.token, w.containers.draft, {
      version: 0,
      notes: 'x',
    });
    expect(draft.status).toBe(422);
    const badBody = await editTracking(t, w.users.planner.token, w.containers.a, {
      version,
      actualCbm: 1.2345,
    });
    expect(badBody.status).toBe(400);
    expect(await trackingState(t)).toEqual(before);
  });

  it('lets a supplier read its containers’ milestones but never write', async () => {
    const token = w.users.supplierA.token;
    // its own lines' containers, with their milestones, on MyshippingPlan
    const lines = await t.call<Page<PlanLineItem>>('GET', '/api/my-shipping-plan', {
      token,
      query: { pageSize: 100 },
    });
    expect(lines.status).toBe(200);
    const seen = [...new Set(lines.body.data.list.map((l) => l.containerId))].sort((x, y) => x - y);
    expect(seen).toEqual([w.containers.a, w.containers.shipped].sort((x, y) => x - y));
    expect(lines.body.data.list.find((l) => l.containerId === w.containers.a)).toMatchObject({
      containerStatus: 'Loading',
      loadingDate: '2026-10-01',
      vessel: 'CMA CGM TAGE',
      atd: null,
    });
    // the shipping plan's container list is internal (planning.read)
    expect((await t.call('GET', '/api/containers', { token })).status).toBe(403);

    const before = await trackingState(t);
    const edit = await editTracking(t, token, w.containers.a, { version: 0, vessel: 'X' });
    expect(edit.status).toBe(403);
    const status = await changeStatus(t, token, { ids: [w.containers.a], status: 'Shipped' });
    expect(status.status).toBe(403);
    const viewer = await changeStatus(t, w.users.viewer.token, {
      ids: [w.containers.a],
      status: 'Shipped',
    });
    expect(viewer.status).toBe(403);
    expect(await trackingState(t)).toEqual(before);
  });
});
