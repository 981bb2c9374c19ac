import type { ListSuppliersRequest, Page, SupplierItem } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { supplierRepository } from './supplier.repository';

export async function listSuppliers(
  db: Queryable,
  scope: Scope,
  request: ListSuppliersRequest,
): Promise<Page<SupplierItem>> {
  const { total, list } = await supplierRepository.page(db, scope, request, request);
  return { list, total, pageNum: request.pageNum, pageSize: request.pageSize };
}

/** Another supplier's row is a 404, not a 403: its existence is not the caller's business. */
export async function getSupplier(db: Queryable, scope: Scope, id: number): Promise<SupplierItem> {
  const supplier = await supplierRepository.findById(db, scope, id);
  if (!supplier) throw new NotFound();
  return supplier;
}
