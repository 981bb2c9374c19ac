import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * Issue 22: the axe-core gate's tools. Every rule of these tags runs; nothing is disabled or
 * excluded here (a narrow exclusion needs a decision in docs/decisions.md first).
 */

export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

export type Language = 'en' | 'zh';

/** One violation of one audited page state, as the failure summary and the report show it. */
export interface Finding {
  state: string;
  language: Language;
  rule: string;
  impact: string;
  count: number;
  help: string;
  targets: string[];
  html: string;
  summary: string;
}

/** What one page state answered: its findings, and how long the audit took. */
export interface Audit {
  state: string;
  language: Language;
  findings: Finding[];
  ms: number;
}

const SPINNING = '.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin';

/**
 * Waits until the screen shows what it loaded: the shell (or a signed-out page's heading),
 * no request under way, no spinner, and a table's rows (or its "no data" row) when it has one.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(SPINNING)).toHaveCount(0, { timeout: 20_000 });
  const table = page.locator('.ant-table').first();
  if ((await table.count()) > 0)
    // a table's own "nothing matches" text is not always antd's Empty: its placeholder row
    await expect(table.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible({
      timeout: 20_000,
    });
}

/**
 * Audits the page, or only the overlays matched by `within` (a dialog's own nodes: the
 * screen behind it has its own audit), and returns its findings.
 */
export async function audit(
  page: Page,
  state: string,
  language: Language,
  within?: string,
): Promise<Audit> {
  const started = Date.now();
  // every rule still runs: resultTypes only spares axe the detail of passing nodes (options
  // first: AxeBuilder's options() replaces the tags withTags() sets)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...AXE_TAGS])
    // one axe.run in the page: the app has no frames, and the default (per-frame partial
    // runs finished in a blank page of their own) costs a page and a copy per audit
    .setLegacyMode(true);
  if (within) builder = builder.include(within);
  const result = await builder.analyze();
  const findings = result.violations.map((violation) => {
    const first = violation.nodes[0];
    return {
      state,
      language,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      count: violation.nodes.length,
      help: violation.help,
      targets: violation.nodes.slice(0, 2).map((node) => node.target.join(' ')),
      html: first?.html ?? '',
      summary: (first?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    };
  });
  return { state, language, findings, ms: Date.now() - started };
}

/** The compact failure message: one line per state, language and rule. */
export function summarize(findings: readonly Finding[]) {
  return findings
    .map(
      (f) =>
        `${f.state} [${f.language}] ${f.rule} (${f.impact}) ×${f.count}: ` +
        `${f.targets.join(' | ')} — ${f.summary.slice(0, 240)}`,
    )
    .join('\n');
}

const RESULTS_DIR = path.resolve(import.meta.dirname, '../artifacts/a11y');

/** Keeps a part's audits as JSON (artifacts/a11y) for the violations report. */
export function saveAudits(part: string, audits: readonly Audit[]) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${part}.json`), JSON.stringify(audits, null, 1));
}

/** Runs `work` over `items` with at most `width` at a time (one page per lane). */
export async function inLanes<T, R>(
  items: readonly T[],
  pages: readonly Page[],
  work: (page: Page, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    pages.map(async (page) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(page, items[index]!);
      }
    }),
  );
  return results;
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
