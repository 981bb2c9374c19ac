import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listMasterDataChangesQuery,
  listMasterDataChangesResponse,
  productRecordExportQuery,
} from './master-data-audit.contract';

const tags = ['revision history'];
const read = { resource: 'audit.masterData.read' } as const;

/**
 * Revision history read from the audit trail: spec §2 /production/modificationRecord (all
 * master data) and the export of /production/productRecord (one product's revisions).
 */
export const masterDataAuditOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/audit/master-data',
    access: read,
    summary:
      'Master-data changes, newest first, each with its field changes (before → after); filters: entity, record id, keyword, actor, days',
    tags,
    query: listMasterDataChangesQuery,
    answer: listMasterDataChangesResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/audit/master-data/export',
    access: read,
    summary: 'Master-data changes as Excel, one row per changed field (same filters)',
    tags,
    query: listMasterDataChangesQuery,
    answer: 'file',
  }),
  productRevisionsExport: defineOperation({
    method: 'GET',
    path: '/products/:id/revisions/export',
    access: { resource: 'products.read' } as const,
    summary: "A product's revision history as Excel; filters: field, days",
    tags: ['products'],
    params: idParams,
    query: productRecordExportQuery,
    answer: 'file',
  }),
};
