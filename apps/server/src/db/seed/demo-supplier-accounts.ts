import type { Queryable } from '../database';
import { buildUser } from '../factories';

/** Internal demo users who own suppliers (DOMAIN: internal users' supplierList). */
const OWNER_ALL = 'scm';
/** Each of these owns every other supplier, so the owner screen shows shared ownership. */
const OWNERS_BY_TURN = ['opm', 'ddc'];
/** How many suppliers (the first by code) also get a QRC (scanning) account. */
const QRC_ACCOUNTS = 2;

const accountName = (code: string, index: number) => {
  const lower = code.toLowerCase();
  return /^[a-z0-9]{3,20}$/.test(lower) ? lower : `sup${String(index + 1).padStart(3, '0')}`;
};

/**
 * Owners and supplier accounts for every supplier in the table (however many the demo
 * made): scm owns all of them, opm and ddc take turns; each supplier gets a 7-Supplier
 * account named after its code (`sup001`…) and the first two a 11-Supplier QRC account
 * (`sup001qrc`…). The existing demo users `supplier` and `supplierqrc` stay as they are.
 */
export async function seedDemoSupplierAccounts(db: Queryable, demoPassword: string) {
  const suppliers = await db
    .selectFrom('suppliers')
    .select(['id', 'code', 'name'])
    .orderBy('code')
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', [OWNER_ALL, ...OWNERS_BY_TURN])
    .execute();
  const userId = new Map(users.map((user) => [user.username, user.id]));
  const links = await db.selectFrom('user_suppliers').select(['user_id', 'supplier_id']).execute();
  const linked = new Set(links.map((link) => `${link.user_id}:${link.supplier_id}`));

  for (const [index, supplier] of suppliers.entries()) {
    const owners = [OWNER_ALL, OWNERS_BY_TURN[index % OWNERS_BY_TURN.length]!];
    for (const owner of owners) {
      const id = userId.get(owner);
      if (id === undefined || linked.has(`${id}:${supplier.id}`)) continue;
      await db
        .insertInto('user_suppliers')
        .values({ user_id: id, supplier_id: supplier.id })
        .execute();
      linked.add(`${id}:${supplier.id}`);
    }

    const username = accountName(supplier.code, index);
    const accounts: { username: string; group: string; nickname: string }[] = [
      { username, group: '7-Supplier', nickname: supplier.name },
    ];
    if (index < QRC_ACCOUNTS) {
      accounts.push({
        username: `${username}qrc`,
        group: '11-Supplier QRC',
        nickname: `QRC · ${supplier.name}`,
      });
    }
    for (const account of accounts) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', account.username)
        .executeTakeFirst();
      if (taken) continue;
      await buildUser(db, {
        username: account.username,
        password: demoPassword,
        nickname: account.nickname.slice(0, 50),
        email: `${account.username}@demo.lading.local`,
        group: account.group,
        supplierIds: [supplier.id],
      });
    }
  }
}
