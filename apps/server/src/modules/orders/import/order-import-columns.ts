import {
  CURRENCIES,
  DESTINATION_COUNTRIES,
  DESTINATION_NAMES,
  LANGUAGES,
  type Language,
} from '@lading/shared';
import { headerLookup, type ImportColumnBase } from '../../../platform/import/import-columns';

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

type Titles = Record<Language, string>;

const column = (
  field: string,
  kind: CellKind,
  required: boolean,
  titles: Titles,
  extra: { width?: number; max?: number; aliases?: readonly string[] } = {},
): OrderColumn => ({
  field,
  kind,
  required,
  title: (lang) => titles[lang],
  width: extra.width ?? 14,
  ...(extra.max ? { max: extra.max } : {}),
  ...(extra.aliases ? { aliases: extra.aliases } : {}),
});

export const PO_COLUMNS: readonly OrderColumn[] = [
  column(
    'poNumber',
    'code',
    true,
    { en: 'PO Number', zh: '采购订单号' },
    {
      width: 16,
      max: 40,
      aliases: ['PO No.', 'PO No', 'PO#', 'Purchase Order', 'DocNum', '采购单号'],
    },
  ),
  column(
    'lineNo',
    'int',
    true,
    { en: 'Line No.', zh: '行号' },
    {
      width: 9,
      aliases: ['Line', 'Line Number', 'LineNum', 'PO Line'],
    },
  ),
  column(
    'supplierCode',
    'code',
    true,
    { en: 'Supplier Code', zh: '供应商代码' },
    {
      width: 14,
      max: 40,
      aliases: ['Vendor Code', 'CardCode', 'Supplier', '供应商编码'],
    },
  ),
  column(
    'originator',
    'text',
    true,
    { en: 'Originator', zh: '下单人' },
    {
      width: 14,
      max: 60,
      aliases: ['Buyer', '采购员'],
    },
  ),
  column(
    'destinationCountry',
    'country',
    true,
    { en: 'Destination', zh: '目的国' },
    {
      width: 12,
      aliases: ['Destination Country', 'Country'],
    },
  ),
  column(
    'currency',
    'currency',
    true,
    { en: 'Currency', zh: '币种' },
    {
      width: 10,
      aliases: ['Curr', 'DocCur'],
    },
  ),
  column(
    'itemNumber',
    'code',
    false,
    { en: 'Item Number', zh: '物料编号' },
    {
      width: 16,
      max: 40,
      aliases: ['Item No.', 'Item No', 'ItemCode', 'Item Code'],
    },
  ),
  column(
    'productCode',
    'code',
    false,
    { en: 'Product ID', zh: '产品 ID' },
    {
      width: 16,
      max: 40,
    },
  ),
  column(
    'orderQty',
    'qty',
    true,
    { en: 'Order Qty', zh: '订单数量' },
    {
      width: 11,
      aliases: ['Quantity', 'Qty', 'Order Quantity'],
    },
  ),
  column(
    'unitPrice',
    'money',
    true,
    { en: 'Unit Price', zh: '单价' },
    {
      width: 11,
      aliases: ['Price', 'Price per Unit'],
    },
  ),
  column(
    'discountPct',
    'percent',
    false,
    { en: 'Discount %', zh: '折扣 %' },
    {
      width: 11,
      aliases: ['Discount', 'Disc %', 'Discount (%)', '折扣', '折扣（%）'],
    },
  ),
  column(
    'rowTotalUsd',
    'money',
    false,
    { en: 'Row Total (USD)', zh: '行总额（美元）' },
    {
      width: 15,
      aliases: ['Row Total', 'Total (USD)', 'Line Total', 'Final Row Total'],
    },
  ),
  column(
    'rdd',
    'date',
    true,
    { en: 'RDD', zh: '要求交期' },
    {
      width: 12,
      aliases: ['Requested Delivery Date', 'PO RDD', 'Req. Date', '要求到货日期'],
    },
  ),
  column(
    'loadingPoint',
    'text',
    true,
    { en: 'Loading Point', zh: '装货地' },
    {
      width: 16,
      max: 100,
      aliases: ['POL', 'Port of Loading', '装货点'],
    },
  ),
  column(
    'soNumber',
    'code',
    false,
    { en: 'SO Number', zh: '销售订单号' },
    {
      width: 14,
      max: 40,
      aliases: ['SO No.', 'SO No', 'SO#', 'Sales Order'],
    },
  ),
  column(
    'soLineNo',
    'int',
    false,
    { en: 'SO Line', zh: '销售订单行号' },
    {
      width: 9,
      aliases: ['SO Line No.', 'SO Line No'],
    },
  ),
];

export const SO_COLUMNS: readonly OrderColumn[] = [
  column(
    'soNumber',
    'code',
    true,
    { en: 'SO Number', zh: '销售订单号' },
    {
      width: 14,
      max: 40,
      aliases: ['SO No.', 'SO No', 'SO#', 'Sales Order', 'DocNum'],
    },
  ),
  column(
    'lineNo',
    'int',
    true,
    { en: 'Line No.', zh: '行号' },
    {
      width: 9,
      aliases: ['Line', 'Line Number', 'LineNum', 'SO Line'],
    },
  ),
  column(
    'postingDate',
    'date',
    true,
    { en: 'Posting Date', zh: '过账日期' },
    {
      width: 12,
      aliases: ['DocDate', 'Document Date'],
    },
  ),
  column(
    'rdd',
    'date',
    true,
    { en: 'RDD', zh: '要求交期' },
    {
      width: 12,
      aliases: ['Requested Delivery Date', 'SO RDD', 'Req. Date', '要求到货日期'],
    },
  ),
  column(
    'originalRdd',
    'date',
    false,
    { en: 'Original RDD', zh: '原要求交期' },
    {
      width: 14,
      aliases: ['Orig. RDD', '原始 RDD', '原始要求到货日期'],
    },
  ),
  column(
    'bpReferenceNo',
    'text',
    false,
    { en: 'BP Reference No.', zh: 'BP 参考号' },
    {
      width: 16,
      max: 60,
      aliases: ['BP Reference', 'NumAtCard', 'Customer Ref. No.', '客户参考号'],
    },
  ),
  column(
    'country',
    'country',
    true,
    { en: 'Country', zh: '国家' },
    {
      width: 10,
      aliases: ['Destination'],
    },
  ),
  column(
    'itemNumber',
    'code',
    false,
    { en: 'Item Number', zh: '物料编号' },
    {
      width: 16,
      max: 40,
      aliases: ['Item No.', 'Item No', 'ItemCode', 'Item Code'],
    },
  ),
  column(
    'productCode',
    'code',
    false,
    { en: 'Product ID', zh: '产品 ID' },
    {
      width: 16,
      max: 40,
    },
  ),
  column(
    'qty',
    'qty',
    true,
    { en: 'Qty', zh: '数量' },
    {
      width: 9,
      aliases: ['Quantity', 'Order Qty'],
    },
  ),
  column(
    'rowTotalUsd',
    'money',
    true,
    { en: 'Row Total (USD)', zh: '行总额（美元）' },
    {
      width: 15,
      aliases: ['Row Total', 'Total (USD)', 'Line Total'],
    },
  ),
];

export const poColumnForHeader = headerLookup(PO_COLUMNS, { aliases: (c) => c.aliases ?? [] });
export const soColumnForHeader = headerLookup(SO_COLUMNS, { aliases: (c) => c.aliases ?? [] });

/** What the destination/country columns take: the code or the country's name in either language. */
const COUNTRY_WORDS = new Map<string, string>(
  DESTINATION_COUNTRIES.flatMap((code) => [
    [code.toLowerCase(), code],
    ...LANGUAGES.map((lang): [string, string] => [
      DESTINATION_NAMES[code][lang].toLowerCase(),
      code,
    ]),
  ]),
);
export const countryCode = (text: string) => COUNTRY_WORDS.get(text.trim().toLowerCase());
export const currencyCode = (text: string) =>
  CURRENCIES.find((code) => code === text.trim().toUpperCase());
