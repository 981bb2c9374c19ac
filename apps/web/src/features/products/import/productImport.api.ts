import type { ProductImportJob } from '@lading/shared';
import { importApi } from '../../import/importApi';

/** Product import: the template, the upload (queues a job), the job, its report. */
export const productImportApi = importApi<ProductImportJob>('/products/import');
