import {
  DESTINATION_NAMES,
  LATE_COLORS,
  labelGroup,
  type Language,
  type SeaReportGroup,
  type SeaReportItem,
  type SeaReportQuery,
} from '@lading/shared';
import { seaReport, seaReportExportRows } from '../transit-reports/sea-report.service';
import { reportPackNamesRepository as names } from './report-pack-names.repository';
import type { PackChart, PackTable } from './report-pack-document';
import {
  MAX_PACK_ROWS,
  PACK,
  countText,
  fill,
  filtersLine,
  left,
  packFrame,
  rangeText,
  right,
  type PackBuilder,
} from './report-pack-words';

const F = labelGroup('transitReports', (labels) => labels.fields);
const FILTERS = labelGroup('transitReports', (labels) => labels.filters);
const FLAGS = labelGroup('transitReports', (labels) => labels.flags);
const SEA = labelGroup('transitReports', (labels) => labels.sea);
const NO_DATA = labelGroup('otdReports', (labels) => ({ noData: labels.noData }));

/** Progress is written every this many rows. */
const CHUNK = 500;

function groupChart(
  title: string,
  groups: SeaReportGroup[],
  none: string,
  lang: Language,
): PackChart {
  return {
    title,
    categories: groups.map((g) => g.name || none),
    series: [
      {
        name: FLAGS.late[lang],
        type: 'bar',
        stack: 'containers',
        color: LATE_COLORS.late,
        values: groups.map((g) => g.late),
      },
      {
        name: FLAGS.onTime[lang],
        type: 'bar',
        stack: 'containers',
        color: LATE_COLORS.onTime,
        values: groups.map((g) => g.onTime),
      },
    ],
  };
}

function groupTable(
  title: string,
  groups: SeaReportGroup[],
  none: string,
  lang: Language,
): PackTable {
  return {
    title,
    columns: [
      left(SEA.figures[lang], 3),
      right(FLAGS.late[lang]),
      right(FLAGS.onTime[lang]),
      right(SEA.containers[lang]),
    ],
    rows: groups.map((g) => [
      g.name || none,
      String(g.late),
      String(g.onTime),
      String(g.late + g.onTime),
    ]),
  };
}

const rowCells = (r: SeaReportItem, lang: Language) => [
  r.shipmentNo ?? '',
  r.containerNo ?? '',
  r.containerType,
  r.suppliers.map((s) => s.code).join(', '),
  r.pod,
  DESTINATION_NAMES[r.destinationCountry][lang],
  r.shippingLineName ?? '',
  r.atd,
  r.eta ?? '',
  countText(r.daysAtSea),
  r.expectedArrival ?? '',
  countText(r.delta4),
  r.late ? FLAGS.late[lang] : '',
  r.cbm.toFixed(3),
];

/**
 * The seaReport pack: containers at sea by POD and by shipping line (charts and their
 * figures), then every container the filters keep, read in chunks (at most MAX_PACK_ROWS,
 * said in the filters line when cut).
 */
export const seaReportPack: PackBuilder<SeaReportQuery> = async (input) => {
  const { db, scope, filters, lang } = input;
  const summary = await seaReport(db, scope, { ...filters, pageNum: 1, pageSize: 1 }, input.today);
  const total = summary.totals.containers;
  const wanted = Math.min(total, MAX_PACK_ROWS);
  await input.progress(0, wanted);
  const rows: string[][] = [];
  for await (const row of seaReportExportRows(db, scope, filters, input.today)) {
    if (rows.length >= wanted) break;
    rows.push(rowCells(row, lang));
    if (rows.length % CHUNK === 0) await input.progress(rows.length, wanted);
  }
  await input.progress(rows.length, wanted);
  const line = filtersLine(
    [
      [F.supplier[lang], await names.supplier(db, filters.supplierId)],
      [F.loadingPoint[lang], await names.loadingPoint(db, filters.loadingPointId)],
      [
        F.destination[lang],
        filters.destinationCountry && DESTINATION_NAMES[filters.destinationCountry][lang],
      ],
      [F.pod[lang], filters.pod],
      [F.shippingLine[lang], await names.shippingLine(db, filters.shippingLineId)],
      [FILTERS.lateOnly[lang], filters.late === 1 ? FLAGS.late[lang] : undefined],
      [
        FILTERS.etaRange[lang],
        filters.etaFrom || filters.etaTo
          ? rangeText(filters.etaFrom ?? '', filters.etaTo ?? '')
          : undefined,
      ],
    ],
    lang,
  );
  const capped =
    total > rows.length ? ` · ${fill(PACK.rowsCapped[lang], { count: rows.length, total })}` : '';
  return {
    ...packFrame('seaReport', input, NO_DATA.noData[lang], line + capped),
    charts: [
      groupChart(SEA.byPod[lang], summary.byPod, FILTERS.noPod[lang], lang),
      groupChart(SEA.byShippingLine[lang], summary.byShippingLine, FILTERS.noLine[lang], lang),
    ],
    tables: [
      groupTable(SEA.byPod[lang], summary.byPod, FILTERS.noPod[lang], lang),
      groupTable(SEA.byShippingLine[lang], summary.byShippingLine, FILTERS.noLine[lang], lang),
      {
        title: SEA.containers[lang],
        columns: [
          left(F.shipmentNo[lang], 3),
          left(F.containerNo[lang], 3),
          left(F.containerType[lang], 1.5),
          left(F.suppliers[lang], 3),
          left(F.pod[lang], 2.5),
          left(F.destination[lang], 2.6),
          left(F.shippingLine[lang], 2.5),
          left(F.atd[lang], 2.2),
          left(F.eta[lang], 2.2),
          right(F.daysAtSea[lang], 1.5),
          left(F.expectedArrival[lang], 2.2),
          right(F.delta4[lang], 1.5),
          left(F.late[lang], 1.2),
          right(F.cbm[lang], 1.5),
        ],
        rows,
        totals: [
          SEA.totals[lang],
          String(total),
          ...Array<string>(10).fill(''),
          String(summary.totals.late),
          summary.totals.cbm.toFixed(3),
        ],
      },
    ],
  };
};
