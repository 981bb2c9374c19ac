import {
  isAnySupplierUser,
  SUPER_ADMIN_GROUP,
  type GroupRef,
  type ListUsersRequest,
  type Page,
  type RegisterUserRequest,
  type SupplierRef,
  type UpdateUserRequest,
  type UpdateUserRoleRequest,
  type UpdateUserStatusQuery,
  type UserItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { UserRow, UserUpdate } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { hashNewPassword } from '../../platform/auth/password';
import { sessionRepository } from '../../platform/auth/session.repository';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found } from '../../platform/http/errors';
import { discardDraftOf } from '../planning/planning.service';
import { groupRepository } from './group.repository';
import { loginAttemptRepository } from './login-attempt.repository';
import { isLocked } from './sign-in.service';
import { userRepository } from './user.repository';

type AdminActor = Actor & { userId: number };

/** What the audit trail keeps of a user (never the password hash). */
const auditView = (user: UserRow, supplierIds?: readonly number[], now?: string) => ({
  username: user.username,
  nickname: user.nickname,
  email: user.email,
  groupId: user.group_id,
  enabled: user.enabled,
  locked: user.locked,
  ...(now && user.locked_until && user.locked_until > now
    ? { lockedUntil: user.locked_until }
    : {}),
  ...(supplierIds ? { supplierIds } : {}),
});

/** These users' suppliers (their supplierList), by code: looked up by user id, [] for none. */
export async function supplierListsOf(
  db: Queryable,
  users: readonly { id: number }[],
): Promise<(userId: number) => SupplierRef[]> {
  const lists = new Map<number, SupplierRef[]>();
  const userIds = users.map((user) => user.id);
  for (const { userId, id, code, name } of await userRepository.suppliersOf(db, userIds)) {
    const list = lists.get(userId) ?? [];
    list.push({ id, code, name });
    lists.set(userId, list);
  }
  return (userId) => lists.get(userId) ?? [];
}

/**
 * A user's own columns written as given, and its suppliers replaced: no check and no audit
 * of their own, for a service that checks and audits in the same transaction (the
 * supplier accounts of suppliers/supplier-account.service).
 */
export const writeUserColumns = (db: Queryable, id: number, changes: UserUpdate) =>
  userRepository.update(db, id, changes);
export const replaceUserSuppliers = (db: Queryable, id: number, supplierIds: readonly number[]) =>
  userRepository.replaceSuppliers(db, id, supplierIds);

/** `now` decides whether an automatic lock still holds. */
async function toUserItems(
  db: Queryable,
  rows: (UserRow & { group_name: string })[],
  now: string,
): Promise<UserItem[]> {
  const suppliersOf = await supplierListsOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    icon: row.icon,
    status: row.enabled,
    locked: isLocked(row, now) ? 1 : 0,
    lockedUntil: !row.locked && isLocked(row, now) ? row.locked_until : null,
    failedLoginCount: row.failed_login_count,
    groupId: row.group_id,
    groupName: row.group_name,
    supplierList: suppliersOf(row.id),
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  }));
}

async function userItem(db: Queryable, id: number, now: string): Promise<UserItem> {
  const user = await requireUser(db, id);
  const group = await groupRepository.findById(db, user.group_id);
  const [item] = await toUserItems(db, [{ ...user, group_name: group?.name ?? '' }], now);
  return item!;
}

async function requireUser(db: Queryable, id: number): Promise<UserRow> {
  return found(await userRepository.findById(db, id));
}

async function requireGroup(db: Queryable, id: number) {
  return found(
    await groupRepository.findById(db, id),
    () => new BusinessRule('admin.unknownGroup'),
  );
}

async function requireSuppliers(db: Queryable, ids: readonly number[]) {
  const missing = await userRepository.missingSupplierIds(db, ids);
  if (missing.length) throw new BusinessRule('admin.unknownSupplier', { ids: missing.join(', ') });
}

/** Refuses a change that would leave no enabled, unlocked super administrator. */
async function keepOneSuperAdmin(db: Queryable, user: UserRow) {
  const superAdmins = await groupRepository.findByName(db, SUPER_ADMIN_GROUP);
  if (!superAdmins || user.group_id !== superAdmins.id || !user.enabled || user.locked) return;
  if ((await userRepository.countEnabledInGroup(db, superAdmins.id)) <= 1) {
    throw new BusinessRule('admin.lastSuperAdmin');
  }
}

export async function listUsers(deps: AppDeps, request: ListUsersRequest): Promise<Page<UserItem>> {
  const db = deps.db.kysely;
  const now = deps.clock().toISOString();
  const { total, rows } = await userRepository.page(db, { ...request, now }, request);
  return pageAnswer(await toUserItems(db, rows, now), total, request);
}

export async function registerUser(
  deps: AppDeps,
  actor: AdminActor,
  request: RegisterUserRequest,
): Promise<UserItem> {
  const passwordHash = await hashNewPassword(deps.config.passwordMinLength, request.password);
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const id = await insertUser(trx, actor, request, passwordHash, now);
    return userItem(trx, id, now);
  });
}

/**
 * The one way to create a sign-in user, inside the caller's transaction: user ID unique,
 * group known, suppliers real (a supplier group needs one), audited as `user.create`.
 * `passwordHash` comes from hashPassword (hash before opening the transaction).
 */
export async function insertUser(
  trx: Queryable,
  actor: Actor,
  request: RegisterUserRequest,
  passwordHash: string,
  now: string,
): Promise<number> {
  if (await userRepository.findByUsername(trx, request.username)) {
    throw new Conflict('admin.usernameExists', { username: request.username });
  }
  const group = await requireGroup(trx, request.groupId);
  await requireSuppliers(trx, request.supplierIds);
  if (isAnySupplierUser([group.name]) && request.supplierIds.length === 0) {
    throw new BusinessRule('admin.supplierRequired');
  }
  const id = await userRepository.insert(trx, {
    username: request.username,
    password_hash: passwordHash,
    nickname: request.nickname,
    email: request.email,
    icon: request.icon,
    group_id: group.id,
    enabled: request.status,
    locked: 0,
    failed_login_count: 0,
    last_login_at: null,
    created_at: now,
    updated_at: now,
  });
  await userRepository.replaceSuppliers(trx, id, request.supplierIds);
  const created = await requireUser(trx, id);
  await appendAudit(trx, actor, {
    action: 'user.create',
    entity: 'user',
    entityId: id,
    after: auditView(created, request.supplierIds),
  });
  return id;
}

export async function updateUser(
  deps: AppDeps,
  actor: AdminActor,
  id: number,
  request: UpdateUserRequest,
): Promise<UserItem> {
  const newPasswordHash = request.password
    ? await hashNewPassword(deps.config.passwordMinLength, request.password)
    : undefined;
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireUser(trx, id);
    const beforeSuppliers = (await userRepository.suppliersOf(trx, [id])).map((s) => s.id);
    if (request.supplierIds) {
      await requireSuppliers(trx, request.supplierIds);
      const group = await requireGroup(trx, before.group_id);
      if (isAnySupplierUser([group.name]) && request.supplierIds.length === 0) {
        throw new BusinessRule('admin.supplierRequired');
      }
      await userRepository.replaceSuppliers(trx, id, request.supplierIds);
    }
    await userRepository.update(trx, id, {
      nickname: request.nickname,
      ...(request.email !== undefined ? { email: request.email } : {}),
      ...(request.icon !== undefined ? { icon: request.icon } : {}),
      updated_at: now,
      ...(newPasswordHash ? { password_hash: newPasswordHash } : {}),
    });
    if (newPasswordHash) await sessionRepository.revokeAllForUser(trx, id, now, 'password');
    const after = await requireUser(trx, id);
    await appendAudit(trx, actor, {
      action: newPasswordHash ? 'user.update+resetPassword' : 'user.update',
      entity: 'user',
      entityId: id,
      before: auditView(before, beforeSuppliers),
      after: auditView(after, request.supplierIds ?? beforeSuppliers),
    });
    return userItem(trx, id, now);
  });
}

/**
 * Enable/disable and lock/unlock. Disabling or locking ends the user's sessions at once;
 * unlocking lifts an automatic lock too and forgets every failed sign-in of the account, so
 * it signs in at once from any address.
 */
export async function updateUserStatus(
  deps: AppDeps,
  actor: AdminActor,
  id: number,
  query: UpdateUserStatusQuery,
): Promise<UserItem> {
  const now = deps.clock().toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireUser(trx, id);
    const disables = query.status === 0 && before.enabled === 1;
    const locks = query.locked === 1 && before.locked === 0;
    if ((disables || locks) && id === actor.userId)
      throw new BusinessRule('admin.cannotDisableSelf');
    if (disables || locks) await keepOneSuperAdmin(trx, before);
    await userRepository.update(trx, id, {
      ...(query.status !== undefined ? { enabled: query.status } : {}),
      ...(query.locked !== undefined ? { locked: query.locked } : {}),
      ...(query.locked === 0 ? { failed_login_count: 0, locked_until: null } : {}),
      updated_at: now,
    });
    if (query.locked === 0) {
      await loginAttemptRepository.clearFailures(trx, { username: before.username });
    }
    if (disables) await sessionRepository.revokeAllForUser(trx, id, now, 'disabled');
    if (locks) await sessionRepository.revokeAllForUser(trx, id, now, 'locked');
    const after = await requireUser(trx, id);
    await appendAudit(trx, actor, {
      action: 'user.status',
      entity: 'user',
      entityId: id,
      before: auditView(before, undefined, now),
      after: auditView(after, undefined, now),
    });
    return userItem(trx, id, now);
  });
}

export async function deleteUser(deps: AppDeps, actor: AdminActor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const user = await requireUser(trx, id);
    if (id === actor.userId) throw new BusinessRule('admin.cannotDeleteSelf');
    await keepOneSuperAdmin(trx, user);
    // A draft is its planner's own (docs/decisions "Planning"): nobody else could release or
    // discard it, so it goes with them and its quantity goes back to the PO lines.
    await discardDraftOf(trx, actor, id);
    // Sessions, supplier links and inbox rows go with the user (ON DELETE CASCADE).
    await userRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      before: auditView(user),
    });
  });
}

export async function userRoles(deps: AppDeps, id: number): Promise<GroupRef[]> {
  const db = deps.db.kysely;
  const user = await requireUser(db, id);
  const group = await groupRepository.findById(db, user.group_id);
  return group ? [{ id: group.id, name: group.name, description: group.description }] : [];
}

export async function updateUserRole(
  deps: AppDeps,
  actor: AdminActor,
  request: UpdateUserRoleRequest,
): Promise<GroupRef[]> {
  const [groupId] = request.roleIds as [number];
  await deps.db.kysely.transaction().execute(async (trx) => {
    const user = await requireUser(trx, request.adminId);
    const group = await requireGroup(trx, groupId);
    if (group.id === user.group_id) return;
    // Same rule as register/update: a supplier user always has at least one supplier.
    if (
      isAnySupplierUser([group.name]) &&
      (await userRepository.suppliersOf(trx, [user.id])).length === 0
    ) {
      throw new BusinessRule('admin.supplierRequired');
    }
    await keepOneSuperAdmin(trx, user);
    await userRepository.update(trx, user.id, {
      group_id: group.id,
      updated_at: deps.clock().toISOString(),
    });
    await appendAudit(trx, actor, {
      action: 'user.role',
      entity: 'user',
      entityId: user.id,
      before: { groupId: user.group_id },
      after: { groupId: group.id },
    });
  });
  return userRoles(deps, request.adminId);
}
