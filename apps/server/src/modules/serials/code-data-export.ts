import {
  formatDateTime,
  label,
  type LABELS,
  type CodeDataItem,
  type ComparisonLine,
  type ContainerDataItem,
  type Language,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS, type ExportColumn } from '../../platform/export/xlsx-stream';

/**
 * The Excel columns of the code data exports (issue 19): the code list (also what an export
 * task writes per code) and a container's comparison. Titles from the `serialExports`
 * labels in the reader's language; instants as `YYYY-MM-DD HH:mm` in the display zone.
 */

type ColumnKey = keyof (typeof LABELS)['en']['serialExports']['columns'];

const title = (lang: Language, key: ColumnKey) => label(lang, `serialExports:columns.${key}`);

/** A comparison line as exported: the container's numbers on each. */
export type ComparisonExportRow = ComparisonLine &
  Pick<ContainerDataItem, 'containerNo' | 'shipmentNo'>;

export const codeColumns = (lang: Language, timeZone: string): ExportColumn<CodeDataItem>[] => [
  { header: title(lang, 'code'), width: 28, value: (row) => row.code },
  {
    header: title(lang, 'level'),
    width: 12,
    value: (row) => label(lang, `serials:levels.${row.level}`),
  },
  { header: title(lang, 'product'), width: 16, value: (row) => row.productCode },
  { header: title(lang, 'productName'), width: 26, value: (row) => row.productName },
  { header: title(lang, 'supplier'), width: 12, value: (row) => row.supplierCode },
  { header: title(lang, 'poNumber'), width: 16, value: (row) => row.poNumber },
  { header: title(lang, 'poLineNo'), width: 10, value: (row) => row.poLineNo },
  { header: title(lang, 'parentCode'), width: 28, value: (row) => row.parentCode },
  { header: title(lang, 'containerCode'), width: 16, value: (row) => row.containerCode },
  {
    header: title(lang, 'childCount'),
    width: 12,
    numFmt: EXCEL_NUMBER_FORMATS.qty,
    value: (row) => row.childCount,
  },
  {
    header: title(lang, 'createdAt'),
    width: 18,
    value: (row) => formatDateTime(row.createdAt, timeZone),
  },
  {
    header: title(lang, 'boundAt'),
    width: 18,
    value: (row) => formatDateTime(row.boundAt, timeZone),
  },
];

/** One row per line of the comparison. */
export const comparisonColumns = (lang: Language): ExportColumn<ComparisonExportRow>[] => [
  { header: title(lang, 'containerNo'), width: 16, value: (row) => row.containerNo },
  { header: title(lang, 'shipmentNo'), width: 18, value: (row) => row.shipmentNo },
  { header: title(lang, 'poNumber'), width: 16, value: (row) => row.poNumber },
  { header: title(lang, 'poLineNo'), width: 10, value: (row) => row.poLineNo },
  { header: title(lang, 'product'), width: 16, value: (row) => row.productCode },
  { header: title(lang, 'productName'), width: 26, value: (row) => row.productName },
  { header: title(lang, 'supplier'), width: 12, value: (row) => row.supplierCode },
  ...(['planned', 'scanned', 'difference'] as const).map(
    (key): ExportColumn<ComparisonExportRow> => ({
      header: title(lang, key),
      width: 12,
      numFmt: EXCEL_NUMBER_FORMATS.qty,
      value: (row) => row[key],
    }),
  ),
];
