import {
  PRODUCT_CATEGORY_NAMES,
  fieldLabels,
  type Activeness,
  type AuditValue,
  type Language,
  type ProductCategory,
  type ProductImportIssue,
  type ProductImportJob,
  type ProductImportPreview,
} from '@lading/shared';
import type { AppDeps } from '../../../app-deps';
import type { Actor, AuthContext } from '../../../platform/auth/auth-context';
import type { StoredIssue } from '../../../platform/import/import-issues';
import {
  localizeIssue as localize,
  queueImport,
  readImportJob,
} from '../../../platform/import/import-jobs';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { word } from '../export-headers';
import { columnOf } from './import-columns';
import type { StoredPreview } from './import-plan';
import { PRODUCT_IMPORT_JOB, type ProductImportResult } from './product-import.job';

export { MAX_UPLOAD_BYTES, checkUpload } from '../../../platform/import/import-jobs';

/** Queues the import and wakes the worker; the caller polls the job. */
export const queueProductImport = (
  deps: AppDeps,
  jobs: JobRunner,
  actor: Actor & { userId: number },
  upload: { fileName: string; bytes: Buffer },
) => queueImport(deps, jobs, PRODUCT_IMPORT_JOB, actor, upload);

/** A column name in the reader's language (the field's label when it is not a column). */
export function columnTitle(field: string, lang: Language): string {
  const column = columnOf(field);
  if (column) return column.title(lang);
  return fieldLabels[field]?.[lang] ?? field;
}

export const localizeIssue = (issue: StoredIssue, lang: Language): ProductImportIssue =>
  localize(issue, lang, columnTitle);

/** A value as the export shows it: labels of enumerated fields in the reader's language. */
function shown(field: string, value: AuditValue, lang: Language): AuditValue {
  if (value === null) return null;
  if (field === 'activeness') return word(lang, value as Activeness);
  if (field === 'category')
    return PRODUCT_CATEGORY_NAMES[value as ProductCategory]?.[lang] ?? value;
  if (field === 'serialized') return word(lang, value ? 'serialized' : 'bulk');
  return value;
}

const localizePreview = (preview: StoredPreview, lang: Language): ProductImportPreview => ({
  ...preview,
  changes: preview.changes.map((change) => ({
    ...change,
    column: columnTitle(change.field, lang),
    before: shown(change.field, change.before, lang),
    after: shown(change.field, change.after, lang),
  })),
});

/** The job as its creator sees it (others: 404), every message in the reader's language. */
export async function getProductImport(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<ProductImportJob> {
  const { job, result } = await readImportJob<ProductImportResult>(deps, auth, jobId, lang, {
    kind: PRODUCT_IMPORT_JOB,
    columnTitle,
  });
  return {
    ...job,
    created: result?.created ?? 0,
    updated: result?.updated ?? 0,
    unchanged: result?.unchanged ?? 0,
    preview: result?.preview ? localizePreview(result.preview, lang) : null,
  };
}

/** The refusals of a job, for the report download. */
export async function productImportIssues(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<ProductImportIssue[]> {
  return (await getProductImport(deps, auth, jobId, lang)).issues;
}
