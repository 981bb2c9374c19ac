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
import { hashPassword, requireNewPasswordLength } from '../../platform/auth/password';
import { sessionRepository } from '../../platform/auth/session.repository';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, NotFound } from '../../platform/http/errors';
import { groupRepository } from '../admin/group.repository';
import { userRepository } from '../admin/user.repository';
import { insertUser, supplierListsOf } from '../admin/user.service';
import { supplierAccountRepository as repo } from './supplier-account.repository';

type AccountRow = UserRow & { group_name: string };

async function toItems(db: Queryable, rows: readonly AccountRow[]): Promise<SupplierAccountItem[]> {
  const supplierLists = await supplierListsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    group: row.group_name as SupplierAccountGroup,
    suppliers: supplierLists.get(row.id) ?? [],
    status: row.enabled,
    locked: row.locked,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  }));
}

async function requireAccount(db: Queryable, id: number): Promise<AccountRow> {
  const account = await repo.findAccount(db, id);
  if (!account) throw new NotFound();
  return account;
}

async function requireSupplier(db: Queryable, id: number) {
  const supplier = await repo.findSupplier(db, id);
  if (!supplier) throw new BusinessRule('supplierAccount.unknownSupplier');
  return supplier;
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
  requireNewPasswordLength(deps.config.passwordMinLength, request.password);
  const passwordHash = await hashPassword(request.password);
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    await requireSupplier(trx, request.supplierId);
    const group = await groupRepository.findByName(trx, request.group);
    if (!group) throw new BusinessRule('admin.unknownGroup');
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
    await userRepository.update(trx, id, {
      nickname: request.nickname,
      email: request.email,
      enabled: request.status,
      updated_at: now,
    });
    await userRepository.replaceSuppliers(trx, id, [request.supplierId]);
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
  requireNewPasswordLength(deps.config.passwordMinLength, request.password);
  const passwordHash = await hashPassword(request.password);
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    await requireAccount(trx, id);
    await userRepository.update(trx, id, { password_hash: passwordHash, updated_at: now });
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
