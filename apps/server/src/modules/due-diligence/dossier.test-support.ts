import type { FileTypeItem, FileVersionItem, SupplierFileItem, SupplierItem } from '@lading/shared';
import type { DossierData } from './dossier-data';

/**
 * A dossier built by hand for the document tests (dossier-documents.test.ts): a supplier
 * with a Chinese full name and contact 2 empty, the five checks (one completed), two stages
 * with files — an NDA whose v2 awaits review while v1 is in effect, a file type with no
 * upload — three empty stages and two stage records. Times are UTC instants; the tests show
 * them in Shanghai.
 */

export const ZONE = 'Asia/Shanghai';
export const FULL_NAME = '深圳市华光电子有限公司';

const supplier: SupplierItem = {
  id: 7,
  code: 'SUP-HG01',
  name: FULL_NAME,
  shortName: '华光',
  fullName: FULL_NAME,
  status: 'pendingGlobal',
  source: 'supplierPool',
  recommendedBy: '',
  companyType: 'manufacturer',
  productCategories: [],
  paymentTerms: 'T/T 30 days after B/L',
  incoterm: 'FOB',
  headquarters: '深圳',
  manufacturerCompany: '',
  manufacturerAddress: '',
  contractedCompany: '',
  contractedAddress: '',
  homeCountry: 'China',
  registrationNumber: '',
  licenceValidFrom: '',
  licenceValidUntil: '',
  website: '',
  foundedYear: null,
  yearlyRevenueUsd: null,
  certifications: '',
  employeeCount: null,
  contact1Name: '王丽',
  contact1Title: 'Sales manager',
  contact1Email: 'li.wang@huaguang.example',
  contact1Phone: '+86 755 1234 5678',
  contact2Name: '',
  contact2Title: '',
  contact2Email: '',
  contact2Phone: '',
  contact3Name: 'Chen Gang',
  contact3Title: '',
  contact3Email: 'gang.chen@huaguang.example',
  contact3Phone: '',
  escalationWindow: '',
  activeness: 'Active',
  supplyStage: 'preDueDiligence',
  createdAt: '2025-12-01T01:00:00Z',
  updatedAt: '2026-01-10T02:15:00Z',
};

let nextId = 1;
function fileType(over: Partial<FileTypeItem>): FileTypeItem {
  return {
    id: nextId++,
    stage: 'basicInfo',
    name: 'Business licence',
    nameCn: '营业执照',
    kind: 'other',
    formats: ['pdf'],
    expiryControl: true,
    defaultValidityMonths: 12,
    required: true,
    active: true,
    sortOrder: 0,
    ...over,
  };
}
function version(over: Partial<FileVersionItem>): FileVersionItem {
  return {
    id: nextId++,
    supplierFileId: 1,
    versionNo: 1,
    status: 'executed',
    fileId: nextId++,
    fileName: 'business-licence-2026.pdf',
    format: 'pdf',
    size: 120_000,
    sha256: 'a'.repeat(64),
    comment: '',
    expiryControl: true,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    uploadedBy: 'alice',
    uploadedAt: '2026-01-10T02:15:00Z',
    reviewedBy: 'bob',
    reviewedAt: '2026-01-11T03:00:00Z',
    reviewComment: '',
    ...over,
  };
}
function file(
  type: FileTypeItem,
  latest: FileVersionItem | null,
  inEffect: FileVersionItem | null = null,
): SupplierFileItem {
  return {
    fileType: type,
    supplierFileId: latest ? latest.supplierFileId : null,
    status: latest ? latest.status : 'inProgress',
    latest,
    inEffect,
    versionCount: latest ? latest.versionNo : 0,
  };
}

const ndaV1 = version({ versionNo: 1, fileName: 'nda-v1.pdf', validUntil: '2027-01-09' });
export const dossierFixture: DossierData = {
  supplier,
  stages: [
    {
      stage: 'basicInfo',
      files: [
        file(fileType({}), version({})),
        file(
          fileType({ name: 'Non-disclosure agreement', nameCn: '保密协议', kind: 'nda' }),
          version({ versionNo: 2, status: 'awaitingReview', fileName: 'nda-v2.pdf' }),
          ndaV1,
        ),
      ],
    },
    {
      stage: 'preDueDiligence',
      files: [
        file(
          fileType({ stage: 'preDueDiligence', name: 'Quality manual', nameCn: '质量手册' }),
          null,
        ),
      ],
    },
    { stage: 'supplierEvaluation', files: [] },
    { stage: 'ongoingMaintenance', files: [] },
    { stage: 'phaseOut', files: [] },
  ],
  checks: [
    {
      check: 'ethic1',
      status: 'completed',
      score: 85,
      result: 'pass',
      comment: '现场审核通过',
      validFrom: '2026-01-10',
      validUntil: '2027-01-09',
      updatedBy: 'carol',
      updatedAt: '2026-01-10T02:15:00Z',
    },
    ...(['ethic2', 'fullReport', 'dra', 'sustainability'] as const).map((check) => ({
      check,
      status: 'notStarted' as const,
      score: null,
      result: null,
      comment: '',
      validFrom: null,
      validUntil: null,
      updatedBy: null,
      updatedAt: null,
    })),
  ],
  records: [
    {
      id: 2,
      event: 'stage',
      fromValue: 'basicInfo',
      toValue: 'preDueDiligence',
      fileTypeName: null,
      fileTypeNameCn: null,
      versionNo: null,
      comment: 'Basic files complete',
      username: 'alice',
      createdAt: '2026-01-12T08:00:00Z',
    },
    {
      id: 1,
      event: 'upload',
      fromValue: '',
      toValue: 'awaitingReview',
      fileTypeName: 'Non-disclosure agreement',
      fileTypeNameCn: '保密协议',
      versionNo: 2,
      comment: '',
      username: 'alice',
      createdAt: '2026-01-11T08:00:00Z',
    },
  ],
  generatedBy: 'dave',
  generatedAt: '2026-02-01T01:30:00Z',
};
