import {
  CONTAINER_STATUS_NAMES,
  DESTINATION_NAMES,
  label,
  labelGroup,
  formatDateTime,
  type ContainerDetail,
  type ContainerItem,
  type ContainerLineItem,
  type Language,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';
import { containerTrackingColumns } from './container-tracking-export';

/**
 * Excel columns of planning: the planner's draft (one row per container line, the
 * container's fields repeated, spec §2 "export plan") and the shipping plan's container
 * list (one row per container).
 */
const HEADERS = labelGroup('planning', (labels) => labels.export.headers);

const yes = (lang: Language, value: boolean) =>
  label(lang, value ? 'common:words.yes' : 'common:words.no');

/** A line of the draft with its container and the container's place in the draft (1, 2…). */
export interface DraftExportRow {
  n: number;
  container: ContainerDetail;
  line: ContainerLineItem | null;
}

export const draftColumns = (lang: Language): ExportColumn<DraftExportRow>[] => [
  { header: HEADERS.container[lang], width: 10, value: (r) => `#${r.n}` },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.container.containerType },
  { header: HEADERS.loadingPoint[lang], width: 16, value: (r) => r.container.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.container.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.container.etd ?? '' },
  {
    header: HEADERS.shippingLine[lang],
    width: 16,
    value: (r) => r.container.shippingLineName ?? '',
  },
  { header: HEADERS.owner[lang], width: 12, value: (r) => r.container.ownerName ?? '' },
  {
    header: HEADERS.containerCbm[lang],
    width: 12,
    value: (r) => r.container.cbm,
    numFmt: NUM.cbm,
  },
  {
    header: HEADERS.containerKg[lang],
    width: 12,
    value: (r) => r.container.grossKg,
    numFmt: NUM.loadKg,
  },
  { header: HEADERS.utilization[lang], width: 10, value: (r) => r.container.utilizationPct },
  { header: HEADERS.overloaded[lang], width: 9, value: (r) => yes(lang, r.container.overloaded) },
  { header: HEADERS.poNumber[lang], width: 16, value: (r) => r.line?.poNumber ?? '' },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.line?.lineNo ?? '' },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.line?.supplierCode ?? '' },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.line?.productCode ?? '' },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.line?.productName ?? '' },
  { header: HEADERS.rdd[lang], width: 12, value: (r) => r.line?.rdd ?? '' },
  { header: HEADERS.qty[lang], width: 10, value: (r) => r.line?.qty ?? '' },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.line?.cbm ?? '', numFmt: NUM.cbm },
  {
    header: HEADERS.grossKg[lang],
    width: 10,
    value: (r) => r.line?.grossKg ?? '',
    numFmt: NUM.loadKg,
  },
  { header: HEADERS.notes[lang], width: 24, value: (r) => r.container.notes },
];

/** Every line of the draft, an empty container as one row without a line. */
export function* draftRows(containers: readonly ContainerDetail[]): Generator<DraftExportRow> {
  for (const [index, container] of containers.entries()) {
    if (!container.lines.length) yield { n: index + 1, container, line: null };
    for (const line of container.lines) yield { n: index + 1, container, line };
  }
}

export const containerColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<ContainerItem>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.status[lang], width: 10, value: (r) => CONTAINER_STATUS_NAMES[r.status][lang] },
  { header: HEADERS.loadingPoint[lang], width: 16, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.suppliers[lang], width: 20, value: (r) => r.suppliers.join(', ') },
  { header: HEADERS.lineCount[lang], width: 6, value: (r) => r.lineCount },
  { header: HEADERS.containerQty[lang], width: 10, value: (r) => r.qty },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.cbm, numFmt: NUM.cbm },
  { header: HEADERS.usableCbm[lang], width: 10, value: (r) => r.usableCbm, numFmt: NUM.cbm },
  { header: HEADERS.grossKg[lang], width: 12, value: (r) => r.grossKg, numFmt: NUM.loadKg },
  {
    header: HEADERS.maxPayloadKg[lang],
    width: 12,
    value: (r) => r.maxPayloadKg,
    numFmt: NUM.loadKg,
  },
  { header: HEADERS.utilization[lang], width: 10, value: (r) => r.utilizationPct },
  { header: HEADERS.overloaded[lang], width: 9, value: (r) => yes(lang, r.overloaded) },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.eta[lang], width: 12, value: (r) => r.eta ?? '' },
  { header: HEADERS.readyDate[lang], width: 12, value: (r) => r.readyDate ?? '' },
  {
    header: HEADERS.promisedDeliveryDate[lang],
    width: 14,
    value: (r) => r.promisedDeliveryDate ?? '',
  },
  ...containerTrackingColumns(lang),
  { header: HEADERS.shippingLine[lang], width: 16, value: (r) => r.shippingLineName ?? '' },
  { header: HEADERS.owner[lang], width: 12, value: (r) => r.ownerName ?? '' },
  { header: HEADERS.createdBy[lang], width: 12, value: (r) => r.createdByName ?? '' },
  {
    header: HEADERS.createdAt[lang],
    width: 18,
    value: (r) => formatDateTime(r.createdAt, timeZone),
  },
  { header: HEADERS.notes[lang], width: 24, value: (r) => r.notes },
];

export const PLANNING_EXPORT_NAMES = labelGroup('planning', (labels) => labels.export.names);
