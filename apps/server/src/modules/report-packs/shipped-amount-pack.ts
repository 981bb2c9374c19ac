import {
  DESTINATION_NAMES,
  PRODUCT_CATEGORY_NAMES,
  labelGroup,
  type DestinationCountry,
  type ListShippedAmountsQuery,
  type ShippedAmountSummary,
  type ShippedAmountSummaryQuery,
} from '@lading/shared';
import { listShippedAmounts, shippedAmountSummary } from '../amount-reports/shipped-amount.service';
import { reportPackNamesRepository as names } from './report-pack-names.repository';
import {
  MAX_PACK_ROWS,
  PACK,
  fill,
  filtersLine,
  left,
  packFrame,
  rangeText,
  right,
  usdText,
  type PackBuilder,
} from './report-pack-words';

const F = labelGroup('amountReports', (labels) => labels.fields);
const A = labelGroup('amountReports', (labels) => ({
  chartTitle: labels.amount.chartTitle,
  splitBy: labels.amount.splitBy,
  others: labels.amount.others,
  tableTitle: labels.amount.tableTitle,
  byMonthTitle: labels.amount.byMonthTitle,
  total: labels.amount.total,
  empty: labels.amount.empty,
}));
const SPLITS = labelGroup('amountReports', (labels) => labels.amount.splits);

/** Rows read per page. */
const PAGE_SIZE = 500;

export interface ShippedAmountPackFilters {
  summary: ShippedAmountSummaryQuery;
  list: ListShippedAmountsQuery;
}

type Series = ShippedAmountSummary['series'][number];

/**
 * The shippingAmountReport pack: the stacked bars by month (split as the screen was), the
 * amount per month and split, then the rows by month, destination, supplier and category.
 */
export const shippedAmountPack: PackBuilder<ShippedAmountPackFilters> = async (input) => {
  const { db, scope, filters, lang } = input;
  const today = () => input.today;
  const summary = await shippedAmountSummary(db, scope, filters.summary, today);
  const nameOf = (series: Series) =>
    series.key === 'others'
      ? A.others[lang]
      : filters.summary.splitBy === 'destination'
        ? (DESTINATION_NAMES[series.key as DestinationCountry]?.[lang] ?? series.key)
        : series.label;

  const rows: string[][] = [];
  let total = 0;
  for (let pageNum = 1; rows.length < MAX_PACK_ROWS; pageNum++) {
    const page = await listShippedAmounts(
      db,
      scope,
      { ...filters.list, pageNum, pageSize: PAGE_SIZE },
      today,
    );
    total = page.total;
    for (const r of page.list.slice(0, MAX_PACK_ROWS - rows.length)) {
      rows.push([
        r.month,
        DESTINATION_NAMES[r.destinationCountry][lang],
        r.supplierCode,
        r.supplierName,
        PRODUCT_CATEGORY_NAMES[r.category][lang],
        String(r.containers),
        String(r.lines),
        String(r.qty),
        usdText(r.amountCents, lang),
      ]);
    }
    await input.progress(rows.length, Math.min(total, MAX_PACK_ROWS));
    if (page.list.length < PAGE_SIZE) break;
  }

  const f = filters.summary;
  const line = filtersLine(
    [
      [F.atdRange[lang], rangeText(summary.atdFrom, summary.atdTo)],
      [F.supplier[lang], await names.supplier(db, f.supplierId)],
      [
        F.destination[lang],
        f.destinationCountry?.map((code) => DESTINATION_NAMES[code][lang]).join(', '),
      ],
      [F.category[lang], f.category?.map((c) => PRODUCT_CATEGORY_NAMES[c][lang]).join(', ')],
      [A.splitBy[lang], SPLITS[f.splitBy][lang]],
    ],
    lang,
  );
  const capped =
    total > rows.length ? ` · ${fill(PACK.rowsCapped[lang], { count: rows.length, total })}` : '';
  const monthTotal = (i: number) =>
    summary.series.reduce((sum, s) => sum + (s.amountCents[i] ?? 0), 0);
  const seriesTotal = (s: Series) => s.amountCents.reduce((a, b) => a + b, 0);
  return {
    ...packFrame('shippingAmountReport', input, A.empty[lang], line + capped),
    charts: [
      {
        title: A.chartTitle[lang],
        categories: summary.months,
        series: summary.series.map((s) => ({
          name: nameOf(s),
          type: 'bar' as const,
          stack: 'amount',
          values: s.amountCents.map((cents) => cents / 100),
        })),
      },
    ],
    tables: [
      {
        title: A.byMonthTitle[lang],
        columns: [
          left(F.month[lang], 2),
          ...summary.series.map((s) => right(nameOf(s), 2)),
          right(A.total[lang], 2),
        ],
        rows: summary.months.map((month, i) => [
          month,
          ...summary.series.map((s) => usdText(s.amountCents[i] ?? 0, lang)),
          usdText(monthTotal(i), lang),
        ]),
        totals: [
          A.total[lang],
          ...summary.series.map((s) => usdText(seriesTotal(s), lang)),
          usdText(summary.totals.amountCents, lang),
        ],
      },
      {
        title: A.tableTitle[lang],
        columns: [
          left(F.month[lang], 1.6),
          left(F.destination[lang], 1.6),
          left(F.supplierCode[lang], 1.6),
          left(F.supplierName[lang], 3),
          left(F.category[lang], 2),
          right(F.containers[lang], 1.2),
          right(F.lines[lang], 1),
          right(F.qty[lang], 1.4),
          right(F.amount[lang], 2),
        ],
        rows,
        totals: [
          A.total[lang],
          '',
          '',
          '',
          '',
          String(summary.totals.containers),
          String(summary.totals.lines),
          String(summary.totals.qty),
          usdText(summary.totals.amountCents, lang),
        ],
      },
    ],
  };
};
