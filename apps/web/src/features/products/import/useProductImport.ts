import { productImportOperations, type ProductImportJob } from '@lading/shared';
import { useImportJob as useJob } from '../../import/useImportJob';

export { POLL_MS, isFinished } from '../../import/useImportJob';

/** Edit permission of the import (the server's `products.import` resource). */
export const PRODUCTS_IMPORT = 'products.import';

/** One product import job, polled until it has ended. */
export const useImportJob = (jobId: number | undefined) =>
  useJob<ProductImportJob>('productImport', productImportOperations, jobId);
