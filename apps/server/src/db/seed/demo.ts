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
  const userIds: number[] = [];
  for (const group of BUILT_IN_GROUPS) {
    if (group === SUPER_ADMIN_GROUP) continue;
    const username = DEMO_USERS[group];
    const user = await buildUser(db, {
      username,
      password: demoPassword,
      nickname: `Demo ${group}`,
      email: `${username}@demo.lading.local`,
      group,
      supplierIds: supplierIdsFor[group] ?? [],
    });
    userIds.push(user.id);
  }
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  await sendStationMessage(db, {
    type: 5,
    title: 'Welcome to Lading',
    titleCn: '欢迎使用 Lading',
    html:
      '<p>This is a demo data set: one user per group, password as printed at start.</p>' +
      '<p>这是演示数据：每个用户组一个用户，密码见启动时的提示。</p>',
    recipientIds: [...userIds, ...(admin ? [admin.id] : [])],
  });
}
