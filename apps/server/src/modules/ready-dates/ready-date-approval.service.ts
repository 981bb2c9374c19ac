import type { DecideReadyDatesResult, Language } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { appendAudits } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, Forbidden } from '../../platform/http/errors';
import { planLineRepository } from './plan-line.repository';
import { planLinesByIds } from './plan-line.service';
import { readyDateRefs } from './ready-date-refs.repository';
import { recordLineChanges, refreshContainerReadyDates } from './ready-date-history';
import { tellConcerned, type ReadyDateAction } from './ready-date-messages';
import {
  noticeLineOf,
  requireEditableLines,
  stateName,
  type ReadyDateActor,
} from './ready-date-submit.service';

/** An approver: a ready-date actor, administrator or not (administrators act on any supplier). */
export type Approver = ReadyDateActor & { isAdministrator: boolean };

const DECISIONS = { approved: 1, rejected: 2 } as const;

/**
 * POST /api/ready-dates/approve and /reject (spec §4 "Ready-date approval", batch too):
 * the owners of a line's supplier (users bound to it through user_suppliers) decide on
 * pending lines; administrators on any. All lines or none: a line not pending, not owned
 * or in a shipped container refuses the whole batch. The containers' ready dates follow
 * their approved lines; the supplier's users hear the decision (type 3 / 4), the rest
 * concerned that the container changed (type 5).
 */
export async function decideReadyDates(
  deps: AppDeps,
  approver: Approver,
  lang: Language,
  action: Exclude<ReadyDateAction, 'submitted'>,
  body: { containerLineIds: number[]; reason: string },
): Promise<DecideReadyDatesResult> {
  const decision = DECISIONS[action];
  const notifiedUsers = await deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await requireEditableLines(trx, approver, body.containerLineIds);
    const lines = body.containerLineIds.map((id) => rows.get(id)!);
    if (!approver.isAdministrator) {
      const owned = new Set(await readyDateRefs.suppliersOf(trx, approver.userId));
      const foreign = lines.find((row) => !owned.has(row.supplier_id));
      if (foreign) {
        throw new Forbidden('readyDates.notOwner', {
          poNumber: foreign.po_number,
          lineNo: foreign.line_no,
          supplier: foreign.supplier_code,
        });
      }
    }
    const notPending = lines.find((row) => row.confirm_ready_date !== 0);
    if (notPending) {
      throw new BusinessRule('readyDates.notPending', {
        poNumber: notPending.po_number,
        lineNo: notPending.line_no,
        state: stateName(notPending.confirm_ready_date, lang),
      });
    }

    const now = deps.clock();
    const at = now.toISOString();
    for (const row of lines) {
      const done = await planLineRepository.decide(
        trx,
        approver.scope,
        { id: row.id, readyDate: row.ready_date },
        decision,
        at,
      );
      if (!done) {
        throw new Conflict('readyDates.changedMeanwhile', {
          poNumber: row.po_number,
          lineNo: row.line_no,
        });
      }
    }
    await recordLineChanges(
      trx,
      approver,
      lines.map((row) => ({
        containerId: row.container_id,
        supplierId: row.supplier_id,
        poNumber: row.po_number,
        lineNo: row.line_no,
        field: 'lineConfirmReadyDate' as const,
        before: '0',
        after: String(decision),
        reason: body.reason,
      })),
      at,
    );
    await refreshContainerReadyDates(
      trx,
      approver,
      lines.map((row) => row.container_id),
      at,
    );
    await appendAudits(
      trx,
      approver,
      lines.map((row) => ({
        action:
          action === 'approved'
            ? 'containerLine.approveReadyDate'
            : 'containerLine.rejectReadyDate',
        entity: 'containerLine',
        entityId: row.id,
        before: { readyDate: row.ready_date, confirmReadyDate: 0 },
        after: { readyDate: row.ready_date, confirmReadyDate: decision },
        reason: body.reason,
      })),
    );
    return tellConcerned(
      trx,
      action,
      lines.map((row) => noticeLineOf(row, row.ready_date)),
      approver.userId,
      now,
      body.reason,
    );
  });
  return {
    lines: await planLinesByIds(deps.db.kysely, approver, body.containerLineIds),
    notifiedUsers,
  };
}
