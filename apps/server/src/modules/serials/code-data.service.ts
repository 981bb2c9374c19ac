import {
  CODE_LEVELS,
  isParentLevel,
  normalizeContainerNumber,
  type CodeDataFilter,
  type CodeDataItem,
  type CodeDetails,
  type CodeLevel,
  type Language,
  type ListCodeDataQuery,
  type Page,
  type TraceContainerItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { pageAnswer } from '../../db/paging';
import { NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { codeInScope } from './binding-rules';
import { codeDataRepository as repo, type CodeListFilter } from './code-data.repository';
import { detailRows, shipmentOf, toCodeDataItem, type DetailRow } from './code-item.repository';
import { containersOfProducts } from './container-trace.repository';
import { scanDayRange } from './scan-days';

/**
 * Code data and traceability (issue 19; spec §2 /datas): the code lists per level, one
 * code's details (its chain up to the container, what lies below it, its shipment), its
 * children expanded lazily, the codes of a text, and the reverse question — which
 * containers hold a product.
 *
 * Scope (a supplier user): its lists, traces and children hold its suppliers' codes only.
 * It opens its own codes, and sees their whole chain up to the container code holding them
 * — the container code is in the chain — but it cannot open a container code itself, nor
 * trace or list one: containers belong to no supplier and hold other suppliers' goods, so
 * a container code is a 404 to it, as any code outside its scope.
 */

const MAX_TRACE = 50;

type PageAsked = { pageNum: number; pageSize: number };

/** The list filter as the repository reads it; null when it can match nothing. */
export async function resolveCodeFilter(
  deps: AppDeps,
  filter: CodeDataFilter,
): Promise<CodeListFilter | null> {
  const { from, to, containerNo, ...rest } = filter;
  const resolved: CodeListFilter = { ...rest, ...scanDayRange({ from, to }, deps.config.timeZone) };
  if (containerNo) {
    const ids = await repo.containerCodeIds(deps.db.kysely, normalizeContainerNumber(containerNo));
    if (ids.length === 0) return null;
    resolved.containerCodeIds = ids;
  }
  return resolved;
}

export async function listCodes(
  deps: AppDeps,
  scope: Scope,
  query: ListCodeDataQuery,
): Promise<Page<CodeDataItem>> {
  const filter = await resolveCodeFilter(deps, query);
  if (!filter) return pageAnswer([], 0, query);
  const { total, list } = await repo.list(deps.db.kysely, scope, filter, query, query);
  return pageAnswer(list, total, query);
}

const rank = (level: string) => CODE_LEVELS.indexOf(level as CodeLevel);

/** The ids of the codes above a code: its parent and every ancestor it has. */
function chainIds(row: DetailRow): number[] {
  const ids = new Set<number>();
  for (const id of [
    row.parentId,
    row.up_product_id,
    row.up_pack_id,
    row.up_gift_box_id,
    row.up_carton_id,
    row.up_pallet_id,
    row.containerCodeId,
  ]) {
    if (id !== null) ids.add(Number(id));
  }
  ids.delete(Number(row.id));
  return [...ids];
}

/** A code in scope, or a 404. */
async function requireCode(deps: AppDeps, scope: Scope, id: number): Promise<DetailRow> {
  const [row] = await detailRows(deps.db.kysely, [id]);
  if (!row || !codeInScope(scope, row.supplierId === null ? null : Number(row.supplierId))) {
    throw new NotFound();
  }
  return row;
}

/**
 * One code with its chain (nearest parent first, up to the container), the codes below it
 * per level and its shipment. Traceability's hot path: the code's row by primary key, then
 * its ancestors in one `WHERE id IN (…)` read (both built once, then only bound); the
 * counts below only for a code that holds something. `_lang`: the caller's language, taken
 * like every data call's (nothing in the answer is worded).
 */
export async function codeDetails(
  deps: AppDeps,
  scope: Scope,
  _lang: Language,
  id: number,
): Promise<CodeDetails> {
  const db = deps.db.kysely;
  const row = await requireCode(deps, scope, id);
  const above = (await detailRows(db, chainIds(row))).sort((a, b) => rank(a.level) - rank(b.level));
  const code = toCodeDataItem(row);
  const below =
    isParentLevel(code.level) && code.childCount > 0
      ? await repo.belowCounts(db, scope, { id: code.id, level: code.level })
      : [];
  const container = row.level === 'container' ? row : above.find((r) => r.level === 'container');
  return {
    code,
    chain: above.map(toCodeDataItem),
    below,
    shipment: container ? shipmentOf(container) : null,
  };
}

/** A code's direct children, by id (the traceability tree, one level at a time). */
export async function codeChildren(
  deps: AppDeps,
  scope: Scope,
  id: number,
  page: PageAsked,
): Promise<Page<CodeDataItem>> {
  await requireCode(deps, scope, id);
  const { total, list } = await repo.children(deps.db.kysely, scope, id, page);
  return pageAnswer(list, total, page);
}

/** Every code of this text (of one level, or any): where tracing starts. */
export async function traceCodes(
  deps: AppDeps,
  scope: Scope,
  query: { code: string; level?: CodeLevel | undefined },
): Promise<CodeDataItem[]> {
  const containerNo =
    !query.level || query.level === 'container' ? normalizeContainerNumber(query.code) : undefined;
  return repo.byText(deps.db.kysely, scope, { ...query, containerNo }, MAX_TRACE);
}

/** Which containers hold product codes of a product (of a supplier) scanned in a day range. */
export async function traceContainers(
  deps: AppDeps,
  scope: Scope,
  query: {
    productId?: number | undefined;
    supplierId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
  } & PageAsked,
): Promise<Page<TraceContainerItem>> {
  const { from, to, productId, supplierId } = query;
  const { total, list } = await containersOfProducts(
    deps.db.kysely,
    scope,
    { productId, supplierId, ...scanDayRange({ from, to }, deps.config.timeZone) },
    query,
  );
  return pageAnswer(list, total, query);
}
