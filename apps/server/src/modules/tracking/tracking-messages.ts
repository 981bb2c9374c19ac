import {
  CONTAINER_CHANGE_FIELD_NAMES,
  CONTAINER_STATUS_NAMES,
  label,
  READY_DATE_LINKS,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { escapeHtml, inEachLanguage } from '../messages/notice-text';
import { sendStationMessage } from '../messages/station-message.service';
import { containerLabel } from './tracking-changes';
import type { PlannedChange } from './tracking-types';
import { trackingRepository, type TrackedLineRow } from './tracking.repository';

/**
 * Who hears of a container's tracking change (issue 15; DOMAIN "Station messages"): its
 * owner and the supplier users of its lines, by a type-5 "container changed" message — one
 * per container per change, listing every field changed, never to the one who acted.
 */
export async function tellContainerChanged(
  db: Queryable,
  actor: { userId: number; username: string },
  changed: readonly PlannedChange[],
  lines: readonly TrackedLineRow[],
  at: Date,
): Promise<number> {
  const users = await trackingRepository.supplierUsers(
    db,
    lines.map((line) => line.supplier_id),
  );
  let told = 0;
  for (const change of changed) {
    const suppliers = new Set(
      lines.filter((line) => line.container_id === change.row.id).map((line) => line.supplier_id),
    );
    const recipients = new Set(
      users.filter((user) => suppliers.has(user.supplier_id)).map((user) => user.user_id),
    );
    if (change.row.owner_user_id !== null) recipients.add(change.row.owner_user_id);
    recipients.delete(actor.userId);
    if (recipients.size === 0) continue;
    // named as it now is (a container no. given in this change included)
    const container = containerLabel({ ...change.row, ...change.values } as typeof change.row);
    const content = inEachLanguage((lang) => {
      const items = change.changes
        .map((field) => {
          const name = CONTAINER_CHANGE_FIELD_NAMES[field.field][lang];
          return `<li>${escapeHtml(name)}: ${escapeHtml(field.before ?? '—')} → ${escapeHtml(field.after ?? '—')}</li>`;
        })
        .join('');
      const params = {
        container,
        actor: actor.username,
        status: CONTAINER_STATUS_NAMES[change.status][lang],
      };
      return {
        title: label(lang, 'messages:notices.tracking.title', params),
        html:
          `<p>${escapeHtml(label(lang, 'messages:notices.tracking.summary', params)).trim()}</p>` +
          `<ul>${items}</ul>` +
          `<p><a href="${READY_DATE_LINKS.changed}">${label(lang, 'messages:notices.tracking.changesLink')}</a></p>`,
      };
    });
    told += await sendStationMessage(
      db,
      { type: 5, ...content, recipientIds: [...recipients] },
      at,
    );
  }
  return told;
}
