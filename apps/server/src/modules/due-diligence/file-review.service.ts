import { FILE_STATUS_NAMES, type Language, type ReviewRequest } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../platform/auth/auth-context';
import { Conflict, NeedsConfirmation, NotFound } from '../../platform/http/errors';
import { pageAnswer } from '../../db/paging';
import type { Scope } from '../../platform/permissions/scope';
import { sendFileReviewed } from './dd-messages';
import { fileApprovalRepository, type ApprovalFilter } from './file-approval.repository';
import { statusOnDay, todayOf } from './dd-day';
import { supplierFileRepository, versionItemOf } from './supplier-file.repository';
import { supplierStateRepository } from './supplier-state.repository';
import { stageRecordRepository, type StageRecordEntry } from './stage-record.repository';

type Who = Actor & { userId: number };
const PENDING_LIST = ['awaitingReview', 'underReview'];
const PENDING = new Set(PENDING_LIST);

/** A reviewer takes a version Awaiting Review into review (Under Review). */
export async function startReview(deps: AppDeps, actor: Who, versionId: number, lang: Language) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const [row] = await supplierFileRepository.versionsForReview(trx, [versionId]);
    if (!row) throw new NotFound('dd.versionUnknown', { id: versionId });
    if (row.status !== 'awaitingReview') {
      throw new Conflict('dd.notAwaiting', {
        versionNo: row.version_no,
        status:
          FILE_STATUS_NAMES[row.status as keyof typeof FILE_STATUS_NAMES]?.[lang] ?? row.status,
      });
    }
    const at = deps.clock().toISOString();
    const taken = await supplierFileRepository.setStatus(trx, [row.id], 'underReview', undefined, [
      'awaitingReview',
    ]);
    if (taken === 0)
      throw new Conflict('dd.notAwaiting', { versionNo: row.version_no, status: '' });
    await supplierFileRepository.refreshFileStatus(trx, [row.supplier_file_id], at);
    await stageRecordRepository.append(trx, [
      {
        supplierId: row.supplier_id,
        event: 'startReview',
        fromValue: 'awaitingReview',
        toValue: 'underReview',
        fileTypeId: row.file_type_id,
        versionNo: row.version_no,
        userId: actor.userId,
        username: actor.username,
        at,
      },
    ]);
    return versionItemOf((await supplierFileRepository.versionById(trx, row.id))!);
  });
}

/**
 * documentApproval: approves or rejects versions awaiting or under review, one or a batch,
 * all or none. An approved version is in effect (Executed) at once when its validity has
 * begun — the versions of the same file it replaces are no longer in effect (Expired) — or
 * Approved until its start day (the daily expiry scan moves it). Approving a termination
 * file moves its supplier to phase-out (EOL), only once the reviewer confirmed it
 * (409 `dd.eolConfirm` otherwise). The uploader and the supplier's people are told.
 */
export async function reviewVersions(
  deps: AppDeps,
  actor: Who,
  body: ReviewRequest,
  lang: Language,
) {
  const ids = [...new Set(body.versionIds)];
  const now = deps.clock();
  const at = now.toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await supplierFileRepository.versionsForReview(trx, ids);
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new NotFound('dd.versionUnknown', { id: missing });
    const done = rows.find((row) => !PENDING.has(row.status));
    if (done) {
      throw new Conflict('dd.notPending', {
        versionNo: done.version_no,
        file: lang === 'zh' ? done.type_name_cn : done.type_name,
        supplier: done.supplier_name,
        status:
          FILE_STATUS_NAMES[done.status as keyof typeof FILE_STATUS_NAMES]?.[lang] ?? done.status,
      });
    }
    const approve = body.decision === 'approve';
    const ending = approve
      ? rows.filter((row) => row.kind === 'termination' && row.supply_stage !== 'phaseOut')
      : [];
    const endingSuppliers = [...new Map(ending.map((row) => [row.supplier_id, row.supplier_name]))];
    if (endingSuppliers.length > 0 && !body.confirmEol) {
      throw new NeedsConfirmation('dd.eolConfirm', {
        suppliers: endingSuppliers.map(([, name]) => name).join(', '),
      });
    }

    const review = { username: actor.username, at, comment: body.comment };
    const records: StageRecordEntry[] = [];
    const who = { userId: actor.userId, username: actor.username, at };
    // each decided only while still pending: a review raced by another changes nothing
    let decided = 0;
    if (!approve) {
      decided = await supplierFileRepository.setStatus(trx, ids, 'rejected', review, PENDING_LIST);
    } else {
      const today = todayOf(deps);
      for (const status of ['approved', 'executed', 'expired'] as const) {
        const now = rows.filter((row) => statusOnDay(row, today) === status);
        decided += await supplierFileRepository.setStatus(
          trx,
          now.map((row) => row.id),
          status,
          review,
          PENDING_LIST,
        );
      }
      // a version in effect replaces the older ones of its file
      const effective = rows.filter((row) => statusOnDay(row, today) === 'executed');
      const older = (
        await supplierFileRepository.inEffectOthers(
          trx,
          effective.map((row) => row.supplier_file_id),
          ids,
        )
      ).filter((old) =>
        effective.some(
          (row) => row.supplier_file_id === old.supplier_file_id && old.version_no < row.version_no,
        ),
      );
      await supplierFileRepository.setStatus(
        trx,
        older.map((old) => old.id),
        'expired',
      );
      for (const old of older) {
        const row = effective.find((each) => each.supplier_file_id === old.supplier_file_id)!;
        records.push({
          ...who,
          supplierId: row.supplier_id,
          event: 'expired',
          fromValue: 'executed',
          toValue: 'expired',
          fileTypeId: row.file_type_id,
          versionNo: old.version_no,
        });
      }
    }
    if (decided !== rows.length) throw new Conflict('dd.decidedMeanwhile');
    const today = todayOf(deps);
    for (const row of rows) {
      records.push({
        ...who,
        supplierId: row.supplier_id,
        event: approve ? 'approve' : 'reject',
        fromValue: row.status,
        toValue: approve ? statusOnDay(row, today) : 'rejected',
        fileTypeId: row.file_type_id,
        versionNo: row.version_no,
        comment: body.comment,
      });
    }
    for (const row of ending.filter(
      (row, index) => ending.findIndex((other) => other.supplier_id === row.supplier_id) === index,
    )) {
      records.push({
        ...who,
        supplierId: row.supplier_id,
        event: 'stage',
        fromValue: row.supply_stage,
        toValue: 'phaseOut',
        fileTypeId: row.file_type_id,
        versionNo: row.version_no,
        comment: body.comment,
      });
    }
    await supplierStateRepository.setStage(
      trx,
      endingSuppliers.map(([id]) => id),
      'phaseOut',
      at,
    );
    await supplierFileRepository.refreshFileStatus(
      trx,
      [...new Set(rows.map((row) => row.supplier_file_id))],
      at,
    );
    await stageRecordRepository.append(trx, records);

    const people = await supplierStateRepository.peopleOf(trx, [
      ...new Set(rows.map((row) => row.supplier_id)),
    ]);
    for (const row of rows) {
      const recipients = new Set(
        people.filter((person) => person.supplier_id === row.supplier_id).map((p) => p.user_id),
      );
      if (row.uploaded_by !== null) recipients.add(row.uploaded_by);
      recipients.delete(actor.userId);
      await sendFileReviewed(
        trx,
        {
          supplierId: row.supplier_id,
          supplierName: row.supplier_name,
          typeName: row.type_name,
          typeNameCn: row.type_name_cn,
          versionNo: row.version_no,
        },
        { decision: body.decision, reviewer: actor.username, comment: body.comment },
        [...recipients],
        now,
      );
    }
    return { reviewed: rows.length, movedToEol: endingSuppliers.map(([, name]) => name) };
  });
}

/** documentApproval's queue: versions awaiting or under review, oldest first. */
export async function listApprovals(
  deps: AppDeps,
  scope: Scope,
  request: ApprovalFilter & { pageNum: number; pageSize: number },
) {
  const { total, list } = await fileApprovalRepository.page(
    deps.db.kysely,
    scope,
    request,
    request,
  );
  return pageAnswer(list, total, request);
}
