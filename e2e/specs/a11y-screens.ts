import { expect, type Page } from '@playwright/test';
import type { ScreenName } from '@lading/shared';
import { authorization } from './helpers';

/*
 * The screens the accessibility gate audits (accessibility.spec.ts): the tree's screens as
 * the administrator's menus list them, and the demo records the hidden ones open.
 */

/** The demo records a screen with a parameter shows. */
export interface DemoIds {
  product: number;
  supplier: number;
  group: number;
  menu: number;
  /** a Draft delivery note (its edit screen opens only a Draft) */
  deliveryNote: number;
  /** a scrap order (any state: its edit screen says when it cannot be edited) */
  scrapOrder: number;
  /** a container loading works on (released, not yet at sea) */
  container: number;
  /** a carton code of the demo's scanned container (its details, complement, trace) */
  carton: { id: number; code: string };
  /** the planned container the demo scanned whole (its data comparison) */
  scannedContainer: number;
}

/**
 * The query string of each screen of the tree (`null`: none needed). Keyed by every screen
 * name, so a screen added to the tree without an entry here is a type error, and the first
 * test below fails on it at run time too (the e2e specs are not type-checked by a build).
 */
export const SCREEN_QUERIES: Record<ScreenName, ((ids: DemoIds) => string) | null> = {
  home: null,
  product: null,
  addProduct: null,
  editProduct: (ids) => `id=${ids.product}`,
  productDetails: (ids) => `id=${ids.product}`,
  productRecord: (ids) => `id=${ids.product}`,
  modificationRecord: null,
  itemLT: null,
  kit: null,
  order: null,
  SOorder: null,
  packList: null,
  riskbuyPo: null,
  deliveryNote: null,
  addDeliveryNote: null,
  editDeliveryNote: (ids) => `id=${ids.deliveryNote}`,
  deliveryNoteDetails: (ids) => `id=${ids.deliveryNote}`,
  pendingWarehousing: null,
  inventory: null,
  historyRecord: null,
  reworkProduct: null,
  backList: null,
  shipmentList: null,
  shipmentDetails: (ids) => `id=${ids.container}`,
  shipmentRecord: null,
  scrap: null,
  addScrap: null,
  editScrap: (ids) => `id=${ids.scrapOrder}`,
  scrapDetails: (ids) => `id=${ids.scrapOrder}`,
  allScrap: null,
  scrapRecord: null,
  supplier: null,
  supplierDetails: (ids) => `id=${ids.supplier}`,
  addSupplier: null,
  editSupplier: (ids) => `id=${ids.supplier}`,
  supplierRecord: (ids) => `id=${ids.supplier}`,
  supplierStage: (ids) => `id=${ids.supplier}`,
  stageRecord: (ids) => `id=${ids.supplier}`,
  paymentTerm: null,
  NDAContract: null,
  DDreport: null,
  documentApproval: null,
  avlApproval: null,
  owner: null,
  manufacturer: null,
  orderList: null,
  MyshippingPlan: null,
  preArrange: null,
  rearrangement: null,
  shippingPlan: null,
  shippingDetails: null,
  containerChangeHistory: null,
  seaReport: null,
  loadingPlan: null,
  OTD: null,
  utilization: null,
  spareReport: null,
  shippingAmountReport: null,
  partTemplate: null,
  productTemplate: null,
  giftBox: null,
  cartonBox: null,
  pallet: null,
  packTemplate: null,
  containerTemplate: null,
  scanProduct: null,
  scanGiftBox: null,
  scanCartonBox: null,
  scanPack: null,
  scanPallet: null,
  scanContainer: null,
  bindCode: null,
  productData: null,
  giftBoxData: null,
  cartonBoxData: null,
  palletData: null,
  dataList: null,
  datasDetails: (ids) => `id=${ids.carton.id}`,
  containerData: (ids) => `id=${ids.scannedContainer}`,
  traceability: (ids) => `code=${encodeURIComponent(ids.carton.code)}`,
  exportTask: null,
  complement: (ids) => `id=${ids.carton.id}`,
  point: null,
  shippingLine: null,
  standardTransitTime: null,
  loadingInformation: null,
  leadTime: null,
  delayReason: null,
  warehouse: null,
  admin: null,
  role: null,
  allocMenu: (ids) => `roleId=${ids.group}`,
  allocResource: (ids) => `roleId=${ids.group}`,
  menu: null,
  addMenu: null,
  updateMenu: (ids) => `id=${ids.menu}`,
  resource: null,
  resourceCategory: null,
  apiReference: null,
};

export interface MenuEntry {
  name: string;
  children: MenuEntry[];
}
export interface ScreenPath {
  name: string;
  path: string;
}

/**
 * The screens of the tree with their paths, read off the administrator's menus: the server
 * seeds one menu per entry of the shared tree and the administrator holds them all (a spec
 * cannot import the tree itself: its label catalogs are JSON modules).
 */
export const screensOf = (menus: readonly MenuEntry[], parent = ''): ScreenPath[] =>
  menus.flatMap((menu) =>
    menu.children.length
      ? screensOf(menu.children, `${parent}/${menu.name}`)
      : [{ name: menu.name, path: `${parent}/${menu.name}` }],
  );

export async function apiData<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

export async function demoIds(page: Page): Promise<DemoIds> {
  const products = await apiData<{ list: { id: number }[] }>(page, '/api/products?keyword=PV-200M');
  const suppliers = await apiData<{ list: { id: number }[] }>(page, '/api/suppliers');
  const groups = await apiData<{ id: number; name: string }[]>(page, '/api/role/listAll');
  const menus = await apiData<{ id: number; name: string }[]>(page, '/api/menu/treeList');
  const notes = await apiData<{ list: { id: number }[] }>(page, '/api/delivery-notes?status=Draft');
  const scrapOrders = await apiData<{ list: { id: number }[] }>(page, '/api/scrap-orders');
  const containers = await apiData<{ list: { id: number }[] }>(
    page,
    '/api/stock/loading/containers',
  );
  const cartons = await apiData<{ list: { id: number; code: string }[] }>(
    page,
    '/api/serials/code-data?level=carton&pageSize=1',
  );
  const compared = await apiData<{
    list: { containerId: number; containerCodeId: number | null }[];
  }>(page, '/api/serials/container-data?pageSize=100');
  return {
    carton: cartons.list[0]!,
    scannedContainer: compared.list.find((row) => row.containerCodeId !== null)!.containerId,
    product: products.list[0]!.id,
    supplier: suppliers.list[0]!.id,
    group: groups.find((g) => g.name === '1-SCM')!.id,
    menu: menus.find((m) => m.name === 'production')!.id,
    deliveryNote: notes.list[0]!.id,
    scrapOrder: scrapOrders.list[0]!.id,
    container: containers.list[0]!.id,
  };
}
