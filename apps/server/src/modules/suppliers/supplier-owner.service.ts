import {
  isAnySupplierUser,
  type ListSupplierOwnersQuery,
  type OwnerCandidate,
  type OwnerCandidatesQuery,
  type Page,
  type SaveSupplierOwnersRequest,
  type SupplierOwnersItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, found } from '../../platform/http/errors';
import { supplierOwnerRepository as repo } from './supplier-owner.repository';
import { supplierRepository } from './supplier.repository';

async function withOwners(
  db: Queryable,
  suppliers: readonly { id: number; code: string; name: string }[],
): Promise<SupplierOwnersItem[]> {
  const owners = await repo.ownersOf(
    db,
    suppliers.map((supplier) => supplier.id),
  );
  return suppliers.map((supplier) => ({
    supplierId: supplier.id,
    code: supplier.code,
    name: supplier.name,
    owners: owners
      .filter((owner) => owner.supplierId === supplier.id)
      .map(({ id, username, nickname }) => ({ id, username, nickname })),
  }));
}

/** spec §2 /factory/owner: suppliers by code, each with its internal owners. */
export async function listSupplierOwners(
  deps: AppDeps,
  query: ListSupplierOwnersQuery,
): Promise<Page<SupplierOwnersItem>> {
  const db = deps.db.kysely;
  const { total, list } = await repo.page(db, query, query);
  return pageAnswer(await withOwners(db, list), total, query);
}

export async function ownerCandidates(
  deps: AppDeps,
  query: OwnerCandidatesQuery,
): Promise<OwnerCandidate[]> {
  return repo.candidates(deps.db.kysely, query.keyword);
}

/**
 * Replaces a supplier's owners. Owners are internal users (not 7-Supplier / 11-Supplier QRC);
 * a newly added owner must be enabled (a disabled one already there may stay). One
 * transaction, one audit row with the owners' user IDs before and after.
 */
export async function saveSupplierOwners(
  deps: AppDeps,
  actor: Actor,
  supplierId: number,
  request: SaveSupplierOwnersRequest,
): Promise<SupplierOwnersItem> {
  const wanted = [...new Set(request.ownerIds)];
  return deps.db.kysely.transaction().execute(async (trx) => {
    const supplier = found(await supplierRepository.findRef(trx, supplierId));
    const current = (await repo.ownersOf(trx, [supplierId])).map((owner) => owner.id);
    const users = await repo.usersByIds(trx, wanted);
    const missing = wanted.filter((id) => !users.some((user) => user.id === id));
    if (missing.length) {
      throw new BusinessRule('supplierOwner.unknownUser', { ids: missing.join(', ') });
    }
    for (const user of users) {
      if (isAnySupplierUser([user.groupName])) {
        throw new BusinessRule('supplierOwner.notInternal', { username: user.username });
      }
      if (!user.enabled && !current.includes(user.id)) {
        throw new BusinessRule('supplierOwner.disabled', { username: user.username });
      }
    }
    const added = wanted.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !wanted.includes(id));
    if (added.length || removed.length) {
      const ownerNames = async () =>
        (await repo.ownersOf(trx, [supplierId])).map((owner) => owner.username);
      const before = { code: supplier.code, name: supplier.name, owners: await ownerNames() };
      await repo.removeOwners(trx, supplierId, removed);
      await repo.addOwners(trx, supplierId, added);
      await appendAudit(trx, actor, {
        action: 'supplierOwner.update',
        entity: 'supplierOwner',
        entityId: supplierId,
        before,
        after: { ...before, owners: await ownerNames() },
      });
    }
    const [item] = await withOwners(trx, [supplier]);
    return item!;
  });
}
