import {
  MAX_AMOUNT_SERIES,
  defaultAtdRange,
  formatDate,
  type DestinationCountry,
  type ListShippedAmountLinesQuery,
  type ListShippedAmountsQuery,
  type Page,
  type ProductCategory,
  type ShippedAmountFilters,
  type ShippedAmountLine,
  type ShippedAmountRow,
  type ShippedAmountSummary,
  type ShippedAmountSummaryQuery,
  type ContainerStatus,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { ALL_SUPPLIERS, type Scope } from '../../platform/permissions/scope';
import { amountRollupRepository, type AmountRollupFilter } from './amount-rollup.repository';
import { amountRollupFor } from './amount-rollup.service';
import { shippedAmountRepository as repo, type AmountFilter } from './shipped-amount.repository';

/**
 * /reportForms/shippingAmountReport: the value shipped in USD — each container line of a
 * shipped container valued at its PO line's final row total (USD) pro rata to the quantity
 * shipped — by month of ATD, destination, supplier and product category.
 */

/** Today in the display zone, as the default range's end. */
export type Today = () => string;
export const todayIn =
  (clock: () => Date, timeZone: string): Today =>
  () =>
    formatDate(clock(), timeZone);

/** The filters with the range resolved: none given, the last 12 months. */
export function resolveRange<F extends ShippedAmountFilters>(filter: F, today: Today) {
  const fallback = defaultAtdRange(today());
  return {
    ...filter,
    atdFrom: filter.atdFrom ?? fallback.atdFrom,
    atdTo: filter.atdTo ?? fallback.atdTo,
  } satisfies AmountFilter;
}

const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export async function listShippedAmounts(
  db: Queryable,
  scope: Scope,
  query: ListShippedAmountsQuery,
  today: Today,
): Promise<Page<ShippedAmountRow>> {
  const filter = resolveRange(query, today);
  // every supplier's view over whole months reads the roll-up, kept by the database
  const rollup = await amountRollupFor(db, scope, filter);
  const { total, list } = rollup
    ? await amountRollupRepository.page(db, rollup, query, query)
    : await repo.page(db, scope, filter, query, query);
  const rows = list.map((row) => ({
    id: `${row.month}|${row.destination_country}|${row.supplier_id}|${row.category}`,
    month: row.month,
    destinationCountry: row.destination_country as DestinationCountry,
    supplierId: row.supplier_id,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    category: row.category as ProductCategory,
    containers: num(row.containers),
    lines: num(row.lines),
    qty: num(row.qty),
    amountCents: num(row.amount_cents),
  }));
  return pageAnswer(rows, total, query);
}

/** Every YYYY-MM from the range's first month to its last. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  // a range of any length shows at most 10 years of bars
  while ((year < lastYear || (year === lastYear && month <= lastMonth)) && months.length < 120) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

interface SeriesInput {
  month: string;
  key: string;
  label: string;
  amountCents: number;
}

/** Series by key, largest first; past `max`, the smaller ones are summed as 'others'. */
export function seriesOf(rows: readonly SeriesInput[], months: readonly string[], max: number) {
  const index = new Map(months.map((month, i) => [month, i]));
  const byKey = new Map<string, { key: string; label: string; amountCents: number[] }>();
  for (const row of rows) {
    const i = index.get(row.month);
    if (i === undefined) continue;
    let series = byKey.get(row.key);
    if (!series) {
      series = { key: row.key, label: row.label, amountCents: months.map(() => 0) };
      byKey.set(row.key, series);
    }
    series.amountCents[i]! += row.amountCents;
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const sorted = [...byKey.values()].sort(
    (a, b) => sum(b.amountCents) - sum(a.amountCents) || a.key.localeCompare(b.key),
  );
  if (sorted.length <= max) return sorted;
  const kept = sorted.slice(0, max - 1);
  const others = { key: 'others', label: 'others', amountCents: months.map(() => 0) };
  for (const series of sorted.slice(max - 1)) {
    series.amountCents.forEach((value, i) => (others.amountCents[i]! += value));
  }
  return [...kept, others];
}

/**
 * The totals from the roll-up: its lines, quantity and cents added up; the containers
 * counted on the containers (a container holds several groups' lines), or on the lines when
 * categories are asked for (which of a container's lines count depends on them).
 */
async function rollupTotals(db: Queryable, rollup: AmountRollupFilter, filter: AmountFilter) {
  const sums = await amountRollupRepository.sums(db, rollup);
  const containers = rollup.category?.length
    ? (await repo.totals(db, ALL_SUPPLIERS, filter)).containers
    : await amountRollupRepository.containers(db, rollup, filter.atdFrom, filter.atdTo);
  return { ...sums, containers };
}

export async function shippedAmountSummary(
  db: Queryable,
  scope: Scope,
  query: ShippedAmountSummaryQuery,
  today: Today,
): Promise<ShippedAmountSummary> {
  const filter = resolveRange(query, today);
  const rollup = await amountRollupFor(db, scope, filter);
  const totals = rollup
    ? await rollupTotals(db, rollup, filter)
    : await repo.totals(db, scope, filter);
  const months = monthsOf(filter.atdFrom, filter.atdTo);
  const rows: SeriesInput[] =
    query.splitBy === 'supplier'
      ? (rollup
          ? await amountRollupRepository.byMonthAndSupplier(db, rollup)
          : await repo.byMonthAndSupplier(db, scope, filter)
        ).map((row) => ({
          month: row.month,
          key: String(row.supplier_id),
          label: `${row.code} ${row.name}`,
          amountCents: num(row.amount_cents),
        }))
      : (rollup
          ? await amountRollupRepository.byMonthAndDestination(db, rollup)
          : await repo.byMonthAndDestination(db, scope, filter)
        ).map((row) => ({
          month: row.month,
          key: row.key,
          label: row.key,
          amountCents: num(row.amount_cents),
        }));
  return {
    atdFrom: filter.atdFrom,
    atdTo: filter.atdTo,
    totals: {
      containers: num(totals.containers),
      lines: num(totals.lines),
      qty: num(totals.qty),
      amountCents: num(totals.amount_cents),
    },
    months,
    series: seriesOf(rows, months, MAX_AMOUNT_SERIES),
  };
}

export async function listShippedAmountLines(
  db: Queryable,
  scope: Scope,
  query: ListShippedAmountLinesQuery,
  today: Today,
): Promise<Page<ShippedAmountLine>> {
  const filter = resolveRange(query, today);
  const rollup = await amountRollupFor(db, scope, filter);
  const known = rollup
    ? Number((await amountRollupRepository.sums(db, rollup)).lines ?? 0)
    : undefined;
  const { total, list } = await repo.lines(db, scope, filter, query, known);
  const rows = list.map((row) => ({
    id: row.id,
    containerId: row.container_id,
    shipmentNo: row.shipment_no,
    containerNo: row.container_no,
    status: row.status as ContainerStatus,
    atd: row.atd ?? '',
    destinationCountry: row.destination_country as DestinationCountry,
    poNumber: row.po_number,
    lineNo: row.line_no,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    productCode: row.product_code,
    productName: row.product_name,
    category: row.category as ProductCategory,
    qty: row.qty,
    orderQty: row.order_qty,
    rowTotalCents: num(row.row_total_usd_cents),
    amountCents: num(row.amount_cents),
  }));
  return pageAnswer(rows, total, query);
}
