import {
  COMPANY_TYPES,
  SUPPLIER_STATUSES,
  SUPPLY_STAGES,
  listSuppliersResponse,
  saveSupplierRequest,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { deps, useDemoDatabase } from '../../test/harness';
import { listSuppliers } from './supplier.service';

useDemoDatabase();

describe('the demo seed’s suppliers', () => {
  it('are ten full, valid profiles across statuses, stages and company types', async () => {
    const page = listSuppliersResponse.parse(
      await listSuppliers(
        deps.db.kysely,
        { userId: 0, scope: ALL_SUPPLIERS },
        { pageNum: 1, pageSize: 100, sortBy: 'code', sortOrder: 'asc' },
      ),
    );
    const demo = page.list.filter((s) => /^SUP\d{3}$/.test(s.code));
    expect(demo.map((s) => s.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `SUP${String(i + 1).padStart(3, '0')}`),
    );
    for (const supplier of demo) {
      const { id: _i, name: _n, supplyStage: _s, createdAt: _c, updatedAt: _u, ...body } = supplier;
      // each would pass the add screen's own rules
      expect(saveSupplierRequest.safeParse(body).success, supplier.code).toBe(true);
    }
    expect(new Set(demo.map((s) => s.status))).toEqual(new Set(SUPPLIER_STATUSES));
    expect(new Set(demo.map((s) => s.supplyStage))).toEqual(new Set(SUPPLY_STAGES));
    expect(new Set(demo.map((s) => s.companyType))).toEqual(
      new Set(COMPANY_TYPES.filter((type) => type !== 'others')),
    );
    expect(demo[0]).toMatchObject({
      code: 'SUP001',
      name: 'Shenzhen Sunrise Solar Technology Co., Ltd.',
      shortName: 'Sunrise Solar',
    });
  });
});
