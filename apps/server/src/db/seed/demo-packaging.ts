import { suggestPalletsPerContainer } from '@lading/shared';
import type { Queryable } from '../database';
import { buildPackaging } from '../../modules/packaging/packaging.factories';
import { buildLeadTime } from '../../modules/lead-times/lead-time.factories';

/** Left without packaging, so the "no packaging" filter has something to show. */
const WITHOUT_PACKAGING = new Set(['SHS-K40', 'SBS-200', 'TV-43AC']);

const PALLET_BASE_CM = 15;
const PALLET_MAX_HEIGHT_CM = 150;
const PALLET_TARE_KG = 22;

const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Cartons as the product master describes its package; cartons stacked on a 120×100 cm
 * pallet up to 1.5 m, and the pallets per container fitted to the container types' inner
 * dimensions. Products that ship as pallets or wooden cases get no extra pallet.
 */
export async function seedDemoPackaging(db: Queryable): Promise<void> {
  const containers = new Map(
    (await db.selectFrom('container_types').selectAll().execute()).map((row) => [
      row.code,
      { lengthCm: row.inner_length_cm, widthCm: row.inner_width_cm, heightCm: row.inner_height_cm },
    ]),
  );
  const products = await db.selectFrom('products').selectAll().orderBy('id').execute();
  for (const product of products) {
    if (WITHOUT_PACKAGING.has(product.product_id)) continue;
    const [l, w, h] = [product.length_mm / 10, product.width_mm / 10, product.height_mm / 10];
    const pieces = product.qty_per_package;
    const cartonGrossKg = round((product.gross_weight_g * pieces) / 1000 + 0.25, 3);
    const cartonNetKg = round((product.net_weight_g * pieces) / 1000, 3);
    let pallet = null;
    if (product.package_type === 'Carton') {
      const perLayer = Math.max(
        Math.floor(120 / l) * Math.floor(100 / w),
        Math.floor(120 / w) * Math.floor(100 / l),
      );
      const layers = Math.floor((PALLET_MAX_HEIGHT_CM - PALLET_BASE_CM) / h);
      const cartonsPerPallet = perLayer * layers;
      if (cartonsPerPallet > 0) {
        const dims = {
          lengthCm: 120,
          widthCm: 100,
          heightCm: round(PALLET_BASE_CM + layers * h, 1),
        };
        const fits = (code: string) =>
          Math.max(1, suggestPalletsPerContainer(containers.get(code)!, dims));
        pallet = {
          cartonsPerPallet,
          ...dims,
          grossKg: round(cartonsPerPallet * cartonGrossKg + PALLET_TARE_KG, 3),
          palletsPer40HQ: fits('40HQ'),
          palletsPer20GP: fits('20GP'),
        };
      }
    }
    await buildPackaging(db, product.id, {
      cartonLengthCm: l,
      cartonWidthCm: w,
      cartonHeightCm: h,
      piecesPerCarton: pieces,
      cartonGrossKg,
      cartonNetKg: Math.min(cartonNetKg, cartonGrossKg),
      pallet,
    });
  }
}

/** Supplier code → product categories it makes, with a base production lead time in days. */
const MAKERS: Record<string, { categories: string[]; days: number }> = {
  SUP001: { categories: ['mainKits', 'pvPanels', 'powerSystems', 'sbsInverter'], days: 20 },
  SUP002: { categories: ['lighting', 'appliances', 'mainKits'], days: 18 },
  SUP003: { categories: ['batteries', 'powerSystems'], days: 21 },
  SUP004: { categories: ['cables', 'lighting'], days: 12 },
};

/**
 * Production lead times for each product from the demo suppliers that make its category,
 * within the products' standard lead times (production is one part of them).
 */
export async function seedDemoLeadTimes(db: Queryable): Promise<void> {
  const suppliers = await db
    .selectFrom('suppliers')
    .select(['id', 'code'])
    .where('code', 'in', Object.keys(MAKERS))
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'category', 'serialized'])
    .orderBy('id')
    .execute();
  for (const [index, product] of products.entries()) {
    for (const supplier of suppliers) {
      const maker = MAKERS[supplier.code]!;
      if (!maker.categories.includes(product.category)) continue;
      // serialized goods take longer (programming and labelling); vary a little by product
      const days = maker.days + (product.serialized ? 5 : 0) + (index % 3) * 2;
      await buildLeadTime(db, {
        product: product.id,
        supplier: supplier.id,
        leadTimeDays: days,
        note: index % 5 === 0 ? 'Confirmed by the factory at the last quarterly review' : '',
      });
    }
  }
}
