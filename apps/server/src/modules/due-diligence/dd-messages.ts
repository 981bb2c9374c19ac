import { SUPPLIER_STATUS_NAMES, label, type Language, type SupplierStatus } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { escapeHtml, inEachLanguage } from '../messages/notice-text';
import { sendStationMessage } from '../messages/station-message.service';

/** Where a message about a supplier's files or status takes its reader. */
export const stageLink = (supplierId: number) => `/factory/supplierStage?id=${supplierId}`;
const AVL_LINK = '/factory/avlApproval';

/** A file as a message names it: its type in the reader's language. */
export interface NamedFile {
  supplierId: number;
  supplierName: string;
  typeName: string;
  typeNameCn: string;
  versionNo: number;
}

const fileName = (file: NamedFile, lang: Language) =>
  lang === 'zh' ? file.typeNameCn : file.typeName;
const link = (href: string, text: string) => `<p><a href="${href}">${escapeHtml(text)}</a></p>`;
const para = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** Type 8: the uploader and the supplier's people learn that a version was decided. */
export function sendFileReviewed(
  db: Queryable,
  file: NamedFile,
  review: { decision: 'approve' | 'reject'; reviewer: string; comment: string },
  recipientIds: number[],
  at: Date,
) {
  const approved = review.decision === 'approve';
  const content = inEachLanguage((lang) => {
    const params = {
      file: fileName(file, lang),
      supplier: file.supplierName,
      version: file.versionNo,
      reviewer: review.reviewer,
      decision: label(lang, `dueDiligence:notices.reviewed.${approved ? 'approved' : 'rejected'}`),
    };
    return {
      title: label(
        lang,
        `dueDiligence:notices.reviewed.${approved ? 'approvedTitle' : 'rejectedTitle'}`,
        params,
      ),
      html:
        para(label(lang, 'dueDiligence:notices.reviewed.body', params)) +
        (review.comment
          ? para(label(lang, 'dueDiligence:notices.reviewed.comment', { comment: review.comment }))
          : '') +
        link(stageLink(file.supplierId), label(lang, 'dueDiligence:notices.reviewed.link')),
    };
  });
  return sendStationMessage(db, { type: 8, ...content, recipientIds }, at);
}

/** Type 6: a version in effect ends in `daysLeft` days, or has ended. */
export function sendExpiryNotice(
  db: Queryable,
  file: NamedFile & { validUntil: string },
  notice: { expired: boolean; daysLeft: number },
  recipientIds: number[],
  at: Date,
) {
  const kind = notice.expired ? 'expired' : 'expiring';
  const days = notice.daysLeft;
  const content = inEachLanguage((lang) => {
    const params = {
      file: fileName(file, lang),
      supplier: file.supplierName,
      version: file.versionNo,
      day: file.validUntil,
      days,
    };
    return {
      title: label(lang, `dueDiligence:notices.${kind}.title`, params),
      html:
        para(label(lang, `dueDiligence:notices.${kind}.body`, params)) +
        link(stageLink(file.supplierId), label(lang, `dueDiligence:notices.${kind}.link`)),
    };
  });
  return sendStationMessage(db, { type: 6, ...content, recipientIds }, at);
}

interface AvlNotice {
  supplierName: string;
  from: SupplierStatus;
  to: SupplierStatus;
}

const statusParams = (request: AvlNotice, lang: Language) => ({
  supplier: request.supplierName,
  from: SUPPLIER_STATUS_NAMES[request.from][lang],
  to: SUPPLIER_STATUS_NAMES[request.to][lang],
});

/** Type 7: the approving group is asked to decide a status change. */
export function sendAvlRequested(
  db: Queryable,
  request: AvlNotice & { requester: string; reason: string },
  recipientIds: number[],
  at: Date,
) {
  const content = inEachLanguage((lang) => {
    const params = {
      ...statusParams(request, lang),
      requester: request.requester,
      reason: request.reason,
    };
    return {
      title: label(lang, 'dueDiligence:notices.avl.requestedTitle', params),
      html:
        para(label(lang, 'dueDiligence:notices.avl.requestedBody', params)) +
        link(AVL_LINK, label(lang, 'dueDiligence:notices.avl.link')),
    };
  });
  return sendStationMessage(db, { type: 7, ...content, recipientIds }, at);
}

/** Type 7: the requester and the supplier's owners learn the decision. */
export function sendAvlDecided(
  db: Queryable,
  request: AvlNotice & { decider: string; approved: boolean; comment: string },
  recipientIds: number[],
  at: Date,
) {
  const content = inEachLanguage((lang) => {
    const params = {
      ...statusParams(request, lang),
      decider: request.decider,
      decision: label(
        lang,
        `dueDiligence:notices.avl.${request.approved ? 'approved' : 'rejected'}`,
      ),
    };
    return {
      title: label(
        lang,
        `dueDiligence:notices.avl.${request.approved ? 'approvedTitle' : 'rejectedTitle'}`,
        params,
      ),
      html:
        para(label(lang, 'dueDiligence:notices.avl.decidedBody', params)) +
        (request.comment
          ? para(label(lang, 'dueDiligence:notices.avl.comment', { comment: request.comment }))
          : '') +
        link(AVL_LINK, label(lang, 'dueDiligence:notices.avl.link')),
    };
  });
  return sendStationMessage(db, { type: 7, ...content, recipientIds }, at);
}
