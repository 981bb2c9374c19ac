import {
  label,
  LOADABLE_CONTAINER_STATUSES,
  translateError,
  type ContainerLoading,
  type ContainerStatus,
  type Language,
  type ListLoadableContainersQuery,
  type ListLoadingRecordsQuery,
  type LoadableContainerItem,
  type LoadContainerBody,
  type LoadContainerResult,
  type LoadingLineItem,
  type LoadingRecordItem,
  type Page,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { appendAudits } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, NotFound } from '../../platform/http/errors';
import { applyTrackingUpdatesIn, type TrackingActor } from '../tracking/tracking-batch.service';
import { todayOf } from '../tracking/tracking-today';
import { fieldRefusal } from './delivery-note-rules';
import { postDocument, type MoveLine } from './ledger.service';
import { loadingRepository } from './loading.repository';

/**
 * Container loading from stock (issue 16; shipmentList, shipmentDetails, shipmentRecord).
 * A load posts ONE 'loading' stock document (a −qty move per line out of the loading
 * warehouse, tied to the PO line) and one loading record per line; the container's loading
 * date and container no. go through the tracking module (Unshipped → Loading, change
 * history, version). A line loaded with less than remains needs a shortfall reason and is
 * closed by it; once every line is loaded in full or closed, the container's loading is
 * complete (containers.loading_completed_at) and it waits for its ATD. All in one
 * transaction: a refusal changes nothing.
 */

type ContainerRow = NonNullable<Awaited<ReturnType<typeof loadingRepository.container>>>;
type LineRow = Awaited<ReturnType<typeof loadingRepository.lines>>[number];

const isLoadable = (status: string) =>
  (LOADABLE_CONTAINER_STATUSES as readonly string[]).includes(status);

const itemOf = (row: Omit<ContainerRow, 'version'>): LoadableContainerItem => ({
  id: row.id,
  shipmentNo: row.shipment_no,
  containerNo: row.container_no,
  sealNo: row.seal_no,
  containerType: row.container_type,
  status: row.status as LoadableContainerItem['status'],
  loadingPointId: row.loading_point_id,
  loadingPointName: row.loading_point_name,
  etd: row.etd,
  readyDate: row.ready_date,
  loadingDate: row.loading_date,
  lines: Number(row.lines),
  plannedQty: Number(row.planned_qty),
  loadedQty: Number(row.loaded_qty),
  loadingCompletedAt: row.loading_completed_at,
});

const labelOf = (row: Pick<ContainerRow, 'id' | 'shipment_no' | 'container_no'>) =>
  [row.shipment_no, row.container_no].filter(Boolean).join(' / ') || `#${row.id}`;

const poLineOf = (line: LineRow) => `${line.po_number}/${line.line_no}`;

/** What may still be loaded of a line: nothing once closed short. */
const remainingOf = (line: LineRow) =>
  line.shortfall_reason ? 0 : Math.max(0, line.qty - Number(line.loaded_qty));

export async function listLoadableContainers(
  deps: AppDeps,
  query: ListLoadableContainersQuery,
): Promise<Page<LoadableContainerItem>> {
  const { total, list } = await loadingRepository.containers(deps.db.kysely, query);
  return pageAnswer(list.map(itemOf), total, query);
}

async function loadingView(db: Queryable, row: ContainerRow): Promise<ContainerLoading> {
  const [warehouses, lines] = await Promise.all([
    loadingRepository.warehouses(db, row.loading_point_id),
    loadingRepository.lines(db, row.id),
  ]);
  const balances = await loadingRepository.onHand(
    db,
    warehouses.map((w) => w.id),
    lines.map((line) => line.po_line_id),
  );
  return {
    container: { ...itemOf(row), version: row.version },
    warehouses,
    lines: lines.map((line): LoadingLineItem => ({
      containerLineId: line.id,
      poLineId: line.po_line_id,
      poNumber: line.po_number,
      poLineNo: line.line_no,
      productId: line.product_id,
      productCode: line.product_code,
      productName: line.product_name,
      plannedQty: line.qty,
      loadedQty: Number(line.loaded_qty),
      remainingQty: remainingOf(line),
      shortfallReason: line.shortfall_reason ?? '',
      onHand: warehouses.map((w) => ({
        warehouseId: w.id,
        qty: balances
          .filter(
            (b) =>
              b.warehouse_id === w.id &&
              b.po_line_id === line.po_line_id &&
              b.product_id === line.product_id,
          )
          .reduce((sum, b) => sum + b.qty, 0),
      })),
    })),
  };
}

/** shipmentDetails: a released container not yet shipped whose loading point has a warehouse. */
export async function containerLoading(deps: AppDeps, id: number): Promise<ContainerLoading> {
  const db = deps.db.kysely;
  const row = await loadingRepository.container(db, id);
  if (!row || !isLoadable(row.status) || row.shipment_no === null) throw new NotFound();
  return loadingView(db, row);
}

interface CheckedLine {
  line: LineRow;
  qty: number;
  reason: string;
}

function checkLines(
  lang: Language,
  body: LoadContainerBody,
  lines: readonly LineRow[],
  onHand: (line: LineRow) => number,
  warehouseCode: string,
): CheckedLine[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  const checked = body.lines.map((input, index): CheckedLine => {
    const field = (name: string) => `lines.${index}.${name}`;
    const line = byId.get(input.containerLineId);
    if (!line)
      throw fieldRefusal(
        lang,
        'loading.unknownLine',
        { id: input.containerLineId },
        field('containerLineId'),
      );
    const poLine = poLineOf(line);
    if (seen.has(line.id))
      throw fieldRefusal(lang, 'loading.duplicateLine', { poLine }, field('containerLineId'));
    seen.add(line.id);
    const remaining = remainingOf(line);
    if (remaining === 0)
      throw fieldRefusal(lang, 'loading.lineClosed', { poLine }, field('containerLineId'));
    if (input.qty > remaining)
      throw fieldRefusal(
        lang,
        'loading.overPlanned',
        { poLine, remaining, qty: input.qty },
        field('qty'),
      );
    const available = onHand(line);
    if (input.qty > available)
      throw fieldRefusal(
        lang,
        'loading.overOnHand',
        { poLine, onHand: available, code: warehouseCode, qty: input.qty },
        field('qty'),
      );
    const short = input.qty < remaining;
    if (short && !input.shortfallReason)
      throw fieldRefusal(
        lang,
        'loading.shortfallReason',
        { poLine, remaining, qty: input.qty },
        field('shortfallReason'),
      );
    return { line, qty: input.qty, reason: short ? input.shortfallReason : '' };
  });
  if (checked.every((line) => line.qty === 0 && !line.reason))
    throw new BusinessRule('loading.nothingToLoad');
  return checked;
}

/** The loading date and container no. through tracking's own rules (Unshipped → Loading). */
async function trackLoading(
  trx: Queryable,
  deps: AppDeps,
  actor: TrackingActor,
  lang: Language,
  row: ContainerRow,
  body: LoadContainerBody,
) {
  const now = deps.clock();
  const result = await applyTrackingUpdatesIn(
    trx,
    actor,
    [{ containerId: row.id, containerNo: body.containerNo, loadingDate: body.loadingDate }],
    now,
    todayOf(deps, now),
  );
  if (result.ok) return result.containers[0]!.status;
  const refusal = result.refusals[0]!;
  if (refusal.key === 'tracking.changedMeanwhile')
    throw new Conflict('loading.changedMeanwhile', { container: labelOf(row) });
  const fields = refusal.field
    ? [{ field: refusal.field, message: translateError(lang, refusal.key, refusal.params) }]
    : undefined;
  throw new BusinessRule(refusal.key, refusal.params, fields);
}

/** POST …/containers/:id/load */
export async function loadContainer(
  deps: AppDeps,
  actor: TrackingActor,
  lang: Language,
  id: number,
  body: LoadContainerBody,
): Promise<LoadContainerResult> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const row = await loadingRepository.container(trx, id);
    if (!row || row.shipment_no === null) throw new NotFound();
    const container = labelOf(row);
    if (!isLoadable(row.status)) {
      const status = label(lang, `planning:statuses.${row.status as ContainerStatus}`);
      throw new BusinessRule('loading.notLoadable', { container, status });
    }
    if (row.loading_completed_at) throw new BusinessRule('loading.completed', { container });
    if (!(await loadingRepository.lockForLoading(trx, id, body.version, body.sealNo, at)))
      throw new Conflict('loading.changedMeanwhile', { container });
    const warehouses = await loadingRepository.warehouses(trx, row.loading_point_id);
    const warehouse = warehouses.find((w) => w.id === body.warehouseId);
    if (!warehouse) {
      const named = await trx
        .selectFrom('warehouses')
        .select('code')
        .where('id', '=', body.warehouseId)
        .executeTakeFirst();
      throw fieldRefusal(
        lang,
        'loading.wrongWarehouse',
        { code: named?.code ?? String(body.warehouseId) },
        'warehouseId',
      );
    }
    const lines = await loadingRepository.lines(trx, id);
    const balances = await loadingRepository.onHand(
      trx,
      [warehouse.id],
      lines.map((line) => line.po_line_id),
    );
    const onHand = (line: LineRow) =>
      balances
        .filter((b) => b.po_line_id === line.po_line_id && b.product_id === line.product_id)
        .reduce((sum, b) => sum + b.qty, 0);
    const checked = checkLines(lang, body, lines, onHand, warehouse.code);
    const moves: MoveLine[] = checked
      .filter((line) => line.qty > 0)
      .map((line) => ({
        warehouseId: warehouse.id,
        productId: line.line.product_id,
        poLineId: line.line.po_line_id,
        qty: -line.qty,
        kind: 'loading',
        reason: row.shipment_no ?? '',
      }));
    const posted = await postDocument(
      trx,
      actor,
      at,
      {
        docType: 'loading',
        fromWarehouseId: warehouse.id,
        toWarehouseId: null,
        reason: container.slice(0, 500),
        source: { type: 'container', id },
      },
      moves,
    );
    await loadingRepository.insertRecords(
      trx,
      checked.map((line) => ({
        stock_document_id: posted.id,
        container_id: id,
        container_line_id: line.line.id,
        po_line_id: line.line.po_line_id,
        product_id: line.line.product_id,
        warehouse_id: warehouse.id,
        planned_qty: line.line.qty,
        loaded_qty: line.qty,
        shortfall_reason: line.reason,
        loaded_at: at,
      })),
    );
    const status = await trackLoading(trx, deps, actor, lang, row, body);
    const after = await loadingRepository.lines(trx, id);
    const completed = after.every((line) => remainingOf(line) === 0);
    if (completed) await loadingRepository.markCompleted(trx, id, at);
    const loadedQty = checked.reduce((sum, line) => sum + line.qty, 0);
    await appendAudits(trx, actor, [
      {
        action: 'container.loading',
        entity: 'container',
        entityId: id,
        after: {
          docNo: posted.docNo,
          warehouse: warehouse.code,
          sealNo: body.sealNo,
          loadedQty,
          completed,
          lines: checked.map((line) => ({
            poLine: poLineOf(line.line),
            qty: line.qty,
            shortfallReason: line.reason,
          })),
        },
      },
    ]);
    return {
      docNo: posted.docNo,
      status: status as LoadContainerResult['status'],
      loadedQty,
      completed,
    };
  });
}

export async function listLoadingRecords(
  deps: AppDeps,
  query: ListLoadingRecordsQuery,
): Promise<Page<LoadingRecordItem>> {
  const { total, list } = await loadingRepository.records(deps.db.kysely, query);
  return pageAnswer(
    list.map((row) => ({
      id: row.id,
      loadedAt: row.loaded_at,
      docNo: row.doc_no,
      containerId: row.container_id,
      shipmentNo: row.shipment_no,
      containerNo: row.container_no,
      sealNo: row.seal_no,
      loadingDate: row.loading_date,
      warehouseCode: row.warehouse_code,
      poNumber: row.po_number,
      poLineNo: row.line_no,
      productCode: row.product_code,
      productName: row.product_name,
      plannedQty: row.planned_qty,
      loadedQty: row.loaded_qty,
      shortfallReason: row.shortfall_reason,
      username: row.username,
    })),
    total,
    query,
  );
}
