import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { auditTrail } from '../reference/reference.test-support';
import { buildContainer } from './planning.factories';
import {
  ningboNg,
  orderOf,
  plannedQty,
  readDraft,
  saveDraft,
  usePlanningWorld,
  w,
} from './planning.test-support';

usePlanningWorld('UD', { admin: true });

/** PO of supplier A to NG: 100 packed and 50 loose at Ningbo. */
let lineIds: number[];

beforeAll(async () => {
  ({ lineIds } = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50 },
  ]));
});

const containersOf = (userId: number) =>
  t.db.kysely
    .selectFrom('containers')
    .select(['id', 'status', 'owner_user_id'])
    .where('created_by_user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('deleting a planner who holds a saved draft', () => {
  it('discards their draft in the same transaction and gives its quantity back', async () => {
    const leaving = await t.signedInUser('1-SCM');
    const staying = await t.signedInUser('5-OPM');
    // a container already released by the leaving planner keeps its quantity and its rows
    const released = await buildContainer(t.db.kysely, {
      loadingPointId: w.ningbo.id,
      createdByUserId: leaving.id,
      lines: [{ poLineId: lineIds[0]!, qty: 10 }],
    });
    const saved = await saveDraft(t, leaving.token, {
      containers: [
        ningboNg([
          { poLineId: lineIds[0]!, qty: 30 },
          { poLineId: lineIds[1]!, qty: 20 },
        ]),
        { ...ningboNg([{ poLineId: lineIds[0]!, qty: 5 }]), ownerUserId: leaving.id },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const other = await saveDraft(t, staying.token, {
      containers: [{ ...ningboNg([{ poLineId: lineIds[1]!, qty: 7 }]), ownerUserId: leaving.id }],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(await plannedQty(t, lineIds[0]!)).toBe(45);
    expect(await plannedQty(t, lineIds[1]!)).toBe(27);

    const deleted = await t.call('POST', `/api/admin/delete/${leaving.id}`, { token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    // their Draft containers are gone, what they held is plannable again
    expect(await containersOf(leaving.id)).toEqual([
      { id: released.id, status: 'Unshipped', owner_user_id: null },
    ]);
    expect(await plannedQty(t, lineIds[0]!)).toBe(10);
    expect(await plannedQty(t, lineIds[1]!)).toBe(7);
    const trail = await auditTrail(t, 'planningDraft', leaving.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'planning.discardDraft',
      actor: 'admin',
      before: [
        { lines: [`${lineIds[0]}×30`, `${lineIds[1]}×20`] },
        { lines: [`${lineIds[0]}×5`], ownerUserId: leaving.id },
      ],
      after: [],
    });
    expect((await auditTrail(t, 'user', leaving.id)).at(-1)).toMatchObject({
      action: 'user.delete',
    });

    // another planner's draft stays, only losing the deleted owner
    const kept = (await readDraft(t, staying.token)).body.data!;
    expect(kept.containers).toHaveLength(1);
    expect(kept.containers[0]).toMatchObject({ ownerUserId: null, qty: 7 });
  });

  it('deletes a planner without a draft as before', async () => {
    const planner = await t.signedInUser('1-SCM');
    const deleted = await t.call('POST', `/api/admin/delete/${planner.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(await auditTrail(t, 'planningDraft', planner.id)).toEqual([]);
  });
});
