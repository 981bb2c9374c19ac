import type { Generated } from 'kysely';

/** One export task (issue 19, migration 0031-serial-export-tasks): its job and, once written, its file. */
export interface SerialExportTaskTable {
  id: Generated<number>;
  job_id: number;
  main_code_id: number;
  /** the main code as it was when the task was asked for */
  main_code: string;
  /** a CodeLevel */
  level: string;
  /** an ExportTaskFormat */
  format: string;
  /** the file in the file store, once written */
  file_sha256: string | null;
  file_name: string | null;
  file_size: number | null;
  /** codes written */
  rows: number | null;
  created_by_user_id: number;
  created_at: string;
}
