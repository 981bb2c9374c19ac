import type { CodeLevel, ExportTaskFormat, ExportTaskStatus, ParentLevel } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { selectInChunks } from '../../db/chunks';
import { startsWithText } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { ANCESTOR_COLUMNS } from './binding-rules';
import { codesWithOwners } from './code-item.repository';

/**
 * SQL of export tasks (issue 19): the task rows with their job's status and progress, and
 * the codes an export reads — a main code and everything below it, in id order, a keyset
 * page at a time (`WHERE up_<level>_id = :main AND id > :after ORDER BY id LIMIT :n`, on the
 * ancestor column's index), never the whole set at once. Supplier users' exports keep to
 * their own suppliers' codes.
 */

const JOB_STATUSES: Record<ExportTaskStatus, string[]> = {
  loading: ['queued', 'running'],
  success: ['succeeded'],
  fail: ['failed'],
};

function tasks(db: Queryable) {
  return db
    .selectFrom('serial_export_tasks as t')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .leftJoin('users as u', 'u.id', 't.created_by_user_id');
}

const TASK_COLUMNS = [
  't.id',
  't.created_at',
  't.main_code_id',
  't.main_code',
  't.level',
  't.format',
  't.file_sha256',
  't.file_name',
  't.file_size',
  't.created_by_user_id',
  'j.status',
  'j.progress_done',
  'j.progress_total',
  'j.finished_at',
  'j.error_json',
  'u.username',
] as const;

export type TaskRow = Awaited<ReturnType<typeof findTask>> & object;

async function insertTask(
  db: Queryable,
  task: {
    jobId: number;
    mainCodeId: number;
    mainCode: string;
    level: CodeLevel;
    format: ExportTaskFormat;
    userId: number;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('serial_export_tasks')
    .values({
      job_id: task.jobId,
      main_code_id: task.mainCodeId,
      main_code: task.mainCode,
      level: task.level,
      format: task.format,
      created_by_user_id: task.userId,
      created_at: task.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function findTask(db: Queryable, id: number) {
  return tasks(db).select(TASK_COLUMNS).where('t.id', '=', id).executeTakeFirst();
}

async function findTaskOfJob(db: Queryable, jobId: number) {
  return db
    .selectFrom('serial_export_tasks')
    .select(['id', 'main_code_id', 'main_code', 'level', 'format'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

/** The tasks of one user (null: everyone's), newest first, filtered; one page. */
function listTasks(
  db: Queryable,
  filter: { userId: number | null; status?: ExportTaskStatus; level?: CodeLevel; code?: string },
  page: { pageNum: number; pageSize: number },
) {
  let query = tasks(db);
  if (filter.userId !== null) query = query.where('t.created_by_user_id', '=', filter.userId);
  if (filter.status) query = query.where('j.status', 'in', JOB_STATUSES[filter.status]);
  if (filter.level) query = query.where('t.level', '=', filter.level);
  if (filter.code) query = query.where(startsWithText('t.main_code', filter.code));
  return pagedList(query, (q) => q.select(TASK_COLUMNS).orderBy('t.id', 'desc'), page);
}

async function storeFile(
  db: Queryable,
  id: number,
  file: { sha256: string; name: string; size: number; rows: number },
) {
  await db
    .updateTable('serial_export_tasks')
    .set({ file_sha256: file.sha256, file_name: file.name, file_size: file.size, rows: file.rows })
    .where('id', '=', id)
    .execute();
}

/** A code as an export row: its product, supplier, PO line, parent and container. */
function codeRows(db: Queryable, scope: Scope) {
  let query = codesWithOwners(db)
    .leftJoin('serial_codes as pc', 'pc.id', 'c.parent_id')
    .leftJoin('serial_codes as k', 'k.id', 'c.up_container_id')
    .select([
      'c.id',
      'c.code',
      'c.level',
      'c.child_count',
      'p.product_id as productCode',
      's.code as supplierCode',
      'o.po_number as poNumber',
      'l.line_no as poLineNo',
      'pc.code as parentCode',
      'k.code as containerCode',
      'c.created_at as createdAt',
      'c.bound_at as boundAt',
    ]);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('c.supplier_id', 'in', ids);
  return query;
}

export type CodeRowOut = Awaited<ReturnType<ReturnType<typeof codeRows>['execute']>>[number];

async function mainCode(db: Queryable, scope: Scope, id: number) {
  return codeRows(db, scope).where('c.id', '=', id).executeTakeFirst();
}

/** The codes below `main` after `after`, in id order: one keyset page. */
function pageBelow(
  db: Queryable,
  scope: Scope,
  main: { id: number; level: ParentLevel },
  after: number,
  limit: number,
) {
  return codeRows(db, scope)
    .where(`c.${ANCESTOR_COLUMNS[main.level]}`, '=', main.id)
    .where('c.id', '>', after)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

async function countBelow(db: Queryable, scope: Scope, main: { id: number; level: ParentLevel }) {
  let query = db
    .selectFrom('serial_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(ANCESTOR_COLUMNS[main.level], '=', main.id);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('supplier_id', 'in', ids);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The parents below `main` that hold codes, after `after`, in id order (EPCIS events). */
function parentsBelow(
  db: Queryable,
  scope: Scope,
  main: { id: number; level: ParentLevel },
  after: number,
  limit: number,
) {
  let query = db
    .selectFrom('serial_codes')
    .select(['id', 'level', 'code'])
    .where(ANCESTOR_COLUMNS[main.level], '=', main.id)
    .where('id', '>', after)
    .where('child_count', '>', 0);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('supplier_id', 'in', ids);
  return query.orderBy('id').limit(limit).execute();
}

/** The children of these parents, by parent then id. */
function childrenOf(db: Queryable, scope: Scope, parentIds: readonly number[]) {
  const ids = supplierIdsOf(scope);
  return selectInChunks(parentIds, (chunk) => {
    let query = db
      .selectFrom('serial_codes')
      .select(['id', 'level', 'code', 'parent_id', 'bound_at'])
      .where('parent_id', 'in', chunk);
    if (ids) query = query.where('supplier_id', 'in', ids);
    return query.orderBy('parent_id').orderBy('id').execute();
  });
}

export const exportTaskRepository = {
  insertTask,
  findTask,
  findTaskOfJob,
  listTasks,
  storeFile,
  mainCode,
  pageBelow,
  countBelow,
  parentsBelow,
  childrenOf,
};
