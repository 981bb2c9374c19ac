import {
  button,
  countButton,
  dialogRowButton,
  errorsShown,
  lineContainers,
  noteWarehouse,
  rowButton,
  rowMenu,
  selectAll,
  selectFirst,
  type Step,
  submitEmpty,
  userMenuItem,
} from './a11y-steps';
import { DUE_DILIGENCE_DIALOGS } from './a11y-dd-dialog-cases';
import { DATA_DIALOGS } from './a11y-data-dialog-cases';
import { SERIAL_DIALOGS } from './a11y-serial-dialog-cases';

/*
 * The dialogs, drawers and menus the accessibility gate opens (accessibility.spec.ts): each
 * a screen and the steps that open it.
 */

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
  {
    name: 'warehouse add',
    url: '/information/warehouse',
    steps: [button('stock:warehouses.page.add')],
  },
  {
    name: 'warehouse add refused',
    url: '/information/warehouse',
    steps: [button('stock:warehouses.page.add'), submitEmpty],
  },
  {
    name: 'inventory transfer',
    url: '/stock/inventory?warehouseType=loading',
    steps: [selectFirst, button('stock:transfer.action')],
  },
  {
    name: 'inventory send to rework',
    url: '/stock/inventory?warehouseType=loading',
    steps: [selectFirst, button('stock:rework.send')],
  },
  {
    name: 'rework take back',
    url: '/stock/reworkProduct',
    steps: [selectFirst, button('stock:rework.takeBack')],
  },
  {
    name: 'stock-in dialog',
    url: '/stock/pendingWarehousing',
    steps: [selectFirst, button('stock:stockIn.page.stockIn')],
  },
  {
    name: 'delivery note PO-line picker',
    url: '/stock/addDeliveryNote',
    steps: [noteWarehouse, button('stock:deliveryNotes.form.addLines')],
    supplier: true,
  },
  {
    name: 'delivery note submit confirmation',
    url: '/stock/deliveryNote?status=Draft',
    steps: [rowButton('stock:deliveryNotes.page.actions.submit')],
  },
  {
    name: 'delivery note cancel confirmation',
    url: '/stock/deliveryNote?status=Submitted',
    steps: [rowButton('stock:deliveryNotes.page.actions.cancel')],
  },
  {
    name: 'addDeliveryNote refused',
    url: '/stock/addDeliveryNote',
    steps: [button('stock:deliveryNotes.form.saveSubmit'), errorsShown],
    page: true,
  },
  {
    name: 'scrap approve confirmation',
    url: '/stock/scrap?status=Draft',
    steps: [rowButton('stock:scrap.actions.approve')],
  },
  {
    name: 'scrap reject comment refused',
    url: '/stock/scrap?status=Draft',
    steps: [rowButton('stock:scrap.actions.reject'), submitEmpty],
  },
  {
    name: 'scrap done confirmation',
    url: '/stock/scrap?status=Approved',
    steps: [rowButton('stock:scrap.actions.done')],
  },
  {
    name: 'scrap cancel confirmation',
    url: '/stock/scrap?status=Approved',
    steps: [rowButton('stock:scrap.actions.cancel')],
  },
  {
    name: 'addScrap refused',
    url: '/stock/addScrap',
    steps: [button('stock:scrap.actions.save'), errorsShown],
    page: true,
  },
  // /factory due diligence (issue 17)
  ...DUE_DILIGENCE_DIALOGS,
  // /verification and /scanCode serial numbers (issue 18)
  ...SERIAL_DIALOGS,
  ...DATA_DIALOGS,
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
