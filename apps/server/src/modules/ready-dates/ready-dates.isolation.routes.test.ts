import type { ContainerChangeHistoryItem, Page } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { backfillLineSuppliers } from '../../db/migrations/0011-container-change-supplier';
import { admin, t } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import { orderOf } from '../planning/planning.test-support';
import { downloadExport } from '../reference/reference.test-support';
import { decide, submit, useReadyDateWorld, w } from './ready-dates.test-support';

/**
 * issue 12 §5: one container holding lines of two suppliers. Each supplier's users read the
 * rows about their own lines and the container's own rows — never the other supplier's PO
 * and line, submitted date, rejection reason or user name — in the list, its total and the
 * export. Internal readers see everything.
 */
useReadyDateWorld('RI', { admin: true });

const SECRET_REASON = 'RI-B-ONLY rejection reason';
let shared: { id: number; poA: string; poB: string; lineA: number; lineB: number };

beforeAll(async () => {
  const poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 8, rdd: '2027-06-30' },
  ]);
  const poB = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 8, rdd: '2027-06-30' },
  ]);
  const { id } = await buildContainer(t.db.kysely, {
    loadingPointId: w.ningbo.id,
    createdByUserId: w.users.planner.id,
    shipmentNo: 'RI-SHARED',
    lines: [
      { poLineId: poA.lineIds[0]!, qty: 8 },
      { poLineId: poB.lineIds[0]!, qty: 8 },
    ],
  });
  const lines = await t.db.kysely
    .selectFrom('container_lines')
    .select(['id', 'po_line_id'])
    .where('container_id', '=', id)
    .execute();
  const lineOf = (poLineId: number) => lines.find((l) => l.po_line_id === poLineId)!.id;
  shared = {
    id,
    poA: poA.poNumber,
    poB: poB.poNumber,
    lineA: lineOf(poA.lineIds[0]!),
    lineB: lineOf(poB.lineIds[0]!),
  };
  const send = (token: string, containerLineId: number, readyDate: string) =>
    submit(t, token, { items: [{ containerLineId, readyDate }], confirmWarnings: true });
  // A's date approved; B's approved later date moves the container; B's user then submits
  // again (the container's date moves back, by B's user) and B's owner rejects it
  expect((await send(w.users.supplierA.token, shared.lineA, '2027-04-01')).status).toBe(200);
  await decide(t, w.users.ownerA.token, 'approve', { containerLineIds: [shared.lineA] });
  expect((await send(w.users.supplierB.token, shared.lineB, '2027-04-15')).status).toBe(200);
  await decide(t, w.users.ownerB.token, 'approve', { containerLineIds: [shared.lineB] });
  expect((await send(w.users.supplierB.token, shared.lineB, '2027-04-19')).status).toBe(200);
  const rejected = await decide(t, w.users.ownerB.token, 'reject', {
    containerLineIds: [shared.lineB],
    reason: SECRET_REASON,
  });
  expect(rejected.status).toBe(200);
});

const history = (token: string, query: Record<string, string | number> = {}) =>
  t.call<Page<ContainerChangeHistoryItem>>('GET', '/api/container-changes', {
    token,
    query: { pageSize: 100, shipmentNo: 'RI-SHARED', ...query },
  });

/** Everything a row shows, as one text to search. */
const textOf = (rows: readonly unknown[]) => JSON.stringify(rows);

describe('GET /api/container-changes on a shared container', () => {
  it('shows an internal reader every row', async () => {
    const all = await history(admin);
    expect(all.status).toBe(200);
    expect(all.body.data.list.map((row) => [row.field, row.before, row.after])).toEqual([
      ['lineConfirmReadyDate', '0', '2'],
      ['readyDate', '2027-04-15', '2027-04-01'],
      ['lineReadyDate', '2027-04-15', '2027-04-19'],
      ['readyDate', '2027-04-01', '2027-04-15'],
      ['lineConfirmReadyDate', '0', '1'],
      ['lineReadyDate', null, '2027-04-15'],
      ['readyDate', null, '2027-04-01'],
      ['lineConfirmReadyDate', '0', '1'],
      ['lineReadyDate', null, '2027-04-01'],
    ]);
    expect(textOf(all.body.data.list)).toContain(SECRET_REASON);
  });

  it("shows a supplier's user only its own lines' rows and the container's, in the total too", async () => {
    for (const token of [w.users.supplierA.token, w.users.qrcA.token]) {
      const mine = await history(token);
      expect(mine.status).toBe(200);
      const rows = mine.body.data.list;
      expect(rows.map((row) => [row.field, row.before, row.after, row.reason])).toEqual([
        ['readyDate', '2027-04-15', '2027-04-01', ''],
        ['readyDate', '2027-04-01', '2027-04-15', ''],
        ['readyDate', null, '2027-04-01', ''],
        ['lineConfirmReadyDate', '0', '1', `${shared.poA} / 10`],
        ['lineReadyDate', null, '2027-04-01', `${shared.poA} / 10`],
      ]);
      expect(mine.body.data.total).toBe(5);
      const text = textOf(rows);
      for (const leak of [shared.poB, SECRET_REASON, '2027-04-19', w.users.supplierB.username]) {
        expect(text).not.toContain(leak);
      }
      // the container's rows name internal staff; another supplier's user stays unnamed
      expect(rows.map((row) => row.actorName)).toEqual([
        '',
        w.users.ownerB.username,
        w.users.ownerA.username,
        w.users.ownerA.username,
        w.users.supplierA.username,
      ]);
      expect(rows[0]!.actorUserId).toBeNull();
    }
    const theirs = await history(w.users.supplierB.token);
    expect(theirs.body.data.total).toBe(7);
    expect(textOf(theirs.body.data.list)).not.toContain(shared.poA);
    expect(textOf(theirs.body.data.list)).toContain(SECRET_REASON);
  });

  it("lets no filter find another supplier's rows or user", async () => {
    const a = w.users.supplierA.token;
    const total = async (query: Record<string, string | number>) =>
      (await history(a, query)).body.data.total;
    expect(await total({ actor: w.users.supplierB.username })).toBe(0);
    expect(await total({ supplierId: w.supplierB.id })).toBe(0);
    expect(await total({ field: 'lineReadyDate' })).toBe(1);
    expect(await total({ supplierId: w.supplierA.id })).toBe(5);
    expect((await history(admin, { actor: w.users.supplierB.username })).body.data.total).toBe(3);
  });

  it('exports the same rows, read back from the workbook', async () => {
    const exported = await downloadExport(t, '/api/container-changes/export', {
      token: w.users.supplierA.token,
      query: { shipmentNo: 'RI-SHARED' },
    });
    expect(exported.status).toBe(200);
    expect(exported.rows).toHaveLength(1 + 5);
    const header = exported.rows[0]!;
    const reasons = exported.rows.slice(1).map((row) => row[header.indexOf('Line / reason')]);
    expect(reasons).toEqual(['', '', '', `${shared.poA} / 10`, `${shared.poA} / 10`]);
    const text = textOf(exported.rows);
    for (const leak of [shared.poB, SECRET_REASON, '2027-04-19', w.users.supplierB.username]) {
      expect(text).not.toContain(leak);
    }
    const all = await downloadExport(t, '/api/container-changes/export', {
      token: admin,
      query: { shipmentNo: 'RI-SHARED' },
    });
    expect(all.rows).toHaveLength(1 + 9);
    expect(textOf(all.rows)).toContain(SECRET_REASON);
  });
});

describe('migration 0011', () => {
  it('gives the line rows written before it their supplier, read off the reason', async () => {
    const db = t.db.kysely;
    const stored = () =>
      db
        .selectFrom('container_changes')
        .select(['id', 'field', 'supplier_id'])
        .where('container_id', '=', shared.id)
        .orderBy('id')
        .execute();
    const before = await stored();
    expect(before.filter((row) => row.supplier_id === w.supplierB.id)).toHaveLength(4);
    await db.updateTable('container_changes').set({ supplier_id: null }).execute();
    await backfillLineSuppliers(db as unknown as Kysely<unknown>);
    expect(await stored()).toEqual(before);
  });
});
