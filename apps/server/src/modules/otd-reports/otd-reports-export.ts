import {
  CONTAINER_STATUS_NAMES,
  DESTINATION_NAMES,
  PRODUCT_CATEGORY_NAMES,
  labelGroup,
  type Language,
  type OtdLineItem,
  type UtilizationBand,
  type UtilizationContainerItem,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = labelGroup('otdReports', (labels) => labels.export.headers);
const BANDS = labelGroup('otdReports', (labels) => labels.bands);
const DELTAS = labelGroup('otdReports', (labels) => labels.deltas);

export const EXPORT_NAMES = labelGroup('otdReports', (labels) => labels.export.names);

const reasonsOf = (row: OtdLineItem, lang: Language) =>
  row.reasons
    .map((r) => {
      const name = lang === 'zh' ? r.nameZh : r.nameEn;
      const delta = DELTAS[String(r.delta) as keyof typeof DELTAS][lang];
      return `${delta}: ${r.code} ${name}${r.note ? ` (${r.note})` : ''}`;
    })
    .join('; ');

export const otdLineColumns = (lang: Language): ExportColumn<OtdLineItem>[] => [
  { header: HEADERS.poNumber[lang], width: 16, value: (r) => r.poNumber },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.lineNo },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.supplierCode },
  { header: HEADERS.supplierName[lang], width: 28, value: (r) => r.supplierName },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.productCode },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.productName },
  {
    header: HEADERS.category[lang],
    width: 14,
    value: (r) => PRODUCT_CATEGORY_NAMES[r.category][lang],
  },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.qty[lang], width: 8, value: (r) => r.qty },
  { header: HEADERS.rdd[lang], width: 12, value: (r) => r.rdd },
  { header: HEADERS.receivingDate[lang], width: 12, value: (r) => r.receivingDate },
  { header: HEADERS.daysLate[lang], width: 8, value: (r) => r.daysLate },
  {
    header: HEADERS.onTime[lang],
    width: 8,
    value: (r) => (r.onTime ? HEADERS.yes[lang] : HEADERS.no[lang]),
  },
  { header: HEADERS.reasons[lang], width: 48, value: (r) => reasonsOf(r, lang) },
];

const band = (value: UtilizationBand, lang: Language) => BANDS[value][lang];

export const utilizationContainerColumns = (
  lang: Language,
): ExportColumn<UtilizationContainerItem>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.status[lang], width: 12, value: (r) => CONTAINER_STATUS_NAMES[r.status][lang] },
  { header: HEADERS.loadingPoint[lang], width: 20, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.loadingDate[lang], width: 12, value: (r) => r.loadingDate ?? '' },
  {
    header: HEADERS.figures[lang],
    width: 10,
    value: (r) => (r.actual ? HEADERS.actual[lang] : HEADERS.planned[lang]),
  },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.cbm, numFmt: NUM.cbm },
  { header: HEADERS.usableCbm[lang], width: 10, value: (r) => r.usableCbm, numFmt: NUM.cbm },
  { header: HEADERS.cbmPct[lang], width: 10, value: (r) => r.cbmPct },
  { header: HEADERS.cbmBand[lang], width: 10, value: (r) => band(r.cbmBand, lang) },
  { header: HEADERS.grossKg[lang], width: 12, value: (r) => r.grossKg },
  { header: HEADERS.payloadKg[lang], width: 12, value: (r) => r.payloadKg },
  { header: HEADERS.weightPct[lang], width: 10, value: (r) => r.weightPct },
  { header: HEADERS.weightBand[lang], width: 10, value: (r) => band(r.weightBand, lang) },
];
