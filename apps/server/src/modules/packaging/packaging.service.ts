import {
  cartonCbm,
  pieceCbm,
  type ListPackagingQuery,
  type Page,
  type PackagingItem,
  type PackagingValues,
  type SavePackagingBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { found } from '../../platform/http/errors';
import { toProductWithCategory } from '../kits/product-summary';
import { cmFromMm, gramsFromKg, kgFromGrams, mmFromCm } from '../products/units';
import {
  packagingRepository,
  type PackagingColumns,
  type PackagingRow,
} from './packaging.repository';

function toPackaging(row: PackagingRow): PackagingValues | null {
  if (row.packaging_product_id === null) return null;
  const cartonLengthCm = cmFromMm(row.carton_length_mm!);
  const cartonWidthCm = cmFromMm(row.carton_width_mm!);
  const cartonHeightCm = cmFromMm(row.carton_height_mm!);
  const cbmPerCarton = cartonCbm(cartonLengthCm, cartonWidthCm, cartonHeightCm);
  return {
    cartonLengthCm,
    cartonWidthCm,
    cartonHeightCm,
    piecesPerCarton: row.pieces_per_carton!,
    cartonGrossKg: kgFromGrams(row.carton_gross_g!),
    cartonNetKg: kgFromGrams(row.carton_net_g!),
    pallet:
      row.cartons_per_pallet === null
        ? null
        : {
            cartonsPerPallet: row.cartons_per_pallet,
            lengthCm: cmFromMm(row.pallet_length_mm!),
            widthCm: cmFromMm(row.pallet_width_mm!),
            heightCm: cmFromMm(row.pallet_height_mm!),
            grossKg: kgFromGrams(row.pallet_gross_g!),
            palletsPer40HQ: row.pallets_per_40hq!,
            palletsPer20GP: row.pallets_per_20gp!,
          },
    cbmPerCarton,
    cbmPerPiece: pieceCbm(cbmPerCarton, row.pieces_per_carton!),
    updatedAt: row.packaging_updated_at!,
  };
}

export const toPackagingItem = (row: PackagingRow): PackagingItem => ({
  product: toProductWithCategory(row),
  packaging: toPackaging(row),
});

/** kg and cm to storage units; the contract has already limited the decimals. */
export function toPackagingColumns(body: SavePackagingBody): PackagingColumns {
  const { pallet } = body;
  return {
    carton_length_mm: mmFromCm(body.cartonLengthCm),
    carton_width_mm: mmFromCm(body.cartonWidthCm),
    carton_height_mm: mmFromCm(body.cartonHeightCm),
    pieces_per_carton: body.piecesPerCarton,
    carton_gross_g: gramsFromKg(body.cartonGrossKg),
    carton_net_g: gramsFromKg(body.cartonNetKg),
    cartons_per_pallet: pallet?.cartonsPerPallet ?? null,
    pallet_length_mm: pallet ? mmFromCm(pallet.lengthCm) : null,
    pallet_width_mm: pallet ? mmFromCm(pallet.widthCm) : null,
    pallet_height_mm: pallet ? mmFromCm(pallet.heightCm) : null,
    pallet_gross_g: pallet ? gramsFromKg(pallet.grossKg) : null,
    pallets_per_40hq: pallet?.palletsPer40HQ ?? null,
    pallets_per_20gp: pallet?.palletsPer20GP ?? null,
  };
}

async function requirePackagingOf(db: Queryable, productId: number): Promise<PackagingItem> {
  return toPackagingItem(found(await packagingRepository.findByProduct(db, productId)));
}

export async function listPackaging(
  deps: AppDeps,
  query: ListPackagingQuery,
): Promise<Page<PackagingItem>> {
  const { total, list } = await packagingRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list.map(toPackagingItem), total, query);
}

export const getPackaging = (deps: AppDeps, productId: number) =>
  requirePackagingOf(deps.db.kysely, productId);

/** Sets a product's packaging, adding it the first time (one record per product). */
export async function savePackaging(
  deps: AppDeps,
  actor: Actor,
  productId: number,
  body: SavePackagingBody,
): Promise<PackagingItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requirePackagingOf(trx, productId);
    await packagingRepository.upsert(
      trx,
      productId,
      toPackagingColumns(body),
      deps.clock().toISOString(),
    );
    const after = await requirePackagingOf(trx, productId);
    await appendAudit(trx, actor, {
      action: before.packaging ? 'packaging.update' : 'packaging.create',
      entity: 'packaging',
      entityId: productId,
      ...(before.packaging ? { before: before.packaging } : {}),
      after: after.packaging,
    });
    return after;
  });
}
