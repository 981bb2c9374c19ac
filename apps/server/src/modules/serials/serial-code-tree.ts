import { isParentLevel, type CodeDataItem, type CodeLevel, type ParentLevel } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { ANCESTOR_COLUMNS } from './binding-rules';
import { codeItems } from './code-item.repository';

/**
 * Everything below a code (issue 19: traceability down, export tasks, EPCIS, benches): read
 * by the ancestor column of the code's level (`WHERE up_<level>_id = id`, a partial index),
 * never by walking parents — one indexed range whatever the depth. Pages are keyset pages in
 * id order (`id > afterId ORDER BY id LIMIT n`), so reading a container of a million codes
 * costs the same per page from the first to the last, and codes bound while it is read
 * appear at most once. No scope here: callers check the code they start from.
 */

export interface TreeRoot {
  id: number;
  level: CodeLevel;
}

const columnOf = (root: TreeRoot) =>
  isParentLevel(root.level) ? ANCESTOR_COLUMNS[root.level as ParentLevel] : undefined;

/** The ids of the codes below `root` after `afterId`, at most `limit`, in id order. */
async function belowIds(
  db: Queryable,
  root: TreeRoot,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const column = columnOf(root);
  if (!column) return [];
  const rows = await db
    .selectFrom('serial_codes')
    .select('id')
    .where(column, '=', root.id)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The codes below `root` after `afterId` as items (product, supplier, PO, parent…), id order. */
async function below(
  db: Queryable,
  root: TreeRoot,
  afterId: number,
  limit: number,
): Promise<CodeDataItem[]> {
  return codeItems(db, await belowIds(db, root, afterId, limit));
}

/** Every code below `root`, page after page (`pageSize` a read), in id order. */
async function* descendants(
  db: Queryable,
  root: TreeRoot,
  pageSize = 1000,
): AsyncGenerator<CodeDataItem> {
  let afterId = 0;
  for (;;) {
    const ids = await belowIds(db, root, afterId, pageSize);
    yield* await codeItems(db, ids);
    if (ids.length < pageSize) return;
    afterId = ids[ids.length - 1]!;
  }
}

/** How many codes lie below `root` (an export's total). */
async function countBelow(db: Queryable, root: TreeRoot): Promise<number> {
  const column = columnOf(root);
  if (!column) return 0;
  const row = await db
    .selectFrom('serial_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', root.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const serialCodeTree = { belowIds, below, descendants, countBelow };
