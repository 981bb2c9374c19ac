import type { ProductImportJob, ProductImportQueued } from '@lading/shared';
import { http } from '../../../api/http';

/** Product import: the template, the upload (queues a job), the job, its report. */
export const productImportApi = {
  downloadTemplate: () => http.download('/products/import/template'),
  /** Quiet: the modal shows the refusal itself, next to the file picker. */
  upload: (file: File) =>
    http.upload<ProductImportQueued>('/products/import', file, file.name, { quiet: true }),
  job: (jobId: number) => http.get<ProductImportJob>(`/products/import/${jobId}`),
  downloadReport: (jobId: number) => http.download(`/products/import/${jobId}/report`),
};
