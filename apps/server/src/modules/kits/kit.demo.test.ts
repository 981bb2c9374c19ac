import {
  listKitsResponse,
  listPackagingResponse,
  listProductLeadTimesResponse,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';
import { listProductLeadTimes } from '../lead-times/lead-time.service';
import { listPackaging } from '../packaging/packaging.service';
import { listKits } from './kit.service';

useDemoDatabase();

describe('the demo seed’s kits, packaging and lead times', () => {
  it('has solar home system kits of Active demo products with derived totals', async () => {
    const kits = listKitsResponse.parse(await listKits(deps, { pageNum: 1, pageSize: 100 }));
    expect(kits.total).toBeGreaterThanOrEqual(4);
    for (const kit of kits.list) {
      expect(kit.componentCount, kit.kitCode).toBeGreaterThan(1);
      expect(kit.totalCbm, kit.kitCode).toBeGreaterThan(0);
      expect(kit.grossWeightKg, kit.kitCode).toBeGreaterThan(0);
    }
    expect(kits.list.find((kit) => kit.kitCode === 'KIT-SHS80')).toMatchObject({
      totalPieces: 7,
      lifeCycle: 'Active',
    });
  });

  it('packs most products, with pallets fitted to the container types', async () => {
    const rows = listPackagingResponse.parse(
      await listPackaging(deps, { pageNum: 1, pageSize: 100 }),
    );
    const packed = rows.list.filter((row) => row.packaging);
    expect(packed.length).toBeGreaterThan(rows.total / 2);
    expect(rows.list.some((row) => row.packaging === null)).toBe(true);
    for (const { product, packaging } of packed) {
      expect(packaging!.cartonGrossKg, product.productId).toBeGreaterThanOrEqual(
        packaging!.cartonNetKg,
      );
      if (packaging!.pallet) {
        expect(packaging!.pallet.palletsPer40HQ).toBeGreaterThanOrEqual(
          packaging!.pallet.palletsPer20GP,
        );
      }
    }
  });

  it('records production lead times from the demo suppliers', async () => {
    const report = listProductLeadTimesResponse.parse(
      await listProductLeadTimes(deps, { pageNum: 1, pageSize: 100 }),
    );
    const covered = report.list.filter((row) => row.suppliers.length > 0);
    expect(covered.length).toBeGreaterThan(report.total / 2);
    const codes = new Set(covered.flatMap((row) => row.suppliers.map((s) => s.supplier.code)));
    expect(codes).toEqual(new Set(['SUP001', 'SUP002', 'SUP003', 'SUP004']));
    // production is one part of the standard lead time
    for (const row of covered) {
      expect(row.maxDays, row.product.productId).toBeLessThanOrEqual(row.standardLeadTimeDays);
    }
  });
});
