import { BINDING_IMPORT_MAX_ROWS } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { appendAudit } from '../../platform/audit/audit.repository';
import { headerMappingOf, mappedLookup } from '../../platform/import/header-mappings';
import {
  RefusedInTransaction,
  issueOrder,
  type ImportResult,
  type StoredIssue,
  type StoredNotice,
} from '../../platform/import/import-issues';
import type { ImportInput } from '../../platform/import/import-jobs';
import { readSheet } from '../../platform/import/sheet-reader';
import { importedResult, writeWholeFile } from '../../platform/import/whole-file-write';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-runner';
import type { Scope } from '../../platform/permissions/scope';
import { applyPlan, loadWorld } from './binding-import.apply';
import { planBindings } from './binding-import.plan';
import { bindingImportRepository } from './binding-import.repository';
import {
  checkFileRows,
  readBindingCells,
  storedForm,
  type BindingRow,
} from './binding-import.rules';
import { BINDING_COLUMNS, bindingColumnForHeader } from './binding-import.spec';
import {
  looksLikeEpcis,
  palletIdOfSscc,
  readEpcisDocument,
  type EpcisPair,
  type EpcisRef,
} from './epcis-document';
import { labelSettingsOf } from './template.service';

export const BINDING_IMPORT_JOB = 'serials.bindingImport';

/** The lock of the import's write transaction (db/scope-lock): binding files queue. */
const BINDING_IMPORT_LOCK = 'serialCodes';

/** What the upload keeps beside the file: the uploader's scope and container permission. */
export interface BindingImportInput extends ImportInput {
  scope: Scope;
  /** holds serials.container.bind: may put codes into containers */
  containerBind: boolean;
}

/** A finished binding import: rows read, codes bound and created (succeeded only). */
export interface BindingImportResult extends ImportResult {
  bound: number | null;
  created: number | null;
}

const NOTHING_DONE = { bound: null, created: null };

/** A binding file's rows read from its sheet (Excel or CSV), each row's cells checked as read. */
async function sheetRows({ deps, job, progress }: JobContext, issues: StoredIssue[]) {
  const rows: BindingRow[] = [];
  const notices: StoredNotice[] = [];
  const total = await readSheet(
    {
      columns: BINDING_COLUMNS,
      columnForHeader: mappedLookup(BINDING_COLUMNS, bindingColumnForHeader, headerMappingOf(job)),
      maxRows: BINDING_IMPORT_MAX_ROWS,
    },
    job.input_file!,
    deps.config.importLimits,
    {
      onRow: (row) => {
        const read = readBindingCells(row, issues);
        if (read) rows.push(read);
      },
      onRows: (read) => progress('reading', read, 0),
      onNotice: (notice) => notices.push(notice),
    },
    50_000,
  );
  return { total, rows, notices };
}

/**
 * An EPCIS document's pairs as rows: Lading code URIs as they are, SSCCs as the pallets they
 * were made for (by the label settings' company prefix), anything else refused on its row.
 */
async function epcisRows(db: Queryable, pairs: readonly EpcisPair[], issues: StoredIssue[]) {
  const settings = await labelSettingsOf(db);
  const sscc =
    settings.gs1CompanyPrefix === ''
      ? null
      : { extension: settings.ssccExtension, prefix: settings.gs1CompanyPrefix };
  const palletIds = new Set<number>();
  for (const { child, parent } of pairs) {
    for (const ref of [child, parent]) {
      const id = 'sscc' in ref ? palletIdOfSscc(ref.sscc, sscc) : undefined;
      if (id !== undefined) palletIds.add(id);
    }
  }
  const pallets = new Map(
    (await bindingImportRepository.codesById(db, [...palletIds]))
      .filter((code) => code.level === 'pallet')
      .map((code) => [code.id, code.code]),
  );
  const codeOf = (ref: EpcisRef) => {
    if ('level' in ref) return { level: ref.level, code: storedForm(ref.level, ref.code) };
    const id = 'sscc' in ref ? palletIdOfSscc(ref.sscc, sscc) : undefined;
    const code = id === undefined ? undefined : pallets.get(id);
    return code === undefined ? undefined : { level: 'pallet' as const, code };
  };
  const unknown = (ref: EpcisRef) => ('uri' in ref ? ref.uri : 'unknown' in ref ? ref.unknown : '');
  const rows: BindingRow[] = [];
  for (const { row, child, parent } of pairs) {
    const [c, p] = [codeOf(child), codeOf(parent)];
    if (!c)
      issues.push({
        row,
        field: 'childCode',
        key: 'serials.epcisUnknownId',
        params: { value: unknown(child) },
      });
    if (!p)
      issues.push({
        row,
        field: 'parentCode',
        key: 'serials.epcisUnknownId',
        params: { value: unknown(parent) },
      });
    if (!c || !p) continue;
    rows.push({
      row,
      childCode: c.code,
      childLevel: c.level,
      parentCode: p.code,
      parentLevel: p.level,
      productCode: null,
      supplierCode: null,
    });
  }
  return rows;
}

/** The file's rows: an EPCIS document (told by content) or a sheet. */
async function readRows(context: JobContext, issues: StoredIssue[]) {
  const file = context.job.input_file!;
  if (!looksLikeEpcis(file)) return sheetRows(context, issues);
  const { pairs, issues: refused, skipped } = readEpcisDocument(file);
  issues.push(...refused);
  const rows = await epcisRows(context.deps.db.kysely, pairs, issues);
  const notices: StoredNotice[] =
    skipped > 0 ? [{ key: 'serials.epcisSkipped', params: { count: skipped } }] : [];
  return { total: pairs.length + refused.length, rows, notices };
}

/**
 * A binding file (issue 19 "Bulk binding import"): read (Excel or CSV through the import
 * pipeline, or an EPCIS document), every row checked with the stations' rules against what is
 * stored — in the one transaction that then writes the whole file, so what was checked is
 * what is written — and bound whole or not at all. Any refusal rolls everything back and the
 * job lists every refused row; a restart mid-write leaves nothing (the transaction never
 * committed) and the job failed "interrupted", to be run again.
 */
export async function runBindingImport(context: JobContext): Promise<JobOutcome> {
  const { deps, job, progress } = context;
  const input = JSON.parse(job.input_json) as BindingImportInput;
  if (!job.input_file) throw new Error(`binding import job ${job.id} has no file`);
  const order = issueOrder(BINDING_COLUMNS.map((column) => column.field));

  await progress('reading', 0, 0);
  const issues: StoredIssue[] = [];
  const { total, rows, notices } = await readRows(context, issues);
  // one progress write: on SQLite each rewrites the job's row, its file included (~50 ms for
  // 10 MB) — which is also why the reading reports every 50,000 rows only
  await progress('validating', 0, total);
  const passed = checkFileRows(rows, issues);
  const write = { lock: BINDING_IMPORT_LOCK, total, order, nothingDone: NOTHING_DONE };
  return writeWholeFile(context, write, async (trx) => {
    const world = await loadWorld(trx, passed, {
      scope: input.scope,
      containerBind: input.containerBind,
    });
    const plan = planBindings(passed, world, issues);
    if (issues.length > 0) throw new RefusedInTransaction(issues);
    const at = deps.clock().toISOString();
    const written = await applyPlan(trx, plan, {
      userId: job.created_by,
      at,
      reason: job.input_name,
      dialect: deps.db.dialect,
    });
    await appendAudit(trx, input.actor, {
      action: 'serials.bindingImportFile',
      entity: 'job',
      entityId: job.id,
      after: { fileName: job.input_name, rows: total, ...written },
    });
    return importedResult(total, notices, written) satisfies BindingImportResult;
  });
}
