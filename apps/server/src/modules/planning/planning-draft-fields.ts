import type { Language, SaveDraftBody } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { refuse } from '../orders/order-rules';
import { planningRefs } from './planning-refs.repository';

/**
 * The fields a draft's containers carry from the workbench's batch modify (spec §2
 * preArrange): ETD, shipping line, owner, notes. Left out, they are not set.
 */

/** The shipping lines and owners the containers name (batch modify) exist. */
export async function checkNamedRecords(trx: Queryable, lang: Language, body: SaveDraftBody) {
  const named = (pick: (c: SaveDraftBody['containers'][number]) => number | null | undefined) => [
    ...new Set(body.containers.map(pick).filter((v): v is number => typeof v === 'number')),
  ];
  const lines = new Set(
    (
      await planningRefs.shippingLinesById(
        trx,
        named((c) => c.shippingLineId),
      )
    ).map((r) => r.id),
  );
  const users = new Set(
    (
      await planningRefs.usersById(
        trx,
        named((c) => c.ownerUserId),
      )
    ).map((r) => r.id),
  );
  for (const [index, container] of body.containers.entries()) {
    const { shippingLineId, ownerUserId } = container;
    if (typeof shippingLineId === 'number' && !lines.has(shippingLineId)) {
      refuse(lang, `containers.${index}.shippingLineId`, 'planning.unknownShippingLine', {
        id: shippingLineId,
      });
    }
    if (typeof ownerUserId === 'number' && !users.has(ownerUserId)) {
      refuse(lang, `containers.${index}.ownerUserId`, 'planning.unknownOwner', {
        id: ownerUserId,
      });
    }
  }
}

/** The container row's columns for those fields. */
export const draftFieldsOf = (container: SaveDraftBody['containers'][number]) => ({
  etd: container.etd ?? null,
  shipping_line_id: container.shippingLineId ?? null,
  owner_user_id: container.ownerUserId ?? null,
  notes: container.notes ?? '',
});
