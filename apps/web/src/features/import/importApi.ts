import type { ImportJob, ImportQueued } from '@lading/shared';
import { http } from '../../api/http';

/** What the import modal needs of one kind of import. */
export interface ImportApi<J extends ImportJob = ImportJob> {
  downloadTemplate(): Promise<void>;
  upload(file: File): Promise<ImportQueued>;
  job(jobId: number): Promise<J>;
  downloadReport(jobId: number): Promise<void>;
}

/**
 * The four calls of a server import under `base` (e.g. '/products/import'): the template,
 * the upload (queues a job), the job, its report.
 */
export function importApi<J extends ImportJob = ImportJob>(base: string): ImportApi<J> {
  return {
    downloadTemplate: () => http.download(`${base}/template`),
    /** Quiet: the modal shows the refusal itself, next to the file picker. */
    upload: (file: File) => http.upload<ImportQueued>(base, file, file.name, { quiet: true }),
    job: (jobId: number) => http.get<J>(`${base}/${jobId}`),
    downloadReport: (jobId: number) => http.download(`${base}/${jobId}/report`),
  };
}
