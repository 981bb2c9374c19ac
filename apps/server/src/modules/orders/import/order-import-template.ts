import {
  CURRENCIES,
  DESTINATION_COUNTRIES,
  DESTINATION_NAMES,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  fillLabel,
  label,
  labelGroup,
  labelList,
  type Language,
} from '@lading/shared';
import { buildImportTemplate } from '../../../platform/import/import-template';
import { PO_COLUMNS, SO_COLUMNS, type OrderColumn } from './order-import-columns';

type Both = Record<Language, string>;

const HINTS = labelGroup('orderImport', (labels) => labels.template.hints);

/** The general rules of the instructions sheet, the file limits filled in. */
const general = (lang: Language, part: 'common' | 'po' | 'so') =>
  labelList(lang, `orderImport:template.general.${part}`, {
    maxRows: IMPORT_MAX_ROWS,
    maxMb: IMPORT_MAX_MB,
  });

const join = (values: readonly string[], lang: Language) =>
  values.join(lang === 'zh' ? '、' : ', ');
const countries = (lang: Language) =>
  DESTINATION_COUNTRIES.map((code) => `${code} (${DESTINATION_NAMES[code][lang]})`);

function hint(kind: 'po' | 'so') {
  return (column: OrderColumn, lang: Language): string => {
    const h = HINTS;
    switch (column.field) {
      case 'poNumber':
      case 'soNumber':
        return kind === 'po' && column.field === 'soNumber'
          ? h.soNumber[lang]
          : h.orderNumber[lang];
      case 'destinationCountry':
      case 'country':
        return fillLabel(h.country[lang], { values: join(countries(lang), lang) });
      case 'currency':
        return fillLabel(h.currency[lang], { values: join(CURRENCIES, lang) });
      case 'rowTotalUsd':
        return kind === 'po' ? h.rowTotalUsdOptional[lang] : h.rowTotalUsd[lang];
      default:
        return (h as Partial<Record<string, Both>>)[column.field]?.[lang] ?? '';
    }
  };
}

export const orderTemplateFileName = (kind: 'po' | 'so', lang: Language) =>
  `${label(lang, `orderImport:template.fileNames.${kind}`)}.xlsx`;

const byField = (columns: readonly OrderColumn[], field: string) =>
  columns.find((column) => column.field === field)!;

/** The PO import template in `lang`: the PO-lines sheet and the instructions. */
export const buildPoTemplate = (lang: Language) =>
  buildImportTemplate({
    lang,
    sheetName: label(lang, 'orderImport:template.sheets.po'),
    columns: PO_COLUMNS,
    hint: hint('po'),
    general: [...general(lang, 'common'), ...general(lang, 'po')],
    lists: [
      { column: byField(PO_COLUMNS, 'destinationCountry'), values: DESTINATION_COUNTRIES },
      { column: byField(PO_COLUMNS, 'currency'), values: CURRENCIES },
    ],
  });

/** The SO import template in `lang`: the SO-lines sheet and the instructions. */
export const buildSoTemplate = (lang: Language) =>
  buildImportTemplate({
    lang,
    sheetName: label(lang, 'orderImport:template.sheets.so'),
    columns: SO_COLUMNS,
    hint: hint('so'),
    general: [...general(lang, 'common'), ...general(lang, 'so')],
    lists: [{ column: byField(SO_COLUMNS, 'country'), values: DESTINATION_COUNTRIES }],
  });
