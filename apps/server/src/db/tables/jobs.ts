import type { Generated } from 'kysely';

/**
 * 0007-import-jobs: the DB-backed job queue (platform/jobs); 0017 adds the lease token, 0021
 * the file a job made (a report pack), 0029 the time it may run from, its tries and its
 * unique key (scheduled work).
 */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  status: string;
  stage: string;
  progress_done: number;
  progress_total: number;
  created_by: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  heartbeat_at: string | null;
  worker_id: string | null;
  /** The current claim's token: a worker's writes count only while it still holds it. */
  lease_token: string | null;
  input_name: string;
  input_json: string;
  input_file: Buffer | null;
  result_json: string | null;
  error_json: string | null;
  /** The file the job made (a report pack), served by whichever replica is asked. */
  output_file: Buffer | null;
  output_name: string | null;
  /** Not claimed before this instant (database clock); null: at once. */
  run_after: string | null;
  /** Claims so far; a job that throws goes back to the queue while under max_attempts. */
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** Unique when set: a second insert with the same key (a schedule's run) adds nothing. */
  unique_key: string | null;
}
