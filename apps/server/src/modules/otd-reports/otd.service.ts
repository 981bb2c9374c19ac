import type {
  DestinationCountry,
  OtdFigures,
  OtdLineItem,
  OtdLinesQuery,
  OtdReport,
  OtdFilters,
  Page,
  ProductCategory,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Scope } from '../../platform/permissions/scope';
import { otdRepository, type OtdCountsRow, type OtdSelection } from './otd.repository';
import { otdRollupRepository } from './otd-rollup.repository';
import { otdRollupFor } from './otd-rollup.service';
import { defaultReceivedRange, monthsOf, percentOf } from './report-range';
import { companyOtdToleranceDays } from './report-settings.service';

/**
 * /reportForms/OTD (issue 15; DOMAIN "Deltas"; OpenReference DP13): on-time delivery of
 * received container lines — rate by count and by quantity, by month, supplier,
 * destination and category, the most cited delay reasons, and the lines behind them. A
 * group with nothing received has no rate ("no data"), never 100 %.
 */

const TOP_REASONS = 10;

/** A count of one month, supplier, destination and category (from the lines or the roll-up). */
type OtdGroupRow = OtdCountsRow & {
  month: string;
  supplier_id: number;
  destination_country: string;
  category: string;
};

interface Counts {
  delivered: number;
  onTime: number;
  deliveredQty: number;
  onTimeQty: number;
  lateDays: number;
}

const zero = (): Counts => ({
  delivered: 0,
  onTime: 0,
  deliveredQty: 0,
  onTimeQty: 0,
  lateDays: 0,
});

const countsOf = (row: OtdCountsRow): Counts => ({
  delivered: Number(row.delivered),
  onTime: Number(row.on_time ?? 0),
  deliveredQty: Number(row.delivered_qty ?? 0),
  onTimeQty: Number(row.on_time_qty ?? 0),
  lateDays: Number(row.late_days ?? 0),
});

function add(into: Counts, counts: Counts) {
  into.delivered += counts.delivered;
  into.onTime += counts.onTime;
  into.deliveredQty += counts.deliveredQty;
  into.onTimeQty += counts.onTimeQty;
  into.lateDays += counts.lateDays;
}

function figuresOf(c: Counts): OtdFigures {
  const late = c.delivered - c.onTime;
  return {
    delivered: c.delivered,
    onTime: c.onTime,
    deliveredQty: c.deliveredQty,
    onTimeQty: c.onTimeQty,
    rate: percentOf(c.onTime, c.delivered),
    qtyRate: percentOf(c.onTimeQty, c.deliveredQty),
    avgDaysLate: late > 0 ? Math.round((c.lateDays * 10) / late) / 10 : null,
  };
}

/**
 * The filters as counted: the receiving-date range defaults to the last 12 months, the
 * tolerance to the company's setting.
 */
export async function otdSelectionOf(
  db: Queryable,
  filter: OtdFilters,
  today: string,
): Promise<OtdSelection> {
  const range = defaultReceivedRange(today);
  return {
    from: filter.receivedFrom ?? range.from,
    to: filter.receivedTo ?? range.to,
    toleranceDays: filter.toleranceDays ?? (await companyOtdToleranceDays(db)),
    supplierId: filter.supplierId,
    destination: filter.destination,
    category: filter.category,
  };
}

/** GET /api/reports/otd */
export async function otdReport(
  db: Queryable,
  scope: Scope,
  filter: OtdFilters,
  today: string,
): Promise<OtdReport> {
  const s = await otdSelectionOf(db, filter, today);
  const rollup = await otdRollupFor(db, scope, s);
  const totals = zero();
  const months = new Map(monthsOf(s.from, s.to).map((month) => [month, zero()]));
  const suppliers = new Map<number, Counts>();
  const destinations = new Map<DestinationCountry, Counts>();
  const categories = new Map<ProductCategory, Counts>();
  const into = <K>(map: Map<K, Counts>, key: K) => {
    if (!map.has(key)) map.set(key, zero());
    return map.get(key)!;
  };
  const addGroup = (row: OtdGroupRow) => {
    const counts = countsOf(row);
    add(totals, counts);
    add(into(months, row.month), counts);
    add(into(suppliers, row.supplier_id), counts);
    add(into(destinations, row.destination_country as DestinationCountry), counts);
    add(into(categories, row.category as ProductCategory), counts);
  };
  let reasons;
  if (rollup && !rollup.destination && !rollup.category) {
    // unfiltered: the per-month counts of each dimension (a few rows a month)
    const [members, cited] = await Promise.all([
      otdRollupRepository.members(db, rollup),
      otdRollupRepository.reasons(db, rollup, TOP_REASONS),
    ]);
    for (const row of members) {
      const counts = countsOf(row);
      if (row.dimension === 'supplier') add(into(suppliers, Number(row.member)), counts);
      if (row.dimension === 'category') {
        add(into(categories, row.member as ProductCategory), counts);
      }
      if (row.dimension === 'destination') {
        // each dimension sums to the month's counts: this one gives the months and totals
        add(totals, counts);
        add(into(months, row.month), counts);
        add(into(destinations, row.member as DestinationCountry), counts);
      }
    }
    reasons = cited;
  } else {
    const [groups, cited] = await Promise.all([
      rollup ? otdRollupRepository.groups(db, rollup) : otdRepository.groups(db, scope, s),
      rollup
        ? otdRollupRepository.reasons(db, rollup, TOP_REASONS)
        : otdRepository.reasons(db, scope, s, TOP_REASONS),
    ]);
    groups.forEach(addGroup);
    reasons = cited;
  }
  const names = new Map(
    (await otdRepository.suppliers(db, [...suppliers.keys()])).map((row) => [row.id, row]),
  );
  // most received first: the groups that weigh most in the rate
  const byVolume = <K>(map: Map<K, Counts>) =>
    [...map].sort(([, a], [, b]) => b.delivered - a.delivered);
  return {
    receivedFrom: s.from,
    receivedTo: s.to,
    toleranceDays: s.toleranceDays,
    totals: figuresOf(totals),
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, c]) => ({ month, ...figuresOf(c) })),
    bySupplier: byVolume(suppliers).map(([supplierId, c]) => ({
      supplierId,
      supplierCode: names.get(supplierId)?.code ?? '',
      supplierName: names.get(supplierId)?.name ?? '',
      ...figuresOf(c),
    })),
    byDestination: byVolume(destinations).map(([destination, c]) => ({
      destination,
      ...figuresOf(c),
    })),
    byCategory: byVolume(categories).map(([category, c]) => ({ category, ...figuresOf(c) })),
    reasons: reasons.map((row) => ({
      reasonId: row.reason_id,
      code: row.code,
      nameEn: row.name_en,
      nameZh: row.name_zh,
      lines: Number(row.lines),
      days: row.days === null ? null : Number(row.days),
    })),
  };
}

/** GET /api/reports/otd/lines: the received lines (`late=1`: the late ones), a page. */
export async function listOtdLines(
  db: Queryable,
  scope: Scope,
  query: OtdLinesQuery,
  today: string,
): Promise<Page<OtdLineItem>> {
  const s = {
    ...(await otdSelectionOf(db, query, today)),
    month: query.month,
    lateOnly: query.late === 1,
  };
  // every supplier's view over whole months: the roll-up knows how many lines there are
  const rollup = await otdRollupFor(db, scope, s);
  const known = rollup ? await otdRollupRepository.count(db, rollup, s.lateOnly) : undefined;
  const { total, list } = await otdRepository.page(db, scope, s, query, query, known);
  const reasons = new Map(
    list.length ? (await otdRepository.delayReasons(db)).map((row) => [row.id, row]) : [],
  );
  return pageAnswer(
    list.map((row) => ({
      id: row.id,
      containerId: row.container_id,
      shipmentNo: row.shipment_no,
      containerNo: row.container_no,
      poNumber: row.po_number,
      lineNo: row.line_no,
      supplierId: row.supplier_id,
      supplierCode: row.supplier_code,
      supplierName: row.supplier_name,
      productCode: row.product_code,
      productName: row.product_name,
      category: row.category as ProductCategory,
      destinationCountry: row.destination_country as DestinationCountry,
      qty: row.qty,
      rdd: row.rdd,
      receivingDate: row.receiving_date ?? '',
      daysLate: Number(row.days_late),
      onTime: Number(row.on_time) === 1,
      reasons: ([1, 2, 3, 4, 5] as const).flatMap((delta) => {
        const reason = reasons.get(row[`delta${delta}_reason_id`] ?? -1);
        return reason
          ? [
              {
                delta,
                code: reason.code,
                nameEn: reason.name_en,
                nameZh: reason.name_zh,
                note: row[`delta${delta}_note`],
              },
            ]
          : [];
      }),
    })),
    total,
    query,
  );
}

/** What the home dashboard shows of OTD: received lines, on time, and the rate (null: none). */
export interface OtdSummary {
  delivered: number;
  onTime: number;
  rate: number | null;
}

/**
 * OTD of received container lines whose receiving date lies in `fromDate`…`toDate`
 * (YYYY-MM-DD, both included), within the caller's scope, on time when received no more
 * than `toleranceDays` (none given: the company's setting) after the RDD. Rate in % with one
 * decimal, null when nothing was received.
 */
export async function otdSummary(
  db: Queryable,
  scope: Scope,
  fromDate: string,
  toDate: string,
  toleranceDays?: number,
): Promise<OtdSummary> {
  const s: OtdSelection = {
    from: fromDate,
    to: toDate,
    toleranceDays: toleranceDays ?? (await companyOtdToleranceDays(db)),
  };
  const rollup = await otdRollupFor(db, scope, s);
  const counts = zero();
  if (rollup) {
    for (const row of await otdRollupRepository.members(db, rollup)) {
      if (row.dimension === 'destination') add(counts, countsOf(row));
    }
  } else add(counts, countsOf(await otdRepository.totals(db, scope, s)));
  return {
    delivered: counts.delivered,
    onTime: counts.onTime,
    rate: percentOf(counts.onTime, counts.delivered),
  };
}
