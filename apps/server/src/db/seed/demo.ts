import {
  BUILT_IN_GROUPS,
  SUPER_ADMIN_GROUP,
  type BuiltInGroup,
  type ContainerTypeCode,
  type DestinationCountry,
} from '@lading/shared';
import type { FilesSettings } from '../../platform/files/file-stores';
import type { Queryable } from '../database';
import { buildUser } from '../factories';
import { seedDemoProducts } from './demo-products';
import { seedDemoKits } from './demo-kits';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPlanning } from './demo-planning';
import { seedDemoRevisions } from './demo-revisions';
import { seedDemoShipments } from './demo-shipments';
import { seedDemoOpenShipments } from './demo-open-shipments';
import { seedDemoStock } from './demo-stock';
import { seedDemoDueDiligence } from './demo-due-diligence';
import { seedDemoSerials } from './demo-serials';
import { seedDemoLeadTimes, seedDemoPackaging } from './demo-packaging';
import { seedDemoSupplierAccounts } from './demo-supplier-accounts';
import { seedDemoSuppliers } from './demo-suppliers';
import { sendStationMessage } from '../../modules/messages/station-message.service';
import {
  buildLoadingLimit,
  buildLoadingPoint,
  buildShippingLine,
  buildTransitTime,
} from '../../modules/reference/reference.factories';

/** The demo user of each built-in group (the super administrator is `admin`). */
export const DEMO_USERS: Record<Exclude<BuiltInGroup, typeof SUPER_ADMIN_GROUP>, string> = {
  '1-SCM': 'scm',
  '2-View': 'viewer',
  '3-Logistic': 'logistic',
  // a user ID has at least 3 characters (spec §5): `mq` could not sign in
  '4-MQ': 'quality',
  '5-OPM': 'opm',
  '6-DDC': 'ddc',
  '7-Supplier': 'supplier',
  '8-African OPS': 'africaops',
  '9-Country&B2B': 'country',
  '10-Administrator': 'administrator',
  '11-Supplier QRC': 'supplierqrc',
  '12-Loading Warehouse': 'warehouse',
  '13-SOU': 'sou',
};

const DEMO_LOADING_POINTS = [
  {
    name: 'Shenzhen Yantian 深圳盐田',
    shortName: 'YANTIAN',
    address:
      '广东省深圳市盐田区盐田港保税区 · Yantian Port Free Trade Zone, Yantian District, Shenzhen, Guangdong 518083',
  },
  {
    name: 'Ningbo Beilun 宁波北仑',
    shortName: 'BEILUN',
    address: '浙江省宁波市北仑区明州路 · Mingzhou Road, Beilun District, Ningbo, Zhejiang 315800',
  },
  {
    name: 'Shanghai Yangshan 上海洋山',
    shortName: 'YANGSHAN',
    address:
      '上海市浦东新区洋山深水港区 · Yangshan Deep-Water Port, Pudong New Area, Shanghai 201308',
  },
  {
    name: 'Guangzhou Nansha 广州南沙',
    shortName: 'NANSHA',
    address:
      '广东省广州市南沙区港前大道 · Gangqian Avenue, Nansha District, Guangzhou, Guangdong 511462',
  },
];

/** Carriers with their SCAC codes. */
const DEMO_SHIPPING_LINES = [
  { name: 'MSC', code: 'MSCU', note: 'Mediterranean Shipping Company' },
  { name: 'Maersk', code: 'MAEU', note: '' },
  { name: 'CMA CGM', code: 'CMDU', note: '' },
  { name: 'COSCO', code: 'COSU', note: 'COSCO Shipping Lines' },
  { name: 'PIL', code: 'PCIU', note: 'Pacific International Lines' },
  { name: 'Hapag-Lloyd', code: 'HLCU', note: '' },
];

/** POL (a loading point's name) → POD, days, by line (null: any line). */
const DEMO_TRANSIT_TIMES: [pol: number, pod: string, days: number, line: string | null][] = [
  [0, 'Lagos (Apapa)', 38, 'MSC'],
  [0, 'Mombasa', 24, 'Maersk'],
  [0, 'Dar es Salaam', 26, 'CMA CGM'],
  [0, 'Durban', 22, 'MSC'],
  [0, 'Cotonou', 36, 'CMA CGM'],
  [0, 'Abidjan', 35, 'Maersk'],
  [0, 'Maputo', 25, 'PIL'],
  [1, 'Lagos (Apapa)', 40, null],
  [1, 'Durban', 24, 'COSCO'],
  [2, 'Mombasa', 26, 'COSCO'],
  [3, 'Lagos (Tin Can Island)', 39, 'Hapag-Lloyd'],
];

/** Max payload in kg per destination: 40HQ, 20GP (road and axle-load limits inland). */
const DEMO_LOADING_LIMITS: Record<DestinationCountry, Record<ContainerTypeCode, number>> = {
  NG: { '40HQ': 26_000, '20GP': 26_500 },
  BJ: { '40HQ': 26_000, '20GP': 26_000 },
  CDI: { '40HQ': 26_500, '20GP': 26_500 },
  KE: { '40HQ': 24_000, '20GP': 24_000 },
  MZ: { '40HQ': 26_000, '20GP': 24_000 },
  RW: { '40HQ': 22_000, '20GP': 21_000 },
  TZ: { '40HQ': 24_000, '20GP': 24_000 },
  UG: { '40HQ': 22_000, '20GP': 21_000 },
  ZA: { '40HQ': 26_500, '20GP': 24_000 },
};

async function seedReferenceDemo(db: Queryable): Promise<void> {
  const loadingPoints = [];
  for (const point of DEMO_LOADING_POINTS) loadingPoints.push(await buildLoadingPoint(db, point));
  const lineIds = new Map<string, number>();
  for (const line of DEMO_SHIPPING_LINES) {
    lineIds.set(line.name, (await buildShippingLine(db, line)).id);
  }
  for (const [pol, pod, days, line] of DEMO_TRANSIT_TIMES) {
    await buildTransitTime(db, {
      pol: loadingPoints[pol]!.name,
      pod,
      days,
      shippingLineId: line === null ? null : lineIds.get(line)!,
    });
  }
  for (const [country, limits] of Object.entries(DEMO_LOADING_LIMITS)) {
    for (const [containerType, maxPayloadKg] of Object.entries(limits)) {
      await buildLoadingLimit(db, {
        country: country as DestinationCountry,
        containerType: containerType as ContainerTypeCode,
        maxPayloadKg,
      });
    }
  }
}

/** A demo data set so anyone can try every role right after `npm start`. */
export async function seedDemo(
  db: Queryable,
  demoPassword: string,
  today: Date = new Date(),
  files?: FilesSettings,
): Promise<void> {
  await seedReferenceDemo(db);
  await seedDemoProducts(db);
  const suppliers = await seedDemoSuppliers(db);
  // kits, packaging and lead times need the products; lead times the suppliers too
  await seedDemoKits(db);
  await seedDemoPackaging(db);
  await seedDemoLeadTimes(db);
  const [sunrise, bright] = suppliers;
  const supplierIdsFor: Partial<Record<BuiltInGroup, number[]>> = {
    '7-Supplier': [sunrise!.id],
    '11-Supplier QRC': [bright!.id],
    // internal users may "own" suppliers (DOMAIN: owner=1 filters)
    '1-SCM': [sunrise!.id, bright!.id],
  };
  for (const group of BUILT_IN_GROUPS) {
    if (group === SUPER_ADMIN_GROUP) continue;
    const username = DEMO_USERS[group];
    await buildUser(db, {
      username,
      password: demoPassword,
      nickname: `Demo ${group}`,
      email: `${username}@demo.lading.local`,
      group,
      supplierIds: supplierIdsFor[group] ?? [],
    });
  }
  const userId = async (username: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  // One example of each message type, to the users who would get it (DOMAIN "Station messages").
  await sendStationMessage(db, {
    type: 1,
    title: 'Please submit ready dates',
    titleCn: '请提交货好日期',
    html: '<p>A shipping plan with your PO lines was released. Please submit the ready dates.</p>',
    htmlCn: '<p>包含贵司采购订单行的装柜计划已发布，请提交货好日期。</p>',
    recipientIds: [await userId(DEMO_USERS['7-Supplier'])],
  });
  await sendStationMessage(db, {
    type: 2,
    title: 'Ready date submitted, please approve',
    titleCn: '货好日期已提交，请审批',
    html: `<p>${sunrise!.name} submitted ready dates for approval.</p>`,
    htmlCn: `<p>${sunrise!.name} 已提交货好日期，请审批。</p>`,
    recipientIds: [await userId(DEMO_USERS['1-SCM'])],
  });
  await sendStationMessage(db, {
    type: 5,
    title: 'Container changed',
    titleCn: '集装箱信息变更',
    html: '<p>The ETD of a container you follow changed. See the container change history.</p>',
    htmlCn: '<p>您关注的集装箱 ETD 已变更，请查看集装箱变更记录。</p>',
    recipientIds: [await userId('admin'), await userId(DEMO_USERS['1-SCM'])],
  });
  // last: owners and accounts for every supplier the demo made above
  await seedDemoSupplierAccounts(db, demoPassword);
  // orders need suppliers, Active products and loading points
  await seedDemoOrders(db, today);
  // released containers with ready dates need the orders and the supplier accounts
  await seedDemoPlanning(db, today);
  // a few edits, so the revision histories show what they do (issue 14)
  await seedDemoRevisions(db, today);
  // a year of shipments and the containers not yet at sea: tracking and the reports (issue 15)
  await seedDemoShipments(db, today);
  await seedDemoOpenShipments(db, today);
  // warehouses, delivery notes in every state, stock on hand and rework (issue 16)
  await seedDemoStock(db, today);
  // supplier files in every status, checks, status change requests (issue 17)
  if (files) await seedDemoDueDiligence(db, today, files);
  // code templates of every level and one shipped container scanned whole (issue 18)
  await seedDemoSerials(db, today);
}
