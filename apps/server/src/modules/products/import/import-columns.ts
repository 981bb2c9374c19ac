import {
  ACTIVENESS,
  LANGUAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  PRODUCT_COLUMNS,
  listColumnTitle,
  type Language,
  type ListColumnKind,
  type SaveProductRequest,
} from '@lading/shared';
import {
  headerLookup,
  normalizeHeader,
  templateHeader,
  type ImportColumnBase,
} from '../../../platform/import/import-columns';
import {
  ReferenceIndex,
  referenceKey,
  type ReferenceMatch,
} from '../../../platform/import/reference-match';
import { word } from '../export-headers';

export { normalizeHeader, templateHeader };

/**
 * The columns of the import file: the product export's own columns (PRODUCT_COLUMNS, the
 * shared definition), those with an import field, in order — so an exported file can be
 * filled and imported back — with headers in either language. The template marks required
 * columns with `*`; the reader ignores the marker, the export's derived columns (CBM, unit
 * CBM, updated at) and any column it does not know.
 */
export type ColumnKind = 'text' | 'number' | 'activeness' | 'category' | 'serialized';

export interface ImportColumn extends ImportColumnBase {
  /** The contract's field (`countryShortNames.NG` for a country's short name). */
  field: string;
  kind: ColumnKind;
}

/** What the import requires (the rest may be left out: the stored value or default stays). */
const REQUIRED = new Set<string>([
  'productId',
  'itemNumber',
  'shortName',
  'modelNumber',
  'modelName',
  'activeness',
  'brand',
  'category',
  'netWeightKg',
  'grossWeightKg',
  'packageType',
  'qtyPerPackage',
  'lengthCm',
  'widthCm',
  'heightCm',
  'serialized',
] satisfies (keyof SaveProductRequest)[]);

/** How a cell of a shared column is read: its list word, a number, or text. */
const importKind = (field: string, kind: ListColumnKind): ColumnKind => {
  if (field === 'activeness' || field === 'category' || field === 'serialized') return field;
  return kind === 'text' || kind === 'enum' ? 'text' : 'number';
};

export const IMPORT_COLUMNS: readonly ImportColumn[] = PRODUCT_COLUMNS.flatMap((column) =>
  column.importAs
    ? [
        {
          field: column.importAs,
          kind: importKind(column.importAs, column.kind),
          required: REQUIRED.has(column.importAs),
          title: (lang: Language) => listColumnTitle(column, lang),
          width: column.width,
        },
      ]
    : [],
);

/** The column of a field, for naming it in a refusal. */
export const columnOf = (field: string) => IMPORT_COLUMNS.find((c) => c.field === field);

/**
 * The column a header names: English, Chinese, or both joined by " / " (either half);
 * `null` for a derived export column (CBM, unit CBM, updated at), `undefined` for one we
 * do not know.
 */
export const columnForHeader = headerLookup(IMPORT_COLUMNS, {
  ignored: PRODUCT_COLUMNS.filter((column) => !column.importAs).flatMap((column) =>
    LANGUAGES.map((lang) => listColumnTitle(column, lang)),
  ),
});

/**
 * What a user may type in an enumerated column: the code or its label in either language
 * (reference-match: case, width and spaces ignored).
 */
const ACTIVENESS_INDEX = new ReferenceIndex<string>(
  ACTIVENESS.map((value) => ({
    value,
    code: value,
    names: [word('en', value), word('zh', value)],
  })),
);
const CATEGORY_INDEX = new ReferenceIndex<string>(
  PRODUCT_CATEGORIES.map((value) => ({
    value,
    code: value,
    names: [PRODUCT_CATEGORY_NAMES[value].en, PRODUCT_CATEGORY_NAMES[value].zh],
  })),
);
/** The serialized column's two words, for listing them in a refusal. */
const SERIALIZED_INDEX = new ReferenceIndex<boolean>(
  (['serialized', 'bulk'] as const).map((value) => ({
    value: value === 'serialized',
    code: value,
    names: [word('en', value), word('zh', value)],
  })),
);

/** The refusal of a word an enumerated column does not take, listing those it does. */
export const notAllowedRefusal = (kind: 'activeness' | 'category' | 'serialized', text: string) =>
  ({ activeness: ACTIVENESS_INDEX, category: CATEGORY_INDEX, serialized: SERIALIZED_INDEX })[
    kind
  ].unknown(text);

const found = <T>(match: ReferenceMatch<T>) => ('found' in match ? match.found : NOT_ALLOWED);
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
      return text === '' ? undefined : found(ACTIVENESS_INDEX.find(text));
    case 'category':
      return text === '' ? undefined : found(CATEGORY_INDEX.find(text));
    case 'serialized':
      if (typeof cell === 'boolean') return cell;
      return text === '' ? undefined : (SERIALIZED_WORDS.get(referenceKey(text)) ?? NOT_ALLOWED);
  }
}
