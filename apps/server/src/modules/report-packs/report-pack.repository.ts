import type { Queryable } from '../../db/database';

/** The job row of a report pack: its progress and the file it made (0021-job-output-file). */
export const reportPackRepository = {
  /** The job without any file. */
  findJob(db: Queryable, id: number) {
    return db
      .selectFrom('jobs')
      .select([
        'id',
        'kind',
        'status',
        'stage',
        'progress_done',
        'progress_total',
        'created_by',
        'created_at',
        'finished_at',
        'input_json',
        'error_json',
        'output_name',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  findFile(db: Queryable, id: number) {
    return db
      .selectFrom('jobs')
      .select(['output_file', 'output_name'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Keeps the made file in the job's row (in the job's end transaction). */
  async storeFile(db: Queryable, id: number, file: { bytes: Buffer; name: string }) {
    await db
      .updateTable('jobs')
      .set({ output_file: file.bytes, output_name: file.name })
      .where('id', '=', id)
      .execute();
  },
};
