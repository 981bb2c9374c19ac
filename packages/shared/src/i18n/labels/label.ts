import { LANGUAGES, type Language } from '../languages';
import { LABELS, type LabelCatalog } from './index';

/**
 * Labels outside i18next: `label(lang, 'ns:key.path', params)` reads the same catalog the
 * web's `t()` reads (packages/shared/src/i18n/labels), for the server's export headers,
 * templates, reports and enum names. Keys are typed: an unknown key is a type error.
 */

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `done_one` / `done_other` are one key, `done`, as in i18next. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

type ListPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly string[]
      ? K
      : `${K}.${ListPaths<T[K]>}`;
}[keyof T & string];

type Namespace = keyof LabelCatalog & string;

/** Every text of the catalog as `namespace:path.to.key` (plural forms as one key). */
export type LabelKey = { [N in Namespace]: `${N}:${TextPaths<LabelCatalog[N]>}` }[Namespace];
/** The lists of the catalog (e.g. a template's general rules, one line each). */
export type LabelListKey = { [N in Namespace]: `${N}:${ListPaths<LabelCatalog[N]>}` }[Namespace];

export type LabelParams = Record<string, string | number>;

const plurals = new Map(LANGUAGES.map((lang) => [lang, new Intl.PluralRules(lang)] as const));

function lookup(lang: Language, key: string): unknown {
  const colon = key.indexOf(':');
  let node: unknown = LABELS[lang][key.slice(0, colon) as Namespace];
  for (const part of key.slice(colon + 1).split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** The text of a key: its plural form when `count` is given and the key has forms. */
function text(lang: Language, key: string, count: unknown): string {
  const plain = lookup(lang, key);
  if (typeof count === 'number') {
    const form = lookup(lang, `${key}_${plurals.get(lang)!.select(count)}`);
    if (typeof form === 'string') return form;
    const other = lookup(lang, `${key}_other`);
    if (typeof other === 'string') return other;
  }
  if (typeof plain === 'string') return plain;
  // The key type rules this out; an untyped caller (a key built at run time) learns it here.
  throw new Error(`No label ${key} in ${lang}`);
}

/** Fills `{{name}}` placeholders (the i18next form the catalog is written in). */
export const fillLabel = (template: string, params: LabelParams = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** A label in `lang`, its `{{placeholders}}` filled from `params` (`count` picks the plural). */
export const label = (lang: Language, key: LabelKey, params?: LabelParams): string =>
  fillLabel(text(lang, key, params?.count), params);

/** A list of the catalog in `lang` (one line each), placeholders filled. */
export function labelList(lang: Language, key: LabelListKey, params?: LabelParams): string[] {
  const list = lookup(lang, key);
  if (!Array.isArray(list)) throw new Error(`No label list ${key} in ${lang}`);
  return (list as string[]).map((line) => fillLabel(line, params));
}

/** A label in both languages, for what is matched in either (import headers, enum words). */
export const labelBoth = (key: LabelKey): Record<Language, string> => ({
  en: label('en', key),
  zh: label('zh', key),
});

/**
 * The names of an enum in both languages, read from the catalog: what the
 * `*_NAMES: Record<Value, {en, zh}>` constants of the contracts are built from.
 */
export function labelNames<V extends string | number>(
  values: readonly V[],
  keyOf: (value: V) => LabelKey,
): Record<V, Record<Language, string>> {
  return Object.fromEntries(values.map((value) => [value, labelBoth(keyOf(value))])) as Record<
    V,
    Record<Language, string>
  >;
}

/**
 * A group of labels in both languages, shaped as the catalog has it: what a table of
 * headers (`HEADERS.kitCode[lang]`) is read from. `pick` chooses the group in the namespace.
 */
export function labelGroup<N extends Namespace, G extends Record<string, string>>(
  ns: N,
  pick: (labels: LabelCatalog[N]) => G,
): Record<keyof G, Record<Language, string>> {
  const en = pick(LABELS.en[ns]);
  const zh = pick(LABELS.zh[ns] as unknown as LabelCatalog[N]) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(en).map(([key, text]) => {
      const other = zh[key];
      if (typeof other !== 'string') throw new Error(`No zh label ${ns}:…${key}`);
      return [key, { en: text, zh: other }];
    }),
  ) as Record<keyof G, Record<Language, string>>;
}
