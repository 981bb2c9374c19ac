import type { ProductItem } from '@lading/shared';
import type { TestContext } from '../../test/harness';
import { productSpec, type ProductSpec } from './product.factories';

/** Helpers the product API tests share (not a test file itself). */

/** A valid save body (kg, cm; no CBM), built from the shared factory's defaults. */
export function productBody(overrides: Partial<ProductSpec> = {}) {
  const spec = productSpec(overrides);
  return {
    ...spec,
    countryShortNames: { NG: '', ...spec.countryShortNames },
  };
}

export const createProduct = (t: TestContext, token: string, body: unknown) =>
  t.call<ProductItem>('POST', '/api/products', { token, body });

export async function countProducts(t: TestContext): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
