import type {
  CreateSupplierAccountRequest,
  ListSupplierAccountsQuery,
  Page,
  ResetSupplierAccountPasswordRequest,
  SupplierAccountGroup,
  SupplierAccountItem,
  UpdateSupplierAccountRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { UserRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { hashNewPassword } from '../../platform/auth/password';
import { sessionRepository } from '../../platform/auth/session.repository';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, found } from '../../platform/http/errors';
import { requireGroupNamed } from '../admin/group.service';
import {
  insertUser,
  replaceUserSuppliers,
  supplierListsOf,
  writeUserColumns,
} from '../admin/user.service';
import { supplierAccountRepository as repo } from './supplier-account.repository';
import { supplierRepository } from './supplier.repository';

type AccountRow = UserRow & { group_name: string };

async function toItems(db: Queryable, rows: readonly AccountRow[]): Promise<SupplierAccountItem[]> {
  const suppliersOf = await supplierListsOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    group: row.group_name as SupplierAccountGroup,
    suppliers: suppliersOf(row.id),
    status: row.enabled,
    locked: row.locked,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  }));
}

async function requireAccount(db: Queryable, id: number): Promise<AccountRow> {
  return found(await repo.findAccount(db, id));
}

async function requireSupplier(db: Queryable, id: number) {
  return found(
    await supplierRepository.findRef(db, id),
    () => new BusinessRule('supplierAccount.unknownSupplier'),
  );
}

async function accountItem(db: Queryable, id: number): Promise<SupplierAccountItem> {
  const [item] = await toItems(db, [await requireAccount(db, id)]);
  return item!;
}

/** What the revision history keeps of an account (never the password). */
async function auditView(db: Queryable, id: number) {
  const item = await accountItem(db, id);
  return {
    username: item.username,
    nickname: item.nickname,
    email: item.email,
    group: item.group,
    supplier: item.suppliers.map((supplier) => supplier.code),
    enabled: item.status,
  };
}

/** spec §2 /factory/manufacturer: the users of 7-Supplier and 11-Supplier QRC. */
export async function listSupplierAccounts(
  deps: AppDeps,
  query: ListSupplierAccountsQuery,
): Promise<Page<SupplierAccountItem>> {
  const db = deps.db.kysely;
  const { total, list } = await repo.page(db, query, query);
  return pageAnswer(await toItems(db, list), total, query);
}

/**
 * A new sign-in user of a supplier group bound to exactly one supplier. Created through
 * the user module's insertUser (user ID unique, same checks, `user.create` audit) in the
 * same transaction as this screen's own `supplierAccount.create` revision.
 */
export async function createSupplierAccount(
  deps: AppDeps,
  actor: Actor,
  request: CreateSupplierAccountRequest,
): Promise<SupplierAccountItem> {
  const passwordHash = await hashNewPassword(deps.config.passwordMinLength, request.password);
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    await requireSupplier(trx, request.supplierId);
    const group = await requireGroupNamed(trx, request.group);
    const id = await insertUser(
      trx,
      actor,
      {
        username: request.username,
        password: request.password,
        nickname: request.nickname,
        email: request.email,
        icon: '',
        groupId: group.id,
        supplierIds: [request.supplierId],
        status: request.status,
      },
      passwordHash,
      now,
    );
    await appendAudit(trx, actor, {
      action: 'supplierAccount.create',
      entity: 'supplierAccount',
      entityId: id,
      after: await auditView(trx, id),
    });
    return accountItem(trx, id);
  });
}

/** Edit nickname, email, supplier and enabled; disabling ends the account's sessions. */
export async function updateSupplierAccount(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: UpdateSupplierAccountRequest,
): Promise<SupplierAccountItem> {
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const account = await requireAccount(trx, id);
    await requireSupplier(trx, request.supplierId);
    const before = await auditView(trx, id);
    await writeUserColumns(trx, id, {
      nickname: request.nickname,
      email: request.email,
      enabled: request.status,
      updated_at: now,
    });
    await replaceUserSuppliers(trx, id, [request.supplierId]);
    if (account.enabled === 1 && request.status === 0) {
      await sessionRepository.revokeAllForUser(trx, id, now, 'disabled');
    }
    const after = await auditView(trx, id);
    await appendAudit(trx, actor, {
      action: 'supplierAccount.update',
      entity: 'supplierAccount',
      entityId: id,
      before,
      after,
    });
    return accountItem(trx, id);
  });
}

/** A new password for the account; its sessions end. The audit row holds no password. */
export async function resetSupplierAccountPassword(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: ResetSupplierAccountPasswordRequest,
): Promise<SupplierAccountItem> {
  const passwordHash = await hashNewPassword(deps.config.passwordMinLength, request.password);
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    await requireAccount(trx, id);
    await writeUserColumns(trx, id, { password_hash: passwordHash, updated_at: now });
    await sessionRepository.revokeAllForUser(trx, id, now, 'password');
    const view = await auditView(trx, id);
    await appendAudit(trx, actor, {
      action: 'supplierAccount.resetPassword',
      entity: 'supplierAccount',
      entityId: id,
      before: { username: view.username },
      after: { username: view.username },
      reason: 'password reset',
    });
    return accountItem(trx, id);
  });
}
