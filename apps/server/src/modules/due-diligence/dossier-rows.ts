import {
  CHECK_RESULT_NAMES,
  CHECK_STATUS_NAMES,
  COMPANY_TYPE_NAMES,
  CONTACT_NUMBERS,
  FILE_STATUS_NAMES,
  FILE_TYPE_KIND_NAMES,
  SUPPLIER_CHECKS,
  SUPPLIER_CHECK_NAMES,
  SUPPLIER_STATUS_NAMES,
  SUPPLY_STAGES,
  SUPPLY_STAGE_NAMES,
  contactKeys,
  formatDate,
  formatDateTime,
  label,
  stageRecordValueName,
  type LabelKey,
  type Language,
  type StageRecordItem,
  type SupplierCheckItem,
  type SupplierFileItem,
} from '@lading/shared';
import type { DossierData } from './dossier-data';

/**
 * The dossier's text in the caller's language, worked out once for both renderers
 * (dossier-docx.ts, dossier-pdf.ts): the titles, the profile as name–value pairs and each
 * table as header and row strings, so the Word and the PDF file say the same thing. A
 * cell's '\n' starts a new line.
 */

export interface DossierTable {
  headers: string[];
  /** each column's share of the table's width (the renderers scale them to the page) */
  weights: number[];
  rows: string[][];
}

export interface DossierContent {
  title: string;
  /** the supplier's code and full name */
  supplier: string;
  generated: string;
  headings: { profile: string; checks: string; files: string; records: string };
  /** name–value pairs, laid out two to a line */
  profile: [string, string][];
  /** one line each: "Contact 2" and what is known of them */
  contacts: [string, string][];
  checks: DossierTable;
  /** every stage in order; a null table: no file types in it */
  stages: { title: string; table: DossierTable | null }[];
  noFiles: string;
  records: DossierTable | null;
  noRecords: string;
  /** "Page {{page}} of {{pages}}", placeholders kept for the renderer to fill */
  pageTemplate: string;
}

export function dossierContent(
  data: DossierData,
  lang: Language,
  timeZone: string,
): DossierContent {
  const { supplier } = data;
  const dossier = (key: 'profile' | 'checks' | 'files' | 'records') =>
    label(lang, `dueDiligence:dossier.${key}`);
  return {
    title: label(lang, 'dueDiligence:dossier.title'),
    supplier: `${supplier.code}  ${supplier.fullName}`,
    generated: label(lang, 'dueDiligence:dossier.generatedAt', {
      at: formatDateTime(data.generatedAt, timeZone),
      user: data.generatedBy,
    }),
    headings: {
      profile: dossier('profile'),
      checks: dossier('checks'),
      files: dossier('files'),
      records: dossier('records'),
    },
    profile: [
      [label(lang, 'suppliers:fields.code'), supplier.code],
      [label(lang, 'suppliers:fields.status'), SUPPLIER_STATUS_NAMES[supplier.status][lang]],
      [label(lang, 'suppliers:fields.shortName'), supplier.shortName],
      [
        label(lang, 'dueDiligence:dossier.currentStage'),
        SUPPLY_STAGE_NAMES[supplier.supplyStage][lang],
      ],
      [label(lang, 'suppliers:fields.fullName'), supplier.fullName],
      [label(lang, 'dueDiligence:dossier.country'), supplier.homeCountry],
      [
        label(lang, 'dueDiligence:dossier.companyType'),
        COMPANY_TYPE_NAMES[supplier.companyType][lang],
      ],
      [label(lang, 'dueDiligence:dossier.paymentTerms'), supplier.paymentTerms],
    ],
    contacts: CONTACT_NUMBERS.flatMap((n): [string, string][] => {
      const keys = contactKeys(n);
      const known = [keys.name, keys.title, keys.email, keys.phone]
        .map((key) => supplier[key].trim())
        .filter((value) => value !== '');
      return known.length
        ? [[label(lang, 'suppliers:sections.contact', { n }), known.join(' · ')]]
        : [];
    }),
    checks: checksTable(data.checks, lang, timeZone),
    stages: [...data.stages]
      .sort((a, b) => SUPPLY_STAGES.indexOf(a.stage) - SUPPLY_STAGES.indexOf(b.stage))
      .map(({ stage, files }) => ({
        title: SUPPLY_STAGE_NAMES[stage][lang],
        table: files.length ? filesTable(files, lang, timeZone) : null,
      })),
    noFiles: label(lang, 'dueDiligence:dossier.noFiles'),
    records: data.records.length ? recordsTable(data.records, lang, timeZone) : null,
    noRecords: label(lang, 'dueDiligence:dossier.noRecords'),
    pageTemplate: label(lang, 'dueDiligence:dossier.page'),
  };
}

/** The names of the due-diligence fields (`dueDiligence:fields.*`). */
type Field<K = LabelKey> = K extends `dueDiligence:fields.${infer Name}` ? Name : never;
const field = (lang: Language, key: Field) => label(lang, `dueDiligence:fields.${key}`);

function checksTable(checks: SupplierCheckItem[], lang: Language, timeZone: string): DossierTable {
  const order = (check: SupplierCheckItem) => SUPPLIER_CHECKS.indexOf(check.check);
  return {
    headers: (
      [
        'check',
        'status',
        'score',
        'result',
        'comment',
        'validFrom',
        'validUntil',
        'updatedBy',
        'updatedAt',
      ] as const
    ).map((key) =>
      // a check's comment is not a file's summary comment
      key === 'comment' ? label(lang, 'dueDiligence:stage.checkComment') : field(lang, key),
    ),
    weights: [15, 9, 5, 9, 23, 9, 9, 10, 11],
    rows: [...checks]
      .sort((a, b) => order(a) - order(b))
      .map((check) => [
        SUPPLIER_CHECK_NAMES[check.check][lang],
        CHECK_STATUS_NAMES[check.status][lang],
        check.score === null ? '' : String(check.score),
        check.result === null ? '' : CHECK_RESULT_NAMES[check.result][lang],
        check.comment,
        formatDate(check.validFrom, timeZone),
        formatDate(check.validUntil, timeZone),
        check.updatedBy ?? '',
        formatDateTime(check.updatedAt, timeZone),
      ]),
  };
}

function filesTable(files: SupplierFileItem[], lang: Language, timeZone: string): DossierTable {
  return {
    headers: (
      [
        'fileType',
        'kind',
        'status',
        'version',
        'fileName',
        'validity',
        'uploadedBy',
        'uploadedAt',
      ] as const
    ).map((key) => field(lang, key)),
    weights: [17, 7, 16, 5, 21, 12, 10, 12],
    rows: files.map(({ fileType, status, latest, inEffect }) => {
      const statusLines = [FILE_STATUS_NAMES[status][lang]];
      // the approved version still in effect while a newer one waits or was refused
      if (inEffect && inEffect.id !== latest?.id) {
        const until = formatDate(inEffect.validUntil, timeZone);
        statusLines.push(
          until
            ? label(lang, 'dueDiligence:dossier.inEffect', { version: inEffect.versionNo, until })
            : label(lang, 'dueDiligence:dossier.inEffectOpen', { version: inEffect.versionNo }),
        );
      }
      const from = formatDate(latest?.validFrom, timeZone);
      const until = formatDate(latest?.validUntil, timeZone);
      return [
        lang === 'zh' ? fileType.nameCn || fileType.name : fileType.name || fileType.nameCn,
        FILE_TYPE_KIND_NAMES[fileType.kind][lang],
        statusLines.join('\n'),
        latest ? String(latest.versionNo) : '',
        latest?.fileName ?? '',
        from || until ? `${from} – ${until}` : '',
        latest?.uploadedBy ?? '',
        formatDateTime(latest?.uploadedAt, timeZone),
      ];
    }),
  };
}

function recordsTable(records: StageRecordItem[], lang: Language, timeZone: string): DossierTable {
  return {
    headers: [
      field(lang, 'event'),
      `${field(lang, 'from')} → ${field(lang, 'to')}`,
      field(lang, 'fileType'),
      field(lang, 'version'),
      field(lang, 'comment'),
      field(lang, 'by'),
      field(lang, 'at'),
    ],
    weights: [10, 19, 15, 5, 29, 10, 12],
    rows: records.map((record) => {
      const from = stageRecordValueName(record.event, record.fromValue, lang);
      const to = stageRecordValueName(record.event, record.toValue, lang);
      const fileType =
        lang === 'zh'
          ? record.fileTypeNameCn || record.fileTypeName
          : record.fileTypeName || record.fileTypeNameCn;
      return [
        label(lang, `dueDiligence:events.${record.event}`),
        from && to ? `${from} → ${to}` : from || to,
        fileType ?? '',
        record.versionNo === null ? '' : String(record.versionNo),
        record.comment,
        record.username,
        formatDateTime(record.createdAt, timeZone),
      ];
    }),
  };
}
