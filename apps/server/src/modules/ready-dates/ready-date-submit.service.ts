import {
  CONFIRM_READY_DATE_NAMES,
  isReadyDateEditable,
  type ContainerStatus,
  type ReadyDateLineWarning,
  type SubmitReadyDatesBody,
  type SubmitReadyDatesResult,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { appendAudits } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { BusinessRule, NotFound } from '../../platform/http/errors';
import {
  planLineRepository,
  type PlanLineReader,
  type PlanLineRecord,
} from './plan-line.repository';
import { planLinesByIds } from './plan-line.service';
import { toPlanLineItem } from './plan-line-view';
import { readyDateRefs } from './ready-date-refs.repository';
import { recordLineChanges, refreshContainerReadyDates } from './ready-date-history';
import { tellConcerned, type NoticeLine } from './ready-date-messages';

/** Who acts on ready dates: a signed-in user with their scope. */
export type ReadyDateActor = Actor & PlanLineReader;

export const noticeLineOf = (row: PlanLineRecord, readyDate: string | null): NoticeLine => ({
  supplierId: row.supplier_id,
  containerOwnerId: row.owner_user_id,
  poNumber: row.po_number,
  lineNo: row.line_no,
  productCode: row.product_code,
  qty: row.qty,
  shipmentNo: row.shipment_no,
  containerNo: row.container_no,
  readyDate,
});

/**
 * The lines an action names, read in its transaction: all must exist in the caller's scope
 * (another supplier's line is a 404) and sit in containers whose ready dates may still
 * change (spec §5: not once shipped).
 */
export async function requireEditableLines(
  db: Queryable,
  reader: PlanLineReader,
  ids: readonly number[],
) {
  const rows = await planLineRepository.byIds(db, reader.scope, ids);
  if (rows.length !== new Set(ids).size) throw new NotFound();
  const locked = rows.find((row) => !isReadyDateEditable(row.container_status as ContainerStatus));
  if (locked) {
    throw new BusinessRule('readyDates.notEditable', {
      poNumber: locked.po_number,
      lineNo: locked.line_no,
      status: locked.container_status,
      shipmentNo: locked.shipment_no ?? '',
    });
  }
  return new Map(rows.map((row) => [row.id, row]));
}

export const stateName = (confirm: number, lang: 'en' | 'zh') =>
  CONFIRM_READY_DATE_NAMES[confirm as keyof typeof CONFIRM_READY_DATE_NAMES]?.[lang] ??
  String(confirm);

/**
 * POST /api/ready-dates/submit — one or many lines by the supplier (or an internal
 * planner). With a warning and no `confirmWarnings` nothing changes and the warnings come
 * back (200, `submitted: false`). Otherwise each line gets its date, pending approval (the
 * first date is also its original), a change row; the containers' dates follow their
 * approved lines; the owners are asked to approve (type 2), the rest concerned told (type 5).
 */
export async function submitReadyDates(
  deps: AppDeps,
  actor: ReadyDateActor,
  body: SubmitReadyDatesBody,
): Promise<SubmitReadyDatesResult> {
  const ids = body.items.map((item) => item.containerLineId);
  const result = await deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await requireEditableLines(trx, actor, ids);
    const transitTimes = await readyDateRefs.transitTimes(trx);
    const warnings: ReadyDateLineWarning[] = [];
    for (const item of body.items) {
      const row = rows.get(item.containerLineId)!;
      const view = toPlanLineItem({ ...row, ready_date: item.readyDate }, transitTimes);
      if (view.warnings.length) {
        warnings.push({
          containerLineId: row.id,
          poNumber: row.po_number,
          lineNo: row.line_no,
          readyDate: item.readyDate,
          codes: view.warnings,
        });
      }
    }
    if (warnings.length && !body.confirmWarnings) {
      return { submitted: false, warnings, notifiedUsers: 0 };
    }

    const now = deps.clock();
    const at = now.toISOString();
    for (const item of body.items)
      await planLineRepository.submit(trx, actor.scope, item.containerLineId, item.readyDate, at);
    const changed = body.items.map((item) => ({
      row: rows.get(item.containerLineId)!,
      readyDate: item.readyDate,
    }));
    await recordLineChanges(
      trx,
      actor,
      changed.map(({ row, readyDate }) => ({
        containerId: row.container_id,
        supplierId: row.supplier_id,
        poNumber: row.po_number,
        lineNo: row.line_no,
        field: 'lineReadyDate' as const,
        before: row.ready_date,
        after: readyDate,
      })),
      at,
    );
    // a line that was approved is pending again: its container's date may move back
    await refreshContainerReadyDates(
      trx,
      actor,
      changed.map(({ row }) => row.container_id),
      at,
    );
    await appendAudits(
      trx,
      actor,
      changed.map(({ row, readyDate }) => ({
        action: 'containerLine.submitReadyDate',
        entity: 'containerLine',
        entityId: row.id,
        before: { readyDate: row.ready_date, confirmReadyDate: row.confirm_ready_date },
        after: { readyDate, confirmReadyDate: 0 },
      })),
    );
    const notifiedUsers = await tellConcerned(
      trx,
      'submitted',
      changed.map(({ row, readyDate }) => noticeLineOf(row, readyDate)),
      actor.userId,
      now,
    );
    return { submitted: true, warnings, notifiedUsers };
  });
  return {
    ...result,
    lines: result.submitted ? await planLinesByIds(deps.db.kysely, actor, ids) : [],
  };
}
