import {
  AVL_REQUEST_STATUS_NAMES,
  CHECK_STATUS_NAMES,
  FILE_STATUS_NAMES,
  FILE_TYPE_KIND_NAMES,
  SUPPLIER_CHECK_NAMES,
  SUPPLIER_STATUS_NAMES,
  SUPPLY_STAGE_NAMES,
  formatDateTime,
  label,
  type ApprovalItem,
  type AvlRequestItem,
  type DdReportItem,
  type Language,
  type LabelCatalog,
  type NdaContractItem,
  type StageRecordItem,
  stageRecordValueName,
} from '@lading/shared';
import type { ExportColumn } from '../../platform/export/xlsx-stream';

type Field = keyof LabelCatalog['dueDiligence']['fields'];
const fieldLabel = (lang: Language, key: Field) => label(lang, `dueDiligence:fields.${key}`);

const yesNo = (lang: Language, value: boolean) =>
  label(lang, value ? 'dueDiligence:yes' : 'dueDiligence:no');

/** Excel columns of the due-diligence lists (issue 17), headed in the caller's language. */
export const ddExportColumns = {
  approvals(lang: Language, zone: string): ExportColumn<ApprovalItem>[] {
    const f = (key: Field) => fieldLabel(lang, key);
    return [
      { header: f('supplierCode'), width: 14, value: (row) => row.supplierCode },
      { header: f('supplier'), width: 30, value: (row) => row.supplierName },
      { header: f('stage'), width: 20, value: (row) => SUPPLY_STAGE_NAMES[row.stage][lang] },
      {
        header: f('fileType'),
        width: 26,
        value: (row) => (lang === 'zh' ? row.fileTypeNameCn : row.fileTypeName),
      },
      { header: f('kind'), width: 12, value: (row) => FILE_TYPE_KIND_NAMES[row.kind][lang] },
      { header: f('version'), width: 8, value: (row) => row.versionNo },
      { header: f('status'), width: 14, value: (row) => FILE_STATUS_NAMES[row.status][lang] },
      { header: f('fileName'), width: 30, value: (row) => row.fileName },
      { header: f('comment'), width: 36, value: (row) => row.comment },
      { header: f('validFrom'), width: 12, value: (row) => row.validFrom ?? '' },
      { header: f('validUntil'), width: 12, value: (row) => row.validUntil ?? '' },
      { header: f('uploadedBy'), width: 14, value: (row) => row.uploadedBy },
      { header: f('uploadedAt'), width: 18, value: (row) => formatDateTime(row.uploadedAt, zone) },
    ];
  },

  stageRecords(lang: Language, zone: string): ExportColumn<StageRecordItem>[] {
    const f = (key: Field) => fieldLabel(lang, key);
    return [
      { header: f('at'), width: 18, value: (row) => formatDateTime(row.createdAt, zone) },
      {
        header: f('event'),
        width: 16,
        value: (row) => label(lang, `dueDiligence:events.${row.event}`),
      },
      {
        header: f('from'),
        width: 22,
        value: (row) => stageRecordValueName(row.event, row.fromValue, lang),
      },
      {
        header: f('to'),
        width: 22,
        value: (row) => stageRecordValueName(row.event, row.toValue, lang),
      },
      {
        header: f('fileType'),
        width: 26,
        value: (row) => (lang === 'zh' ? row.fileTypeNameCn : row.fileTypeName) ?? '',
      },
      { header: f('version'), width: 8, value: (row) => row.versionNo ?? '' },
      { header: f('comment'), width: 40, value: (row) => row.comment },
      { header: f('by'), width: 14, value: (row) => row.username },
    ];
  },

  avlRequests(lang: Language, zone: string): ExportColumn<AvlRequestItem>[] {
    const f = (key: Field) => fieldLabel(lang, key);
    return [
      { header: f('supplierCode'), width: 14, value: (row) => row.supplierCode },
      { header: f('supplier'), width: 30, value: (row) => row.supplierName },
      {
        header: f('fromStatus'),
        width: 28,
        value: (row) => SUPPLIER_STATUS_NAMES[row.fromStatus][lang],
      },
      {
        header: f('toStatus'),
        width: 28,
        value: (row) => SUPPLIER_STATUS_NAMES[row.toStatus][lang],
      },
      { header: f('reason'), width: 36, value: (row) => row.reason },
      {
        header: f('status'),
        width: 12,
        value: (row) => AVL_REQUEST_STATUS_NAMES[row.status][lang],
      },
      { header: f('requestedBy'), width: 14, value: (row) => row.requestedBy },
      {
        header: f('requestedAt'),
        width: 18,
        value: (row) => formatDateTime(row.requestedAt, zone),
      },
      { header: f('decidedBy'), width: 14, value: (row) => row.decidedBy ?? '' },
      { header: f('decidedAt'), width: 18, value: (row) => formatDateTime(row.decidedAt, zone) },
      { header: f('decisionComment'), width: 30, value: (row) => row.decisionComment },
    ];
  },

  ndaContracts(lang: Language): ExportColumn<NdaContractItem>[] {
    const f = (key: Field) => fieldLabel(lang, key);
    return [
      { header: f('supplierCode'), width: 14, value: (row) => row.supplierCode },
      { header: f('supplier'), width: 30, value: (row) => row.supplierName },
      {
        header: f('supplierStatus'),
        width: 28,
        value: (row) => SUPPLIER_STATUS_NAMES[row.supplierStatus][lang],
      },
      {
        header: f('fileType'),
        width: 24,
        value: (row) => (lang === 'zh' ? row.fileTypeNameCn : row.fileTypeName),
      },
      { header: f('kind'), width: 10, value: (row) => FILE_TYPE_KIND_NAMES[row.kind][lang] },
      { header: f('status'), width: 14, value: (row) => FILE_STATUS_NAMES[row.status][lang] },
      { header: f('signed'), width: 8, value: (row) => yesNo(lang, row.signed) },
      { header: f('version'), width: 8, value: (row) => row.versionNo ?? '' },
      { header: f('fileName'), width: 30, value: (row) => row.fileName ?? '' },
      { header: f('validFrom'), width: 12, value: (row) => row.validFrom ?? '' },
      { header: f('validUntil'), width: 12, value: (row) => row.validUntil ?? '' },
      { header: f('daysLeft'), width: 10, value: (row) => row.daysLeft ?? '' },
      { header: f('expiringSoon'), width: 12, value: (row) => yesNo(lang, row.expiringSoon) },
    ];
  },

  dueDiligence(lang: Language): ExportColumn<DdReportItem>[] {
    const f = (key: Field) => fieldLabel(lang, key);
    const checkColumns = (index: number): ExportColumn<DdReportItem>[] => {
      const name = (row: DdReportItem) => SUPPLIER_CHECK_NAMES[row.checks[index]!.check][lang];
      const title =
        SUPPLIER_CHECK_NAMES[
          (['ethic1', 'ethic2', 'fullReport', 'dra', 'sustainability'] as const)[index]!
        ][lang];
      return [
        {
          header: `${title} · ${f('status')}`,
          width: 14,
          value: (row) => (name(row) ? CHECK_STATUS_NAMES[row.checks[index]!.status][lang] : ''),
        },
        {
          header: `${title} · ${f('score')}`,
          width: 10,
          value: (row) => row.checks[index]!.score ?? '',
        },
        {
          header: `${title} · ${f('validUntil')}`,
          width: 12,
          value: (row) => row.checks[index]!.validUntil ?? '',
        },
      ];
    };
    return [
      { header: f('supplierCode'), width: 14, value: (row) => row.supplierCode },
      { header: f('supplier'), width: 30, value: (row) => row.supplierName },
      {
        header: f('supplierStatus'),
        width: 28,
        value: (row) => SUPPLIER_STATUS_NAMES[row.supplierStatus][lang],
      },
      { header: f('stage'), width: 20, value: (row) => SUPPLY_STAGE_NAMES[row.supplyStage][lang] },
      ...[0, 1, 2, 3, 4].flatMap(checkColumns),
      { header: f('missingFiles'), width: 10, value: (row) => row.missingFiles },
      { header: f('expiredFiles'), width: 10, value: (row) => row.expiredFiles },
      { header: f('pendingFiles'), width: 10, value: (row) => row.pendingFiles },
      { header: f('executedFiles'), width: 10, value: (row) => row.executedFiles },
    ];
  },
};
