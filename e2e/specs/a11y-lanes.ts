import { expect, type Browser, type Page } from '@playwright/test';
import { audit, saveAudits, summarize, type Audit, type Language } from './axe-audit';
import { ADMIN, chooseLanguage, signIn } from './helpers';

/**
 * Shared by the accessibility gate's parts: the languages, the lanes of pages audited at
 * once, and the audits kept and judged.
 */

export const LANES = 3;
export const LANGUAGES: readonly { code: Language; label: 'English' | '中文' }[] = [
  { code: 'en', label: 'English' },
  { code: 'zh', label: '中文' },
];

/**
 * Waits until the page speaks `language` and is quiet again: a lane opening its first state
 * while the switch was still re-rendering the shell lost its first click (CI saw it).
 */
export async function languageApplied(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? /^zh/ : /^en/);
  await page.waitForLoadState('networkidle');
}

/** A signed-in context in `language` with `LANES` pages open on the home screen. */
export async function adminLanes(browser: Browser, language: (typeof LANGUAGES)[number]) {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, ADMIN.username, ADMIN.password);
  // the language is a cookie: every page of the context opened after this speaks it
  await chooseLanguage(first, language.label);
  await languageApplied(first, language.code);
  const pages = [first];
  while (pages.length < LANES) pages.push(await context.newPage());
  return { context, pages };
}

/**
 * Opens a state with `open` and audits it; a state that does not open is a finding too (the
 * other lanes go on, so one broken screen does not hide the others' violations).
 */
export async function auditOrFailure(
  part: string,
  page: Page,
  state: string,
  language: Language,
  open: () => Promise<void>,
  within?: string,
): Promise<Audit> {
  try {
    await open();
  } catch (error) {
    await page.screenshot({ path: `e2e/artifacts/a11y/${state}-${language}.png` }).catch(() => {});
    const summary = String(error instanceof Error ? error.message : error).split('\n')[0]!;
    const finding = { state, language, rule: 'not-opened', impact: 'critical', count: 1 };
    return keep(part, {
      state,
      language,
      ms: 0,
      findings: [{ ...finding, help: 'did not open', targets: [], html: '', summary }],
    });
  }
  return keep(part, await audit(page, state, language, within));
}

const kept = new Map<string, Audit[]>();

/** Saves each audit as it ends: a part cut short by its time limit still reports. */
export function keep(part: string, result: Audit) {
  const list = kept.get(part) ?? [];
  list.push(result);
  kept.set(part, list);
  saveAudits(part, list);
  return result;
}

/** Fails with one compact line per violation (state, language, rule, impact, nodes). */
export function expectNoViolations(audits: readonly Audit[]) {
  const findings = audits.flatMap((a) => a.findings);
  expect(findings.length, `axe violations:\n${summarize(findings)}`).toBe(0);
}

/** A page of a new context, signed in as `username` and speaking `language`. */
export async function signedInPage(
  browser: Browser,
  username: string,
  password: string,
  language: (typeof LANGUAGES)[number],
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  await chooseLanguage(page, language.label);
  await languageApplied(page, language.code);
  return { context, page };
}
