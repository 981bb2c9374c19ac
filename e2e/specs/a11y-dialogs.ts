import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { settle, type Language } from './axe-audit';

/** The dialogs, drawers and menus of the gate, each opened from its screen by steps. */

/** Label text in one language, read off the shared catalogs (`ns:dotted.key`). */
const CATALOGS = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n/labels');
const catalogCache = new Map<string, Record<string, unknown>>();
export function label(language: Language, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  const file = path.join(CATALOGS, language, `${ns}.json`);
  if (!catalogCache.has(file)) catalogCache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  let value: unknown = catalogCache.get(file);
  for (const part of dotted.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no label ${key} in ${language}`);
  return value;
}

type Step = (page: Page, t: (key: string) => string) => Promise<void>;

/**
 * A button's text as a pattern: antd spaces out a two-character Chinese label ("保 存"), so
 * any blank is allowed between characters.
 */
const spaced = (text: string) =>
  [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');

/** The first visible button showing the label (icons add their own name to a button's). */
const button =
  (key: string): Step =>
  (page, t) =>
    page
      .locator('button, [role="button"]')
      .filter({ hasText: new RegExp(spaced(t(key))), visible: true })
      .first()
      .click();
/** The same, in the first row of the screen's table. */
const rowButton =
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
const errorsShown: Step = (page) =>
  expect(
    page
      .locator('.ant-form-item-explain-error, .ant-modal-wrap [role="alert"]')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
/** Submits the open dialog or drawer empty: its fields show why it is refused. */
const submitEmpty: Step = async (page) => {
  await page
    .locator('.ant-modal-footer .ant-btn-primary, .ant-drawer .ant-btn-primary')
    .filter({ visible: true })
    .last()
    .click();
  await errorsShown(page, () => '');
};
const userMenuItem =
  (key: string): Step =>
  async (page, t) => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: t(key) }).click();
  };

/** A label with a count ("Approve ({{count}})") as a pattern: any number for the count. */
const counted = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(spaced)
      .join('\\s*\\d+\\s*')}$`,
  );
/** The first visible button whose label (with a count) is `key`'s. */
const countButton =
  (key: string): Step =>
  (page, t) =>
    page
      .locator('button')
      .filter({ hasText: counted(t(key)), visible: true })
      .first()
      .click();
/** Selects every row of the screen's table (its heading's checkbox). */
const selectAll: Step = (page) =>
  page.locator('.ant-table-thead .ant-checkbox-input').first().check();
/** Opens the first row's "more actions" menu, then its entry `key` when given. */
const rowMenu =
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
const dialogRowButton =
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
const lineContainers: Step = async (page, t) => {
  const link = page
    .locator('.ant-table-row button')
    .filter({ hasText: /^[\d,.]+ \/ [\d,.]+$/, visible: true });
  if ((await link.count()) > 0) await link.first().click();
  else await rowMenu('orders:lineContainers.action')(page, t);
};

/** Where a dialog lives once open: antd's dialogs and drawers, and the pop-up layer. */
export const OVERLAYS = '.ant-modal-root, .ant-drawer, #lading-popups';
const OPEN_OVERLAY =
  '.ant-modal-wrap, .ant-drawer-open, .ant-dropdown, .ant-popover, .ant-select-dropdown';

export interface DialogCase {
  name: string;
  url: string;
  steps: Step[];
  /** The whole page (a refused page form), not only its overlays. */
  page?: true;
  /** Opened by a supplier's user (SUP001's), not the administrator. */
  supplier?: true;
}

/**
 * Every dialog, drawer and menu of the screens, and a refused form of each kind, as the
 * administrator opens them (the features' "New"/"Add"/"Import"/"Edit" buttons, the shell's
 * menus, the bell).
 */
export const DIALOGS: DialogCase[] = [
  // the shell
  { name: 'user menu', url: '/home', steps: [(p) => p.getByTestId('user-menu').click()] },
  { name: 'change password', url: '/home', steps: [userMenuItem('common:shell.changePassword')] },
  {
    name: 'change password refused',
    url: '/home',
    steps: [userMenuItem('common:shell.changePassword'), submitEmpty],
  },
  { name: 'tag menu', url: '/home', steps: [(p) => p.getByTestId('tags-actions').click()] },
  {
    name: 'bell',
    url: '/home',
    steps: [(p) => p.getByTestId('unread-badge').getByRole('button').click()],
  },
  {
    name: 'messages dialog',
    url: '/home',
    steps: [
      (p) => p.getByTestId('unread-badge').getByRole('button').click(),
      button('messages:viewAll'),
    ],
  },
  {
    name: 'message from the bell',
    url: '/home',
    steps: [
      (p) => p.getByTestId('unread-badge').getByRole('button').click(),
      (p) => p.locator('.ant-popover .ant-list-item').first().click(),
    ],
  },
  {
    name: 'message detail',
    url: '/home',
    steps: [
      (p) => p.getByTestId('unread-badge').getByRole('button').click(),
      button('messages:viewAll'),
      dialogRowButton('common:actions.view'),
    ],
  },
  // /production
  { name: 'product import', url: '/production/product', steps: [button('productImport:button')] },
  { name: 'kit add', url: '/production/kit', steps: [button('kits:add')] },
  { name: 'kit add refused', url: '/production/kit', steps: [button('kits:add'), submitEmpty] },
  { name: 'kit details', url: '/production/kit', steps: [rowButton('kits:details')] },
  { name: 'kit edit', url: '/production/kit', steps: [rowButton('common:actions.edit')] },
  { name: 'new PO', url: '/production/order', steps: [button('orders:newPo.button')] },
  { name: 'PO import', url: '/production/order', steps: [button('orderImport:po.button')] },
  { name: 'PO line menu', url: '/production/order', steps: [rowMenu()] },
  { name: 'PO line change', url: '/production/order', steps: [rowButton('common:actions.edit')] },
  { name: 'PO line containers', url: '/production/order', steps: [lineContainers] },
  {
    name: 'PO line SO link',
    url: '/production/order',
    steps: [rowMenu('orders:soLink.action')],
  },
  {
    name: 'PO header edit',
    url: '/production/order',
    steps: [rowMenu('orders:poHeader.action')],
  },
  {
    name: 'PO line close question',
    url: '/production/order',
    steps: [rowMenu('orders:endLine.close.ok')],
  },
  { name: 'new SO', url: '/production/SOorder', steps: [button('orders:soForm.button')] },
  { name: 'SO import', url: '/production/SOorder', steps: [button('orderImport:so.button')] },
  {
    name: 'packaging set',
    url: '/production/packList',
    // the first row's packaging may be set already: its link then reads "Edit"
    steps: [rowButton('packaging:set', 'common:actions.edit')],
  },
  {
    name: 'addProduct refused',
    url: '/production/addProduct',
    steps: [button('common:actions.save'), errorsShown],
    page: true,
  },
  // /stock
  { name: 'risk buy SO link', url: '/stock/riskbuyPo', steps: [rowButton('orders:soLink.action')] },
  // /arrange, /reportForms, /myOrder: ready dates and shipments
  {
    name: 'container drawer',
    url: '/arrange/shippingPlan',
    steps: [rowButton('planning:shippingPlan.view')],
  },
  {
    name: 'tracking drawer',
    url: '/arrange/shippingPlan?status=Unshipped',
    steps: [rowButton('tracking:actions.tracking')],
  },
  {
    name: 'status change (batch)',
    url: '/arrange/shippingPlan?status=Unshipped',
    steps: [selectAll, countButton('tracking:actions.changeStatusCount')],
  },
  {
    name: 'status change refused',
    url: '/arrange/shippingPlan?status=Unshipped',
    steps: [selectAll, countButton('tracking:actions.changeStatusCount'), submitEmpty],
  },
  {
    name: 'ready date approve',
    url: '/reportForms/shippingDetails?status=Unshipped',
    steps: [selectAll, countButton('readyDates:actions.approveCount')],
  },
  {
    name: 'ready date reject',
    url: '/reportForms/shippingDetails?status=Unshipped',
    steps: [selectAll, countButton('readyDates:actions.rejectCount')],
  },
  {
    name: 'ready date reject refused',
    url: '/reportForms/shippingDetails?status=Unshipped',
    steps: [selectAll, countButton('readyDates:actions.rejectCount'), submitEmpty],
  },
  // the company's OTD tolerance (reference.write), and a value out of range refused
  {
    name: 'OTD tolerance setting',
    url: '/reportForms/OTD',
    steps: [button('otdReports:settings.open')],
  },
  {
    name: 'OTD tolerance setting refused',
    url: '/reportForms/OTD',
    steps: [
      button('otdReports:settings.open'),
      (page) => page.locator('#otd-tolerance-setting_otdToleranceDays').fill('-1'),
      submitEmpty,
    ],
  },
  {
    name: 'ready date submit (supplier)',
    url: '/myOrder/MyshippingPlan?status=Unshipped',
    steps: [selectAll, countButton('readyDates:actions.submitCount')],
    supplier: true,
  },
  {
    name: 'ready date submit refused (supplier)',
    url: '/myOrder/MyshippingPlan?status=Unshipped',
    steps: [selectAll, countButton('readyDates:actions.submitCount'), submitEmpty],
    supplier: true,
  },
  // /factory
  {
    name: 'addSupplier refused',
    url: '/factory/addSupplier',
    steps: [button('common:actions.save'), errorsShown],
    page: true,
  },
  { name: 'owners edit', url: '/factory/owner', steps: [rowButton('supplierAccess:owners.edit')] },
  {
    name: 'account add',
    url: '/factory/manufacturer',
    steps: [button('supplierAccess:accounts.add')],
  },
  {
    name: 'account reset password',
    url: '/factory/manufacturer',
    steps: [rowButton('supplierAccess:accounts.resetPassword')],
  },
  // /information
  { name: 'point add', url: '/information/point', steps: [button('reference:points.add')] },
  {
    name: 'point add refused',
    url: '/information/point',
    steps: [button('reference:points.add'), submitEmpty],
  },
  { name: 'point edit', url: '/information/point', steps: [rowButton('common:actions.edit')] },
  {
    name: 'shipping line add',
    url: '/information/shippingLine',
    steps: [button('reference:shippingLines.add')],
  },
  {
    name: 'transit time add',
    url: '/information/standardTransitTime',
    steps: [button('reference:transitTimes.add')],
  },
  {
    name: 'weight limit add',
    url: '/information/loadingInformation',
    steps: [button('reference:loadingLimits.add')],
  },
  { name: 'lead time add', url: '/information/leadTime', steps: [button('leadTimes:add')] },
  {
    name: 'delay reason add',
    url: '/information/delayReason',
    steps: [button('tracking:delayReasons.add')],
  },
  {
    name: 'delay reason edit',
    url: '/information/delayReason',
    steps: [rowButton('common:actions.edit')],
  },
  // /user
  { name: 'user add', url: '/user/admin', steps: [button('admin:users.add')] },
  { name: 'user add refused', url: '/user/admin', steps: [button('admin:users.add'), submitEmpty] },
  { name: 'group add', url: '/user/role', steps: [button('admin:groups.add')] },
  { name: 'resource add', url: '/user/resource', steps: [button('admin:resources.add')] },
  {
    name: 'category add',
    url: '/user/resourceCategory',
    steps: [button('admin:categories.add')],
  },
];

/** Opens a dialog case's state on `page`: its screen, then its steps. */
export async function openDialog(page: Page, dialog: DialogCase, t: (key: string) => string) {
  await page.goto(dialog.url);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await settle(page);
  for (const step of dialog.steps) await step(page, t);
  if (!dialog.page)
    await expect(page.locator(OPEN_OVERLAY).filter({ visible: true }).first()).toBeVisible();
  await settle(page);
}
