import {
  formatDate,
  formatQty,
  label,
  READY_DATE_REQUEST_LINK,
  type ContainerDetail,
  type ReleaseContainersBody,
  type ReleaseContainersResult,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { appendAudits } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict } from '../../platform/http/errors';
import { escapeHtml, inEachLanguage } from '../messages/notice-text';
import { sendStationMessage } from '../messages/station-message.service';
import { containerChangeRepository } from './container-change.repository';
import { containerRepository } from './container.repository';
import { describeContainers, detailContainers } from './container-view';
import { planningRefs } from './planning-refs.repository';
import type { Planner } from './planning.service';

/**
 * POST /api/planning/release — containers of the caller's draft become Unshipped under one
 * shipment number and promised delivery date (spec §5 "Shipment"). Overloaded or empty
 * containers are refused. Each container gets a change-history row; each supplier with
 * lines in them gets a type-1 message "please submit ready dates" (spec §2, DOMAIN
 * "Station messages"). Planned quantity stays: Unshipped still counts as planned.
 */
export async function releaseContainers(
  deps: AppDeps,
  planner: Planner,
  body: ReleaseContainersBody,
): Promise<ReleaseContainersResult> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await containerRepository.lockPlanner(trx, planner.userId);
    const ids = [...new Set(body.containerIds)];
    const draft = await containerRepository.draftOf(trx, planner.userId);
    const chosen = draft.filter((row) => ids.includes(row.id));
    const missing = ids.find((id) => !chosen.some((row) => row.id === id));
    if (missing !== undefined) throw new Conflict('planning.notInDraft', { id: missing });
    const containers = await detailContainers(trx, chosen);
    for (const container of containers) refuseUnreleasable(container);

    const at = deps.clock();
    const iso = at.toISOString();
    const moved = await containerRepository.release(trx, ids, {
      shipmentNo: body.shipmentNo,
      promisedDeliveryDate: body.promisedDeliveryDate,
      at: iso,
    });
    if (moved !== ids.length) throw new Error('release: a draft container changed underneath');
    await containerChangeRepository.insertMany(
      trx,
      ids.map((id) => ({
        container_id: id,
        at: iso,
        actor_user_id: planner.userId,
        actor_name: planner.username,
        field: 'status',
        before_value: 'Draft',
        after_value: 'Unshipped',
        reason: '',
      })),
    );
    await appendAudits(
      trx,
      planner,
      containers.map((container) => ({
        action: 'container.release',
        entity: 'container',
        entityId: container.id,
        before: { status: 'Draft', shipmentNo: null, promisedDeliveryDate: null },
        after: {
          status: 'Unshipped',
          shipmentNo: body.shipmentNo,
          promisedDeliveryDate: body.promisedDeliveryDate,
        },
      })),
    );
    const notifiedUsers = await askForReadyDates(trx, containers, body, at);
    return {
      containers: await describeContainers(trx, await containerRepository.byIds(trx, ids)),
      notifiedUsers,
    };
  });
}

function refuseUnreleasable(container: ContainerDetail) {
  const names = { id: container.id, containerType: container.containerType };
  if (container.lineCount === 0) throw new BusinessRule('planning.emptyContainer', names);
  if (container.overloadReasons.includes('cbm')) {
    throw new BusinessRule('planning.overloadedCbm', {
      ...names,
      cbm: container.cbm,
      usableCbm: container.usableCbm,
    });
  }
  if (container.overloadReasons.includes('weight')) {
    throw new BusinessRule('planning.overloadedWeight', {
      ...names,
      grossKg: container.grossKg,
      maxPayloadKg: container.maxPayloadKg,
      destination: container.destinationCountry,
    });
  }
}

/** Lines listed in one message; the rest are counted ("and N more"). */
const LISTED_LINES = 50;

/**
 * One type-1 message per supplier to its supplier users (enabled users of the supplier
 * groups bound to it), its title and body in each language (each reader reads their own),
 * linking to the shipping plan filtered on confirmReadyDate = -1,3 (spec §2). Answers how
 * many distinct users were told.
 */
async function askForReadyDates(
  trx: Queryable,
  containers: readonly ContainerDetail[],
  body: ReleaseContainersBody,
  at: Date,
): Promise<number> {
  const lines = containers.flatMap((container) => container.lines);
  const supplierIds = [...new Set(lines.map((line) => line.supplierId))].sort((a, b) => a - b);
  const users = await planningRefs.supplierUsers(trx, supplierIds);
  const told = new Set<number>();
  for (const supplierId of supplierIds) {
    const recipientIds = users.filter((u) => u.supplier_id === supplierId).map((u) => u.user_id);
    if (!recipientIds.length) continue;
    const own = lines.filter((line) => line.supplierId === supplierId);
    const containerCount = new Set(own.map((line) => line.containerId)).size;
    const listed = own
      .slice(0, LISTED_LINES)
      .map(
        (line) =>
          `<li>${escapeHtml(line.poNumber)} / ${line.lineNo} · ${escapeHtml(line.productCode)} × ${formatQty(line.qty)}</li>`,
      )
      .join('');
    const more = own.length > LISTED_LINES ? `<p>… +${own.length - LISTED_LINES}</p>` : '';
    const content = inEachLanguage((lang) => ({
      title: label(lang, 'messages:notices.release.title', { shipmentNo: body.shipmentNo }),
      html:
        `<p>${escapeHtml(
          label(lang, 'messages:notices.release.body', {
            shipmentNo: body.shipmentNo,
            lines: own.length,
            containers: containerCount,
            date: formatDate(body.promisedDeliveryDate),
          }),
        )}</p>` +
        `<ul>${listed}</ul>${more}` +
        `<p><a href="${READY_DATE_REQUEST_LINK}">${label(lang, 'messages:notices.release.link')}</a></p>`,
    }));
    await sendStationMessage(trx, { type: 1, ...content, recipientIds }, at);
    for (const id of recipientIds) told.add(id);
  }
  return told.size;
}
