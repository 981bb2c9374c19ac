import {
  formatDate,
  isErrorMessageKey,
  translateError,
  type CreateReportPackBody,
  type JobStatus,
  type Language,
  type ReportPackJob,
  type ReportPackStage,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Conflict, NotFound } from '../../platform/http/errors';
import { jobRepository, type StoredError } from '../../platform/jobs/job.repository';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { parsePackFilters } from './report-pack-filters';
import {
  REPORT_PACK_JOB,
  PACK_CONTENT_TYPES,
  packFileName,
  type ReportPackInput,
} from './report-pack.job';
import { reportPackRepository } from './report-pack.repository';

/**
 * Report packs (issue 15): a pack of a report is queued as a job with the report's filters
 * (read with the report's own query contract: bad ones are refused before anything is
 * queued) and the caller's supplier scope; its creator polls it, then downloads the file
 * (an administrator may read anyone's, as import jobs).
 */
export async function queueReportPack(
  deps: AppDeps,
  jobs: JobRunner,
  auth: AuthContext,
  body: CreateReportPackBody,
  lang: Language,
): Promise<{ jobId: number }> {
  parsePackFilters[body.report](body.filters, lang);
  const input: ReportPackInput = {
    report: body.report,
    format: body.format,
    filters: body.filters,
    scope: auth.scope,
    lang,
    today: formatDate(deps.clock(), deps.config.timeZone),
  };
  const jobId = await jobRepository.insert(deps.db.kysely, {
    kind: REPORT_PACK_JOB,
    createdBy: auth.userId,
    at: deps.clock().toISOString(),
    inputName: packFileName(input),
    input,
    file: null,
  });
  jobs.notify();
  return { jobId };
}

/** The pack job as its creator reads it; a 404 for anyone else and for other kinds of job. */
async function ownJob(deps: AppDeps, auth: AuthContext, jobId: number) {
  const job = await reportPackRepository.findJob(deps.db.kysely, jobId);
  if (!job || job.kind !== REPORT_PACK_JOB) throw new NotFound();
  if (job.created_by !== auth.userId && !auth.isAdministrator) throw new NotFound();
  return job;
}

export async function readReportPackJob(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<ReportPackJob> {
  const job = await ownJob(deps, auth, jobId);
  const input = JSON.parse(job.input_json) as ReportPackInput;
  const error = job.error_json ? (JSON.parse(job.error_json) as StoredError) : null;
  return {
    id: job.id,
    report: input.report,
    format: input.format,
    status: job.status as JobStatus,
    stage: job.stage as ReportPackStage,
    done: job.progress_done,
    total: job.progress_total,
    fileName: job.output_name,
    createdAt: job.created_at,
    finishedAt: job.finished_at,
    error: error
      ? isErrorMessageKey(error.key)
        ? translateError(lang, error.key, error.params)
        : error.key
      : null,
  };
}

/** The made file with its name and content type; a 409 until the job has succeeded. */
export async function readReportPackFile(deps: AppDeps, auth: AuthContext, jobId: number) {
  const job = await ownJob(deps, auth, jobId);
  const file =
    job.status === 'succeeded'
      ? await reportPackRepository.findFile(deps.db.kysely, jobId)
      : undefined;
  if (!file?.output_file || !file.output_name) throw new Conflict('reportPack.notReady');
  const input = JSON.parse(job.input_json) as ReportPackInput;
  return {
    bytes: Buffer.from(file.output_file),
    name: file.output_name,
    contentType: PACK_CONTENT_TYPES[input.format],
  };
}
