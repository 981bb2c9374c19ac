import {
  matchCode,
  type CharType,
  type CodeLevel,
  type MatchContext,
  type MatchResult,
} from '@lading/shared';
import type { TemplateFacts } from './binding-import.world';

/**
 * A binding file's templates (issue 19), in memory: the one that applies to a level, product
 * and supplier is picked once (resolveTemplate's order), and a code is matched against it
 * by a regular expression made once for that template and context — matchCode itself is
 * asked only for a code the expression refuses, to say why (or for a template with rules an
 * expression does not hold: must-contain characters, a check digit).
 */

/** The template that applies (resolveTemplate's order, in memory), once per level, product, supplier. */
function templatePicker(templates: readonly TemplateFacts[]) {
  const picked = new Map<string, TemplateFacts | null>();
  return (level: CodeLevel, productId: number | null, supplierId: number | null) => {
    const key = `${level}:${productId}:${supplierId}`;
    let template = picked.get(key);
    if (template === undefined) {
      const fits = templates.filter(
        (t) =>
          t.level === level &&
          (t.productId === null || t.productId === productId) &&
          (t.supplierId === null || t.supplierId === supplierId),
      );
      // a product's template before a universal one, a supplier's before all suppliers'
      fits.sort(
        (a, b) =>
          Number(a.productId === null) - Number(b.productId === null) ||
          Number(a.supplierId === null) - Number(b.supplierId === null) ||
          b.id - a.id,
      );
      template = fits[0] ?? null;
      picked.set(key, template);
    }
    return template;
  };
}

const CHARS: Record<CharType, string> = {
  digits: '0-9',
  letters: 'A-Za-z',
  alphanumeric: 'A-Za-z0-9',
};
const WHOLE: Record<CharType, RegExp> = {
  digits: /^[0-9]+$/,
  letters: /^[A-Za-z]+$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
};
const CONTEXT_OF = {
  productId: 'productCode',
  supplierId: 'supplierCode',
  versionNo: 'versionNo',
} as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The codes a template takes in a context, as one expression; null when it cannot say. */
export function acceptorOf(template: TemplateFacts, context: MatchContext): RegExp | null {
  if (template.checkRule !== 'none') return null;
  let pattern = '';
  for (const segment of template.segments) {
    if (segment.mustContain || segment.mustNotContain) return null;
    const field =
      segment.matchType === 'dynamic'
        ? CONTEXT_OF[segment.kind as keyof typeof CONTEXT_OF]
        : undefined;
    const fixed =
      segment.matchType === 'static' ? segment.staticValue : field ? context[field] || null : null;
    if (fixed === null || fixed === undefined) {
      pattern += `[${CHARS[segment.charType]}]{${segment.length}}`;
    } else {
      if (fixed.length !== segment.length || !WHOLE[segment.charType].test(fixed)) return null;
      pattern += escape(fixed);
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** A template that applies, and the match of a code against it. */
export interface CodeCheck {
  template: TemplateFacts;
  match: (code: string) => MatchResult;
}

/**
 * The check of codes of a level, product and supplier against their template, made once per
 * triple: undefined when no template applies.
 */
export function codeChecks(
  templates: readonly TemplateFacts[],
  contextOf: (productId: number | null, supplierId: number | null) => MatchContext,
) {
  const pick = templatePicker(templates);
  const made = new Map<string, CodeCheck | null>();
  const OK: MatchResult = { ok: true, values: [] };
  return (level: CodeLevel, productId: number | null, supplierId: number | null) => {
    const key = `${level}:${productId}:${supplierId}`;
    let check = made.get(key);
    if (check === undefined) {
      const template = pick(level, productId, supplierId);
      if (template) {
        const context = contextOf(productId, supplierId);
        const accept = acceptorOf(template, context);
        const match = (code: string) =>
          accept?.test(code) ? OK : matchCode(template, code, context);
        check = { template, match };
      } else check = null;
      made.set(key, check);
    }
    return check ?? undefined;
  };
}
export type CodeChecks = ReturnType<typeof codeChecks>;
