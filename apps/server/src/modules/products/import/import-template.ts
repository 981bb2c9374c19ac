import {
  COUNTRY_SHORT_NAME_KEYS,
  PRODUCT_IMPORT_MAX_MB,
  PRODUCT_IMPORT_MAX_ROWS,
  type Language,
} from '@lading/shared';
import { buildImportTemplate, fillText as fill } from '../../../platform/import/import-template';
import { sheetName } from '../export-headers';
import { IMPORT_COLUMNS, allowedLabels, type ImportColumn } from './import-columns';

const TEXT = {
  fileName: { en: 'product-import-template', zh: '产品导入模板' },
  general: {
    en: [
      'Fill one product per row on the first sheet, from row 2; keep the header row.',
      `All or nothing: if any row is refused, nothing is imported and every refused row is listed with the reason. At most ${PRODUCT_IMPORT_MAX_ROWS} rows and ${PRODUCT_IMPORT_MAX_MB} MB per file.`,
      'Headers may be in English or Chinese; columns marked * are required. CBM is computed from length × width × height and is not entered.',
      'Product ID and item number must be new: not already in Lading and not repeated in the file (case is ignored).',
    ],
    zh: [
      '在第一个工作表中每行填写一个产品，从第 2 行开始；请保留标题行。',
      `全部成功或全部不导入：只要有一行未通过校验，就不会导入任何数据，并列出每个未通过的行及原因。每个文件最多 ${PRODUCT_IMPORT_MAX_ROWS} 行、${PRODUCT_IMPORT_MAX_MB} MB。`,
      '标题可以是中文或英文；带 * 的列为必填。体积（CBM）由长 × 宽 × 高自动计算，无需填写。',
      '产品 ID 和物料编号必须是新的：系统中不存在，且在文件中不重复（不区分大小写）。',
    ],
  },
  hints: {
    code: {
      en: 'Up to 40 letters, digits and . _ / -',
      zh: '最多 40 个字符，仅限字母、数字和 . _ / -',
    },
    text: { en: 'Text, up to {max} characters', zh: '文本，最多 {max} 个字符' },
    kg: { en: 'kg, above 0, at most 3 decimals', zh: '千克，大于 0，最多 3 位小数' },
    grossKg: {
      en: 'kg, above 0, at most 3 decimals; not less than the net weight',
      zh: '千克，大于 0，最多 3 位小数；不小于净重',
    },
    cm: { en: 'cm, above 0, at most 1 decimal', zh: '厘米，大于 0，最多 1 位小数' },
    qty: { en: 'Whole number, 1 to 100000', zh: '整数，1 到 100000' },
    count: { en: 'Whole number, 0 or more (empty = 0)', zh: '整数，0 或以上（空 = 0）' },
    days: { en: 'Days, 0 to 365 (empty = 0)', zh: '天数，0 到 365（空 = 0）' },
    packageType: {
      en: 'Text, up to 30 characters, e.g. Carton, Pallet, Gift box',
      zh: '文本，最多 30 个字符，例如 Carton、Pallet、Gift box',
    },
    oneOf: { en: 'One of: {values}', zh: '可选值：{values}' },
    country: {
      en: 'Short name used in {country}, up to 50 characters (optional)',
      zh: '{country} 使用的简称，最多 50 个字符（选填）',
    },
  },
} as const;

const TEXT_LIMITS: Record<string, number> = {
  shortName: 100,
  modelNumber: 60,
  modelName: 100,
  brand: 50,
  relatedMainProductModel: 60,
  parentSn: 60,
};

function hint(column: ImportColumn, lang: Language): string {
  const h = TEXT.hints;
  const join = (values: string[]) => values.join(lang === 'zh' ? '、' : ', ');
  switch (column.field) {
    case 'productId':
    case 'itemNumber':
      return h.code[lang];
    case 'activeness':
      return fill(h.oneOf[lang], { values: join(allowedLabels.activeness(lang)) });
    case 'category':
      return fill(h.oneOf[lang], { values: join(allowedLabels.category(lang)) });
    case 'serialized':
      return fill(h.oneOf[lang], { values: join(allowedLabels.serialized(lang)) });
    case 'netWeightKg':
      return h.kg[lang];
    case 'grossWeightKg':
      return h.grossKg[lang];
    case 'lengthCm':
    case 'widthCm':
    case 'heightCm':
      return h.cm[lang];
    case 'qtyPerPackage':
      return h.qty[lang];
    case 'moq':
    case 'msq':
    case 'safetyStockQty':
      return h.count[lang];
    case 'standardLeadTimeDays':
    case 'safetyLeadTimeDays':
      return h.days[lang];
    case 'packageType':
      return h.packageType[lang];
    default: {
      const country = COUNTRY_SHORT_NAME_KEYS.find((key) => column.field.endsWith(`.${key}`));
      if (country) return fill(h.country[lang], { country });
      return fill(h.text[lang], { max: TEXT_LIMITS[column.field] ?? 60 });
    }
  }
}

export const templateFileName = (lang: Language) => `${TEXT.fileName[lang]}.xlsx`;

/**
 * The import template in the caller's language: the products sheet (header row only,
 * required columns marked *, drop-down lists on the enumerated columns) and an
 * instructions sheet (every column, whether required, what to enter, the allowed values).
 */
export function buildTemplate(lang: Language): Promise<Buffer> {
  const column = (field: string) => IMPORT_COLUMNS.find((c) => c.field === field)!;
  return buildImportTemplate({
    lang,
    sheetName: sheetName(lang),
    columns: IMPORT_COLUMNS,
    hint,
    general: TEXT.general[lang],
    lists: [
      { column: column('activeness'), values: allowedLabels.activeness(lang) },
      { column: column('category'), values: allowedLabels.category(lang) },
      { column: column('serialized'), values: allowedLabels.serialized(lang) },
    ],
  });
}
