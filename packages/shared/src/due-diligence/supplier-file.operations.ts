import { z } from 'zod';
import { emptyObject, idParams } from '../http/envelope';
import { recordId } from '../http/record-id';
import { defineOperation } from '../http/operation';
import {
  checkParams,
  expiryRunRequest,
  expiryRunResponse,
  fileTypeItem,
  fileVersionItem,
  listApprovalsRequest,
  listApprovalsResponse,
  listStageRecordsRequest,
  listStageRecordsResponse,
  moveStageRequest,
  reviewRequest,
  reviewResponse,
  saveCheckRequest,
  saveFileTypeRequest,
  supplierCheckItem,
  supplierStageView,
  uploadFileResponse,
} from './supplier-file.contract';

const tags = ['due diligence'];
const read = { resource: 'suppliers.read' } as const;
const write = { resource: 'suppliers.write' } as const;
const upload = { resource: 'suppliers.dd.upload' } as const;
const review = { resource: 'suppliers.dd.review' } as const;

const supplierFileParams = z.strictObject({ id: recordId, fileTypeId: recordId });

/**
 * Supplier files and stages (issue 17; spec §2 /factory supplierStage, stageRecord,
 * documentApproval). A supplier user reads and uploads only their own suppliers' files
 * (`scope: 'supplier'`).
 */
export const supplierFileOperations = {
  fileTypes: defineOperation({
    method: 'GET',
    path: '/supplier-file-types',
    access: read,
    summary: 'The file types each supply stage needs (all, inactive ones too)',
    tags,
    answer: z.array(fileTypeItem),
  }),
  createFileType: defineOperation({
    method: 'POST',
    path: '/supplier-file-types',
    access: write,
    summary:
      'Add a file type to a stage: name (en, zh), kind, formats, expiry control, default validity',
    tags,
    body: saveFileTypeRequest,
    answer: fileTypeItem,
  }),
  updateFileType: defineOperation({
    method: 'PUT',
    path: '/supplier-file-types/:id',
    access: write,
    summary: 'Change a file type (its uploaded versions keep the format and validity they had)',
    tags,
    params: idParams,
    body: saveFileTypeRequest,
    answer: fileTypeItem,
  }),
  stage: defineOperation({
    method: 'GET',
    path: '/suppliers/:id/stage',
    access: read,
    summary: "A supplier's stages with each file type's latest version and status, and its checks",
    tags,
    params: idParams,
    answer: supplierStageView,
    scope: 'supplier',
  }),
  versions: defineOperation({
    method: 'GET',
    path: '/suppliers/:id/files/:fileTypeId/versions',
    access: read,
    summary: "Every version of one of a supplier's files, newest first",
    tags,
    params: supplierFileParams,
    answer: z.array(fileVersionItem),
    scope: 'supplier',
  }),
  upload: defineOperation({
    method: 'POST',
    path: '/suppliers/:id/files',
    access: upload,
    summary:
      'Upload a new version of a supplier file (multipart: fileTypeId, comment, expiryControl, validFrom, validUntil, confirmDuplicate, then file); 409 dd.maybeDuplicate when the same content is already uploaded',
    tags,
    params: idParams,
    upload: true,
    answer: uploadFileResponse,
    scope: 'supplier',
  }),
  moveStage: defineOperation({
    method: 'PUT',
    path: '/suppliers/:id/stage',
    access: write,
    summary: 'Move a supplier to another supply stage (recorded in its stage record)',
    tags,
    params: idParams,
    body: moveStageRequest,
    answer: supplierStageView,
  }),
  saveCheck: defineOperation({
    method: 'PUT',
    path: '/suppliers/:id/checks/:check',
    access: review,
    summary:
      'Record a check of the profile: ethic level 1 or 2, full report, DRA, sustainability scorecard',
    tags,
    params: checkParams,
    body: saveCheckRequest,
    answer: supplierCheckItem,
  }),
  stageRecords: defineOperation({
    method: 'GET',
    path: '/suppliers/:id/stage-records',
    access: read,
    summary:
      "A supplier's stage moves, uploads, file decisions, checks and status changes, newest first",
    tags,
    params: idParams,
    query: listStageRecordsRequest,
    answer: listStageRecordsResponse,
    scope: 'supplier',
  }),
  stageRecordsExport: defineOperation({
    method: 'GET',
    path: '/suppliers/:id/stage-records/export',
    access: read,
    summary: "A supplier's stage record as Excel",
    tags,
    params: idParams,
    query: listStageRecordsRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  approvals: defineOperation({
    method: 'GET',
    path: '/supplier-files/approvals',
    access: read,
    summary:
      'documentApproval: file versions Awaiting Review or Under Review, oldest first (supplier users: their own)',
    tags,
    query: listApprovalsRequest,
    answer: listApprovalsResponse,
    scope: 'supplier',
  }),
  approvalsExport: defineOperation({
    method: 'GET',
    path: '/supplier-files/approvals/export',
    access: read,
    summary: 'The files waiting for review as Excel (same filters and scope)',
    tags,
    query: listApprovalsRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  startReview: defineOperation({
    method: 'POST',
    path: '/supplier-files/versions/:id/start-review',
    access: review,
    summary: 'Take a version Awaiting Review into review (Under Review)',
    tags,
    params: idParams,
    body: emptyObject,
    answer: fileVersionItem,
  }),
  review: defineOperation({
    method: 'POST',
    path: '/supplier-files/review',
    access: review,
    summary:
      'Approve or reject one or more versions with a comment (a rejection needs one); approving a termination file needs confirmEol and moves the supplier to phase-out/EOL',
    tags,
    body: reviewRequest,
    answer: reviewResponse,
  }),
  runExpiry: defineOperation({
    method: 'POST',
    path: '/supplier-files/expiry/run',
    access: review,
    summary:
      'Run the daily expiry scan now: approved versions come into effect, past ones expire, owners and supplier users are warned 30 and 7 days before (once each)',
    tags,
    body: expiryRunRequest,
    answer: expiryRunResponse,
  }),
} as const;
