import {
  failureParamsIn,
  type BindingImportJob,
  type CodeLevel,
  type Language,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Actor, AuthContext } from '../../platform/auth/auth-context';
import { holdsResource } from '../../platform/files/file-owners';
import type { StoredIssue } from '../../platform/import/import-issues';
import { localizeIssue, queueImport, readImportJob } from '../../platform/import/import-jobs';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { jobRepository, type StoredError } from '../../platform/jobs/job.repository';
import { found } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { levelName } from './binding-rules';
import { BINDING_IMPORT_JOB, type BindingImportResult } from './binding-import.job';
import { bindingColumnTitle, levelChoices } from './binding-import.spec';
import { looksLikeEpcis } from './epcis-document';

/**
 * Binding files (issue 19): what an upload keeps of its uploader, and the job as its creator
 * reads it — refusals in the reader's language, levels named in it too (they are stored raw).
 */

/** Kept in the job's input: the scope rows are checked in, and whether containers are allowed. */
export async function bindingJobInput(deps: AppDeps, auth: AuthContext) {
  return {
    scope: auth.scope,
    containerBind: await holdsResource(deps.db.kysely, auth, 'serials.container.bind'),
  };
}

/**
 * Queues a binding file for `uploader` as the upload route does (a bench's way in without
 * HTTP); the caller drains the runner (or polls) and reads the job with getBindingImport.
 */
export async function queueBindingImport(
  deps: AppDeps,
  jobs: JobRunner,
  uploader: Actor & { userId: number; scope: Scope; containerBind: boolean },
  upload: { fileName: string; bytes: Buffer },
): Promise<{ jobId: number }> {
  const { scope, containerBind, ...actor } = uploader;
  return queueImport(
    deps,
    jobs,
    BINDING_IMPORT_JOB,
    actor,
    upload,
    undefined,
    {},
    {
      accepts: looksLikeEpcis,
      input: { scope, containerBind },
    },
  );
}

/**
 * A binding file run end to end (queued, the runner drained, the job read back raw): what a
 * bench times. The job's status, its result (bound, created, refusals as stored) and error.
 */
export async function importBindingFile(
  deps: AppDeps,
  jobs: JobRunner,
  uploader: Parameters<typeof queueBindingImport>[2],
  upload: { fileName: string; bytes: Buffer },
) {
  const { jobId } = await queueBindingImport(deps, jobs, uploader, upload);
  await jobs.drain();
  const job = found(await jobRepository.findById(deps.db.kysely, jobId));
  return {
    jobId,
    status: job.status,
    result: job.result_json ? (JSON.parse(job.result_json) as BindingImportResult) : null,
    error: job.error_json ? (JSON.parse(job.error_json) as StoredError) : null,
  };
}

/** The params of each refusal that name levels (stored as the levels' internal names). */
const LEVEL_PARAMS: Partial<Record<StoredIssue['key'], readonly string[]>> = {
  'serials.wrongChildLevel': ['parentLevel', 'childLevel'],
  'serials.boxAddedTwice': ['parentLevel'],
  'serials.noTemplate': ['level'],
  'serials.codeNotFound': ['level'],
  'serials.levelMismatch': ['actual', 'expected'],
};

/** A stored refusal's params as its message shows them in `lang`. */
export function issueParamsIn(issue: StoredIssue, lang: Language): StoredIssue['params'] {
  // a template's refusal names segment kinds and character types raw (only params are read)
  const params = failureParamsIn(lang, {
    key: 'serials.codeLength',
    params: issue.params,
    segment: null,
  });
  for (const name of LEVEL_PARAMS[issue.key] ?? []) {
    const value = params[name];
    if (typeof value === 'string') params[name] = levelName(lang, value as CodeLevel);
  }
  if (issue.key === 'serials.importLevelUnknown') params.levels = levelChoices(lang);
  return params;
}

export async function getBindingImport(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<BindingImportJob> {
  const { job, result } = await readImportJob<BindingImportResult>(deps, auth, jobId, lang, {
    kind: BINDING_IMPORT_JOB,
    columnTitle: bindingColumnTitle,
  });
  const issues = (result?.issues ?? []).map((issue) =>
    localizeIssue({ ...issue, params: issueParamsIn(issue, lang) }, lang, bindingColumnTitle),
  );
  return { ...job, issues, bound: result?.bound ?? null, created: result?.created ?? null };
}
