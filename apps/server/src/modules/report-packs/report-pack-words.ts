import { formatMoney, labelGroup, type Language, type ReportPackReport } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../platform/permissions/scope';
import type { PackColumn, ReportPackDocument } from './report-pack-document';

/** Words and figures of the packs, as the screens show them. */

export const PACK = labelGroup('reportPacks', (labels) => ({
  page: labels.document.page,
  allData: labels.document.allData,
  rowsCapped: labels.document.rowsCapped,
  cbmBands: labels.document.cbmBands,
  weightBands: labels.document.weightBands,
}));
export const PACK_TITLES = labelGroup('reportPacks', (labels) => labels.document.titles);
export const PACK_FILE_NAMES = labelGroup('reportPacks', (labels) => labels.document.fileNames);

/** The most rows a pack lists (seaReport's containers, shippingAmountReport's rows). */
export const MAX_PACK_ROWS = 20_000;

/** What a builder is given: the report's parsed filters and the caller's scope and language. */
export interface PackInput<F> {
  db: Queryable;
  scope: Scope;
  filters: F;
  /** today in the display time zone, as the screen counted it when the pack was asked */
  today: string;
  lang: Language;
  /** YYYY-MM-DD HH:mm */
  madeAt: string;
  /** rows read of all there are */
  progress(done: number, total: number): Promise<void>;
}

export type PackBuilder<F> = (input: PackInput<F>) => Promise<ReportPackDocument>;

/** `{{name}}` placeholders filled. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A rate in % with one decimal, or the words for "no data" (the screens' rateText). */
export const rateText = (rate: number | null | undefined, noData: string) =>
  rate === null || rate === undefined ? noData : `${rate.toFixed(1)} %`;

export const countText = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : String(n);

/** USD cents as the screens show money. */
export const usdText = (cents: number, lang: Language) => formatMoney(cents / 100, 'USD', lang);

export const left = (title: string, width?: number): PackColumn => ({
  title,
  align: 'left',
  ...(width ? { width } : {}),
});
export const right = (title: string, width?: number): PackColumn => ({
  title,
  align: 'right',
  ...(width ? { width } : {}),
});

/** "Name: value" of each filter given, joined; "All data" when none is. */
export function filtersLine(
  parts: readonly (readonly [string, string | undefined | null])[],
  lang: Language,
): string {
  const given = parts.filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (given.length === 0) return PACK.allData[lang];
  return given.map(([name, value]) => `${name}: ${value}`).join(' · ');
}

export const rangeText = (from: string, to: string) => `${from} – ${to}`;

/** The document's frame: title, filters, when made and the captions. */
export function packFrame(
  report: ReportPackReport,
  input: Pick<PackInput<unknown>, 'lang' | 'madeAt'>,
  noData: string,
  filters: string,
): Pick<ReportPackDocument, 'language' | 'title' | 'filters' | 'madeAt' | 'labels'> {
  const { lang } = input;
  return {
    language: lang,
    title: PACK_TITLES[report][lang],
    filters,
    madeAt: input.madeAt,
    labels: { page: PACK.page[lang], noData },
  };
}
