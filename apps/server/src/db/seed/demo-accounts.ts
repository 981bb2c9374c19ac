import type { Queryable } from '../database';
import { DEMO_USERS } from './demo';

/** The demo accounts of one group, as the start banner lists them. */
export interface DemoAccounts {
  group: string;
  usernames: string[];
}

/** Supplier accounts the demo seed names after supplier codes (`sup001`, `sup001qrc`). */
const SUPPLIER_ACCOUNT = /^sup\d{3}(qrc)?$/;

/**
 * The demo seed's accounts still enabled in this database, by group (in the groups' order):
 * one per built-in group and the supplier accounts. Nothing when the demo was not seeded —
 * a production database's own users are never printed.
 */
export async function demoAccountsIn(db: Queryable): Promise<DemoAccounts[]> {
  const names = new Set<string>(Object.values(DEMO_USERS));
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_groups as g', 'g.id', 'u.group_id')
    .select(['u.username', 'g.name as group', 'g.id as group_id'])
    .where('u.enabled', '=', 1)
    .where((eb) => eb.or([eb('u.username', 'in', [...names]), eb('u.username', 'like', 'sup%')]))
    .orderBy('g.id')
    .orderBy('u.username')
    .execute();
  const byGroup = new Map<string, string[]>();
  for (const row of rows) {
    if (!names.has(row.username) && !SUPPLIER_ACCOUNT.test(row.username)) continue;
    byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row.username]);
  }
  return [...byGroup].map(([group, usernames]) => ({
    group,
    // the group's own demo user first, then its supplier accounts
    usernames: usernames.sort((a, b) => Number(!names.has(a)) - Number(!names.has(b))),
  }));
}
