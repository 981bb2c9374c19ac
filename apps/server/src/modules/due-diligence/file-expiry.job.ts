import type { ScheduledJob } from '../../platform/jobs/job-schedules';
import { runFileExpiry } from './file-expiry.service';

export const FILE_EXPIRY_JOB = 'dd.fileExpiry';

/**
 * The daily expiry scan of supplier files (issue 17), at 00:15 in LADING_TIME_ZONE: files
 * whose validity begins come into effect, those past their end day expire, owners and
 * supplier users are warned 30 and 7 days before. One job per day whatever the number of
 * server processes (the schedule's unique key); a second run the same day changes nothing
 * and sends nothing (each warning is recorded once), so a failed run is simply tried again.
 * On demand: POST /api/supplier-files/expiry/run (documentApproval's "Run expiry scan now").
 */
export const fileExpiryJob: ScheduledJob = {
  kind: FILE_EXPIRY_JOB,
  cron: '15 0 * * *',
  maxAttempts: 3,
  run: async ({ deps }) => ({ status: 'succeeded', result: await runFileExpiry(deps) }),
};
