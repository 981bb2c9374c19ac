import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The spec §2 routes that were seeded as menus although the web has no screen for them
 * (issue 13 "screens once"): their menus go, with every group's grant of them. From here
 * on the menus are seeded from the shared screen tree (packages/shared/src/screens), which
 * holds only screens that exist. Frozen: a screen added later gets its menu at start-up.
 */
const UNBUILT = [
  // /stock (riskbuyPo stays)
  'deliveryNote',
  'addDeliveryNote',
  'editDeliveryNote',
  'deliveryNoteDetails',
  'pendingWarehousing',
  'inventory',
  'historyRecord',
  'shipmentList',
  'shipmentDetails',
  'shipmentRecord',
  'backList',
  'reworkProduct',
  'scrap',
  'addScrap',
  'editScrap',
  'scrapDetails',
  'allScrap',
  'scrapRecord',
  // /factory
  'supplierStage',
  'stageRecord',
  'NDAContract',
  'DDreport',
  'documentApproval',
  'avlApproval',
  // /scanCode
  'scanCode',
  'scanProduct',
  'scanGiftBox',
  'scanCartonBox',
  'scanPack',
  'scanPallet',
  'scanContainer',
  'bindCode',
  // /datas
  'datas',
  'datasDetails',
  'productData',
  'giftBoxData',
  'cartonBoxData',
  'palletData',
  'dataList',
  'containerData',
  'traceability',
  'exportTask',
  'complement',
  // /verification
  'verification',
  'partTemplate',
  'productTemplate',
  'giftBox',
  'cartonBox',
  'pallet',
  'packTemplate',
  'containerTemplate',
  // /reportForms
  'seaReport',
  'loadingPlan',
  'OTD',
  'utilization',
  'spareReport',
  'shippingAmountReport',
];

interface Tables {
  menus: { id: number; parent_id: number | null; name: string };
  group_menus: { group_id: number; menu_id: number };
}

export async function up(untyped: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const doomed = db.selectFrom('menus').select('id').where('name', 'in', UNBUILT);
  await db.deleteFrom('group_menus').where('menu_id', 'in', doomed).execute();
  // Leaves first; a folder still holding a menu an administrator added under it stays.
  for (;;) {
    const parents = db
      .selectFrom('menus')
      .select('parent_id')
      .where('parent_id', 'is not', null)
      .$narrowType<{ parent_id: number }>();
    const result = await db
      .deleteFrom('menus')
      .where('name', 'in', UNBUILT)
      .where('id', 'not in', parents)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) break;
  }
}
