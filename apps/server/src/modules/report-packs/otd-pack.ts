import {
  DESTINATION_NAMES,
  PRODUCT_CATEGORY_NAMES,
  labelGroup,
  type Language,
  type OtdFigures,
  type OtdFilters,
} from '@lading/shared';
import { otdReport } from '../otd-reports/otd.service';
import { reportPackNamesRepository as names } from './report-pack-names.repository';
import type { PackTable } from './report-pack-document';
import {
  countText,
  filtersLine,
  left,
  packFrame,
  rangeText,
  rateText,
  right,
  type PackBuilder,
} from './report-pack-words';

const OTD = labelGroup('otdReports', (labels) => ({ ...labels.fields, noData: labels.noData }));
const OTD_TITLES = labelGroup('otdReports', (labels) => labels.otd);
const TOTAL = labelGroup('amountReports', (labels) => ({ total: labels.amount.total }));

/** The figures table of one breakdown (by month, supplier, destination, category). */
function figuresTable(
  title: string,
  nameTitle: string,
  rows: readonly (OtdFigures & { name: string })[],
  lang: Language,
  totals?: OtdFigures,
): PackTable {
  const noData = OTD.noData[lang];
  const cells = (name: string, f: OtdFigures) => [
    name,
    countText(f.delivered),
    countText(f.onTime),
    rateText(f.rate, noData),
    countText(f.deliveredQty),
    rateText(f.qtyRate, noData),
    f.avgDaysLate === null ? '' : f.avgDaysLate.toFixed(1),
  ];
  return {
    title,
    columns: [
      left(nameTitle, 3),
      right(OTD.delivered[lang]),
      right(OTD.onTime[lang]),
      right(OTD.rate[lang]),
      right(OTD.deliveredQty[lang]),
      right(OTD.qtyRate[lang]),
      right(OTD.avgDaysLate[lang]),
    ],
    rows: rows.map((row) => cells(row.name, row)),
    ...(totals ? { totals: cells(TOTAL.total[lang], totals) } : {}),
  };
}

/** The OTD pack: the screen's two charts, then its tables of figures and delay reasons. */
export const otdPack: PackBuilder<OtdFilters> = async (input) => {
  const { db, scope, filters, lang } = input;
  await input.progress(0, 1);
  const report = await otdReport(db, scope, filters, input.today);
  await input.progress(1, 1);
  const noData = OTD.noData[lang];
  const line = filtersLine(
    [
      [OTD.receivedOn[lang], rangeText(report.receivedFrom, report.receivedTo)],
      [OTD.tolerance[lang], String(report.toleranceDays)],
      [OTD.supplier[lang], await names.supplier(db, filters.supplierId)],
      [OTD.destination[lang], filters.destination && DESTINATION_NAMES[filters.destination][lang]],
      [OTD.category[lang], filters.category && PRODUCT_CATEGORY_NAMES[filters.category][lang]],
    ],
    lang,
  );
  const suppliers = report.bySupplier.slice(0, 15);
  return {
    ...packFrame('otd', input, noData, line),
    charts: [
      {
        title: OTD_TITLES.trendTitle[lang],
        categories: report.byMonth.map((m) => m.month),
        series: [
          {
            name: OTD.rate[lang],
            type: 'line',
            unit: '%',
            values: report.byMonth.map((m) => m.rate),
          },
          {
            name: OTD.qtyRate[lang],
            type: 'line',
            unit: '%',
            values: report.byMonth.map((m) => m.qtyRate),
          },
        ],
      },
      {
        title: OTD_TITLES.bySupplier[lang],
        categories: suppliers.map((s) => s.supplierCode),
        series: [
          { name: OTD.rate[lang], type: 'bar', unit: '%', values: suppliers.map((s) => s.rate) },
        ],
      },
    ],
    tables: [
      figuresTable(
        OTD_TITLES.byMonth[lang],
        OTD.month[lang],
        report.byMonth.map((m) => ({ ...m, name: m.month })),
        lang,
        report.totals,
      ),
      figuresTable(
        OTD_TITLES.bySupplier[lang],
        OTD.supplier[lang],
        report.bySupplier.map((s) => ({ ...s, name: `${s.supplierCode} ${s.supplierName}` })),
        lang,
      ),
      figuresTable(
        OTD_TITLES.byDestination[lang],
        OTD.destination[lang],
        report.byDestination.map((d) => ({ ...d, name: DESTINATION_NAMES[d.destination][lang] })),
        lang,
      ),
      figuresTable(
        OTD_TITLES.byCategory[lang],
        OTD.category[lang],
        report.byCategory.map((c) => ({ ...c, name: PRODUCT_CATEGORY_NAMES[c.category][lang] })),
        lang,
      ),
      {
        title: OTD_TITLES.reasonsTitle[lang],
        columns: [
          left(OTD.reason[lang], 4),
          right(OTD.reasonLines[lang]),
          right(OTD.reasonDays[lang]),
        ],
        rows: report.reasons.map((r) => [
          `${r.code} · ${lang === 'zh' ? r.nameZh : r.nameEn}`,
          countText(r.lines),
          countText(r.days),
        ]),
      },
    ],
  };
};
