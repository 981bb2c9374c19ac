import type { SaveSupplierRequest, SupplierItem } from '@lading/shared';
import type { TestContext } from '../../test/harness';
import { supplierSpec } from './supplier.factories';

/** A valid add-supplier body (the factory's profile without its stage), overrides winning. */
export function supplierBody(overrides: Partial<SaveSupplierRequest> = {}): SaveSupplierRequest {
  const { supplyStage: _stage, ...body } = supplierSpec();
  return { ...body, ...overrides };
}

export const createSupplier = (t: TestContext, token: string, body: unknown, lang?: 'en' | 'zh') =>
  t.call<SupplierItem>('POST', '/api/suppliers', { token, body, ...(lang ? { lang } : {}) });

export const updateSupplier = (
  t: TestContext,
  token: string,
  id: number,
  body: unknown,
  lang?: 'en' | 'zh',
) =>
  t.call<SupplierItem>('PUT', `/api/suppliers/${id}`, { token, body, ...(lang ? { lang } : {}) });

export async function countSuppliers(t: TestContext): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('suppliers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
