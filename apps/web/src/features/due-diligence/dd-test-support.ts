import type { ApprovalItem } from '@lading/shared';

/** Test-only: sample rows of the due-diligence screens. */

export const approvalItem = (overrides: Partial<ApprovalItem> = {}): ApprovalItem => ({
  id: 1,
  supplierFileId: 11,
  versionNo: 1,
  status: 'awaitingReview',
  fileId: 21,
  fileName: 'SUP001 audit.pdf',
  format: 'pdf',
  size: 1024,
  sha256: 'ab'.repeat(32),
  comment: 'On-site audit',
  expiryControl: true,
  validFrom: '2027-01-01',
  validUntil: '2028-01-01',
  uploadedBy: 'opm',
  uploadedAt: '2027-01-05T08:30:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  reviewComment: '',
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  fileTypeId: 5,
  fileTypeName: 'Factory audit report',
  fileTypeNameCn: '工厂审核报告',
  kind: 'other',
  stage: 'supplierEvaluation',
  ...overrides,
});
