import {
  CURRENCIES,
  DESTINATION_COUNTRIES,
  DESTINATION_NAMES,
  LANGUAGES,
  PO_LINE_COLUMNS,
  SO_LINE_COLUMNS,
  labelGroup,
  type ListColumn,
} from '@lading/shared';
import {
  headerLookup,
  normalizeHeader,
  type ImportColumnBase,
} from '../../../platform/import/import-columns';
import { ReferenceIndex } from '../../../platform/import/reference-match';
import {
  ORDER_EXPORT_HEADERS,
  poLineColumns,
  riskBuyColumns,
  soLineColumns,
} from '../order-export';

/**
 * The columns of the PO and SO import files, shaped as the ERP exports them: one row per
 * order line, the order's header fields repeated on every line. Headers in English or
 * Chinese (or a few ERP spellings); the template marks required columns with `*`.
 */

/** How a cell is read. */
export type CellKind =
  'code' | 'text' | 'int' | 'qty' | 'money' | 'percent' | 'date' | 'country' | 'currency';

export interface OrderColumn extends ImportColumnBase {
  kind: CellKind;
  /** Text columns: the longest value. */
  max?: number;
  /** ERP spellings also recognized (compared as headers are: case and spaces ignored). */
  aliases?: readonly string[];
}

/** `[en, zh]` header titles. */
type Titles = readonly [en: string, zh: string];

/** The template's header titles, from the labels catalog (`orderImport:template.headers`). */
const HEADERS = labelGroup('orderImport', (labels) => labels.template.headers);
const titles = (field: keyof typeof HEADERS): Titles => [HEADERS[field].en, HEADERS[field].zh];

const column = (
  field: string,
  kind: CellKind,
  required: boolean,
  [en, zh]: Titles,
  width: number,
  extra: { max?: number; aliases?: readonly string[]; standsInFor?: string } = {},
): OrderColumn => ({
  field,
  kind,
  required,
  title: (lang) => (lang === 'zh' ? zh : en),
  width,
  ...(extra.max ? { max: extra.max } : {}),
  ...(extra.aliases ? { aliases: extra.aliases } : {}),
  ...(extra.standsInFor ? { standsInFor: extra.standsInFor } : {}),
});

// Columns both files have (the order kind names the line and RDD aliases).
const LINE_ALIASES = ['Line', 'Line Number', 'LineNum'];
const RDD_ALIASES = ['Requested Delivery Date', 'Req. Date', '要求到货日期'];
const lineNo = (order: 'PO' | 'SO') =>
  column('lineNo', 'int', true, titles('lineNo'), 9, {
    aliases: [...LINE_ALIASES, `${order} Line`],
  });
const rdd = (order: 'PO' | 'SO') =>
  column('rdd', 'date', true, titles('rdd'), 12, {
    aliases: [...RDD_ALIASES, `${order} RDD`],
  });
const ITEM_NUMBER = column('itemNumber', 'code', false, titles('itemNumber'), 16, {
  max: 40,
  aliases: ['Item No.', 'Item No', 'ItemCode', 'Item Code'],
});
// a Product ID or the product's name (order-import-rows, resolveProducts)
const PRODUCT_CODE = column('productCode', 'text', false, titles('productCode'), 16, {
  max: 100,
});
const ROW_TOTAL = titles('rowTotalUsd');
const ROW_TOTAL_ALIASES = ['Row Total', 'Total (USD)', 'Line Total'];
const SO_NUMBER_ALIASES = ['SO No.', 'SO No', 'SO#', 'Sales Order'];

export const PO_COLUMNS: readonly OrderColumn[] = [
  column('poNumber', 'code', true, titles('poNumber'), 16, {
    max: 40,
    aliases: ['PO No.', 'PO No', 'PO#', 'Purchase Order', 'DocNum', '采购单号'],
  }),
  lineNo('PO'),
  // a code or a name (order-import-rows, supplierCodesByName)
  column('supplierCode', 'text', true, titles('supplierCode'), 14, {
    max: 100,
    aliases: ['Vendor Code', 'CardCode', '供应商编码'],
  }),
  column('originator', 'text', true, titles('originator'), 14, {
    max: 60,
    aliases: ['Buyer', '采购员'],
  }),
  column('destinationCountry', 'country', true, titles('destinationCountry'), 12, {
    aliases: ['Destination Country', 'Country'],
  }),
  column('currency', 'currency', true, titles('currency'), 10, { aliases: ['Curr', 'DocCur'] }),
  ITEM_NUMBER,
  PRODUCT_CODE,
  column('orderQty', 'qty', true, titles('orderQty'), 11, {
    aliases: ['Quantity', 'Qty', 'Order Quantity'],
  }),
  column('unitPrice', 'money', true, titles('unitPrice'), 11, {
    aliases: ['Price', 'Price per Unit'],
  }),
  column('discountPct', 'percent', false, titles('discountPct'), 11, {
    aliases: ['Discount', 'Disc %', 'Discount (%)', '折扣', '折扣（%）'],
  }),
  column('rowTotalUsd', 'money', false, ROW_TOTAL, 15, {
    aliases: [...ROW_TOTAL_ALIASES, 'Final Row Total'],
  }),
  rdd('PO'),
  column('loadingPoint', 'text', true, titles('loadingPoint'), 16, {
    max: 100,
    aliases: ['POL', 'Port of Loading', '装货点'],
  }),
  column('soNumber', 'code', false, titles('soNumber'), 14, {
    max: 40,
    aliases: SO_NUMBER_ALIASES,
  }),
  column('soLineNo', 'int', false, titles('soLineNo'), 9, {
    aliases: ['SO Line No.', 'SO Line No'],
  }),
];

/**
 * The columns a PO file is read with: the template's, and the supplier's name — read only
 * when the file has no supplier-code column (an export with the code column deleted); the
 * supplier is then found by its name (order-import-rows, supplierCodesByName).
 */
export const PO_READ_COLUMNS: readonly OrderColumn[] = [
  ...PO_COLUMNS,
  column('supplierName', 'text', false, titles('supplierName'), 30, {
    max: 100,
    aliases: ['Supplier Name', 'Vendor', 'Vendor Name', 'CardName', '供应商名称'],
    standsInFor: 'supplierCode',
  }),
];

export const SO_COLUMNS: readonly OrderColumn[] = [
  column('soNumber', 'code', true, titles('soNumber'), 14, {
    max: 40,
    aliases: [...SO_NUMBER_ALIASES, 'DocNum'],
  }),
  lineNo('SO'),
  column('postingDate', 'date', true, titles('postingDate'), 12, {
    aliases: ['DocDate', 'Document Date'],
  }),
  rdd('SO'),
  column('originalRdd', 'date', false, titles('originalRdd'), 14, {
    aliases: ['Orig. RDD', '原始 RDD', '原始要求到货日期'],
  }),
  column('bpReferenceNo', 'text', false, titles('bpReferenceNo'), 16, {
    max: 60,
    aliases: ['BP Reference', 'NumAtCard', 'Customer Ref. No.', '客户参考号'],
  }),
  column('country', 'country', true, titles('country'), 10, { aliases: ['Destination'] }),
  ITEM_NUMBER,
  PRODUCT_CODE,
  column('qty', 'qty', true, titles('qty'), 9, { aliases: ['Quantity', 'Order Qty'] }),
  column('rowTotalUsd', 'money', true, ROW_TOTAL, 15, { aliases: ROW_TOTAL_ALIASES }),
];

type ExportKey = keyof typeof ORDER_EXPORT_HEADERS;
type ExportHeaders = (lang: (typeof LANGUAGES)[number]) => readonly { header: string }[];

/**
 * Round trip: the lookup of an import that reads its own exports back. `reads` names the export
 * columns the import reads (export key → the import field it feeds); every other column of the
 * exports — statuses, open/planned quantities — is known and ignored (it wins over any
 * alias), so the exports' own definitions are the one source.
 */
function exportLookup(
  columns: readonly OrderColumn[],
  reads: Partial<Record<ExportKey, string>>,
  exports: readonly ExportHeaders[],
) {
  const readTitles = (field: string) =>
    Object.entries(reads)
      .filter(([, read]) => read === field)
      .flatMap(([key]) => LANGUAGES.map((lang) => ORDER_EXPORT_HEADERS[key as ExportKey][lang]));
  const read = new Set(
    Object.keys(reads).flatMap((key) =>
      LANGUAGES.map((lang) => normalizeHeader(ORDER_EXPORT_HEADERS[key as ExportKey][lang])),
    ),
  );
  const ignored = exports
    .flatMap((columnsOf) => LANGUAGES.flatMap((lang) => columnsOf(lang).map((c) => c.header)))
    .filter((header) => !read.has(normalizeHeader(header)));
  return headerLookup(columns, {
    aliases: (column) => [...(column.aliases ?? []), ...readTitles(column.field)],
    ignored,
  });
}

/** The columns of a shared definition that an import reads back: export key → import field. */
const readBack = (columns: readonly ListColumn<never>[]): Partial<Record<ExportKey, string>> =>
  Object.fromEntries(
    columns.flatMap((column) => (column.importAs ? [[column.key, column.importAs]] : [])),
  );

/** The PO report's columns read back: those the shared definition gives an import field. */
export const poColumnForHeader = exportLookup(PO_READ_COLUMNS, readBack(PO_LINE_COLUMNS), [
  poLineColumns,
  riskBuyColumns,
]);
/** The SO report's columns read back, likewise (SO_LINE_COLUMNS). */
export const soColumnForHeader = exportLookup(SO_COLUMNS, readBack(SO_LINE_COLUMNS), [
  soLineColumns,
]);

/** What the destination/country columns take: the code or the country's name in either language. */
export const COUNTRIES = new ReferenceIndex(
  DESTINATION_COUNTRIES.map((code) => ({
    value: code,
    code,
    names: [DESTINATION_NAMES[code].en, DESTINATION_NAMES[code].zh],
  })),
);
/** What the currency column takes: the code. */
export const CURRENCY_CODES = new ReferenceIndex(
  CURRENCIES.map((code) => ({ value: code, code, names: [] })),
);
