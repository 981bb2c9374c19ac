import {
  CONTAINER_STATUS_NAMES,
  DESTINATION_NAMES,
  PRODUCT_CATEGORY_NAMES,
  labelGroup,
  type Language,
  type ShippedAmountRow,
  type SpareContainer,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = labelGroup('amountReports', (labels) => labels.export.headers);

export const EXPORT_NAMES = labelGroup('amountReports', (labels) => labels.export.names);

const USD = '#,##0.00';

/** shippingAmountReport as Excel: one row per month × destination × supplier × category. */
export const shippedAmountColumns = (lang: Language): ExportColumn<ShippedAmountRow>[] => [
  { header: HEADERS.month[lang], width: 10, value: (r) => r.month },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.supplierCode },
  { header: HEADERS.supplierName[lang], width: 28, value: (r) => r.supplierName },
  {
    header: HEADERS.category[lang],
    width: 16,
    value: (r) => PRODUCT_CATEGORY_NAMES[r.category][lang],
  },
  { header: HEADERS.containers[lang], width: 10, value: (r) => r.containers },
  { header: HEADERS.lines[lang], width: 8, value: (r) => r.lines },
  { header: HEADERS.qty[lang], width: 12, value: (r) => r.qty, numFmt: NUM.qty },
  { header: HEADERS.amount[lang], width: 16, value: (r) => r.amountCents / 100, numFmt: USD },
];

/** spareReport as Excel: one row per container not yet shipped. */
export const spareContainerColumns = (lang: Language): ExportColumn<SpareContainer>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.status[lang], width: 12, value: (r) => CONTAINER_STATUS_NAMES[r.status][lang] },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.loadingPoint[lang], width: 20, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.readyDate[lang], width: 12, value: (r) => r.readyDate ?? '' },
  { header: HEADERS.lineCount[lang], width: 8, value: (r) => r.lineCount },
  { header: HEADERS.usableCbm[lang], width: 10, value: (r) => r.usableCbm, numFmt: NUM.cbm },
  { header: HEADERS.payloadKg[lang], width: 12, value: (r) => r.payloadKg, numFmt: NUM.loadKg },
  { header: HEADERS.loadedCbm[lang], width: 10, value: (r) => r.loadedCbm, numFmt: NUM.cbm },
  { header: HEADERS.loadedKg[lang], width: 12, value: (r) => r.loadedKg, numFmt: NUM.loadKg },
  { header: HEADERS.freeCbm[lang], width: 10, value: (r) => r.freeCbm, numFmt: NUM.cbm },
  { header: HEADERS.freeKg[lang], width: 12, value: (r) => r.freeKg, numFmt: NUM.loadKg },
  { header: HEADERS.utilization[lang], width: 10, value: (r) => r.utilizationPct },
];
