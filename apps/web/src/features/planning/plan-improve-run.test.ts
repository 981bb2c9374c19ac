import { describe, expect, it, vi } from 'vitest';
import { startImprovement, type ImproveWorker } from './plan-improve-client';
import { runImprovement, type ImproveReply, type ImproveReport } from './plan-improve-run';
import { firstPlan, improve } from './plan-improver';
import { openLine, testContext } from './planning-test-support';
import { planLinesOf } from './workbench-ops';
import { emptyWorkbench, withOpenLines } from './workbench-state';

// Ningbo → NG: 80 CBM, two containers at best (68 + 28 CBM); Shenzhen → NG: RDDs apart
const lines = [
  openLine({ poLineId: 1, plannableQty: 40, orderQty: 40 }),
  openLine({ poLineId: 2, plannableQty: 40, orderQty: 40 }),
  openLine({ poLineId: 3, loadingPointId: 2, loadingPointName: 'Shenzhen', rdd: '2027-03-01' }),
  openLine({ poLineId: 4, loadingPointId: 2, loadingPointName: 'Shenzhen', rdd: '2027-06-01' }),
];
const state = withOpenLines(emptyWorkbench(), lines, {});
const input = { ...testContext(), lines: planLinesOf(state, [1, 2, 3, 4]) };

const run = async (budgetMs: number, shouldStop?: () => boolean) => {
  const reports: ImproveReport[] = [];
  await runImprovement({ input, budgetMs }, (report) => reports.push(report), shouldStop);
  return reports;
};

describe('the improvement run (the worker logic, without a Worker)', () => {
  it('reports the first plan, then the best one with its figures per group', async () => {
    const reports = await run(0);
    expect(reports.map((report) => report.kind)).toEqual(['progress', 'done']);
    const done = reports.at(-1)!;
    const ningbo = done.groups.find((group) => group.loadingPoint === '1')!;
    expect(ningbo).toMatchObject({ destination: 'NG', containers: 2, lowerBound: 2, proven: true });
    for (const group of done.groups) {
      expect(group.containers).toBeGreaterThanOrEqual(group.lowerBound);
      const inPlan = done.plan.containers.filter((c) => c.loadingPoint === group.loadingPoint);
      expect(inPlan).toHaveLength(group.containers);
    }
    const planned = done.plan.containers.flatMap((c) => c.lines);
    expect(planned.reduce((sum, line) => sum + line.qty, 0)).toBe(80 + 10 + 10);
  });

  it('searches within a budget and answers a plan no worse than the first', async () => {
    // (the stop at the budget is the planner's own test; no time is asserted here)
    const best = await improve(input, { budgetMs: 300 });
    expect(best.plan.containers.length).toBeLessThanOrEqual(
      firstPlan(input).plan.containers.length,
    );
    expect(best.groups.every((group) => group.containers >= group.lowerBound)).toBe(true);
  });

  it('ends with the best plan so far when told to stop', async () => {
    const reports = await run(10_000, () => true);
    expect(reports.at(-1)!.kind).toBe('done');
    expect(reports.at(-1)!.plan.containers.length).toBeGreaterThan(0);
  });
});

/** A worker the test drives: it answers what the test posts through `reply`. */
function fakeWorker() {
  const worker: ImproveWorker & { reply(message: ImproveReply): void } = {
    onmessage: null,
    onerror: null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
    reply: (message) => worker.onmessage?.({ data: message } as MessageEvent<ImproveReply>),
  };
  return worker;
}

const report = (kind: ImproveReport['kind'], containers: number): ImproveReport => ({
  kind,
  plan: { containers: [], unplanned: [] },
  groups: [
    {
      loadingPoint: '1',
      destination: 'NG',
      containers,
      lowerBound: 2,
      cost: containers,
      costLowerBound: 2,
      proven: false,
      ms: 5,
    },
  ],
  ms: 5,
});

describe('starting and stopping an improvement', () => {
  it('stops at once, keeping the last plan the worker posted, and hears no more', () => {
    const worker = fakeWorker();
    const heard: ImproveReport[] = [];
    const handle = startImprovement(
      { input, budgetMs: 2_000 },
      { onReport: (r) => heard.push(r), onError: () => {} },
      () => worker,
    );
    expect(worker.postMessage).toHaveBeenCalledWith({ input, budgetMs: 2_000 });
    worker.reply(report('progress', 4));
    worker.reply(report('progress', 3));
    handle.stop();
    expect(worker.terminate).toHaveBeenCalled();
    worker.reply(report('done', 2));
    expect(heard.map((r) => [r.kind, r.groups[0]!.containers])).toEqual([
      ['progress', 4],
      ['progress', 3],
      ['stopped', 3],
    ]);
  });

  it('ends the worker when it is done', () => {
    const worker = fakeWorker();
    const heard: string[] = [];
    startImprovement(
      { input, budgetMs: 2_000 },
      { onReport: (r) => heard.push(r.kind), onError: () => {} },
      () => worker,
    );
    worker.reply(report('done', 2));
    expect(worker.terminate).toHaveBeenCalled();
    expect(heard).toEqual(['done']);
  });

  it('makes the first plan on the page when there is no worker', async () => {
    const heard: string[] = [];
    startImprovement(
      { input, budgetMs: 2_000 },
      { onReport: (r) => heard.push(r.kind), onError: () => {} },
      () => undefined,
    );
    await vi.waitFor(() => expect(heard).toEqual(['progress', 'done']));
  });
});
