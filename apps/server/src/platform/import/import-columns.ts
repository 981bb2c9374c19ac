import { LANGUAGES, type Language } from '@lading/shared';

/** A column of an import file: the field it feeds and its header in either language. */
export interface ImportColumnBase {
  field: string;
  required: boolean;
  title: (lang: Language) => string;
  width: number;
}

/** The header as the template writes it: required columns marked `*`. */
export const templateHeader = (column: ImportColumnBase, lang: Language) =>
  `${column.title(lang)}${column.required ? ' *' : ''}`;

/** Case, spaces, the required marker and full-width brackets do not matter. */
export const normalizeHeader = (text: string) =>
  text
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The header lookup of a column set: `lookup(text)` is the column a header names — English,
 * Chinese, an alias, or both languages joined by " / " (either half) — `null` for a header
 * that is recognized but never read (an export's computed column), `undefined` for one
 * not known.
 */
export function headerLookup<C extends ImportColumnBase>(
  columns: readonly C[],
  options: { ignored?: readonly string[]; aliases?: (column: C) => readonly string[] } = {},
): (text: string) => C | null | undefined {
  const byHeader = new Map<string, C>();
  for (const column of columns) {
    for (const lang of LANGUAGES) byHeader.set(normalizeHeader(column.title(lang)), column);
    for (const alias of options.aliases?.(column) ?? []) {
      byHeader.set(normalizeHeader(alias), column);
    }
  }
  const ignored = new Set((options.ignored ?? []).map(normalizeHeader));
  return (text) => {
    const whole = normalizeHeader(text);
    if (!whole) return undefined;
    if (ignored.has(whole)) return null;
    const direct = byHeader.get(whole);
    if (direct) return direct;
    for (const part of whole.split(/\s+\/\s+|\n/)) {
      const found = byHeader.get(part.trim());
      if (found) return found;
      if (ignored.has(part.trim())) return null;
    }
    return undefined;
  };
}

/** An .xlsx column letter (0 → A, 26 → AA). */
export const columnLetter = (index: number) => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};
