import type { OrderImportJob } from '@lading/shared';
import { importApi } from '../../import/importApi';

/** PO import: the template, the upload (queues a job), the job, its report. */
export const poImportApi = importApi<OrderImportJob>('/purchase-orders/import');
/** SO import: the same four calls under /sales-orders/import. */
export const soImportApi = importApi<OrderImportJob>('/sales-orders/import');

/** Edit permission of both imports (the server's `orders.import` resource). */
export const ORDERS_IMPORT = 'orders.import';
