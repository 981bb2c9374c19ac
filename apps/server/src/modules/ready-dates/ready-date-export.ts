import {
  CONFIRM_READY_DATE_NAMES,
  CONTAINER_STATUS_NAMES,
  labelGroup,
  CONTAINER_CHANGE_FIELD_NAMES,
  DESTINATION_NAMES,
  formatDateTime,
  type ConfirmReadyDate,
  type ContainerChangeField,
  type ContainerChangeHistoryItem,
  type Language,
  type PlanLineItem,
  type ReadyDateWarning,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = labelGroup('readyDates', (labels) => labels.export.headers);

const WARNING_NAMES: Record<ReadyDateWarning, Record<Language, string>> = labelGroup(
  'readyDates',
  (labels) => labels.export.warnings,
);

const confirmName = (value: number, lang: Language) =>
  CONFIRM_READY_DATE_NAMES[value as ConfirmReadyDate]?.[lang] ?? String(value);

export const EXPORT_NAMES = labelGroup('readyDates', (labels) => labels.export.names);

export const planLineColumns = (lang: Language): ExportColumn<PlanLineItem>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  {
    header: HEADERS.containerStatus[lang],
    width: 12,
    value: (r) => CONTAINER_STATUS_NAMES[r.containerStatus][lang],
  },
  { header: HEADERS.loadingPoint[lang], width: 20, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.poNumber[lang], width: 16, value: (r) => r.poNumber },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.lineNo },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.supplierCode },
  { header: HEADERS.supplierName[lang], width: 28, value: (r) => r.supplierName },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.productCode },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.productName },
  { header: HEADERS.qty[lang], width: 8, value: (r) => r.qty },
  { header: HEADERS.cbm[lang], width: 8, value: (r) => r.cbm, numFmt: NUM.cbm },
  { header: HEADERS.rdd[lang], width: 12, value: (r) => r.rdd },
  { header: HEADERS.readyDate[lang], width: 12, value: (r) => r.readyDate ?? '' },
  { header: HEADERS.originalReadyDate[lang], width: 12, value: (r) => r.originalReadyDate ?? '' },
  {
    header: HEADERS.confirmReadyDate[lang],
    width: 14,
    value: (r) => confirmName(r.confirmReadyDate, lang),
  },
  {
    header: HEADERS.warnings[lang],
    width: 30,
    value: (r) => r.warnings.map((code) => WARNING_NAMES[code][lang]).join('; '),
  },
  { header: HEADERS.containerReadyDate[lang], width: 12, value: (r) => r.containerReadyDate ?? '' },
];

const fieldName = (field: string, lang: Language) =>
  CONTAINER_CHANGE_FIELD_NAMES[field as ContainerChangeField]?.[lang] ?? field;

/** Approval states read as names; other values as stored. */
const valueOf = (field: string, value: string | null, lang: Language) =>
  value === null ? '' : field === 'lineConfirmReadyDate' ? confirmName(Number(value), lang) : value;

export const containerChangeColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<ContainerChangeHistoryItem>[] => [
  { header: HEADERS.at[lang], width: 18, value: (r) => formatDateTime(r.at, timeZone) },
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.field[lang], width: 20, value: (r) => fieldName(r.field, lang) },
  { header: HEADERS.before[lang], width: 14, value: (r) => valueOf(r.field, r.before, lang) },
  { header: HEADERS.after[lang], width: 14, value: (r) => valueOf(r.field, r.after, lang) },
  { header: HEADERS.reason[lang], width: 36, value: (r) => r.reason },
  { header: HEADERS.actor[lang], width: 14, value: (r) => r.actorName },
];
