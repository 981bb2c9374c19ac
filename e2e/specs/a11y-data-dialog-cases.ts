import { expect } from '@playwright/test';
import { button, rowButton, spaced, type Step } from './a11y-steps';
import type { DialogCase } from './a11y-dialog-cases';

/*
 * The code data dialogs the accessibility gate opens (issue 19; spread into DIALOGS): the
 * export task dialog (from a code list and from the export task list), the binding file
 * import, the complement's confirmation, the manifest export of a trace, and the data
 * comparison's drawers. They work on the demo's scanned container (demo-serials.ts).
 */

/** Fills the complement form with one code and a reason, then asks to add it. */
const complementAsked: Step = async (page, t) => {
  await page
    .getByRole('textbox', { name: t('serialData:complement.codes') })
    .fill('SUP0010100000001');
  await page.getByRole('textbox', { name: t('serialData:complement.reason') }).fill('a11y');
  await button('serialData:complement.submit')(page, t);
};

/** Traces the list's first carton (its code read off the carton list), then its manifest export. */
const tracedCarton: Step = async (page, t) => {
  await page.goto('/datas/cartonBoxData');
  const code = await page.locator('.ant-table-row').first().getByRole('link').first().textContent();
  await page.goto(`/datas/traceability?code=${encodeURIComponent(code!)}`);
  await expect(page.getByRole('heading', { name: new RegExp(code!) })).toBeVisible();
  await button('traceability:export.button')(page, t);
};

/** Opens the comparison of the demo's scanned container (the only one with a code). */
const comparisonOpen: Step = async (page, t) => {
  const row = page
    .locator('.ant-table-row')
    .filter({ has: page.getByRole('link') })
    .first();
  await row.getByRole('button', { name: new RegExp(t('traceability:comparison.compare')) }).click();
  await expect(page.locator('.ant-drawer').filter({ visible: true })).toBeVisible();
};

/** The first line's Codes button (its name says the line; its text is the word). */
const lineCodes: Step = (page, t) =>
  page
    .locator('.ant-drawer')
    .filter({ visible: true })
    .locator('button')
    .filter({ hasText: new RegExp(`^${spaced(t('traceability:comparison.codes'))}$`) })
    .first()
    .click();

export const DATA_DIALOGS: DialogCase[] = [
  {
    name: 'code list export task',
    url: '/datas/cartonBoxData',
    steps: [rowButton('serialData:list.exportTask')],
  },
  { name: 'export task new', url: '/datas/exportTask', steps: [button('serialData:tasks.new')] },
  {
    name: 'binding file import',
    url: '/datas/dataList',
    steps: [button('serialData:list.import')],
  },
  {
    name: 'complement confirmation',
    url: '/datas/cartonBoxData',
    steps: [rowButton('serialData:list.complement'), complementAsked],
  },
  { name: 'trace manifest export', url: '/datas/traceability', steps: [tracedCarton] },
  {
    name: 'data comparison drawer',
    url: '/datas/containerData?differentOnly=1',
    steps: [comparisonOpen],
  },
  {
    name: 'data comparison codes',
    url: '/datas/containerData?differentOnly=1',
    steps: [comparisonOpen, lineCodes],
  },
];
