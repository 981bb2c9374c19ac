import {
  formatDate,
  formatQty,
  label,
  READY_DATE_LINKS,
  type LabelKey,
  type LabelParams,
  type StationMessageType,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { escapeHtml, inEachLanguage } from '../messages/notice-text';
import { sendStationMessage } from '../messages/station-message.service';
import { readyDateRefs } from './ready-date-refs.repository';

/**
 * Who hears of a ready-date action (DOMAIN "Station messages"): a submission asks the
 * supplier's owners to approve (type 2); an approval or rejection tells the supplier's users
 * (type 3 / 4); everyone else concerned — supplier users, owners, the container's owner —
 * hears "container changed" (type 5). One message per user per action, listing that user's
 * lines; never to the one who acted.
 */

export type ReadyDateAction = 'submitted' | 'approved' | 'rejected';

export interface NoticeLine {
  supplierId: number;
  containerOwnerId: number | null;
  poNumber: string;
  lineNo: number;
  productCode: string;
  qty: number;
  shipmentNo: string | null;
  containerNo: string | null;
  readyDate: string | null;
}

const PRIMARY_TYPE: Record<ReadyDateAction, StationMessageType> = {
  submitted: 2,
  approved: 3,
  rejected: 4,
};
const LINK: Record<ReadyDateAction, string> = {
  submitted: READY_DATE_LINKS.submitted,
  approved: READY_DATE_LINKS.approved,
  rejected: READY_DATE_LINKS.rejected,
};
/** A text of the catalog's `messages:notices.readyDates` group. */
type NoticeText<K = LabelKey> = K extends `messages:notices.readyDates.${infer Name}`
  ? Name
  : never;

/** The catalog's name of each action's message: its own (primary) or "container changed". */
const WHAT = {
  submitted: { own: 'submitted', changed: 'changedSubmitted' },
  approved: { own: 'approved', changed: 'changedApproved' },
  rejected: { own: 'rejected', changed: 'changedRejected' },
} as const satisfies Record<ReadyDateAction, Record<'own' | 'changed', NoticeText>>;

/** Lines listed in one message; the rest are counted. */
const LISTED_LINES = 50;

/** The message listing `lines`, its title and body in each language. */
function contentOf(
  action: ReadyDateAction,
  lines: readonly NoticeLine[],
  type: StationMessageType,
  reason: string,
) {
  const changed = type === 5;
  const count = lines.length;
  const listed = lines
    .slice(0, LISTED_LINES)
    .map((line) => {
      const box = [line.shipmentNo, line.containerNo].filter(Boolean).join(' / ');
      return `<li>${escapeHtml(line.poNumber)} / ${line.lineNo} · ${escapeHtml(line.productCode)} × ${formatQty(line.qty)} · ${escapeHtml(box)} · ${formatDate(line.readyDate) || '—'}</li>`;
    })
    .join('');
  const more = count > LISTED_LINES ? `<p>… +${count - LISTED_LINES}</p>` : '';
  const link = changed ? READY_DATE_LINKS.changed : LINK[action];
  return inEachLanguage((lang) => {
    const text = (name: NoticeText, params?: LabelParams) =>
      label(lang, `messages:notices.readyDates.${name}`, params);
    const what = text(changed ? WHAT[action].changed : WHAT[action].own);
    const why = reason ? `<p>${escapeHtml(text('reason', { reason }))}</p>` : '';
    return {
      title: text('title', { what, count }),
      html:
        `<p>${escapeHtml(text('summary', { what, count }))}</p>` +
        `<ul>${listed}</ul>${more}${why}` +
        `<p><a href="${link}">${text(changed ? 'changesLink' : 'planLink')}</a></p>`,
    };
  });
}

/** Sends the action's messages in the caller's transaction; answers how many users were told. */
export async function tellConcerned(
  db: Queryable,
  action: ReadyDateAction,
  lines: readonly NoticeLine[],
  actorUserId: number,
  at: Date,
  reason = '',
): Promise<number> {
  const bound = await readyDateRefs.boundUsers(db, [...new Set(lines.map((l) => l.supplierId))]);
  const primary = new Map<number, Set<number>>();
  const concerned = new Map<number, Set<number>>();
  const add = (map: Map<number, Set<number>>, userId: number, index: number) => {
    if (userId === actorUserId) return;
    const own = map.get(userId);
    if (own) own.add(index);
    else map.set(userId, new Set([index]));
  };
  for (const [index, line] of lines.entries()) {
    for (const user of bound.filter((b) => b.supplierId === line.supplierId)) {
      add(concerned, user.userId, index);
      // submitted: the owners (internal users) approve; decided: the supplier users hear
      if (user.supplierUser === (action !== 'submitted')) add(primary, user.userId, index);
    }
    if (line.containerOwnerId !== null) add(concerned, line.containerOwnerId, index);
  }
  // one message per distinct (type, lines): recipients of the same list share it
  const groups = new Map<
    string,
    { type: StationMessageType; indexes: number[]; users: number[] }
  >();
  const group = (type: StationMessageType, userId: number, indexes: Set<number>) => {
    const sorted = [...indexes].sort((a, b) => a - b);
    const key = `${type}:${sorted.join(',')}`;
    const found = groups.get(key);
    if (found) found.users.push(userId);
    else groups.set(key, { type, indexes: sorted, users: [userId] });
  };
  for (const [userId, indexes] of primary) group(PRIMARY_TYPE[action], userId, indexes);
  for (const [userId, indexes] of concerned) if (!primary.has(userId)) group(5, userId, indexes);

  let told = 0;
  for (const { type, indexes, users } of groups.values()) {
    const content = contentOf(
      action,
      indexes.map((i) => lines[i]!),
      type,
      reason,
    );
    told += await sendStationMessage(db, { type, ...content, recipientIds: users }, at);
  }
  return told;
}
