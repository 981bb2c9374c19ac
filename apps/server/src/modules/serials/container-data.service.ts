import type {
  CodeDataItem,
  ComparisonLine,
  ContainerComparison,
  ContainerDataItem,
  Page,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { pageAnswer } from '../../db/paging';
import { found } from '../../platform/http/errors';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { codeItems } from './code-item.repository';
import { containerDataRepository as repo, type SupplierSet } from './container-data.repository';

/**
 * Container data comparison (issue 19; spec §2 /datas/containerData): what was scanned into
 * each planned container against what its plan put there, in pieces, per PO line and
 * product. Scanned − planned is the difference: below zero, pieces missing; above, pieces
 * scanned that the plan did not put there (a PO line the plan does not name shows with
 * planned 0; product codes of no PO line, per product). A supplier user sees the
 * containers carrying its lines, and in them only its own lines and codes; a supplier
 * filter narrows the figures the same way.
 */

type PageAsked = { pageNum: number; pageSize: number };

/** The suppliers the figures keep to: the scope's, narrowed to the one asked for. */
function suppliersOf(scope: Scope, supplierId?: number): SupplierSet {
  const scoped = supplierIdsOf(scope);
  if (!supplierId) return scoped;
  if (!scoped) return [supplierId];
  return scoped.includes(supplierId) ? [supplierId] : [-1];
}

export async function listContainerData(
  deps: AppDeps,
  scope: Scope,
  query: {
    keyword?: string | undefined;
    supplierId?: number | undefined;
    differentOnly: number;
  } & PageAsked,
): Promise<Page<ContainerDataItem>> {
  const { total, list } = await repo.list(
    deps.db.kysely,
    { keyword: query.keyword, differentOnly: query.differentOnly === 1 },
    suppliersOf(scope, query.supplierId),
    query,
  );
  return pageAnswer(list, total, query);
}

/** A planned container in reach (not cancelled; a supplier user's: carrying its lines), or 404. */
async function requireContainer(deps: AppDeps, scope: Scope, id: number) {
  const { list } = await repo.list(
    deps.db.kysely,
    { containerId: id, differentOnly: false },
    suppliersOf(scope),
    { pageNum: 1, pageSize: 1 },
  );
  return found(list[0]);
}

type LineFacts = Awaited<ReturnType<typeof repo.plannedLines>>[number];

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Planned and scanned merged by PO line and product; sorted by PO number, line no., product. */
function comparisonLines(planned: LineFacts[], scanned: LineFacts[]): ComparisonLine[] {
  const lines = new Map<string, ComparisonLine>();
  const add = (row: LineFacts, side: 'planned' | 'scanned') => {
    const poLineId = num(row.poLineId);
    const productId = num(row.productId);
    const key = `${poLineId ?? 0}-${productId ?? 0}`;
    const line = lines.get(key) ?? {
      key,
      poLineId,
      poNumber: row.poNumber ?? null,
      poLineNo: num(row.poLineNo),
      productId,
      productCode: row.productCode ?? null,
      productName: row.productName ?? null,
      supplierId: num(row.supplierId),
      supplierCode: row.supplierCode ?? null,
      planned: 0,
      scanned: 0,
      difference: 0,
    };
    line[side] += Number(row.qty ?? 0);
    line.difference = line.scanned - line.planned;
    lines.set(key, line);
  };
  for (const row of planned) add(row, 'planned');
  for (const row of scanned) add(row, 'scanned');
  // lines of no PO (or no product) last; text compared as stored, not by locale
  const text = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return [...lines.values()].sort(
    (a, b) =>
      text(a.poNumber, b.poNumber) ||
      (a.poLineNo ?? Infinity) - (b.poLineNo ?? Infinity) ||
      text(a.productCode, b.productCode),
  );
}

export async function containerComparison(
  deps: AppDeps,
  scope: Scope,
  id: number,
): Promise<ContainerComparison> {
  const container = await requireContainer(deps, scope, id);
  const db = deps.db.kysely;
  const suppliers = suppliersOf(scope);
  const [planned, scanned] = await Promise.all([
    repo.plannedLines(db, id, suppliers),
    repo.scannedLines(db, id, suppliers),
  ]);
  return { container, lines: comparisonLines(planned, scanned as LineFacts[]) };
}

/** The product codes behind one line of the comparison, by id. */
export async function comparisonCodes(
  deps: AppDeps,
  scope: Scope,
  id: number,
  query: { poLineId?: number | undefined; productId?: number | undefined } & PageAsked,
): Promise<Page<CodeDataItem>> {
  await requireContainer(deps, scope, id);
  const db = deps.db.kysely;
  const { total, ids } = await repo.codeIds(db, id, query, suppliersOf(scope), query);
  return pageAnswer(await codeItems(db, ids), total, query);
}
