import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { SUPPLY_STAGES, SUPPLIER_STATUSES } from '../suppliers/supplier.contract';
import { FILE_STATUSES, FILE_TYPE_KINDS } from './dd-constants';
import { supplierCheckItem } from './supplier-file.contract';

/** The due-diligence reports (issue 17; spec §2 /factory NDAContract, DDreport). */

const supplierFilters = {
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(SUPPLIER_STATUSES).optional(),
  stage: z.enum(SUPPLY_STAGES).optional(),
};

/** NDAContract: each supplier's NDA and contract files. */
export const listNdaContractsRequest = z.object({
  ...pageQuery.shape,
  ...supplierFilters,
  kind: z.enum(['nda', 'contract']).optional(),
  fileStatus: z.enum(FILE_STATUSES).optional(),
  /** 1: only files whose end day is within 30 days (or past) */
  expiringSoon: z.coerce.number().int().min(0).max(1).optional(),
});
export const ndaContractItem = z.object({
  /** supplier id × file type id */
  key: z.string(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  supplierStatus: z.enum(SUPPLIER_STATUSES),
  fileTypeId: z.number().int(),
  fileTypeName: z.string(),
  fileTypeNameCn: z.string(),
  kind: z.enum(FILE_TYPE_KINDS),
  status: z.enum(FILE_STATUSES),
  /** a version was approved (the document is signed) */
  signed: z.boolean(),
  versionNo: z.number().int().nullable(),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** days until the end day (negative: past); null without an end day */
  daysLeft: z.number().int().nullable(),
  expiringSoon: z.boolean(),
});
export type NdaContractItem = z.infer<typeof ndaContractItem>;
export const listNdaContractsResponse = pageOf(ndaContractItem);

/** DDreport: the due-diligence state per supplier. */
export const listDdReportRequest = z.object({ ...pageQuery.shape, ...supplierFilters });
export const ddReportItem = z.object({
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  shortName: z.string(),
  supplierStatus: z.enum(SUPPLIER_STATUSES),
  supplyStage: z.enum(SUPPLY_STAGES),
  checks: z.array(supplierCheckItem),
  /** required file types of the supplier's stages so far with no approved version */
  missingFiles: z.number().int(),
  expiredFiles: z.number().int(),
  pendingFiles: z.number().int(),
  executedFiles: z.number().int(),
});
export type DdReportItem = z.infer<typeof ddReportItem>;
export const listDdReportResponse = pageOf(ddReportItem);

export const dossierQuery = z.strictObject({
  format: z.enum(['docx', 'pdf']),
});
