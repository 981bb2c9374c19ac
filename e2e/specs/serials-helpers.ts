import { expect, type Page } from '@playwright/test';
import { label } from './a11y-steps';
import type { Language } from './axe-audit';
import { api, pick } from './helpers';

/* What the serials specs share (issue 18): labels in each language, this run's codes, the
 * demo's PO line, and the station's steps as a keyboard-wedge scanner makes them. */

/** A label of the shared catalogs in `language`, its {{placeholders}} filled in. */
export function words(language: Language) {
  return (key: string, params: Record<string, string | number> = {}) =>
    label(language, key.includes(':') ? key : `serials:${key}`).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => String(params[name] ?? ''),
    );
}
export const en = words('en');
export const zh = words('zh');

let sequence = 0;
/** `n` digits: the clock's last n-1 and a counter's, so every call is another stamp. */
export const stamp = (n: number) => `${String(Date.now()).slice(1 - n)}${sequence++ % 10}`;

/** The demo templates (demo-serials.ts): product `<supplier>01<8 digits>`, carton `CT<supplier><7>`, pallet `PL<8>`. */
export const productCode = (supplier: string, digits: string) => `${supplier}01${digits}`;
export const cartonCode = (supplier: string, digits: string) => `CT${supplier}${digits}`;
export const palletCode = (digits: string) => `PL${digits}`;

/** ISO 6346's check digit of a container number's first ten characters. */
export function iso6346CheckDigit(first10: string): number {
  const letterValues = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value += 1;
    letterValues.set(letter, value++);
  }
  const sum = [...first10].reduce(
    (total, char, index) => total + (letterValues.get(char) ?? Number(char)) * 2 ** index,
    0,
  );
  return (sum % 11) % 10;
}

/** A station's PO line choice and what the scans belong to. */
export interface ScanContextOption {
  kind: 'poLine' | 'product' | 'container';
  poLineId: number | null;
  poNumber: string | null;
  poLineNo: number | null;
  productId: number | null;
  productCode: string | null;
  supplierId: number | null;
  supplierCode: string | null;
  containerId: number | null;
  containerNo: string | null;
  shipmentNo: string | null;
}

/**
 * SUP001's newest PO line of LED-5W: a product with packaging (100 pieces a carton, 12
 * cartons a pallet), so a carton takes a burst of scans and a pallet two cartons.
 */
export async function demoPoLine(page: Page): Promise<ScanContextOption> {
  const lines = await api<ScanContextOption[]>(
    page,
    '/api/serials/contexts?kind=poLine&keyword=LED-5W',
  );
  const line = lines.find((option) => option.supplierCode === 'SUP001');
  expect(line, 'a SUP001 PO line of LED-5W').toBeDefined();
  return line!;
}

/** Chooses the PO line in step 1: searched by its PO number, picked by "PO / line". */
export async function choosePoLine(page: Page, line: ScanContextOption) {
  await pick(page, 'station-context', `${line.poNumber} / ${line.poLineNo}`, line.poNumber!);
}

/** A keyboard wedge: each code's characters at once, then Enter, the next right after. */
export async function wedge(page: Page, codes: readonly string[]) {
  for (const code of codes) {
    await page.keyboard.type(code, { delay: 0 });
    await page.keyboard.press('Enter');
  }
}

/** Scans the parent code into step 2's field, and waits for the parent's card. */
export async function openParent(
  page: Page,
  t: ReturnType<typeof words>,
  level: string,
  code: string,
) {
  const field = page.getByLabel(t('stations.parent.code', { level: t(`levels.${level}`) }), {
    exact: true,
  });
  await field.click();
  await wedge(page, [code]);
  await expect(
    page.getByText(t('stations.steps.childrenInto', { code }), { exact: true }),
  ).toBeVisible();
  // the children's field takes the next scan
  await expect(page.locator('#station-child-code')).toBeFocused();
}

/** The station's answers (a live log), one line per scan. */
export const results = (page: Page, t: ReturnType<typeof words>) =>
  page.getByRole('log', { name: t('stations.children.results') });
/** The log's line of `code` saying `status`. */
export const resultLine = (
  page: Page,
  t: ReturnType<typeof words>,
  code: string,
  status: 'bound' | 'refused',
) =>
  results(page, t)
    .locator('li')
    .filter({ hasText: code })
    .filter({ has: page.getByText(t(`stations.children.${status}`), { exact: true }) });
