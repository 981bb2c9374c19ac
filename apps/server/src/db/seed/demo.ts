import { BUILT_IN_GROUPS, SUPER_ADMIN_GROUP, type BuiltInGroup } from '@lading/shared';
import type { Queryable } from '../database';
import { buildSupplier, buildUser } from '../factories';
import { sendStationMessage } from '../../modules/messages/station-message.service';

/** The demo user of each built-in group (the super administrator is `admin`). */
export const DEMO_USERS: Record<Exclude<BuiltInGroup, typeof SUPER_ADMIN_GROUP>, string> = {
  '1-SCM': 'scm',
  '2-View': 'viewer',
  '3-Logistic': 'logistic',
  '4-MQ': 'mq',
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

const DEMO_SUPPLIERS = [
  { code: 'SUP001', name: 'Shenzhen Sunrise Solar Technology Co., Ltd.' },
  { code: 'SUP002', name: 'Ningbo Bright Lighting Co., Ltd.' },
  { code: 'SUP003', name: 'Guangzhou PowerCell Battery Co., Ltd.' },
  { code: 'SUP004', name: 'Xiamen Cable & Wire Industrial Co., Ltd.' },
];

/** A demo data set so anyone can try every role right after `npm start`. */
export async function seedDemo(db: Queryable, demoPassword: string): Promise<void> {
  const suppliers = [];
  for (const supplier of DEMO_SUPPLIERS) suppliers.push(await buildSupplier(db, supplier));
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
    html: '<p>A shipping plan with your PO lines was released. Please submit the ready dates.</p><p>包含贵司采购订单行的装柜计划已发布，请提交货好日期。</p>',
    recipientIds: [await userId(DEMO_USERS['7-Supplier'])],
  });
  await sendStationMessage(db, {
    type: 2,
    title: 'Ready date submitted, please approve',
    titleCn: '货好日期已提交，请审批',
    html: `<p>${sunrise!.name} submitted ready dates for approval.</p><p>${sunrise!.name} 已提交货好日期，请审批。</p>`,
    recipientIds: [await userId(DEMO_USERS['1-SCM'])],
  });
  await sendStationMessage(db, {
    type: 5,
    title: 'Container changed',
    titleCn: '集装箱信息变更',
    html: '<p>The ETD of a container you follow changed. See the container change history.</p><p>您关注的集装箱 ETD 已变更，请查看集装箱变更记录。</p>',
    recipientIds: [await userId('admin'), await userId(DEMO_USERS['1-SCM'])],
  });
}
