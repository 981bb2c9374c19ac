import {
  DESTINATION_COUNTRIES,
  seededRandom,
  type Currency,
  type DestinationCountry,
} from '@lading/shared';
import type { Queryable } from '../database';
import {
  buildPurchaseOrder,
  buildSalesOrder,
  type PoLineSpec,
} from '../../modules/orders/order.factories';

const ORIGINATORS = ['Li Wei', 'Grace Njeri', 'Tunde Okafor', 'Chen Jing', 'Amina Diallo'];
const CURRENCIES_BY_WEIGHT: Currency[] = ['USD', 'USD', 'USD', 'CNY', 'EUR'];
const PO_COUNT = 60;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * Demo orders: 60 POs (~400 lines) across the ten demo suppliers, every destination, RDDs
 * over the next six months from `today`, the demo loading points, Active products only.
 * About 80 % of the lines are covered by an SO line (one SO per PO, same products); the
 * rest are risk-buy. Deterministic for a given day. Nothing is planned yet (issue 6).
 */
export async function seedDemoOrders(db: Queryable, today: Date = new Date()): Promise<void> {
  // seeded, so the demo orders are the same on every fresh start
  const random = seededRandom(20_261_122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const suppliers = await db
    .selectFrom('suppliers')
    .select(['id', 'code'])
    .where('code', 'like', 'SUP%')
    .orderBy('code')
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'product_id'])
    .where('activeness', '=', 'Active')
    .orderBy('product_id')
    .execute();
  const points = await db.selectFrom('loading_points').select('id').orderBy('id').execute();
  if (!suppliers.length || !products.length || !points.length) return;
  const at = today.toISOString();

  for (let n = 0; n < PO_COUNT; n++) {
    const supplier = suppliers[n % suppliers.length]!;
    const destination: DestinationCountry =
      DESTINATION_COUNTRIES[n % DESTINATION_COUNTRIES.length]!;
    const lineCount = Math.min(products.length, 4 + Math.floor(random() * 6)); // 4–9, avg ≈ 6.5
    const shuffled = [...products];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const chosen = shuffled.slice(0, lineCount);
    const baseRdd = 14 + Math.floor(random() * 150);
    const loadingPointId = pick(points).id;
    const lines: (PoLineSpec & { covered: boolean })[] = chosen.map((product, index) => ({
      lineNo: (index + 1) * 10,
      productId: product.id,
      loadingPointId: random() < 0.85 ? loadingPointId : pick(points).id,
      orderQty: (1 + Math.floor(random() * 40)) * 25,
      unitPriceCents: 500 + Math.floor(random() * 60_000),
      discountPct: pick([0, 0, 0, 2.5, 5, 10]),
      rdd: isoDay(addDays(today, Math.min(182, baseRdd + Math.floor(random() * 21)))),
      covered: random() < 0.8,
    }));
    const covered = lines.filter((line) => line.covered);
    const soLineIds = new Map<number, number>();
    if (covered.length) {
      const rdd = addDays(today, baseRdd + 10);
      const so = await buildSalesOrder(db, {
        soNumber: `SO${String(7_100_000 + n * 7).padStart(8, '0')}`,
        postingDate: isoDay(addDays(today, -Math.floor(random() * 30))),
        rdd: isoDay(rdd),
        originalRdd: isoDay(random() < 0.2 ? addDays(rdd, -14) : rdd),
        bpReferenceNo: `BP-${destination}-${1000 + n}`,
        country: destination,
        lines: covered.map((line, index) => ({
          lineNo: index + 1,
          productId: line.productId,
          qty: line.orderQty! + pick([0, 0, 25, 50]),
          rowTotalUsdCents: Math.round(line.orderQty! * line.unitPriceCents! * 1.35),
        })),
        at,
      });
      covered.forEach((line, index) => soLineIds.set(line.productId, so.lineIds[index]!));
    }
    await buildPurchaseOrder(db, {
      poNumber: `PO${String(4_500_000 + n * 13).padStart(8, '0')}`,
      supplierId: supplier.id,
      originator: pick(ORIGINATORS),
      destinationCountry: destination,
      currency: pick(CURRENCIES_BY_WEIGHT),
      lines: lines.map(({ covered: _covered, ...line }) => ({
        ...line,
        soLineId: soLineIds.get(line.productId) ?? null,
      })),
      at,
    });
  }
}
