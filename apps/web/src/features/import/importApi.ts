import type { ImportJob, ImportMapping, ImportQueued } from '@lading/shared';
import { http } from '../../api/http';

/** What the import modal needs of one kind of import. */
export interface ImportApi<J extends ImportJob = ImportJob> {
  downloadTemplate(): Promise<void>;
  /** `mapping`: the file's header → the column it feeds, for headers the server did not know. */
  upload(file: File, mapping?: ImportMapping): Promise<ImportQueued>;
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
    upload: (file: File, mapping?: ImportMapping) =>
      http.upload<ImportQueued>(base, file, file.name, {
        quiet: true,
        ...(mapping ? { fields: { mapping: JSON.stringify(mapping) } } : {}),
      }),
    job: (jobId: number) => http.get<J>(`${base}/${jobId}`),
    downloadReport: (jobId: number) => http.download(`${base}/${jobId}/report`),
  };
}
