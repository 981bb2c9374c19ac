import { fieldLabels, type Language, type OrderImportJob } from '@lading/shared';
import type { AppDeps } from '../../../app-deps';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { readImportJob } from '../../../platform/import/import-jobs';
import { PO_READ_COLUMNS, SO_COLUMNS, type OrderColumn } from './order-import-columns';
import { PO_IMPORT_JOB, SO_IMPORT_JOB, type OrderImportResult } from './order-import.job';

/** A column name in the reader's language (the field's label when it is not a column). */
const titleIn = (columns: readonly OrderColumn[]) => (field: string, lang: Language) => {
  const column = columns.find((c) => c.field === field);
  if (column) return column.title(lang);
  return fieldLabels[field]?.[lang] ?? field;
};

export const poColumnTitle = titleIn(PO_READ_COLUMNS);
export const soColumnTitle = titleIn(SO_COLUMNS);

async function readOrderImport(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
  spec: { kind: string; columnTitle: (field: string, lang: Language) => string },
): Promise<OrderImportJob> {
  const { job, result } = await readImportJob<OrderImportResult>(deps, auth, jobId, lang, spec);
  return {
    ...job,
    created: result?.created ?? 0,
    updated: result?.updated ?? 0,
    unchanged: result?.unchanged ?? 0,
  };
}

/** A PO import job as its creator (or an administrator) sees it; anyone else: 404. */
export const getPoImport = (deps: AppDeps, auth: AuthContext, jobId: number, lang: Language) =>
  readOrderImport(deps, auth, jobId, lang, { kind: PO_IMPORT_JOB, columnTitle: poColumnTitle });

/** An SO import job as its creator (or an administrator) sees it; anyone else: 404. */
export const getSoImport = (deps: AppDeps, auth: AuthContext, jobId: number, lang: Language) =>
  readOrderImport(deps, auth, jobId, lang, { kind: SO_IMPORT_JOB, columnTitle: soColumnTitle });
