import {
  createPurchaseOrderRequest,
  type PoRevision,
  type PurchaseOrderDetail,
} from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { NotFound } from '../../platform/http/errors';
import type { ScopedActor } from '../../platform/auth/actor';
import { admin, t } from '../../test/harness';
import { countRows } from '../reference/reference.test-support';
import { cancelPoLine, changePoLine, closePoLine, linkPoLine } from './po-line.service';
import { addPoLine, createPurchaseOrder, updatePurchaseOrder } from './purchase-order.service';
import {
  changeLine,
  createPo,
  line,
  poBody,
  supplierA,
  supplierB,
  usePoWorld,
} from './purchase-order.test-support';

/**
 * issue 12 §5: a supplier reads a PO's history only from its own time, and order writes
 * take the caller's scope down to the repositories — a supplier scope never writes another
 * supplier's PO or line, even when a service is reached without the route's permission.
 */
usePoWorld();

const deps = (): AppDeps => ({ db: t.db, config: t.config, clock: () => new Date() });

describe('GET /api/purchase-orders/:id/revisions of a PO moved to another supplier', () => {
  let po: PurchaseOrderDetail;

  beforeAll(async () => {
    po = (await createPo(poBody('PO-MOVED', { supplierId: supplierB.id }))).body.data;
    const reason = { modificationPurpose: 'customerRequest' };
    expect(
      (
        await changeLine(po.lines[0]!.id, {
          rdd: '2027-03-01',
          modificationReason: 'while B had it',
          ...reason,
        })
      ).status,
    ).toBe(200);
    const moved = await t.call('PUT', `/api/purchase-orders/${po.id}`, {
      token: admin,
      body: {
        supplierId: supplierA.id,
        originator: 'Bob',
        destinationCountry: 'KE',
        currency: 'USD',
      },
    });
    expect(moved.status).toBe(200);
    expect(
      (
        await changeLine(po.lines[1]!.id, {
          orderQty: 70,
          modificationReason: 'since A has it',
          ...reason,
        })
      ).status,
    ).toBe(200);
  });

  const revisions = async (token: string) => {
    const answer = await t.call<PoRevision[]>('GET', `/api/purchase-orders/${po.id}/revisions`, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('shows internal staff the whole history', async () => {
    const all = await revisions(admin);
    expect(all.map((r) => r.reason)).toContain('while B had it');
    expect(all).toContainEqual(
      expect.objectContaining({ field: 'supplier', before: 'POS-B', after: 'POS-A' }),
    );
  });

  it('shows the new supplier only the revisions since the PO became its own', async () => {
    const user = await t.signedInUser('7-Supplier', { supplierIds: [supplierA.id] });
    const mine = await revisions(user.token);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.reason === 'since A has it')).toBe(true);
    expect(mine.map((r) => r.field)).toContain('orderQty');
    expect(JSON.stringify(mine)).not.toContain('POS-B');
  });

  it('shows a user of both suppliers the move and everything before it', async () => {
    const both = await t.signedInUser('11-Supplier QRC', {
      supplierIds: [supplierA.id, supplierB.id],
    });
    expect(await revisions(both.token)).toEqual(await revisions(admin));
  });

  it('reads the move off the supplier code in rows written before they held its id', async () => {
    const user = await t.signedInUser('7-Supplier', { supplierIds: [supplierA.id] });
    const now = await revisions(user.token);
    const db = t.db.kysely;
    const headerRows = await db
      .selectFrom('audit_log')
      .select(['id', 'before_json', 'after_json'])
      .where('entity', '=', 'purchaseOrder')
      .where('entity_id', '=', String(po.id))
      .execute();
    expect(headerRows.every((row) => row.after_json?.includes('"supplierId"'))).toBe(true);
    const withoutId = (json: string | null) => {
      if (json === null) return null;
      const { supplierId: _dropped, ...rest } = JSON.parse(json) as Record<string, unknown>;
      return JSON.stringify(rest);
    };
    for (const row of headerRows) {
      await db
        .updateTable('audit_log')
        .set({ before_json: withoutId(row.before_json), after_json: withoutId(row.after_json) })
        .where('id', '=', row.id)
        .execute();
    }
    expect(await revisions(user.token)).toEqual(now);
  });

  it('answers the former supplier 404, as for any other supplier', async () => {
    const former = await t.signedInUser('7-Supplier', { supplierIds: [supplierB.id] });
    const answer = await t.call('GET', `/api/purchase-orders/${po.id}/revisions`, {
      token: former.token,
    });
    expect(answer.status).toBe(404);
  });
});

describe('order writes with a supplier scope', () => {
  let theirs: PurchaseOrderDetail;
  let actor: ScopedActor;

  beforeAll(async () => {
    theirs = (await createPo(poBody('PO-THEIRS', { supplierId: supplierB.id }))).body.data;
    const user = await t.buildUser({ group: '7-Supplier', supplierIds: [supplierA.id] });
    actor = {
      userId: user.id,
      username: user.username,
      clientAddress: '127.0.0.1',
      scope: { kind: 'ownSuppliers', supplierIds: [supplierA.id] },
    };
  });

  /** The PO and its lines as stored, and the audit trail's length. */
  const state = async () => ({
    order: await t.db.kysely
      .selectFrom('purchase_orders')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow(),
    lines: await t.db.kysely
      .selectFrom('po_lines')
      .selectAll()
      .where('po_id', '=', theirs.id)
      .orderBy('id')
      .execute(),
    audit: await countRows(t, 'audit_log'),
  });

  it("refuses every write to another supplier's PO or line as not found, changing nothing", async () => {
    const before = await state();
    const lineId = theirs.lines[0]!.id;
    const writes = [
      () =>
        changePoLine(deps(), actor, 'en', lineId, {
          orderQty: 60,
          modificationReason: 'x',
          modificationPurpose: 'other',
        }),
      () => closePoLine(deps(), actor, 'en', lineId, 'x'),
      () => cancelPoLine(deps(), actor, 'en', lineId, 'x'),
      () => linkPoLine(deps(), actor, 'en', lineId, null),
      () =>
        updatePurchaseOrder(deps(), actor, 'en', theirs.id, {
          supplierId: supplierA.id,
          originator: 'Mallory',
          destinationCountry: 'KE',
          currency: 'CNY',
        }),
      () => addPoLine(deps(), actor, 'en', theirs.id, { ...line(90, 5), soLineId: null }),
    ];
    for (const write of writes) await expect(write()).rejects.toBeInstanceOf(NotFound);
    expect(await state()).toEqual(before);
  });

  it('refuses to key a PO for another supplier and writes nothing', async () => {
    const audit = await countRows(t, 'audit_log');
    await expect(
      createPurchaseOrder(
        deps(),
        actor,
        'en',
        createPurchaseOrderRequest.parse(poBody('PO-FORGED', { supplierId: supplierB.id })),
      ),
    ).rejects.toMatchObject({ status: 422, params: { field: 'Supplier' } });
    const forged = await t.db.kysely
      .selectFrom('purchase_orders')
      .select('id')
      .where('po_number', '=', 'PO-FORGED')
      .execute();
    expect(forged).toEqual([]);
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });
});
