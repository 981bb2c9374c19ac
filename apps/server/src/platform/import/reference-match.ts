import type { CellRefusal } from './cell-text';
import { normalText } from './cell-text';

/**
 * How an import finds a stored thing a cell names (a loading point, a supplier, a product, a
 * country…): by its code, by its name as the screens show it, or by either language's half
 * of a bilingual name ("Shenzhen Yantian 深圳盐田" → "Shenzhen Yantian", "深圳盐田"), compared
 * ignoring case, width (NFKC) and spaces. A code wins over a name, a whole name over a half;
 * a text that several things answer to at the same level is refused naming them, and one
 * that nothing answers to is refused listing what would be accepted (issue 14).
 */

/** One thing a cell may name. */
export interface Reference<T> {
  value: T;
  /** The code (or short name) it is usually written by. */
  code: string;
  /** Its names as the screens show them, any language. */
  names: readonly string[];
  /** How a refusal lists it; `CODE (name / name)` when not given. */
  shown?: string;
}

export type ReferenceMatch<T> = { found: T } | { refused: CellRefusal };

/** How many things a refusal lists before "and N more". */
export const ACCEPTED_SHOWN = 10;

/** A text as it is compared: folded (NFKC), spaces collapsed, case ignored. */
export const referenceKey = (text: string): string =>
  normalText(text).replace(/\s+/g, ' ').toLowerCase();

const HAN = /\p{Script=Han}/u;
/** Separators left at the edge of a half once the other half is cut out ("Yantian / 盐田"). */
const EDGE = /^[\s/|·•,;:()（）\-–—]+|[\s/|·•,;:()（）\-–—]+$/g;

/**
 * The halves of a bilingual name: the Chinese part (first to last Han character) and what is
 * left around it; none for a name in one script.
 */
export function nameHalves(name: string): string[] {
  const chars = [...name];
  const first = chars.findIndex((char) => HAN.test(char));
  if (first < 0) return [];
  const last = chars.length - 1 - [...chars].reverse().findIndex((char) => HAN.test(char));
  const chinese = chars.slice(first, last + 1).join('');
  const rest = `${chars.slice(0, first).join('')} ${chars.slice(last + 1).join('')}`.replace(
    EDGE,
    '',
  );
  return rest && /\p{L}/u.test(rest) ? [chinese, rest.trim()] : [];
}

const shownOf = <T>(ref: Reference<T>): string => {
  if (ref.shown) return ref.shown;
  const names = ref.names.filter((name) => name && referenceKey(name) !== referenceKey(ref.code));
  return names.length ? `${ref.code} (${names.join(' / ')})` : ref.code;
};

/** The things of one kind an import may name, and how a cell's text finds one. */
export class ReferenceIndex<T> {
  /** By level (code, whole name, half of a name): key → the things answering to it. */
  private readonly levels = [0, 1, 2].map(() => new Map<string, Set<Reference<T>>>());

  constructor(private readonly refs: readonly Reference<T>[]) {
    for (const ref of refs) {
      this.add(0, ref.code, ref);
      for (const name of ref.names) {
        this.add(1, name, ref);
        for (const half of nameHalves(name)) this.add(2, half, ref);
      }
    }
  }

  private add(level: number, text: string, ref: Reference<T>) {
    const key = referenceKey(text);
    if (!key) return;
    const map = this.levels[level]!;
    map.set(key, (map.get(key) ?? new Set()).add(ref));
  }

  /** The thing `text` names, or why none can be taken. */
  find(text: string): ReferenceMatch<T> {
    const key = referenceKey(text);
    for (const level of this.levels) {
      const refs = [...(level.get(key) ?? [])];
      if (refs.length === 1) return { found: refs[0]!.value };
      if (refs.length > 1) {
        return {
          refused: {
            key: 'import.ambiguousReference',
            params: { value: text, candidates: refs.map(shownOf).join(', ') },
          },
        };
      }
    }
    return { refused: this.unknown(text) };
  }

  /**
   * The refusal of a text nothing answers to: what would be accepted, those that look like
   * the text first (a key containing it or contained in it), at most ACCEPTED_SHOWN of them.
   */
  unknown(text: string): CellRefusal {
    const key = referenceKey(text);
    const keys = (ref: Reference<T>) =>
      [ref.code, ...ref.names, ...ref.names.flatMap(nameHalves)].map(referenceKey);
    const alike = (ref: Reference<T>) =>
      key !== '' && keys(ref).some((k) => k && (k.includes(key) || key.includes(k)));
    const ordered = [...this.refs.filter(alike), ...this.refs.filter((ref) => !alike(ref))];
    const accepted = ordered.slice(0, ACCEPTED_SHOWN).map(shownOf).join(', ');
    const more = ordered.length - ACCEPTED_SHOWN;
    return more > 0
      ? { key: 'import.unknownReferenceMore', params: { value: text, accepted, more } }
      : { key: 'import.unknownReference', params: { value: text, accepted } };
  }
}
