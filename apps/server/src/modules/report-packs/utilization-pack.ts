import {
  BAND_COLORS,
  DESTINATION_NAMES,
  UTILIZATION_BANDS,
  labelGroup,
  type Language,
  type UtilizationFigures,
  type UtilizationFilters,
  type UtilizationMeasure,
  type UtilizationReport,
} from '@lading/shared';
import { utilizationReport } from '../otd-reports/utilization.service';
import { reportPackNamesRepository as names } from './report-pack-names.repository';
import type { PackChart, PackTable } from './report-pack-document';
import {
  PACK,
  countText,
  filtersLine,
  left,
  packFrame,
  rangeText,
  rateText,
  right,
  type PackBuilder,
} from './report-pack-words';

const F = labelGroup('otdReports', (labels) => ({ ...labels.fields, noData: labels.noData }));
const U = labelGroup('otdReports', (labels) => labels.utilization);
const BANDS = labelGroup('otdReports', (labels) => labels.bands);
const MEASURES = labelGroup('otdReports', (labels) => labels.measures);
const TOTAL = labelGroup('amountReports', (labels) => ({ total: labels.amount.total }));

const COLOR = { above95: BAND_COLORS.high, from90to95: BAND_COLORS.mid, below90: BAND_COLORS.low };

/** Containers per band by month, stacked, for one measure (the screen's bands chart). */
function bandsChart(
  report: UtilizationReport,
  measure: UtilizationMeasure,
  lang: Language,
): PackChart {
  return {
    title: (measure === 'cbm' ? PACK.cbmBands : PACK.weightBands)[lang],
    categories: report.byMonth.map((m) => m.month),
    series: UTILIZATION_BANDS.map((band) => ({
      name: BANDS[band][lang],
      type: 'bar',
      stack: 'bands',
      color: COLOR[band],
      values: report.byMonth.map((m) => m[measure][band]),
    })),
  };
}

function figuresTable(
  title: string,
  nameTitle: string,
  rows: readonly (UtilizationFigures & { name: string })[],
  lang: Language,
  totals?: UtilizationFigures,
): PackTable {
  const noData = F.noData[lang];
  const cells = (name: string, f: UtilizationFigures) => [
    name,
    countText(f.containers),
    ...UTILIZATION_BANDS.map((band) => countText(f.cbm[band])),
    rateText(f.avgCbmPct, noData),
    ...UTILIZATION_BANDS.map((band) => countText(f.weight[band])),
    rateText(f.avgWeightPct, noData),
  ];
  const bandColumns = (measure: UtilizationMeasure) =>
    UTILIZATION_BANDS.map((band) => right(`${MEASURES[measure][lang]} ${BANDS[band][lang]}`));
  return {
    title,
    columns: [
      left(nameTitle, 2),
      right(F.containers[lang]),
      ...bandColumns('cbm'),
      right(F.avgCbmPct[lang]),
      ...bandColumns('weight'),
      right(F.avgWeightPct[lang]),
    ],
    rows: rows.map((row) => cells(row.name, row)),
    ...(totals ? { totals: cells(TOTAL.total[lang], totals) } : {}),
  };
}

/** The utilization pack: the bands by month (CBM, weight), then the tables of figures. */
export const utilizationPack: PackBuilder<UtilizationFilters> = async (input) => {
  const { db, scope, filters, lang } = input;
  await input.progress(0, 1);
  const report = await utilizationReport(db, scope, filters, input.today);
  await input.progress(1, 1);
  const line = filtersLine(
    [
      [F.etdOn[lang], rangeText(report.etdFrom, report.etdTo)],
      [F.loadingPoint[lang], await names.loadingPoint(db, filters.loadingPointId)],
      [F.destination[lang], filters.destination && DESTINATION_NAMES[filters.destination][lang]],
      [F.containerType[lang], filters.containerType],
      [F.supplier[lang], await names.supplier(db, filters.supplierId)],
    ],
    lang,
  );
  return {
    ...packFrame('utilization', input, F.noData[lang], line),
    charts: [bandsChart(report, 'cbm', lang), bandsChart(report, 'weight', lang)],
    tables: [
      figuresTable(
        U.byMonth[lang],
        F.month[lang],
        report.byMonth.map((m) => ({ ...m, name: m.month })),
        lang,
        report.totals,
      ),
      figuresTable(
        U.byLoadingPoint[lang],
        F.loadingPoint[lang],
        report.byLoadingPoint.map((p) => ({ ...p, name: p.loadingPointName })),
        lang,
      ),
      figuresTable(
        U.byDestination[lang],
        F.destination[lang],
        report.byDestination.map((d) => ({ ...d, name: DESTINATION_NAMES[d.destination][lang] })),
        lang,
      ),
      figuresTable(
        U.byContainerType[lang],
        F.containerType[lang],
        report.byContainerType.map((c) => ({ ...c, name: c.containerType })),
        lang,
      ),
    ],
  };
};
