import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Language } from './axe-audit';
import { pick } from './helpers';

/*
 * The steps the accessibility gate takes to open a dialog, drawer or menu (a11y-dialog-cases.ts),
 * and the labels they click, read off the shared catalogs in the audited language.
 */

/** Label text in one language, read off the shared catalogs (`ns:dotted.key`). */
export const CATALOGS = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n/labels');
export const catalogCache = new Map<string, Record<string, unknown>>();
export function label(language: Language, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  const file = path.join(CATALOGS, language, `${ns}.json`);
  if (!catalogCache.has(file)) catalogCache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  let value: unknown = catalogCache.get(file);
  for (const part of dotted.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no label ${key} in ${language}`);
  return value;
}

export type Step = (page: Page, t: (key: string) => string) => Promise<void>;

/**
 * A button's text as a pattern: antd spaces out a two-character Chinese label ("保 存"), so
 * any blank is allowed between characters.
 */
export const spaced = (text: string) =>
  [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');

/** The first visible button showing the label (icons add their own name to a button's). */
export const button =
  (key: string): Step =>
  (page, t) =>
    page
      .locator('button, [role="button"]')
      .filter({ hasText: new RegExp(spaced(t(key))), visible: true })
      .first()
      .click();
/** The same, in the first row of the screen's table. */
export const rowButton =
  (...keys: string[]): Step =>
  (page, t) =>
    page
      .locator('.ant-table-row')
      .first()
      .locator('button')
      .filter({ hasText: new RegExp(`^(${keys.map((key) => spaced(t(key))).join('|')})$`) })
      .first()
      .click();
/** A refusal shows: a field's error, or a dialog's own alert (a table of dates has no field). */
export const errorsShown: Step = (page) =>
  expect(
    page
      .locator('.ant-form-item-explain-error, .ant-modal-wrap [role="alert"]')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
/** Submits the open dialog or drawer empty: its fields show why it is refused. */
export const submitEmpty: Step = async (page) => {
  await page
    .locator('.ant-modal-footer .ant-btn-primary, .ant-drawer .ant-btn-primary')
    .filter({ visible: true })
    .last()
    .click();
  await errorsShown(page, () => '');
};
export const userMenuItem =
  (key: string): Step =>
  async (page, t) => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: t(key) }).click();
  };

/** A label with a count ("Approve ({{count}})") as a pattern: any number for the count. */
export const counted = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(spaced)
      .join('\\s*\\d+\\s*')}$`,
  );
/** The first visible button whose label (with a count) is `key`'s. */
export const countButton =
  (key: string): Step =>
  (page, t) =>
    page
      .locator('button')
      .filter({ hasText: counted(t(key)), visible: true })
      .first()
      .click();
/** Selects every row of the screen's table (its heading's checkbox). */
export const selectAll: Step = (page) =>
  page.locator('.ant-table-thead .ant-checkbox-input').first().check();
/** Selects the first row of the screen's table (pages kept open in other tabs are hidden). */
export const selectFirst: Step = (page) =>
  page.locator('.ant-table-row').filter({ visible: true }).first().getByRole('checkbox').check();
/** Chooses the delivery note's loading warehouse (the supplier is the user's own). */
export const noteWarehouse: Step = (page) => pick(page, 'delivery-note_warehouseId', 'WH-YANTIAN');
/** Opens the first row's "more actions" menu, then its entry `key` when given. */
export const rowMenu =
  (key?: string): Step =>
  async (page, t) => {
    await page.locator('.ant-table-row').first().locator('.ant-dropdown-trigger').first().click();
    if (key)
      await page
        .locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]')
        .filter({ hasText: t(key) })
        .first()
        .click();
  };
/** A button of the open dialog's first table row. */
export const dialogRowButton =
  (key: string): Step =>
  (page, t) =>
    page
      .locator('.ant-modal-wrap .ant-table-row')
      .filter({ visible: true })
      .first()
      .locator('button')
      .filter({ hasText: new RegExp(`^${spaced(t(key))}$`) })
      .first()
      .click();
/** The PO report's planned / shipped link of a line in a container (else its menu entry). */
export const lineContainers: Step = async (page, t) => {
  const link = page
    .locator('.ant-table-row button')
    .filter({ hasText: /^[\d,.]+ \/ [\d,.]+$/, visible: true });
  if ((await link.count()) > 0) await link.first().click();
  else await rowMenu('orders:lineContainers.action')(page, t);
};

/** Where a dialog lives once open: antd's dialogs and drawers, and the pop-up layer. */
export const OVERLAYS = '.ant-modal-root, .ant-drawer, #lading-popups';
export const OPEN_OVERLAY =
  '.ant-modal-wrap, .ant-drawer-open, .ant-dropdown, .ant-popover, .ant-select-dropdown';
