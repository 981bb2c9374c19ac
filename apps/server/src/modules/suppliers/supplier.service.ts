import type {
  ListPaymentTermsRequest,
  ListSupplierRevisionsRequest,
  ListSuppliersRequest,
  Page,
  PaymentTermItem,
  SaveSupplierBody,
  SupplierItem,
  SupplierRevision,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/constraint-errors';
import { pageAnswer } from '../../db/paging';
import type { Actor, AuthContext } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { supplierRepository, toItem, type SupplierFilter } from './supplier.repository';
import { filterRevisions, revisionsOf } from './supplier.revisions';

type Caller = Pick<AuthContext, 'userId' | 'scope'>;

const filterOf = (
  caller: Caller,
  query: Omit<SupplierFilter, 'ownerUserId'> & { owner?: number | undefined },
): SupplierFilter => ({
  ...query,
  ownerUserId: query.owner === 1 ? caller.userId : undefined,
});

export async function listSuppliers(
  db: Queryable,
  caller: Caller,
  request: ListSuppliersRequest,
): Promise<Page<SupplierItem>> {
  const { total, list } = await supplierRepository.page(
    db,
    caller.scope,
    filterOf(caller, request),
    request,
    request,
  );
  return pageAnswer(list.map(toItem), total, request);
}

export async function listPaymentTerms(
  db: Queryable,
  caller: Caller,
  request: ListPaymentTermsRequest,
): Promise<Page<PaymentTermItem>> {
  const { total, list } = await supplierRepository.page(
    db,
    caller.scope,
    filterOf(caller, request),
    request,
  );
  return pageAnswer(
    list.map((row) => {
      const item = toItem(row);
      return {
        id: item.id,
        code: item.code,
        shortName: item.shortName,
        fullName: item.fullName,
        status: item.status,
        supplyStage: item.supplyStage,
        homeCountry: item.homeCountry,
        contractedCompany: item.contractedCompany,
        paymentTerms: item.paymentTerms,
        incoterm: item.incoterm,
        activeness: item.activeness,
        updatedAt: item.updatedAt,
      };
    }),
    total,
    request,
  );
}

/** Another supplier's row is a 404, not a 403: its existence is not the caller's business. */
async function requireSupplier(db: Queryable, scope: Scope, id: number): Promise<SupplierItem> {
  return toItem(found(await supplierRepository.findById(db, scope, id)));
}

/** A supplier's id, code and name, whatever the caller's scope: another record refers to it. */
export const findSupplierRef = (db: Queryable, id: number) => supplierRepository.findRef(db, id);

export const getSupplier = (db: Queryable, scope: Scope, id: number) =>
  requireSupplier(db, scope, id);

/**
 * spec §5 "a supplier cannot be added twice": on add, a supplier with the same code or full
 * name is the same supplier. On edit, each key names its own clash. Short names are unique too.
 */
async function refuseClashes(db: Queryable, body: SaveSupplierBody, id?: number) {
  const clashes = (await supplierRepository.findClashes(db, body)).filter((row) => row.id !== id);
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const byCode = clashes.find((row) => same(row.code, body.code));
  const byName = clashes.find((row) => same(row.name, body.fullName));
  if (id === undefined && (byCode ?? byName)) {
    const existing = (byCode ?? byName)!;
    throw new Conflict('supplier.alreadyAdded', { code: existing.code, fullName: existing.name });
  }
  if (byCode) throw new Conflict('supplier.codeExists', { code: body.code });
  if (byName) throw new Conflict('supplier.fullNameExists', { fullName: body.fullName });
  if (clashes.some((row) => same(row.short_name, body.shortName))) {
    throw new Conflict('supplier.shortNameExists', { shortName: body.shortName });
  }
}

/** Two saves racing past the check meet the unique indexes; answer as the check would. */
async function unlessRaced<T>(body: SaveSupplierBody, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Conflict('supplier.alreadyAdded', { code: body.code, fullName: body.fullName });
    }
    throw error;
  }
}

export function createSupplier(
  deps: AppDeps,
  actor: Actor,
  body: SaveSupplierBody,
): Promise<SupplierItem> {
  return unlessRaced(body, () =>
    deps.db.kysely.transaction().execute(async (trx) => {
      await refuseClashes(trx, body);
      const id = await supplierRepository.insert(trx, {
        ...body,
        at: deps.clock().toISOString(),
      });
      const created = await requireSupplier(trx, { kind: 'allSuppliers' }, id);
      await appendAudit(trx, actor, {
        action: 'supplier.create',
        entity: 'supplier',
        entityId: id,
        after: created,
      });
      return created;
    }),
  );
}

/** The supply stage is not edited here (it moves through the stage screens). */
export function updateSupplier(
  deps: AppDeps,
  actor: Actor,
  scope: Scope,
  id: number,
  body: SaveSupplierBody,
): Promise<SupplierItem> {
  return unlessRaced(body, () =>
    deps.db.kysely.transaction().execute(async (trx) => {
      const before = await requireSupplier(trx, scope, id);
      await refuseClashes(trx, body, id);
      await supplierRepository.update(trx, id, { ...body, at: deps.clock().toISOString() });
      const after = await requireSupplier(trx, scope, id);
      await appendAudit(trx, actor, {
        action: 'supplier.update',
        entity: 'supplier',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

export async function listSupplierRevisions(
  db: Queryable,
  scope: Scope,
  id: number,
  filter: ListSupplierRevisionsRequest,
): Promise<SupplierRevision[]> {
  await requireSupplier(db, scope, id);
  return filterRevisions(revisionsOf(await supplierRepository.auditTrail(db, id)), filter);
}
