// The api.list bench's data set, the same on both databases: SUPPLIERS suppliers, PRODUCTS
// products, one loading point, LINES PO lines in POs of LINES_PER_PO, RDDs over a year,
// ~30 % of lines half planned. A seeded PRNG makes every run build the same rows.

export const SUPPLIERS = 100;
export const PRODUCTS = 500;
export const LINES_PER_PO = 10;
const COUNTRIES = ['NG', 'BJ', 'CDI', 'KE', 'MZ', 'RW', 'TZ', 'UG', 'ZA'];
const AT = '2026-11-22T00:00:00.000Z';
const DAY0 = Date.UTC(2026, 11, 1);
export const LOADING_POINT_ID = 100_001;

/** The RDD `offset` days after the bench's first day. */
export const benchDay = (offset: number) =>
  new Date(DAY0 + offset * 86_400_000).toISOString().slice(0, 10);

/** mulberry32, so every run builds the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rows in table order, as parameter lists for the statements of bench-writers.ts. */
export interface BenchRows {
  supplier(values: unknown[]): void;
  product(values: unknown[]): void;
  loadingPoint(values: unknown[]): void;
  purchaseOrder(values: unknown[]): void;
  line(values: unknown[]): void;
}

export function writeBenchRows(lines: number, to: BenchRows): void {
  for (let s = 1; s <= SUPPLIERS; s++) {
    to.supplier([100_000 + s, `BS${String(s).padStart(4, '0')}`, `Bench supplier ${s}`, AT]);
  }
  for (let p = 1; p <= PRODUCTS; p++) {
    to.product([100_000 + p, `BP-${p}`, `BI-${p}`, `Bench product ${p}`, AT, AT]);
  }
  to.loadingPoint([LOADING_POINT_ID, 'Bench port', 'BENCH', AT, AT]);
  const random = prng(42);
  for (let n = 1; n <= lines / LINES_PER_PO; n++) {
    const supplierId = 100_000 + 1 + Math.floor(random() * SUPPLIERS);
    to.purchaseOrder([
      n,
      `PO${String(n).padStart(8, '0')}`,
      supplierId,
      `Buyer ${n % 7}`,
      COUNTRIES[n % 9],
      AT,
      AT,
    ]);
    const rdd = Math.floor(random() * 365);
    const firstProduct = Math.floor(random() * (PRODUCTS - LINES_PER_PO));
    for (let l = 1; l <= LINES_PER_PO; l++) {
      const qty = 10 + Math.floor(random() * 990);
      const price = 100 + Math.floor(random() * 10_000);
      const planned = random() < 0.3 ? Math.floor(qty / 2) : 0;
      const lineRdd = benchDay(rdd + Math.floor(random() * 14));
      to.line([
        n,
        supplierId,
        l * 10,
        100_000 + 1 + firstProduct + l,
        qty,
        price,
        qty * price,
        lineRdd,
        lineRdd,
        planned,
        0,
        AT,
        AT,
      ]);
    }
  }
}
