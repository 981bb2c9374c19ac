import {
  formatDateTime,
  type Language,
  type ReportPackFormat,
  type ReportPackReport,
} from '@lading/shared';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-runner';
import type { Scope } from '../../platform/permissions/scope';
import { otdPack } from './otd-pack';
import { renderPackPdf } from './pack-pdf';
import { renderPackPptx } from './pack-pptx';
import { parsePackFilters, type RawFilters } from './report-pack-filters';
import { reportPackRepository } from './report-pack.repository';
import type { ReportPackDocument } from './report-pack-document';
import { PACK_FILE_NAMES, type PackInput } from './report-pack-words';
import { seaReportPack } from './sea-report-pack';
import { shippedAmountPack } from './shipped-amount-pack';
import { utilizationPack } from './utilization-pack';

export const REPORT_PACK_JOB = 'reportPack';

/** What a pack job keeps of its request: captured when queued, so the pack is what was asked. */
export interface ReportPackInput {
  report: ReportPackReport;
  format: ReportPackFormat;
  filters: RawFilters;
  /** the caller's supplier scope when queued: a supplier user's pack holds its rows only */
  scope: Scope;
  lang: Language;
  /** today in the display time zone when queued (the screens' default ranges end there) */
  today: string;
}

export const PACK_CONTENT_TYPES: Record<ReportPackFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const packFileName = (
  input: Pick<ReportPackInput, 'report' | 'format' | 'lang' | 'today'>,
) => `${PACK_FILE_NAMES[input.report][input.lang]} ${input.today}.${input.format}`;

function buildDocument(
  input: ReportPackInput,
  common: Omit<PackInput<unknown>, 'filters'>,
): Promise<ReportPackDocument> {
  const { filters, lang } = input;
  switch (input.report) {
    case 'otd':
      return otdPack({ ...common, filters: parsePackFilters.otd(filters, lang) });
    case 'utilization':
      return utilizationPack({ ...common, filters: parsePackFilters.utilization(filters, lang) });
    case 'seaReport':
      return seaReportPack({ ...common, filters: parsePackFilters.seaReport(filters, lang) });
    case 'shippingAmountReport':
      return shippedAmountPack({
        ...common,
        filters: parsePackFilters.shippingAmountReport(filters, lang),
      });
  }
}

/**
 * Makes one pack: reads the report's figures and rows (stage "reading"), draws the file
 * (stage "drawing"), then keeps it in the job's row as the job succeeds, in one transaction
 * (a worker that lost the job writes nothing).
 */
export async function runReportPack(context: JobContext): Promise<JobOutcome> {
  const { deps, job } = context;
  const input = JSON.parse(job.input_json) as ReportPackInput;
  const doc = await buildDocument(input, {
    db: deps.db.kysely,
    scope: input.scope,
    today: input.today,
    lang: input.lang,
    madeAt: formatDateTime(deps.clock(), deps.config.timeZone),
    progress: (done, total) => context.progress('reading', done, total),
  });
  await context.progress('drawing', 0, 1);
  const bytes = input.format === 'pdf' ? await renderPackPdf(doc) : await renderPackPptx(doc);
  await context.progress('drawing', 1, 1);
  const name = packFileName(input);
  return context.commit(`reportPack:${job.id}`, async (trx) => {
    await reportPackRepository.storeFile(trx, job.id, { bytes, name });
    return { status: 'succeeded', result: { fileName: name } };
  });
}
