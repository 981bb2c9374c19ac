import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { audit, summarize } from './axe-audit';
import { ADMIN, chooseLanguage, signIn } from './helpers';

/**
 * Report packs (issue 15) in a browser, on the demo data: from the OTD screen, a PDF and a
 * PowerPoint deck are made on the server, followed in the progress dialog and downloaded
 * with the session; in English and Chinese.
 */

/** A report's first visit reads its figures and loads its chart chunk: slow on a busy machine. */
const LOADING = { timeout: 30_000 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-packs-'));

/** Clicks a pack button, waits for the download through the progress dialog, reads the file. */
async function pack(page: Page, button: RegExp, dialogTitle: RegExp, shot: string) {
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: button }).click();
  // the progress dialog, when the pack is slow enough to see it (looked at by hand)
  await page.screenshot({ path: `/tmp/rp-${shot}.png` });
  const file = path.join(dir, (await download).suggestedFilename());
  await (await download).saveAs(file);
  // the dialog closes once the file is saved
  await expect(page.getByRole('dialog', { name: dialogTitle })).toHaveCount(0);
  return { name: path.basename(file), bytes: fs.readFileSync(file) };
}

/** A pack still being made, as the job poll answers it. */
const RUNNING = {
  code: 200,
  message: 'OK',
  data: {
    id: 1,
    report: 'otd',
    format: 'pdf',
    status: 'running',
    stage: 'drawing',
    done: 3,
    total: 8,
    fileName: null,
    createdAt: '2026-11-26 20:00',
    finishedAt: null,
    error: null,
  },
};
const JOB_POLL = /\/api\/reports\/packs\/\d+$/;

test('the progress dialog: first focus, Escape, and an axe audit', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/OTD');
  await expect(page.getByRole('region', { name: 'On-time delivery' })).toBeVisible(LOADING);
  // a pack is made in seconds: the poll is held at "drawing" while the dialog is audited
  await page.route(JOB_POLL, (route) => route.fulfill({ json: RUNNING }));
  await page.getByRole('button', { name: /^file-pdf PDF$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Making the PDF' });
  await expect(dialog.getByText('Drawing the charts and pages: 3 of 8')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: '/tmp/rp-dialog-en.png' });
  const { findings } = await audit(page, 'report pack progress', 'en', '.ant-modal-root');
  expect(findings, summarize(findings)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^file-pdf PDF$/ })).toBeFocused();
  await page.unroute(JOB_POLL);
});

test('OTD as a PDF and a PowerPoint deck, in English and Chinese', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/OTD');
  await expect(page.getByRole('region', { name: 'On-time delivery' })).toBeVisible(LOADING);

  const pdf = await pack(page, /^file-pdf PDF$/, /Making the PDF/, 'pdf-en');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.bytes.length).toBeGreaterThan(10 * 1024);

  const deck = await pack(page, /^file-ppt PowerPoint$/, /Making the PowerPoint deck/, 'pptx-en');
  expect(deck.name).toMatch(/\.pptx$/);
  expect(deck.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(deck.bytes.length).toBeGreaterThan(10 * 1024);

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/OTD');
  await expect(page.getByRole('region', { name: '准时交货率' })).toBeVisible(LOADING);
  const zhPdf = await pack(page, /^file-pdf PDF$/, /正在生成 PDF/, 'pdf-zh');
  expect(zhPdf.name).toMatch(/\.pdf$/);
  expect(zhPdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(zhPdf.bytes.length).toBeGreaterThan(10 * 1024);
});

test('the pack buttons beside the Excel export of each report', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  for (const language of ['en', 'zh'] as const) {
    if (language === 'zh') await chooseLanguage(page, '中文');
    for (const screen of ['OTD', 'utilization', 'seaReport', 'shippingAmountReport']) {
      await page.goto(`/reportForms/${screen}`);
      const exportButton = page.getByRole('button', { name: /^download (Export|导出)$/ });
      await expect(exportButton).toBeVisible();
      await expect(page.getByRole('button', { name: /^file-pdf PDF$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^file-ppt (PowerPoint|PPT)$/ })).toBeVisible();
      await page.waitForTimeout(600); // the charts draw after their lazy chunk loads
      await page.screenshot({ path: `/tmp/rp-${screen}-${language}.png`, fullPage: true });
    }
  }
});
