// `npm run test:cluster` (issue 17), scheduled work on three processes sharing one
// PostgreSQL database: each looks at its schedules as it starts, so all three queue the
// nightly ledger check's latest 03:00 at the same moment — one job is made and one worker
// runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, startCluster, type Cluster } from './cluster';
import { waitFor } from './cluster-api';

const KIND = 'stock.ledgerCheck';
const JOB_DEADLINE_MS = 120_000;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(3);
  await settle(cluster);
});

afterAll(async () => {
  await cluster?.stop();
});

interface ScheduledRow {
  id: number;
  status: string;
  attempts: number;
  unique_key: string;
  run_after: string;
  result_json: string | null;
}

const scheduledRows = async () =>
  (
    await cluster.db.query<ScheduledRow>(
      'select id, status, attempts, unique_key, run_after, result_json from jobs where kind = $1 order by id',
      [KIND],
    )
  ).rows;

describe('a schedule on three processes', () => {
  it('(j) three processes starting at once queue the ledger check once, and it runs once', async () => {
    const done = await waitFor(
      'the ledger check to end',
      async () => {
        const rows = await scheduledRows();
        return rows.length > 0 &&
          rows.every((row) => row.status !== 'queued' && row.status !== 'running')
          ? rows
          : undefined;
      },
      JOB_DEADLINE_MS,
    );
    // every process has looked by now (each looks right as it becomes ready);
    // a second that would have queued a job of its own has had a second to write it
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await scheduledRows()).toHaveLength(1);
    expect(done).toHaveLength(1);
    const [job] = done;
    expect(job).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      unique_key: `${KIND}@${job!.run_after}`,
    });
    expect(JSON.parse(job!.result_json!)).toMatchObject({ ok: true, mismatches: [] });
  });
});
