import {
  COUNTRY_SHORT_NAME_KEYS,
  PRODUCT_IMPORT_MAX_MB,
  PRODUCT_IMPORT_MAX_ROWS,
  fillLabel as fill,
  label,
  labelGroup,
  labelList,
  type Language,
} from '@lading/shared';
import { buildImportTemplate } from '../../../platform/import/import-template';
import { sheetName } from '../export-headers';
import { IMPORT_COLUMNS, allowedLabels, type ImportColumn } from './import-columns';

const TEXT_LIMITS: Record<string, number> = {
  shortName: 100,
  modelNumber: 60,
  modelName: 100,
  brand: 50,
  relatedMainProductModel: 60,
  parentSn: 60,
};

const HINTS = labelGroup('productImport', (labels) => labels.template.hints);

function hint(column: ImportColumn, lang: Language): string {
  const h = HINTS;
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

export const templateFileName = (lang: Language) =>
  `${label(lang, 'productImport:template.fileName')}.xlsx`;

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
    general: labelList(lang, 'productImport:template.general', {
      maxRows: PRODUCT_IMPORT_MAX_ROWS,
      maxMb: PRODUCT_IMPORT_MAX_MB,
    }),
    lists: [
      { column: column('activeness'), values: allowedLabels.activeness(lang) },
      { column: column('category'), values: allowedLabels.category(lang) },
      { column: column('serialized'), values: allowedLabels.serialized(lang) },
    ],
  });
}
