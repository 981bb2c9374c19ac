import {
  formatDateTime,
  isParentLevel,
  label,
  labelGroup,
  type CodeLevel,
  type Language,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import type { Scope } from '../../platform/permissions/scope';
import type { Aggregation } from './epcis-document';
import { exportTaskRepository as repo, type CodeRowOut } from './export-task.repository';

/**
 * What an export task writes (issue 19): the main code and every code below it, in id order,
 * read a keyset page at a time (PAGE_ROWS) so an export of a million codes holds one page;
 * the columns with headers in the language the task was asked in and times in the display
 * time zone; and, for EPCIS, the parents below it with their children, a page of parents at
 * a time.
 */

/**
 * Codes per keyset page. Measured on a million codes: pages of 1,000 keep the process within
 * ~20 MB of where it started; pages of 5,000 let V8's old space grow ~200 MB (rows that live
 * across a page's writing are promoted, then die) before it collects.
 */
export const PAGE_ROWS = 1_000;
const PARENTS_PER_PAGE = 100;

export type CodeExportRow = CodeRowOut;

export interface ExportMain {
  id: number;
  level: CodeLevel;
}

/** Pages of codes: the main code alone, then the codes below it (a part has none). */
export async function* codePages(
  db: Queryable,
  scope: Scope,
  main: CodeExportRow & ExportMain,
): AsyncGenerator<CodeExportRow[]> {
  yield [main];
  const level = main.level;
  if (!isParentLevel(level)) return;
  for (let after = 0; ;) {
    const page = await repo.pageBelow(db, scope, { id: main.id, level }, after, PAGE_ROWS);
    if (page.length === 0) return;
    yield page;
    after = Number(page[page.length - 1]!.id);
    if (page.length < PAGE_ROWS) return;
  }
}

/** How many codes an export of `main` writes: it and those below it. */
export async function codesToWrite(db: Queryable, scope: Scope, main: ExportMain) {
  const level = main.level;
  return 1 + (isParentLevel(level) ? await repo.countBelow(db, scope, { id: main.id, level }) : 0);
}

/** These parents, each with its children (read for the batch at once). */
async function* withChildren(
  db: Queryable,
  scope: Scope,
  parents: readonly { id: number; level: string; code: string }[],
): AsyncGenerator<Aggregation> {
  const children = await repo.childrenOf(
    db,
    scope,
    parents.map((parent) => parent.id),
  );
  let at = 0;
  for (const parent of parents) {
    const own: Aggregation['children'] = [];
    for (; at < children.length && Number(children[at]!.parent_id) === parent.id; at++) {
      const child = children[at]!;
      own.push({
        id: Number(child.id),
        level: child.level as CodeLevel,
        code: child.code,
        boundAt: child.bound_at,
      });
    }
    yield { parent: { ...parent, level: parent.level as CodeLevel }, children: own };
  }
}

/** The main code (when it holds codes) and each parent below it that does, with its children. */
export async function* aggregationsUnder(
  db: Queryable,
  scope: Scope,
  main: CodeExportRow & ExportMain,
): AsyncGenerator<Aggregation> {
  const level = main.level;
  if (!isParentLevel(level)) return;
  if (main.child_count > 0) yield* withChildren(db, scope, [main]);
  for (let after = 0; ;) {
    const page = await repo.parentsBelow(
      db,
      scope,
      { id: main.id, level },
      after,
      PARENTS_PER_PAGE,
    );
    if (page.length === 0) return;
    const parents = page.map((row) => ({ ...row, id: Number(row.id) }));
    yield* withChildren(db, scope, parents);
    after = parents[parents.length - 1]!.id;
    if (page.length < PARENTS_PER_PAGE) return;
  }
}

const HEADERS = labelGroup('serialExportTasks', (labels) => labels.export.columns);

/**
 * `YYYY-MM-DD HH:mm` in the display time zone, remembered per minute: codes bound together
 * share their minute, and a million rows would otherwise format a million times.
 */
function minuteFormatter(timeZone: string) {
  const known = new Map<string, string>();
  return (iso: string | null) => {
    if (!iso) return '';
    const minute = iso.slice(0, 16);
    let text = known.get(minute);
    if (text === undefined) {
      if (known.size > 100_000) known.clear();
      text = formatDateTime(`${minute}:00.000Z`, timeZone);
      known.set(minute, text);
    }
    return text;
  };
}

/** The columns of a code export in `lang`: code, level, product, supplier, PO line, parent, container, times. */
export function codeExportColumns(lang: Language, timeZone: string): ExportColumn<CodeExportRow>[] {
  const levels = new Map<string, string>();
  const levelOf = (level: string) => {
    let text = levels.get(level);
    if (text === undefined) {
      text = label(lang, `serials:levels.${level as CodeLevel}`);
      levels.set(level, text);
    }
    return text;
  };
  const at = minuteFormatter(timeZone);
  const column = (
    key: keyof typeof HEADERS,
    width: number,
    value: ExportColumn<CodeExportRow>['value'],
  ): ExportColumn<CodeExportRow> => ({ header: HEADERS[key][lang], width, value });
  return [
    column('code', 28, (row) => row.code),
    column('level', 12, (row) => levelOf(row.level)),
    column('productCode', 14, (row) => row.productCode),
    column('supplierCode', 14, (row) => row.supplierCode),
    column('poNumber', 16, (row) => row.poNumber),
    column('poLineNo', 8, (row) => row.poLineNo),
    column('parentCode', 28, (row) => row.parentCode),
    column('containerCode', 16, (row) =>
      row.level === 'container' ? row.code : row.containerCode,
    ),
    column('scannedAt', 17, (row) => at(row.createdAt)),
    column('boundAt', 17, (row) => at(row.boundAt)),
  ];
}
