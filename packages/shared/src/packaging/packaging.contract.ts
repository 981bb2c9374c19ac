import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';
import { productSummary } from '../kits/kit.contract';
import { PRODUCT_CATEGORIES, packageCbm, unitCbm } from '../products/product.contract';

/** Packaging information (spec §2 /production/packList; §9 units cm, kg, CBM; 40HQ/20GP pallets). */

/** cm with at most 1 decimal (stored as integer millimetres). */
const centimetres = z.number().positive().max(1_000).multipleOf(0.1);
/** kg with at most 3 decimals (stored as integer grams). */
const kilograms = z.number().positive().max(100_000).multipleOf(0.001);
const palletsPerContainer = z.number().int().min(1).max(200);

export const palletRequest = z.strictObject({
  cartonsPerPallet: z.number().int().min(1).max(10_000),
  lengthCm: centimetres,
  widthCm: centimetres,
  heightCm: centimetres,
  grossKg: kilograms,
  palletsPer40HQ: palletsPerContainer,
  palletsPer20GP: palletsPerContainer,
});

export const savePackagingRequest = z
  .strictObject({
    cartonLengthCm: centimetres,
    cartonWidthCm: centimetres,
    cartonHeightCm: centimetres,
    piecesPerCarton: z.number().int().min(1).max(100_000),
    cartonGrossKg: kilograms,
    cartonNetKg: kilograms,
    /** null: shipped loose, without pallets. */
    pallet: palletRequest.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.cartonGrossKg < body.cartonNetKg) {
      ctx.addIssue({ code: 'custom', message: 'packaging.grossBelowNet', path: ['cartonGrossKg'] });
    }
    if (body.pallet) {
      // grams, so 3-decimal kilograms compare exactly
      const cartons = Math.round(body.cartonGrossKg * 1000) * body.pallet.cartonsPerPallet;
      if (Math.round(body.pallet.grossKg * 1000) < cartons) {
        ctx.addIssue({
          code: 'custom',
          message: 'packaging.palletBelowCartons',
          path: ['pallet', 'grossKg'],
        });
      }
    }
  });
export type SavePackagingRequest = z.input<typeof savePackagingRequest>;
export type SavePackagingBody = z.output<typeof savePackagingRequest>;

export const packagingValues = z.object({
  cartonLengthCm: z.number(),
  cartonWidthCm: z.number(),
  cartonHeightCm: z.number(),
  piecesPerCarton: z.number().int(),
  cartonGrossKg: z.number(),
  cartonNetKg: z.number(),
  pallet: z
    .object({
      cartonsPerPallet: z.number().int(),
      lengthCm: z.number(),
      widthCm: z.number(),
      heightCm: z.number(),
      grossKg: z.number(),
      palletsPer40HQ: z.number().int(),
      palletsPer20GP: z.number().int(),
    })
    .nullable(),
  /** Derived: L×W×H / 1e6 per carton, and per piece. */
  cbmPerCarton: z.number(),
  cbmPerPiece: z.number(),
  updatedAt: z.string(),
});
export type PackagingValues = z.infer<typeof packagingValues>;

/** One product with its packaging (null: not entered yet). */
export const packagingItem = z.object({
  product: productSummary.extend({ category: z.enum(PRODUCT_CATEGORIES) }),
  packaging: packagingValues.nullable(),
});
export type PackagingItem = z.infer<typeof packagingItem>;

export const HAS_PACKAGING = ['yes', 'no'] as const;
export const listPackagingQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  hasPackaging: z.enum(HAS_PACKAGING).optional(),
});
export type ListPackagingQuery = z.infer<typeof listPackagingQuery>;
export const listPackagingResponse = pageOf(packagingItem);

/** `/packaging/:product` — the product's numeric id. */
export const packagingParams = z.strictObject({ product: recordId });

export const cartonCbm = (lengthCm: number, widthCm: number, heightCm: number) =>
  packageCbm(lengthCm, widthCm, heightCm);
export const pieceCbm = (cbmPerCarton: number, piecesPerCarton: number) =>
  unitCbm(cbmPerCarton, piecesPerCarton);

/**
 * How many pallets of L×W×H cm fit a container's inner space: the better of the two floor
 * orientations, times the layers that fit the height. A suggestion the user may change.
 */
export function suggestPalletsPerContainer(
  inner: { lengthCm: number; widthCm: number; heightCm: number },
  pallet: { lengthCm: number; widthCm: number; heightCm: number },
): number {
  if (pallet.lengthCm <= 0 || pallet.widthCm <= 0 || pallet.heightCm <= 0) return 0;
  const fit = (space: number, size: number) => Math.floor(space / size);
  const floor = Math.max(
    fit(inner.lengthCm, pallet.lengthCm) * fit(inner.widthCm, pallet.widthCm),
    fit(inner.lengthCm, pallet.widthCm) * fit(inner.widthCm, pallet.lengthCm),
  );
  return floor * fit(inner.heightCm, pallet.heightCm);
}
