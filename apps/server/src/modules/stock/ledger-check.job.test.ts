import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';
import { JobRunner } from '../../platform/jobs/job-runner';
import { Scheduler, scheduledJobHandlers } from '../../platform/jobs/job-schedules';
import { LEDGER_CHECK_JOB, ledgerCheckJob } from './ledger-check.job';

/**
 * The nightly ledger check as a scheduled job (issue 17) on the demo data: queued by the
 * scheduler for its latest 03:00, run by the worker, its result kept in the job; a balance
 * that differs from its moves is in the result and logged as an error.
 */
useDemoDatabase();

/** A logger that keeps what is logged at warn and above. */
function recordingLog() {
  const lines: { level: number; msg: string; count?: number }[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, lines };
}

const jobRow = (id: number) =>
  deps.db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the nightly ledger check', () => {
  it('runs at 03:00 as a job whose result is the check; a difference is logged as an error', async () => {
    const { log, lines } = recordingLog();
    const runner = new JobRunner(deps, scheduledJobHandlers([ledgerCheckJob], log), log);
    const scheduler = new Scheduler(deps, [ledgerCheckJob], runner, log);
    runner.start();
    try {
      const [id, ...more] = await scheduler.tick();
      expect(more).toEqual([]);
      await runner.drain();
      const job = await jobRow(id!);
      expect(job).toMatchObject({ kind: LEDGER_CHECK_JOB, status: 'succeeded' });
      // the latest 03:00 in the server's zone, at most a day ago
      const firedAt = new Date(job.run_after!);
      expect(job.unique_key).toBe(`${LEDGER_CHECK_JOB}@${job.run_after}`);
      expect(Date.now() - firedAt.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
      const result = JSON.parse(job.result_json!);
      expect(result).toMatchObject({ ok: true, mismatches: [] });
      expect(result.balances).toBeGreaterThan(0);
      expect(result.moves).toBeGreaterThan(0);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);

      // a balance that no longer equals its moves
      const balance = await deps.db.kysely
        .selectFrom('stock_balances')
        .select(['id', 'warehouse_id', 'product_id', 'qty'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await deps.db.kysely
        .updateTable('stock_balances')
        .set({ qty: balance.qty + 1 })
        .where('id', '=', balance.id)
        .execute();
      const rerun = await scheduler.runNow(LEDGER_CHECK_JOB, 1);
      await runner.drain();
      const checked = await jobRow(rerun);
      expect(checked.status).toBe('succeeded');
      expect(JSON.parse(checked.result_json!)).toMatchObject({
        ok: false,
        mismatches: [
          {
            warehouseId: balance.warehouse_id,
            productId: balance.product_id,
            balance: balance.qty + 1,
            sumOfMoves: balance.qty,
          },
        ],
      });
      expect(lines.filter((line) => line.level >= 50)).toMatchObject([
        { msg: 'stock ledger check: balances differ from the sum of their moves', count: 1 },
      ]);
      await deps.db.kysely
        .updateTable('stock_balances')
        .set({ qty: balance.qty })
        .where('id', '=', balance.id)
        .execute();
    } finally {
      await scheduler.stop();
      await runner.stop();
    }
  });
});
