import {
  DESTINATION_PORTS,
  plannedCbmMilli,
  plannedGrossGrams,
  randomBetween,
  type ContainerTypeCode,
  type DestinationCountry,
  type PackageUnit,
} from '@lading/shared';
import type { Queryable } from '../database';
import { packageUnitOf } from '../../modules/planning/container-view';
import { PACKAGE_UNIT_COLUMNS } from '../../modules/planning/planning-refs.repository';
import { BASE_DELAY_REASONS, type BaseDelayReason } from './delay-reasons';

/**
 * What the demo containers are made of, read from the demo references: the routes of the
 * standard transit times (POL = a loading point, POD = a port of a destination), the
 * carriers, the products with their package units, the container types' usable CBM and
 * the countries' payload limits, the delay reason codes.
 */

export interface DemoRoute {
  loadingPointId: number;
  pol: string;
  pod: string;
  country: DestinationCountry;
  days: number;
  /** null: any carrier */
  shippingLineId: number | null;
}

export interface DemoProductUnit {
  id: number;
  unit: PackageUnit;
  /** USD cents a piece, roughly by its weight (a panel costs more than a bulb) */
  unitPriceCents: number;
}

const countryOfPort = (pod: string): DestinationCountry | undefined =>
  (Object.entries(DESTINATION_PORTS) as [DestinationCountry, readonly string[]][]).find(
    ([, ports]) => ports.some((port) => pod.toLowerCase().includes(port.toLowerCase())),
  )?.[0];

export async function demoShipmentRefs(db: Queryable) {
  const points = await db.selectFrom('loading_points').select(['id', 'name']).execute();
  const transit = await db
    .selectFrom('transit_times')
    .select(['pol', 'pod', 'days', 'shipping_line_id'])
    .orderBy('id')
    .execute();
  const routes: DemoRoute[] = [];
  for (const row of transit) {
    const point = points.find((p) => p.name === row.pol);
    const country = countryOfPort(row.pod);
    if (!point || !country) continue;
    routes.push({
      loadingPointId: point.id,
      pol: row.pol,
      pod: row.pod,
      country,
      days: row.days,
      shippingLineId: row.shipping_line_id,
    });
  }
  const carriers = await db
    .selectFrom('shipping_lines')
    .select(['id', 'name', 'code'])
    .orderBy('id')
    .execute();
  const products = (
    await db
      .selectFrom('products as p')
      .leftJoin('product_packaging as pp', 'pp.product_id', 'p.id')
      .select(['p.id', ...PACKAGE_UNIT_COLUMNS])
      .where('p.activeness', '=', 'Active')
      .where('p.category', '!=', 'forwarder')
      .orderBy('p.id')
      .execute()
  ).map((row): DemoProductUnit => {
    const { unit, unitGrossKg } = packageUnitOf(row);
    return { id: row.id, unit, unitPriceCents: 200 + Math.round(unitGrossKg * 1_100) };
  });
  const usableLitres = new Map(
    (await db.selectFrom('container_types').select(['code', 'usable_cm3']).execute()).map((t) => [
      t.code,
      Math.floor(t.usable_cm3 / 1000),
    ]),
  );
  const payloadGrams = new Map(
    (
      await db
        .selectFrom('loading_limits')
        .select(['country', 'container_type', 'max_payload_g'])
        .execute()
    ).map((l) => [`${l.country}:${l.container_type}`, l.max_payload_g]),
  );
  const reasons = new Map(
    (
      await db
        .selectFrom('delay_reasons')
        .select(['id', 'code'])
        .where('code', 'in', [...BASE_DELAY_REASONS])
        .execute()
    ).map((r) => [r.code as BaseDelayReason, r.id]),
  );
  return {
    routes,
    carriers,
    products,
    reasonId: (code: BaseDelayReason | undefined) => (code && reasons.get(code)) || null,
    capacity: (type: ContainerTypeCode, country: DestinationCountry) => ({
      litres: usableLitres.get(type) ?? 0,
      grams: payloadGrams.get(`${country}:${type}`) ?? 0,
    }),
  };
}
export type DemoShipmentRefs = Awaited<ReturnType<typeof demoShipmentRefs>>;

/**
 * Whole packages of a few products filling `fill` of the container's usable CBM, shares
 * drawn at random, then cut to 97 % of the country's payload when they would weigh more.
 */
export function demoLoad(
  random: () => number,
  products: readonly DemoProductUnit[],
  capacity: { litres: number; grams: number },
  fill: number,
) {
  const weights = products.map(() => 1 + random() * 3);
  const sum = weights.reduce((a, b) => a + b, 0);
  const load = products.map((product, i) => {
    const perPackage = Math.max(1, plannedCbmMilli(product.unit.piecesPerPackage, product.unit));
    const packages = Math.max(
      1,
      Math.floor((capacity.litres * fill * weights[i]!) / sum / perPackage),
    );
    return { product, qty: packages * product.unit.piecesPerPackage };
  });
  // over the payload: take whole packages off the densest lines first, so the light
  // goods still fill the space (a weight-bound container is full by weight, not CBM)
  const limit = capacity.grams * 0.97;
  let grams = load.reduce((g, l) => g + plannedGrossGrams(l.qty, l.product.unit), 0);
  const densest = [...load].sort(
    (a, b) =>
      b.product.unit.packageGrossKg / b.product.unit.packageCbm -
      a.product.unit.packageGrossKg / a.product.unit.packageCbm,
  );
  for (const line of densest) {
    if (capacity.grams <= 0 || grams <= limit) break;
    const pieces = line.product.unit.piecesPerPackage;
    const perPackage = plannedGrossGrams(pieces, line.product.unit);
    const off = Math.min(line.qty / pieces - 1, Math.ceil((grams - limit) / perPackage));
    line.qty -= off * pieces;
    grams -= off * perPackage;
  }
  return load.map(({ product, qty }) => ({
    product,
    qty,
    cbmMilli: plannedCbmMilli(qty, product.unit),
    grossG: plannedGrossGrams(qty, product.unit),
  }));
}

/** A utilization the demo aims a container at: about a third in each band (>95 %, 90–95 %, <90 %). */
export function demoFill(random: () => number): number {
  const band = random();
  if (band < 0.35) return randomBetween(random, 955, 985) / 1000;
  if (band < 0.7) return randomBetween(random, 905, 945) / 1000;
  return randomBetween(random, 620, 880) / 1000;
}
