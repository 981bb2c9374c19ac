import {
  formatDate,
  formatDateTime,
  label,
  type DeliveryNoteItem,
  type Language,
  type PendingLineItem,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS, type ExportColumn } from '../../platform/export/xlsx-stream';
import { statusName } from './delivery-note-rules';

/** The Excel columns of the delivery note list and of the pending stock-in lines (issue 16). */

type Field =
  | 'noteNo'
  | 'supplier'
  | 'status'
  | 'packages'
  | 'grossWeightKg'
  | 'expectedArrival'
  | 'remark'
  | 'lineCount'
  | 'totalQty'
  | 'receivedQty'
  | 'createdBy'
  | 'createdAt'
  | 'submittedAt'
  | 'receivedAt'
  | 'lineNo'
  | 'poLine'
  | 'qty';

const field = (lang: Language, key: Field) => label(lang, `stock:deliveryNotes.page.fields.${key}`);
const exportLabel = (
  lang: Language,
  key: 'warehouseCode' | 'warehouseName' | 'productCode' | 'productName',
) => label(lang, `stock:deliveryNotes.export.${key}`);

export const deliveryNoteColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<DeliveryNoteItem>[] => [
  { header: field(lang, 'noteNo'), width: 20, value: (row) => row.noteNo },
  { header: field(lang, 'supplier'), width: 24, value: (row) => row.supplierName },
  { header: exportLabel(lang, 'warehouseCode'), width: 14, value: (row) => row.warehouseCode },
  { header: exportLabel(lang, 'warehouseName'), width: 22, value: (row) => row.warehouseName },
  { header: field(lang, 'status'), width: 14, value: (row) => statusName(lang, row.status) },
  {
    header: field(lang, 'expectedArrival'),
    width: 14,
    value: (row) => formatDate(row.expectedArrival ?? ''),
  },
  {
    header: field(lang, 'packages'),
    width: 10,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.packages,
  },
  {
    header: field(lang, 'grossWeightKg'),
    width: 14,
    numFmt: EXCEL_NUMBER_FORMATS.kg,
    value: (row) => row.grossWeightKg,
  },
  {
    header: field(lang, 'lineCount'),
    width: 8,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.lineCount,
  },
  {
    header: field(lang, 'totalQty'),
    width: 12,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.totalQty,
  },
  {
    header: field(lang, 'receivedQty'),
    width: 12,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.receivedQty,
  },
  { header: field(lang, 'remark'), width: 30, value: (row) => row.remark },
  { header: field(lang, 'createdBy'), width: 16, value: (row) => row.createdBy ?? '' },
  {
    header: field(lang, 'createdAt'),
    width: 18,
    value: (row) => formatDateTime(row.createdAt, timeZone),
  },
  {
    header: field(lang, 'submittedAt'),
    width: 18,
    value: (row) => formatDateTime(row.submittedAt ?? '', timeZone),
  },
  {
    header: field(lang, 'receivedAt'),
    width: 18,
    value: (row) => formatDateTime(row.receivedAt ?? '', timeZone),
  },
];

export const pendingLineColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<PendingLineItem>[] => [
  { header: field(lang, 'noteNo'), width: 20, value: (row) => row.noteNo },
  {
    header: field(lang, 'lineNo'),
    width: 8,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.lineNo,
  },
  { header: field(lang, 'supplier'), width: 24, value: (row) => row.supplierName },
  { header: exportLabel(lang, 'warehouseCode'), width: 14, value: (row) => row.warehouseCode },
  { header: field(lang, 'poLine'), width: 18, value: (row) => `${row.poNumber} / ${row.poLineNo}` },
  { header: exportLabel(lang, 'productCode'), width: 16, value: (row) => row.productCode },
  { header: exportLabel(lang, 'productName'), width: 30, value: (row) => row.productName },
  {
    header: field(lang, 'qty'),
    width: 10,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.qty,
  },
  {
    header: field(lang, 'expectedArrival'),
    width: 14,
    value: (row) => formatDate(row.expectedArrival ?? ''),
  },
  {
    header: field(lang, 'submittedAt'),
    width: 18,
    value: (row) => formatDateTime(row.submittedAt ?? '', timeZone),
  },
];
