import type { SavePackagingBody } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { packagingRepository } from './packaging.repository';
import { toPackagingColumns } from './packaging.service';

/** Packaging as people describe it (cm, kg); pallet null when shipped loose. */
export type PackagingSpec = SavePackagingBody;

/** Packaging builder shared by the demo seed and the tests: a carton of 4 on a pallet of 40. */
export function packagingSpec(overrides: Partial<PackagingSpec> = {}): PackagingSpec {
  return {
    cartonLengthCm: 60,
    cartonWidthCm: 40,
    cartonHeightCm: 30,
    piecesPerCarton: 4,
    cartonGrossKg: 12.5,
    cartonNetKg: 11,
    pallet: {
      cartonsPerPallet: 40,
      lengthCm: 120,
      widthCm: 100,
      heightCm: 135,
      grossKg: 520,
      palletsPer40HQ: 20,
      palletsPer20GP: 10,
    },
    ...overrides,
  };
}

export async function buildPackaging(
  db: Queryable,
  productId: number,
  overrides: Partial<PackagingSpec> = {},
) {
  const spec = packagingSpec(overrides);
  await packagingRepository.upsert(
    db,
    productId,
    toPackagingColumns(spec),
    new Date().toISOString(),
  );
  return { productId, ...spec };
}
