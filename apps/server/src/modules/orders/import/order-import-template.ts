import {
  CURRENCIES,
  DESTINATION_COUNTRIES,
  DESTINATION_NAMES,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  type Language,
} from '@lading/shared';
import { buildImportTemplate, fillText } from '../../../platform/import/import-template';
import { PO_COLUMNS, SO_COLUMNS, type OrderColumn } from './order-import-columns';

type Both = Record<Language, string>;

const TEXT = {
  poSheet: { en: 'PO lines', zh: '采购订单行' },
  soSheet: { en: 'SO lines', zh: '销售订单行' },
  poFile: { en: 'po-import-template', zh: '采购订单导入模板' },
  soFile: { en: 'so-import-template', zh: '销售订单导入模板' },
  common: {
    en: [
      'One row per order line, from row 2 of the first sheet; keep the header row. The order header (number, dates, country …) is repeated on every line of the order and must be the same on all of them.',
      `All or nothing: if any row is refused, nothing is imported and every refused row is listed with the reason. At most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_MB} MB per file.`,
      'Headers may be in English or Chinese (common ERP spellings such as "PO No." or "ItemCode" are recognized); columns marked * are required; other columns are ignored.',
      'A row updates the line with the same order number and line no. when it exists, and adds it otherwise. Lines not in the file are left as they are.',
      'Dates: an Excel date or text YYYY-MM-DD (also YYYY/MM/DD, YYYYMMDD).',
    ],
    zh: [
      '在第一个工作表中每行填写一个订单行，从第 2 行开始；请保留标题行。订单抬头（单号、日期、国家等）在该订单的每一行重复填写，且必须一致。',
      `全部成功或全部不导入：只要有一行未通过校验，就不会导入任何数据，并列出每个未通过的行及原因。每个文件最多 ${IMPORT_MAX_ROWS} 行、${IMPORT_MAX_MB} MB。`,
      '标题可以是中文或英文（也识别常见 ERP 写法，如“PO No.”“ItemCode”）；带 * 的列为必填；其他列会被忽略。',
      '订单号 + 行号已存在时更新该行，否则新增。文件中没有的行保持不变。',
      '日期：Excel 日期，或文本 YYYY-MM-DD（也可 YYYY/MM/DD、YYYYMMDD）。',
    ],
  },
  po: {
    en: [
      'A change of the order quantity or RDD of a line that is already planned or shipped is refused (reported, not applied).',
      'Row Total (USD) is taken as given; when empty it is computed as quantity × unit price × (1 − discount %) at the fixed rate of the currency.',
    ],
    zh: [
      '已计划或已发运的订单行，其订单数量或 RDD 的修改会被拒绝（列出原因，不会应用）。',
      '行总额（美元）按文件填写的值保存；为空时按 数量 × 单价 × (1 − 折扣%) 及该币种的固定汇率计算。',
    ],
  },
  so: {
    en: ['Original RDD: when empty, the RDD of the first import is kept as the original RDD.'],
    zh: ['原始要求到货日期：为空时，以首次导入时的 RDD 作为原始 RDD。'],
  },
  hints: {
    orderNumber: {
      en: 'Up to 40 letters, digits and . _ / -',
      zh: '最多 40 个字符，仅限字母、数字和 . _ / -',
    },
    lineNo: {
      en: 'Whole number from 1; with the order number it identifies the line',
      zh: '从 1 开始的整数；与订单号一起确定订单行',
    },
    supplierCode: { en: 'The supplier code in Lading', zh: 'Lading 中的供应商代码' },
    originator: { en: 'Who placed the order, up to 60 characters', zh: '下单人，最多 60 个字符' },
    country: {
      en: 'Country code or name, one of: {values}',
      zh: '国家代码或名称，可选值：{values}',
    },
    currency: { en: 'One of: {values}', zh: '可选值：{values}' },
    itemNumber: {
      en: 'The item number of a product in Lading; give this or the Product ID (or both, for the same product)',
      zh: 'Lading 中产品的物料编号；填写物料编号或产品 ID（或两者，须为同一产品）',
    },
    productCode: {
      en: 'The Product ID of a product in Lading; give this or the Item Number',
      zh: 'Lading 中的产品 ID；填写产品 ID 或物料编号',
    },
    orderQty: {
      en: 'Whole number above 0; not below what is already planned or shipped',
      zh: '大于 0 的整数；不能小于已计划和已发运的数量',
    },
    qty: { en: 'Whole number above 0', zh: '大于 0 的整数' },
    unitPrice: {
      en: 'Price per unit in the order currency, at most 2 decimals',
      zh: '以订单币种计的单价，最多 2 位小数',
    },
    discountPct: {
      en: '0 to 100, at most 2 decimals (empty = 0)',
      zh: '0 到 100，最多 2 位小数（空 = 0）',
    },
    rowTotalUsd: { en: 'US dollars, at most 2 decimals', zh: '美元，最多 2 位小数' },
    rowTotalUsdOptional: {
      en: 'US dollars, at most 2 decimals; empty = computed',
      zh: '美元，最多 2 位小数；为空时自动计算',
    },
    rdd: { en: 'Requested delivery date', zh: '要求交期（要求到货日期）' },
    postingDate: { en: 'The date the order was posted', zh: '订单过账日期' },
    originalRdd: {
      en: 'The first requested delivery date (optional)',
      zh: '最初的要求到货日期（选填）',
    },
    loadingPoint: {
      en: 'A loading point in Lading, by short name or name',
      zh: 'Lading 中的装货地，填写简称或名称',
    },
    soNumber: {
      en: 'The sales order this line covers (optional); give SO Line with it',
      zh: '本行对应的销售订单（选填）；须同时填写销售订单行号',
    },
    soLineNo: {
      en: 'The line of that sales order (optional); empty for a risk buy',
      zh: '该销售订单的行号（选填）；风险采购留空',
    },
    bpReferenceNo: {
      en: "The customer's reference, up to 60 characters",
      zh: '客户参考号，最多 60 个字符',
    },
  } satisfies Record<string, Both>,
} as const;

const join = (values: readonly string[], lang: Language) =>
  values.join(lang === 'zh' ? '、' : ', ');
const countries = (lang: Language) =>
  DESTINATION_COUNTRIES.map((code) => `${code} (${DESTINATION_NAMES[code][lang]})`);

function hint(kind: 'po' | 'so') {
  return (column: OrderColumn, lang: Language): string => {
    const h = TEXT.hints;
    switch (column.field) {
      case 'poNumber':
      case 'soNumber':
        return kind === 'po' && column.field === 'soNumber'
          ? h.soNumber[lang]
          : h.orderNumber[lang];
      case 'destinationCountry':
      case 'country':
        return fillText(h.country[lang], { values: join(countries(lang), lang) });
      case 'currency':
        return fillText(h.currency[lang], { values: join(CURRENCIES, lang) });
      case 'rowTotalUsd':
        return kind === 'po' ? h.rowTotalUsdOptional[lang] : h.rowTotalUsd[lang];
      default:
        return (h as Record<string, Both>)[column.field]?.[lang] ?? '';
    }
  };
}

export const orderTemplateFileName = (kind: 'po' | 'so', lang: Language) =>
  `${(kind === 'po' ? TEXT.poFile : TEXT.soFile)[lang]}.xlsx`;

const byField = (columns: readonly OrderColumn[], field: string) =>
  columns.find((column) => column.field === field)!;

/** The PO import template in `lang`: the PO-lines sheet and the instructions. */
export const buildPoTemplate = (lang: Language) =>
  buildImportTemplate({
    lang,
    sheetName: TEXT.poSheet[lang],
    columns: PO_COLUMNS,
    hint: hint('po'),
    general: [...TEXT.common[lang], ...TEXT.po[lang]],
    lists: [
      { column: byField(PO_COLUMNS, 'destinationCountry'), values: DESTINATION_COUNTRIES },
      { column: byField(PO_COLUMNS, 'currency'), values: CURRENCIES },
    ],
  });

/** The SO import template in `lang`: the SO-lines sheet and the instructions. */
export const buildSoTemplate = (lang: Language) =>
  buildImportTemplate({
    lang,
    sheetName: TEXT.soSheet[lang],
    columns: SO_COLUMNS,
    hint: hint('so'),
    general: [...TEXT.common[lang], ...TEXT.so[lang]],
    lists: [{ column: byField(SO_COLUMNS, 'country'), values: DESTINATION_COUNTRIES }],
  });
