import type { DashboardCard, HomeSummary } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { dashboardWorld, userWithResources } from './dashboard.test-support';

useTestContext({ admin: true });

const today = new Date().toISOString().slice(0, 10); // tests run with LADING_TIME_ZONE UTC
let world: Awaited<ReturnType<typeof dashboardWorld>>;
beforeAll(async () => {
  world = await dashboardWorld(t, 'DASH', today);
});

async function summaryOf(token: string): Promise<HomeSummary> {
  const answer = await t.call<HomeSummary>('GET', '/api/home/summary', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** card → value, over every section. */
const valuesOf = (summary: HomeSummary) =>
  Object.fromEntries(
    summary.sections.flatMap((s) => s.cards.map((c) => [c.card, c.value])),
  ) as Partial<Record<DashboardCard, number | null>>;

const cardOf = (summary: HomeSummary, card: DashboardCard) =>
  summary.sections.flatMap((s) => s.cards).find((c) => c.card === card);

describe('GET /api/home/summary', () => {
  it('needs a session', async () => {
    expect((await t.call('GET', '/api/home/summary')).status).toBe(401);
  });

  it('counts every card for an administrator, each linked to the list it counts', async () => {
    const summary = await summaryOf(admin);
    expect(summary.today).toBe(today);
    expect(summary.sections.map((s) => s.section)).toEqual(['planning', 'logistics']);
    expect(valuesOf(summary)).toEqual({
      unplannedLines: 3,
      awaitingReadyDate: 2,
      awaitingApproval: 1,
      atSea: 2,
      otd: 33.3,
      weekLoadings: 2,
      lateAtSea: 1,
      arrivedLate: 1,
    });
    expect(cardOf(summary, 'unplannedLines')!.link).toBe('/arrange/preArrange');
    expect(cardOf(summary, 'awaitingReadyDate')!.link).toBe(
      '/reportForms/shippingDetails?confirmReadyDate=-1,3&status=Unshipped,Loading',
    );
    // an administrator approves any supplier's dates: no owner filter
    expect(cardOf(summary, 'awaitingApproval')!.link).toBe(
      '/reportForms/shippingDetails?confirmReadyDate=0&status=Unshipped,Loading',
    );
    expect(cardOf(summary, 'atSea')!.link).toBe('/reportForms/seaReport');
    expect(cardOf(summary, 'lateAtSea')!.link).toBe('/reportForms/seaReport?late=1');
    expect(cardOf(summary, 'arrivedLate')!.link).toBe(
      '/arrange/shippingPlan?status=Arrived&arrivedLate=1',
    );
    const from = `${new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 3, 1)).toISOString().slice(0, 10)}`;
    expect(cardOf(summary, 'otd')).toEqual({
      card: 'otd',
      value: 33.3,
      received: 3,
      onTime: 1,
      from,
      to: today,
      link: `/reportForms/OTD?receivedFrom=${from}&receivedTo=${today}`,
    });
    expect(cardOf(summary, 'weekLoadings')).toMatchObject({
      from: world.monday,
      to: world.sunday,
      link: `/reportForms/loadingPlan?weekFrom=${world.week}&weekTo=${world.week}`,
    });
  });

  it('gives a planner (1-SCM) both their sections; approvals only of the suppliers they own', async () => {
    const ownerOfA = await t.signedInUser('1-SCM', { supplierIds: [world.supplierA.id] });
    const ownerOfB = await t.signedInUser('1-SCM', { supplierIds: [world.supplierB.id] });
    const a = await summaryOf(ownerOfA.token);
    expect(a.sections.map((s) => s.section)).toEqual(['planning', 'logistics']);
    expect(valuesOf(a).awaitingApproval).toBe(1);
    expect(cardOf(a, 'awaitingApproval')!.link).toBe(
      '/reportForms/shippingDetails?confirmReadyDate=0&status=Unshipped,Loading&owner=1',
    );
    expect(valuesOf(await summaryOf(ownerOfB.token)).awaitingApproval).toBe(0);
  });

  it('gives a supplier user its own lines only: waiting for a date and rejected', async () => {
    const supplierA = await t.signedInUser('7-Supplier', { supplierIds: [world.supplierA.id] });
    const supplierB = await t.signedInUser('7-Supplier', { supplierIds: [world.supplierB.id] });
    const a = await summaryOf(supplierA.token);
    expect(a.sections.map((s) => s.section)).toEqual(['supplier']);
    expect(valuesOf(a)).toEqual({ myAwaitingReadyDate: 1, myRejected: 1 });
    expect(cardOf(a, 'myAwaitingReadyDate')!.link).toBe(
      '/myOrder/MyshippingPlan?confirmReadyDate=-1,3&status=Unshipped,Loading',
    );
    expect(cardOf(a, 'myRejected')!.link).toBe(
      '/myOrder/MyshippingPlan?confirmReadyDate=2&status=Unshipped,Loading',
    );
    expect(valuesOf(await summaryOf(supplierB.token))).toEqual({
      myAwaitingReadyDate: 1,
      myRejected: 0,
    });
  });

  it('gives logistics (3-Logistic) the week and the late ones, no planning figures', async () => {
    const logistic = await t.signedInUser('3-Logistic');
    const summary = await summaryOf(logistic.token);
    expect(summary.sections.map((s) => s.section)).toEqual(['logistics']);
    expect(valuesOf(summary)).toEqual({ weekLoadings: 2, lateAtSea: 1, arrivedLate: 1 });
  });

  it('gives a viewer (2-View: no orders, plans or tracking to keep) no cards', async () => {
    const viewer = await t.signedInUser('2-View');
    expect((await summaryOf(viewer.token)).sections).toEqual([]);
  });

  it('leaves out a card whose list the user may not read, by resources not group names', async () => {
    // keys orders and reads plans, but has neither ready dates nor reports
    const buyer = await userWithResources(t, 'DASH buyers', ['orders.po.write', 'planning.read']);
    const summary = await summaryOf(buyer.token);
    expect(summary.sections).toEqual([
      {
        section: 'planning',
        cards: [{ card: 'unplannedLines', value: 3, link: '/arrange/preArrange' }],
      },
    ]);
    // tracking without reports: only what the shipping plan lists
    const tracker = await userWithResources(t, 'DASH trackers', [
      'tracking.write',
      'planning.read',
    ]);
    expect(valuesOf(await summaryOf(tracker.token))).toEqual({ arrivedLate: 1 });
  });

  it("counts what the linked list lists: each line card is its list's total", async () => {
    const supplierA = await t.signedInUser('7-Supplier', { supplierIds: [world.supplierA.id] });
    const lists: Record<string, string> = {
      '/reportForms/shippingDetails': '/api/shipping-details',
      '/myOrder/MyshippingPlan': '/api/my-shipping-plan',
      '/reportForms/seaReport': '/api/reports/sea',
      '/arrange/shippingPlan': '/api/containers',
    };
    for (const token of [admin, supplierA.token]) {
      for (const item of (await summaryOf(token)).sections.flatMap((s) => s.cards)) {
        const [path, search = ''] = item.link.split('?');
        const api = lists[path!];
        if (!api) continue;
        const query = Object.fromEntries(new URLSearchParams(search));
        const answer = await t.call<{ total: number }>('GET', api, { token, query });
        expect(answer.status, item.link).toBe(200);
        expect(answer.body.data.total, item.link).toBe(item.value);
      }
    }
  });

  it("counts OTD with the company's tolerance, as the report it links to", async () => {
    const tolerance = (otdToleranceDays: number) =>
      t.call('PUT', '/api/reports/settings', { token: admin, body: { otdToleranceDays } });
    // R1's late line is one day late, R2's three
    expect((await tolerance(1)).status).toBe(200);
    expect(valuesOf(await summaryOf(admin)).otd).toBe(66.7);
    const otd = cardOf(await summaryOf(admin), 'otd')!;
    const [, search = ''] = otd.link.split('?');
    const report = await t.call<{ totals: { rate: number | null } }>('GET', '/api/reports/otd', {
      token: admin,
      query: Object.fromEntries(new URLSearchParams(search)),
    });
    expect(report.body.data.totals.rate).toBe(66.7);
    expect((await tolerance(3)).status).toBe(200);
    expect(valuesOf(await summaryOf(admin)).otd).toBe(100);
    expect((await tolerance(0)).status).toBe(200);
  });
});
