import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  dossierQuery,
  listDdReportRequest,
  listDdReportResponse,
  listNdaContractsRequest,
  listNdaContractsResponse,
} from './dd-report.contract';

const tags = ['due diligence'];
const read = { resource: 'suppliers.read' } as const;

/** The due-diligence reports (issue 17; spec §2 /factory NDAContract, DDreport). */
export const ddReportOperations = {
  ndaContracts: defineOperation({
    method: 'GET',
    path: '/reports/nda-contracts',
    access: read,
    summary: "Each supplier's NDA and contract files: status, signed, validity, expiring soon",
    tags,
    query: listNdaContractsRequest,
    answer: listNdaContractsResponse,
    scope: 'supplier',
  }),
  ndaContractsExport: defineOperation({
    method: 'GET',
    path: '/reports/nda-contracts/export',
    access: read,
    summary: 'The NDA and contract report as Excel (same filters)',
    tags,
    query: listNdaContractsRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  dueDiligence: defineOperation({
    method: 'GET',
    path: '/reports/due-diligence',
    access: read,
    summary:
      'Due-diligence state per supplier: stage, each check, missing, expired and pending files',
    tags,
    query: listDdReportRequest,
    answer: listDdReportResponse,
    scope: 'supplier',
  }),
  dueDiligenceExport: defineOperation({
    method: 'GET',
    path: '/reports/due-diligence/export',
    access: read,
    summary: 'The due-diligence report as Excel (same filters)',
    tags,
    query: listDdReportRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  dossier: defineOperation({
    method: 'GET',
    path: '/suppliers/:id/dossier',
    access: read,
    summary: "One supplier's due-diligence dossier as Word (format=docx) or PDF (format=pdf)",
    tags,
    params: idParams,
    query: dossierQuery,
    answer: 'file',
    fileTypes: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/pdf',
    ],
    scope: 'supplier',
  }),
} as const;
