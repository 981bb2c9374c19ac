import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { recordId } from '../http/record-id';
import { isoDay } from '../orders/po.contract';
import { FILE_FORMATS } from '../files/file.contract';
import { SUPPLY_STAGES, SUPPLIER_STATUSES } from '../suppliers/supplier.contract';
import {
  CHECK_RESULTS,
  CHECK_STATUSES,
  FILE_STATUSES,
  FILE_TYPE_KINDS,
  MAX_REVIEW_BATCH,
  PENDING_FILE_STATUSES,
  SUPPLIER_CHECKS,
} from './dd-constants';

/**
 * Supplier files and stages (issue 17; spec §2 /factory supplierStage, stageRecord,
 * documentApproval; §3 "Supplier file"; §5 "Upload").
 */

const id = z.number().int().positive();
const trimmed = (max: number) => z.string().trim().max(max);

/** A kind of file a supply stage needs (configurable). */
export const fileTypeItem = z.object({
  id: z.number().int(),
  stage: z.enum(SUPPLY_STAGES),
  name: z.string(),
  nameCn: z.string(),
  kind: z.enum(FILE_TYPE_KINDS),
  /** the formats its versions may have */
  formats: z.array(z.enum(FILE_FORMATS)),
  /** whether its versions carry a validity (start and end day) */
  expiryControl: z.boolean(),
  /** the validity a new version gets by default, in months (expiry control only) */
  defaultValidityMonths: z.number().int().nullable(),
  required: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type FileTypeItem = z.infer<typeof fileTypeItem>;

export const saveFileTypeRequest = z
  .strictObject({
    stage: z.enum(SUPPLY_STAGES),
    name: trimmed(100).min(1, { message: 'dd.fileTypeNameRequired' }),
    nameCn: trimmed(100).min(1, { message: 'dd.fileTypeNameRequired' }),
    kind: z.enum(FILE_TYPE_KINDS),
    formats: z
      .array(z.enum(FILE_FORMATS))
      .min(1, { message: 'dd.formatsRequired' })
      .max(FILE_FORMATS.length),
    expiryControl: z.boolean(),
    defaultValidityMonths: z.number().int().min(1).max(120).nullable(),
    required: z.boolean(),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(999).default(0),
  })
  .refine((type) => type.expiryControl || type.defaultValidityMonths === null, {
    message: 'dd.validityWithoutExpiry',
    path: ['defaultValidityMonths'],
  });
export type SaveFileTypeRequest = z.infer<typeof saveFileTypeRequest>;

/** One upload of a supplier file. */
export const fileVersionItem = z.object({
  id: z.number().int(),
  supplierFileId: z.number().int(),
  versionNo: z.number().int(),
  status: z.enum(FILE_STATUSES),
  fileId: z.number().int(),
  fileName: z.string(),
  format: z.enum(FILE_FORMATS),
  size: z.number().int(),
  sha256: z.string(),
  comment: z.string(),
  expiryControl: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string(),
});
export type FileVersionItem = z.infer<typeof fileVersionItem>;

/** A file type of a stage as one supplier holds it: its latest version, if any. */
export const supplierFileItem = z.object({
  fileType: fileTypeItem,
  /** null: nothing uploaded yet (status In Progress) */
  supplierFileId: z.number().int().nullable(),
  status: z.enum(FILE_STATUSES),
  latest: fileVersionItem.nullable(),
  /** the version in effect (Executed), when it is not the latest */
  inEffect: fileVersionItem.nullable(),
  versionCount: z.number().int(),
});
export type SupplierFileItem = z.infer<typeof supplierFileItem>;

export const supplierCheckItem = z.object({
  check: z.enum(SUPPLIER_CHECKS),
  status: z.enum(CHECK_STATUSES),
  score: z.number().nullable(),
  result: z.enum(CHECK_RESULTS).nullable(),
  comment: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SupplierCheckItem = z.infer<typeof supplierCheckItem>;

export const saveCheckRequest = z
  .strictObject({
    status: z.enum(CHECK_STATUSES),
    score: z
      .number()
      .min(0, { message: 'dd.scoreRange' })
      .max(100, { message: 'dd.scoreRange' })
      .nullable(),
    result: z.enum(CHECK_RESULTS).nullable(),
    comment: trimmed(1000).default(''),
    validFrom: isoDay.nullable(),
    validUntil: isoDay.nullable(),
  })
  .refine((c) => !c.validFrom || !c.validUntil || c.validFrom <= c.validUntil, {
    message: 'dd.validityOrder',
    path: ['validUntil'],
  })
  .refine((c) => c.status !== 'completed' || c.result !== null, {
    message: 'dd.resultRequired',
    path: ['result'],
  });
export type SaveCheckRequest = z.infer<typeof saveCheckRequest>;

export const checkParams = z.strictObject({
  id: recordId,
  check: z.enum(SUPPLIER_CHECKS),
});

/** GET /api/suppliers/:id/stage: the stage view of one supplier. */
export const supplierStageView = z.object({
  supplier: z.object({
    id: z.number().int(),
    code: z.string(),
    shortName: z.string(),
    fullName: z.string(),
    status: z.enum(SUPPLIER_STATUSES),
    supplyStage: z.enum(SUPPLY_STAGES),
  }),
  stages: z.array(z.object({ stage: z.enum(SUPPLY_STAGES), files: z.array(supplierFileItem) })),
  checks: z.array(supplierCheckItem),
  /** a status change waiting for approval, if any */
  pendingAvlRequestId: z.number().int().nullable(),
});
export type SupplierStageView = z.infer<typeof supplierStageView>;

/**
 * The text fields of an upload (multipart, sent before the file part). Days as YYYY-MM-DD;
 * flags as 0/1.
 */
export const uploadFileFields = z
  .strictObject({
    fileTypeId: z.coerce.number().int().positive(),
    comment: trimmed(500).min(1, { message: 'dd.commentRequired' }),
    expiryControl: z.coerce.number().int().min(0).max(1),
    validFrom: z.union([isoDay, z.literal('')]).default(''),
    validUntil: z.union([isoDay, z.literal('')]).default(''),
    /** 1: the user was told the same content is already uploaded and goes on */
    confirmDuplicate: z.coerce.number().int().min(0).max(1).default(0),
  })
  .refine((f) => f.expiryControl === 0 || (f.validFrom !== '' && f.validUntil !== ''), {
    message: 'dd.validityRequired',
    path: ['validUntil'],
  })
  .refine((f) => !f.validFrom || !f.validUntil || f.validFrom <= f.validUntil, {
    message: 'dd.validityOrder',
    path: ['validUntil'],
  });
export type UploadFileFields = z.infer<typeof uploadFileFields>;

export const uploadFileResponse = z.object({
  versionId: z.number().int(),
  versionNo: z.number().int(),
  fileId: z.number().int(),
});

export const moveStageRequest = z.strictObject({
  stage: z.enum(SUPPLY_STAGES),
  comment: trimmed(500).default(''),
});

/** documentApproval: the versions waiting for review. */
export const listApprovalsRequest = z.object({
  ...pageQuery.shape,
  keyword: trimmed(100).optional(),
  status: z.enum(PENDING_FILE_STATUSES).optional(),
  stage: z.enum(SUPPLY_STAGES).optional(),
  kind: z.enum(FILE_TYPE_KINDS).optional(),
});
export const approvalItem = fileVersionItem.extend({
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  fileTypeId: z.number().int(),
  fileTypeName: z.string(),
  fileTypeNameCn: z.string(),
  kind: z.enum(FILE_TYPE_KINDS),
  stage: z.enum(SUPPLY_STAGES),
});
export type ApprovalItem = z.infer<typeof approvalItem>;
export const listApprovalsResponse = pageOf(approvalItem);

export const reviewRequest = z
  .strictObject({
    versionIds: z.array(id).min(1).max(MAX_REVIEW_BATCH),
    decision: z.enum(['approve', 'reject']),
    comment: trimmed(500).default(''),
    /** 1: the reviewer confirmed that approving a termination file moves its supplier to EOL */
    confirmEol: z.boolean().default(false),
  })
  .refine((r) => r.decision === 'approve' || r.comment !== '', {
    message: 'dd.rejectCommentRequired',
    path: ['comment'],
  });
export type ReviewRequest = z.infer<typeof reviewRequest>;
export const reviewResponse = z.object({
  reviewed: z.number().int(),
  /** the suppliers moved to phase-out/EOL by this review */
  movedToEol: z.array(z.string()),
});

export const STAGE_RECORD_EVENTS = [
  'stage',
  'upload',
  'startReview',
  'approve',
  'reject',
  'executed',
  'expired',
  'check',
  'status',
] as const;
export type StageRecordEvent = (typeof STAGE_RECORD_EVENTS)[number];

/** stageRecord: a supplier's stage moves and file decisions. */
export const stageRecordItem = z.object({
  id: z.number().int(),
  event: z.enum(STAGE_RECORD_EVENTS),
  /** a stage, status, check code or file status, by event */
  fromValue: z.string(),
  toValue: z.string(),
  fileTypeName: z.string().nullable(),
  fileTypeNameCn: z.string().nullable(),
  versionNo: z.number().int().nullable(),
  comment: z.string(),
  username: z.string(),
  createdAt: z.string(),
});
export type StageRecordItem = z.infer<typeof stageRecordItem>;
export const listStageRecordsRequest = z.object({
  ...pageQuery.shape,
  event: z.enum(STAGE_RECORD_EVENTS).optional(),
});
export const listStageRecordsResponse = pageOf(stageRecordItem);

export const expiryRunRequest = z.strictObject({
  /** the day to run as (tests and catch-up); today when absent */
  day: isoDay.optional(),
});
export const expiryRunResponse = z.object({
  executed: z.number().int(),
  expired: z.number().int(),
  warned: z.number().int(),
});
export type ExpiryRunResult = z.infer<typeof expiryRunResponse>;
