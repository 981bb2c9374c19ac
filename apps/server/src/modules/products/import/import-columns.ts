import {
  ACTIVENESS,
  COUNTRY_SHORT_NAME_KEYS,
  LANGUAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  type Language,
  type SaveProductRequest,
} from '@lading/shared';
import {
  headerLookup,
  normalizeHeader,
  templateHeader,
  type ImportColumnBase,
} from '../../../platform/import/import-columns';
import { header, word } from '../export-headers';

export { normalizeHeader, templateHeader };

/**
 * The columns of the import file: the product export's own headers (so an exported file
 * can be filled and imported back), in either language. The template marks required
 * columns with `*`; the reader ignores the marker, the export's derived columns (CBM,
 * unit CBM, updated at) and any column it does not know.
 */
type ScalarField = Exclude<keyof SaveProductRequest, 'countryShortNames'>;
type HeaderKey = Parameters<typeof header>[1];

export type ColumnKind = 'text' | 'number' | 'activeness' | 'category' | 'serialized';

export interface ImportColumn extends ImportColumnBase {
  /** The contract's field (`countryShortNames.NG` for a country's short name). */
  field: string;
  kind: ColumnKind;
}

const scalar = (
  field: ScalarField,
  kind: ColumnKind,
  required: boolean,
  width = 14,
): ImportColumn => ({
  field,
  kind,
  required,
  title: (lang) => header(lang, field as HeaderKey),
  width,
});

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  scalar('productId', 'text', true, 18),
  scalar('itemNumber', 'text', true, 18),
  scalar('shortName', 'text', true, 24),
  scalar('modelNumber', 'text', true, 18),
  scalar('modelName', 'text', true, 26),
  scalar('activeness', 'activeness', true, 12),
  scalar('brand', 'text', true),
  scalar('category', 'category', true, 16),
  scalar('netWeightKg', 'number', true),
  scalar('grossWeightKg', 'number', true),
  scalar('packageType', 'text', true),
  scalar('qtyPerPackage', 'number', true),
  scalar('lengthCm', 'number', true),
  scalar('widthCm', 'number', true),
  scalar('heightCm', 'number', true),
  scalar('serialized', 'serialized', true),
  scalar('moq', 'number', false),
  scalar('msq', 'number', false),
  scalar('standardLeadTimeDays', 'number', false),
  scalar('safetyStockQty', 'number', false),
  scalar('safetyLeadTimeDays', 'number', false),
  scalar('relatedMainProductModel', 'text', false, 20),
  scalar('parentSn', 'text', false),
  ...COUNTRY_SHORT_NAME_KEYS.map((key): ImportColumn => ({
    field: `countryShortNames.${key}`,
    kind: 'text',
    required: false,
    title: (lang) => `${header(lang, 'shortNameIn')} ${key}`,
    width: 16,
  })),
];

/** The column of a field, for naming it in a refusal. */
export const columnOf = (field: string) => IMPORT_COLUMNS.find((c) => c.field === field);

/**
 * The column a header names: English, Chinese, or both joined by " / " (either half);
 * `null` for a derived export column (CBM, unit CBM, updated at), `undefined` for one we
 * do not know.
 */
export const columnForHeader = headerLookup(IMPORT_COLUMNS, {
  ignored: LANGUAGES.flatMap((lang) =>
    (['cbm', 'unitCbm', 'updatedAt'] as const).map((key) => header(lang, key)),
  ),
});

/** What a user may type in an enumerated column: the code or its label in either language. */
const ACTIVENESS_WORDS = new Map<string, string>(
  ACTIVENESS.flatMap((value) => [
    [value.toLowerCase(), value],
    ...LANGUAGES.map((lang): [string, string] => [word(lang, value).toLowerCase(), value]),
  ]),
);
const CATEGORY_WORDS = new Map<string, string>(
  PRODUCT_CATEGORIES.flatMap((value) => [
    [value.toLowerCase(), value],
    ...LANGUAGES.map((lang): [string, string] => [
      PRODUCT_CATEGORY_NAMES[value][lang].toLowerCase(),
      value,
    ]),
  ]),
);
const SERIALIZED_WORDS = new Map<string, boolean>([
  ...LANGUAGES.map((lang): [string, boolean] => [word(lang, 'serialized').toLowerCase(), true]),
  ...LANGUAGES.map((lang): [string, boolean] => [word(lang, 'bulk').toLowerCase(), false]),
  ['serialized', true],
  ['bulk', false],
  ['yes', true],
  ['no', false],
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  ['是', true],
  ['否', false],
]);

/** The labels the template offers for each enumerated column, in one language. */
export const allowedLabels = {
  activeness: (lang: Language) => ACTIVENESS.map((value) => word(lang, value)),
  category: (lang: Language) =>
    PRODUCT_CATEGORIES.map((value) => PRODUCT_CATEGORY_NAMES[value][lang]),
  serialized: (lang: Language) => [word(lang, 'serialized'), word(lang, 'bulk')],
};

/** A cell's value as a zod-ready input value, or `NOT_ALLOWED` for an unknown enumerated word. */
export const NOT_ALLOWED = Symbol('not allowed');

export function toInput(
  kind: ColumnKind,
  cell: string | number | boolean | undefined,
): string | number | boolean | undefined | typeof NOT_ALLOWED {
  if (cell === undefined) return undefined;
  const text = typeof cell === 'string' ? cell.trim() : String(cell);
  switch (kind) {
    case 'text':
      return typeof cell === 'string' ? cell : text;
    case 'number': {
      if (typeof cell === 'number') return cell;
      if (text === '') return undefined;
      const parsed = Number(text.replace(/,/g, ''));
      // Not a number: left as text so the contract names the problem ("must be number").
      return Number.isFinite(parsed) ? parsed : text;
    }
    case 'activeness':
      return text === '' ? undefined : (ACTIVENESS_WORDS.get(text.toLowerCase()) ?? NOT_ALLOWED);
    case 'category':
      return text === '' ? undefined : (CATEGORY_WORDS.get(text.toLowerCase()) ?? NOT_ALLOWED);
    case 'serialized':
      if (typeof cell === 'boolean') return cell;
      return text === '' ? undefined : (SERIALIZED_WORDS.get(text.toLowerCase()) ?? NOT_ALLOWED);
  }
}
