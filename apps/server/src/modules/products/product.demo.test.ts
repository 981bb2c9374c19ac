import { PRODUCT_CATEGORIES, listProductsResponse } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';
import { listProducts } from './product.service';

useDemoDatabase();

describe('the demo seed’s products', () => {
  it('covers every category with plausible packaging, as the contract says', async () => {
    const products = listProductsResponse.parse(
      await listProducts(deps, { pageNum: 1, pageSize: 100 }),
    );
    expect(products.total).toBeGreaterThanOrEqual(30);
    expect(new Set(products.list.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    for (const product of products.list) {
      expect(product.grossWeightKg, product.productId).toBeGreaterThanOrEqual(product.netWeightKg);
      expect(product.cbm, product.productId).toBeGreaterThan(0);
    }
    expect(products.list).toContainEqual(
      expect.objectContaining({ productId: 'PV-450M', qtyPerPackage: 31, cbm: 2.883104 }),
    );
    expect(products.list.find((p) => p.productId === 'SHS-K40')?.activeness).toBe('Inactive');
  });
});
