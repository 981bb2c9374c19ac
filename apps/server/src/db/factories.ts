import { hashPassword } from '../platform/auth/password';
import type { Queryable } from './database';

/**
 * Record builders shared by the demo seed and the tests (one way to make a user; a supplier
 * is modules/suppliers/supplier.factories' buildSupplier). Each takes overrides and fills
 * the rest with plausible values.
 */
let sequence = 0;
const next = () => ++sequence;
const now = () => new Date().toISOString();

export interface BuildUserOptions {
  username?: string;
  password?: string;
  nickname?: string;
  email?: string;
  group: string;
  supplierIds?: readonly number[];
  enabled?: boolean;
  locked?: boolean;
}

export async function buildUser(db: Queryable, options: BuildUserOptions) {
  const n = next();
  const username = options.username ?? `user${n}`;
  const password = options.password ?? 'secret123';
  const group = await db
    .selectFrom('user_groups')
    .select('id')
    .where('name', '=', options.group)
    .executeTakeFirstOrThrow(() => new Error(`no group named ${options.group}`));
  const at = now();
  const { id } = await db
    .insertInto('users')
    .values({
      username,
      password_hash: await hashPassword(password),
      nickname: options.nickname ?? `User ${n}`,
      email: options.email ?? `${username}@example.com`,
      icon: '',
      group_id: group.id,
      enabled: options.enabled === false ? 0 : 1,
      locked: options.locked ? 1 : 0,
      failed_login_count: 0,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.supplierIds?.length) {
    await db
      .insertInto('user_suppliers')
      .values(options.supplierIds.map((supplierId) => ({ user_id: id, supplier_id: supplierId })))
      .execute();
  }
  return { id, username, password, groupId: group.id };
}
