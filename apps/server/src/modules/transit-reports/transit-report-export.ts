import {
  CONTAINER_STATUS_NAMES,
  DESTINATION_NAMES,
  labelGroup,
  type Language,
  type LoadingPlanItem,
  type SeaReportItem,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = labelGroup('transitReports', (labels) => labels.export.headers);

export const EXPORT_NAMES = labelGroup('transitReports', (labels) => labels.export.names);

const suppliersOf = (row: { suppliers: { code: string; name: string }[] }) =>
  row.suppliers.map((s) => `${s.code} ${s.name}`).join('; ');
const yesNo = (value: boolean, lang: Language) => (value ? HEADERS.yes : HEADERS.no)[lang];

export const seaReportColumns = (lang: Language): ExportColumn<SeaReportItem>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.suppliers[lang], width: 30, value: suppliersOf },
  { header: HEADERS.loadingPoint[lang], width: 20, value: (r) => r.loadingPointName },
  { header: HEADERS.pol[lang], width: 16, value: (r) => r.pol },
  { header: HEADERS.pod[lang], width: 16, value: (r) => r.pod },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.shippingLine[lang], width: 18, value: (r) => r.shippingLineName ?? '' },
  { header: HEADERS.vessel[lang], width: 18, value: (r) => r.vessel },
  { header: HEADERS.voyage[lang], width: 10, value: (r) => r.voyage },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.firstEtd[lang], width: 12, value: (r) => r.firstEtd ?? '' },
  { header: HEADERS.atd[lang], width: 12, value: (r) => r.atd },
  { header: HEADERS.eta[lang], width: 12, value: (r) => r.eta ?? '' },
  { header: HEADERS.firstEta[lang], width: 12, value: (r) => r.firstEta ?? '' },
  { header: HEADERS.daysAtSea[lang], width: 10, value: (r) => r.daysAtSea },
  { header: HEADERS.transitDays[lang], width: 10, value: (r) => r.transitDays ?? '' },
  { header: HEADERS.expectedArrival[lang], width: 12, value: (r) => r.expectedArrival ?? '' },
  { header: HEADERS.delta4[lang], width: 10, value: (r) => r.delta4 ?? '' },
  { header: HEADERS.late[lang], width: 8, value: (r) => yesNo(r.late, lang) },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.cbm, numFmt: NUM.cbm },
];

export const loadingPlanColumns = (lang: Language): ExportColumn<LoadingPlanItem>[] => [
  { header: HEADERS.week[lang], width: 10, value: (r) => r.week ?? '' },
  { header: HEADERS.readyDate[lang], width: 12, value: (r) => r.readyDate ?? '' },
  { header: HEADERS.loadingDate[lang], width: 12, value: (r) => r.loadingDate ?? '' },
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.status[lang], width: 12, value: (r) => CONTAINER_STATUS_NAMES[r.status][lang] },
  { header: HEADERS.suppliers[lang], width: 30, value: suppliersOf },
  { header: HEADERS.loadingPoint[lang], width: 20, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.cbm, numFmt: NUM.cbm },
  { header: HEADERS.grossKg[lang], width: 10, value: (r) => r.grossKg, numFmt: NUM.kg },
  { header: HEADERS.ready[lang], width: 8, value: (r) => yesNo(r.ready, lang) },
  { header: HEADERS.lines[lang], width: 8, value: (r) => r.lines },
  { header: HEADERS.approvedLines[lang], width: 10, value: (r) => r.approvedLines },
  { header: HEADERS.pendingLines[lang], width: 10, value: (r) => r.pendingLines },
  { header: HEADERS.rejectedLines[lang], width: 10, value: (r) => r.rejectedLines },
];
