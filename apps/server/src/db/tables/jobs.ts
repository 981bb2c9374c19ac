import type { Generated } from 'kysely';

/** 0007-import-jobs: the DB-backed job queue (platform/jobs). */
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
  input_name: string;
  input_json: string;
  input_file: Buffer | null;
  result_json: string | null;
  error_json: string | null;
}
