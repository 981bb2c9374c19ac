import type { ScheduledJob } from '../../platform/jobs/job-schedules';
import { checkLedger } from './ledger.service';

export const LEDGER_CHECK_JOB = 'stock.ledgerCheck';

/**
 * The nightly ledger check (issue 17): every balance against the sum of its moves, at 03:00
 * in LADING_TIME_ZONE (the server's zone unless set). Its result (`ok` and the differences)
 * is the job's result; a difference is logged as an error — it means the stock figures can
 * no longer be trusted. On demand the check is GET /api/stock/ledger-check (ledger.routes).
 * Read-only, so a run that throws (the database away at 03:00) may simply be tried again.
 */
export const ledgerCheckJob: ScheduledJob = {
  kind: LEDGER_CHECK_JOB,
  cron: '0 3 * * *',
  maxAttempts: 3,
  run: async ({ deps }, log) => {
    const check = await checkLedger(deps);
    const ok = check.mismatches.length === 0;
    if (!ok) {
      log.error(
        { mismatches: check.mismatches.slice(0, 20), count: check.mismatches.length },
        'stock ledger check: balances differ from the sum of their moves',
      );
    }
    return { status: 'succeeded', result: { ok, ...check } };
  },
};
