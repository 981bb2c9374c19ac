import {
  AVL_REQUEST_STATUS_NAMES,
  type CreateAvlRequest,
  type Language,
  type SupplierStatus,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Actor, AuthContext } from '../../platform/auth/auth-context';
import type { Scope } from '../../platform/permissions/scope';
import { pageAnswer } from '../../db/paging';
import { Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { appendAudit } from '../../platform/audit/audit.repository';
import { getSupplier } from '../suppliers/supplier.service';
import { avlItemOf, avlRepository, type AvlFilter } from './avl.repository';
import { sendAvlDecided, sendAvlRequested } from './dd-messages';
import { supplierStateRepository } from './supplier-state.repository';
import { stageRecordRepository } from './stage-record.repository';

type Who = Actor & { userId: number };

/**
 * avlApproval: one of the supplier's owners (or an administrator) asks to change its
 * status; one request may be pending per supplier. The approving group is told.
 */
export async function requestStatusChange(
  deps: AppDeps,
  actor: Who,
  auth: AuthContext,
  body: CreateAvlRequest,
) {
  const now = deps.clock();
  const at = now.toISOString();
  const id = await deps.db.kysely.transaction().execute(async (trx) => {
    const supplier = await getSupplier(trx, ALL_SUPPLIERS, body.supplierId);
    if (!auth.isAdministrator) {
      const people = await supplierStateRepository.peopleOf(trx, [supplier.id]);
      if (!people.some((person) => person.user_id === actor.userId))
        throw new Forbidden('dd.avlNotOwner', { supplier: supplier.fullName });
    }
    if (supplier.status === body.toStatus) throw new Conflict('dd.avlSameStatus');
    if (await avlRepository.pendingOf(trx, supplier.id))
      throw new Conflict('dd.avlPending', { supplier: supplier.fullName });
    const created = await avlRepository.insert(trx, {
      supplierId: supplier.id,
      fromStatus: supplier.status,
      toStatus: body.toStatus,
      reason: body.reason,
      userId: actor.userId,
      username: actor.username,
      at,
    });
    const approvers = (
      await supplierStateRepository.usersHolding(trx, 'suppliers.avl.approve')
    ).filter((user) => user !== actor.userId);
    await sendAvlRequested(
      trx,
      {
        supplierName: supplier.fullName,
        from: supplier.status,
        to: body.toStatus,
        requester: actor.username,
        reason: body.reason,
      },
      approvers,
      now,
    );
    return created;
  });
  return avlItemOf((await avlRepository.find(deps.db.kysely, id))!);
}

/**
 * Approves or rejects a pending request (a rejection says why). Approval changes the
 * supplier's status — in its revision history and stage record too. Nobody decides their
 * own request, administrators aside. The requester and the supplier's owners are told.
 */
export async function decideStatusChange(
  deps: AppDeps,
  actor: Who,
  auth: AuthContext,
  id: number,
  decision: { approve: boolean; comment: string },
  lang: Language,
) {
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    const request = await avlRepository.find(trx, id);
    if (!request) throw new NotFound();
    if (request.status !== 'pending') {
      throw new Conflict('dd.avlNotPending', {
        status:
          AVL_REQUEST_STATUS_NAMES[request.status as keyof typeof AVL_REQUEST_STATUS_NAMES]?.[
            lang
          ] ?? request.status,
      });
    }
    if (!auth.isAdministrator && request.requested_by === actor.userId)
      throw new Forbidden('dd.avlOwnRequest');
    if (!decision.approve && decision.comment === '')
      throw new Conflict('dd.rejectCommentRequired');
    // decided only while still pending: a decision raced by another changes nothing
    const decided = await avlRepository.decide(trx, id, {
      status: decision.approve ? 'approved' : 'rejected',
      username: actor.username,
      at,
      comment: decision.comment,
    });
    if (!decided) throw new Conflict('dd.decidedMeanwhile');
    const toStatus = request.to_status as SupplierStatus;
    if (decision.approve) {
      const before = await getSupplier(trx, ALL_SUPPLIERS, request.supplier_id);
      await supplierStateRepository.setStatus(trx, request.supplier_id, toStatus, at);
      const after = await getSupplier(trx, ALL_SUPPLIERS, request.supplier_id);
      await appendAudit(trx, actor, {
        action: 'supplier.update',
        entity: 'supplier',
        entityId: request.supplier_id,
        before,
        after,
      });
      await stageRecordRepository.append(trx, [
        {
          supplierId: request.supplier_id,
          event: 'status',
          fromValue: before.status,
          toValue: toStatus,
          comment: decision.comment || request.reason,
          userId: actor.userId,
          username: actor.username,
          at,
        },
      ]);
    }
    const people = await supplierStateRepository.peopleOf(trx, [request.supplier_id]);
    const recipients = new Set(people.map((person) => person.user_id));
    if (request.requested_by !== null) recipients.add(request.requested_by);
    recipients.delete(actor.userId);
    await sendAvlDecided(
      trx,
      {
        supplierName: request.supplier_name,
        from: request.from_status as SupplierStatus,
        to: toStatus,
        decider: actor.username,
        approved: decision.approve,
        comment: decision.comment,
      },
      [...recipients],
      now,
    );
  });
  return avlItemOf((await avlRepository.find(deps.db.kysely, id))!);
}

/** avlApproval's list: pending first, then the newest; supplier users see their own. */
export async function listAvlRequests(
  deps: AppDeps,
  scope: Scope,
  request: AvlFilter & { pageNum: number; pageSize: number },
) {
  const { total, list } = await avlRepository.page(deps.db.kysely, scope, request, request);
  return pageAnswer(list, total, request);
}
