/**
 * Test-only: antd injects ~2,000 CSS rules (0.5 MB) into the jsdom document, and jsdom
 * matches every rule against an element and each of its ancestors on every
 * getComputedStyle — which Testing Library calls for each candidate of a *ByRole query and
 * user-event for each click. With the whole CSS one getByRole took seconds and a page test
 * a minute (docs/decisions.md, "Fast web tests").
 *
 * jsdom does no layout, so the only computed styles a test can observe are the ones that
 * decide what is shown and clickable: `display` and `visibility` (the accessibility tree,
 * so *ByRole) and `pointer-events` (user-event refuses to click through `none`). This keeps
 * exactly those declarations of antd's rules, with the same selectors, order, media queries
 * and `!important`, and the custom properties they read (the grid's
 * `display: var(--ant-grid-display)`); everything else (colours, sizes, motion keyframes)
 * is dropped before jsdom parses it. What is hidden or not clickable stays the same.
 */

const KEPT = new Set(['display', 'visibility', 'pointer-events']);
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Custom properties a kept declaration reads, over every sheet injected so far. */
const readVariables = new Set<string>();

function keptDeclarations(style: CSSStyleDeclaration): string[] {
  const kept: string[] = [];
  for (let index = 0; index < style.length; index++) {
    const property = style.item(index);
    if (!KEPT.has(property) && !readVariables.has(property)) continue;
    const priority = style.getPropertyPriority(property);
    kept.push(`${property}:${style.getPropertyValue(property)}${priority ? ' !important' : ''}`);
  }
  return kept;
}

function noteReadVariables(rules: CSSRuleList) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      for (const property of KEPT) {
        for (const match of rule.style.getPropertyValue(property).matchAll(VAR_REFERENCE)) {
          readVariables.add(match[1]!);
        }
      }
    } else if ('cssRules' in rule) {
      noteReadVariables((rule as CSSGroupingRule).cssRules);
    }
  }
}

function serialize(rules: CSSRuleList): string {
  let css = '';
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const kept = keptDeclarations(rule.style);
      if (kept.length > 0) css += `${rule.selectorText}{${kept.join(';')}}`;
    } else if (rule instanceof CSSMediaRule) {
      const inner = serialize(rule.cssRules);
      if (inner) css += `@media ${rule.media.mediaText}{${inner}}`;
    } else if (!(rule instanceof CSSKeyframesRule) && !(rule instanceof CSSFontFaceRule)) {
      // anything else (@supports, @layer…) is kept whole rather than guessed at
      css += rule.cssText;
    }
  }
  return css;
}

/** The part of `css` that decides what is shown and clickable. */
export function visibilityCss(css: string): string {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  noteReadVariables(sheet.cssRules);
  return serialize(sheet.cssRules);
}

/**
 * Filters the CSS antd writes into <style> elements (its cssinjs sets `innerHTML`). Reading
 * `innerHTML` back gives what antd wrote, so antd sees its styles as injected and does not
 * write them again.
 */
export function keepOnlyVisibilityCss() {
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const written = new WeakMap<Element, { css: string; kept: string }>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      const actual = inner.get!.call(this) as string;
      const last = written.get(this);
      return last && last.kept === actual ? last.css : actual;
    },
    set(this: HTMLStyleElement, css: string) {
      const kept = visibilityCss(String(css));
      inner.set!.call(this, kept);
      written.set(this, { css: String(css), kept: inner.get!.call(this) as string });
    },
  });
}
