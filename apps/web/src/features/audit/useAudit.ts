import type { masterDataAuditOperations as op, OperationInput } from '@lading/shared';

/** The product revision filters, applied on the page and by the export alike. */
export type ProductRecordFilters = OperationInput<typeof op.productRevisionsExport>['query'];
