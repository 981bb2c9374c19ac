import { isAnySupplierUser, type Roles } from '@lading/shared';
import { NotFound } from '../http/errors';

/**
 * Row scope for supplier-owned data (ARCHITECTURE "Row scoping"): supplier users see only
 * their supplierList; everyone else sees every supplier. Repositories take it as an argument.
 */
export type Scope =
  { kind: 'allSuppliers' } | { kind: 'ownSuppliers'; supplierIds: readonly number[] };

export function scopeFor(roles: Roles, supplierIds: readonly number[]): Scope {
  return isAnySupplierUser(roles)
    ? { kind: 'ownSuppliers', supplierIds }
    : { kind: 'allSuppliers' };
}

export const ALL_SUPPLIERS: Scope = { kind: 'allSuppliers' };

/**
 * The supplier ids a scoped query filters on — as an `in (…)` list binds them, never empty
 * (-1 matches no row) — or null when the scope takes every supplier.
 */
export const supplierIdsOf = (scope: Scope): number[] | null =>
  scope.kind === 'ownSuppliers' ? [...scope.supplierIds, -1] : null;

/** Whether a row of this supplier lies within the scope. */
export const allowsSupplier = (scope: Scope, supplierId: number) =>
  scope.kind === 'allSuppliers' || scope.supplierIds.includes(supplierId);

/** A write of rows outside the scope is refused as if they did not exist. */
export function requireInScope(scope: Scope, rows: readonly { supplier_id: number }[]) {
  if (rows.some((row) => !allowsSupplier(scope, row.supplier_id))) throw new NotFound();
}
