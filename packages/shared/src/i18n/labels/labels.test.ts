import { describe, expect, it } from 'vitest';
import { errorMessages } from '../error-messages';
import { LABELS } from './index';
import { label, labelList } from './label';

/**
 * Words that are the same in both languages: units, codes and acronyms the business writes
 * in Latin letters in Chinese too. A zh text equal to its en text passes only when every
 * word of it (outside `{{placeholders}}`) is on this list, or it has no word at all
 * ("#{{key}} · {{type}}"). Keep it short: a new entry is a word nobody translates.
 */
export const SAME_IN_BOTH = new Set([
  'Lading', // the product's name
  'CBM',
  'kg',
  'cm',
  'PO',
  'SO',
  'KIT',
  'ID',
  'URL',
  'SN',
  'ETD',
  'ETA',
  'ATD',
  'ATA',
  'POL',
  'POD',
  'MOQ',
  'DRA', // due-diligence risk assessment, as the spec names the check
  'MSQ',
  'USD',
  'CNY',
  'EUR',
  'UTC',
  'SOU', // the group 13-SOU
  'SCM', // the group 1-SCM
  '40HQ',
  '20GP',
  'PDF',
  'SSCC', // GS1 serial shipping container code
]);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text of a namespace as [path, text]; arrays as path.0, path.1 … */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  );
}

/** The keys of a namespace, plural forms as one key (en has _one/_other, zh one form). */
const keysOf = (node: unknown) =>
  [...new Set(leaves(node).map(([path]) => path.replace(PLURAL, '')))].sort();

/**
 * The placeholders of a text. A value that is itself data in two languages (a menu's title
 * and English title) is passed as `{screenEn}` to the en text and `{screenZh}` to the zh
 * text: the two count as one placeholder.
 */
const placeholders = (text: string, pattern: RegExp) =>
  [
    ...new Set([...text.matchAll(pattern)].map((match) => match[1]!.replace(/(En|Zh)$/, ''))),
  ].sort();
const I18NEXT_PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const ERROR_PLACEHOLDER = /\{(\w+)\}/g;

/** Whether a zh text may equal its en text: only allowed words, or no word at all. */
const sameInBoth = (text: string) =>
  text
    .replace(I18NEXT_PLACEHOLDER, ' ')
    .replace(ERROR_PLACEHOLDER, ' ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => /[A-Za-z]/.test(word))
    .every((word) => SAME_IN_BOTH.has(word));

/** The text of each key in zh and en (plural forms: en's `other` against zh's one form). */
function pairs(en: unknown, zh: unknown): { key: string; en: string; zh: string }[] {
  const zhTexts = new Map(leaves(zh).map(([path, text]) => [path.replace(PLURAL, ''), text]));
  const enTexts = new Map<string, string>();
  for (const [path, text] of leaves(en)) {
    const key = path.replace(PLURAL, '');
    if (!enTexts.has(key) || path.endsWith('_other')) enTexts.set(key, text);
  }
  return [...enTexts].map(([key, text]) => ({ key, en: text, zh: zhTexts.get(key) ?? '' }));
}

const namespaces = Object.keys(LABELS.en) as (keyof typeof LABELS.en)[];

describe('the labels catalog', () => {
  it('has the same namespaces in zh and en', () => {
    expect(Object.keys(LABELS.zh).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: zh and en have exactly the same keys', (ns) => {
    expect(keysOf(LABELS.zh[ns])).toEqual(keysOf(LABELS.en[ns]));
  });

  it.each(namespaces)('%s: no text is empty', (ns) => {
    const empty = [...leaves(LABELS.en[ns]), ...leaves(LABELS.zh[ns])]
      .filter(([, text]) => text.trim() === '')
      .map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it.each(namespaces)('%s: no zh text is left in English', (ns) => {
    const untranslated = pairs(LABELS.en[ns], LABELS.zh[ns])
      .filter((pair) => pair.zh === pair.en && !sameInBoth(pair.en))
      .map((pair) => `${pair.key}: ${pair.en}`);
    expect(untranslated).toEqual([]);
  });

  it.each(namespaces)('%s: zh and en have the same {{placeholders}}', (ns) => {
    const differ = pairs(LABELS.en[ns], LABELS.zh[ns])
      .filter(
        (pair) =>
          placeholders(pair.en, I18NEXT_PLACEHOLDER).join() !==
          placeholders(pair.zh, I18NEXT_PLACEHOLDER).join(),
      )
      .map((pair) => `${pair.key}: ${pair.en} | ${pair.zh}`);
    expect(differ).toEqual([]);
  });
});

/** The catalog's errors part: the server's answer messages (error-messages.ts). */
describe('the error messages', () => {
  const entries = Object.entries(errorMessages);

  it('are in both languages, none empty', () => {
    const empty = entries.filter(([, text]) => !text.en.trim() || !text.zh.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('have no zh text left in English', () => {
    const untranslated = entries
      .filter(([, text]) => text.zh === text.en && !sameInBoth(text.en))
      .map(([key, text]) => `${key}: ${text.en}`);
    expect(untranslated).toEqual(['auth.noRoles: getInfo: roles must be a non-null array !']);
  });

  it('have the same {placeholders} in both languages', () => {
    const differ = entries
      .filter(
        ([, text]) =>
          placeholders(text.en, ERROR_PLACEHOLDER).join() !==
          placeholders(text.zh, ERROR_PLACEHOLDER).join(),
      )
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });
});

describe('label', () => {
  it('reads a key of the catalog in the language asked for', () => {
    expect(label('en', 'common:appName')).toBe('Lading');
    expect(label('zh', 'orders:fields.status')).toBe(LABELS.zh.orders.fields.status);
  });

  it('fills placeholders and picks the plural form by count', () => {
    expect(label('en', 'productImport:succeeded', { count: 1 })).toBe('1 product imported');
    expect(label('en', 'productImport:succeeded', { count: 3 })).toBe('3 products imported');
    expect(label('zh', 'productImport:succeeded', { count: 3 })).toBe('已导入 3 个产品');
  });

  it('refuses an unknown key at compile time and at run time', () => {
    // @ts-expect-error an unknown key is a type error
    expect(() => label('en', 'orders:noSuchKey')).toThrow('No label orders:noSuchKey in en');
  });

  it('reads lists', () => {
    expect(labelList('en', 'docs:signIn.steps').length).toBeGreaterThan(0);
  });
});
