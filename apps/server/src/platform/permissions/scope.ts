import { isAnySupplierUser, type Roles } from '@lading/shared';

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
