import { addDays, CONTAINER_STATUSES, PLANNED_CONTAINER_STATUSES } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';

useDemoDatabase();

const SHIPPED = ['Shipped', 'Arrived', 'Received'];

const containers = () =>
  deps.db.kysely.selectFrom('containers').selectAll().orderBy('id').execute();

describe('the demo seed’s shipments (issue 15)', () => {
  it('has containers in every status over the last twelve months, with their papers', async () => {
    const rows = await containers();
    expect(new Set(rows.map((c) => c.status))).toEqual(new Set(CONTAINER_STATUSES));
    const today = new Date().toISOString().slice(0, 10);
    const received = rows.filter((c) => c.status === 'Received');
    expect(received.length).toBeGreaterThanOrEqual(40);
    expect(new Set(received.map((c) => c.receiving_date!.slice(0, 7))).size).toBeGreaterThanOrEqual(
      10,
    );
    expect(rows.every((c) => !c.first_etd || c.first_etd >= addDays(today, -366))).toBe(true);
    for (const c of rows.filter((row) => SHIPPED.includes(row.status))) {
      for (const field of [
        'container_no',
        'pol',
        'pod',
        'vessel',
        'voyage',
        'hbl_no',
        'mbl_no',
        'tracking_no',
      ] as const) {
        expect(c[field], `${c.shipment_no} ${field}`).toBeTruthy();
      }
      expect(c.shipping_line_id).not.toBeNull();
      expect(c.actual_gross_g).toBeGreaterThan(0);
    }
  });

  it('keeps every container’s dates in order and none of the actual ones in the future', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const c of await containers()) {
      const at = `${c.shipment_no} (${c.status})`;
      const ordered = (a: string | null, b: string | null) => {
        if (a && b) expect(a <= b, `${at}: ${a} ≤ ${b}`).toBe(true);
      };
      ordered(c.first_etd, c.first_eta);
      ordered(c.etd, c.eta);
      ordered(c.ready_date, c.loading_date);
      ordered(c.loading_date, c.atd);
      ordered(c.atd, c.ata);
      ordered(c.ata, c.receiving_date);
      for (const actual of [c.loading_date, c.atd, c.ata, c.receiving_date, c.bl_express_date]) {
        ordered(actual, today);
      }
      // the status and the milestones say the same
      expect(c.atd !== null, at).toBe(SHIPPED.includes(c.status));
      expect(c.ata !== null, at).toBe(['Arrived', 'Received'].includes(c.status));
      expect(c.receiving_date !== null, at).toBe(c.status === 'Received');
    }
  });

  it('revises ETDs and ETAs and gives reasons for the deltas that slipped', async () => {
    const rows = (await containers()).filter((c) => SHIPPED.includes(c.status));
    const departedLate = rows.filter((c) => c.atd! > c.first_etd!);
    const arrivedLate = rows.filter((c) => c.ata && c.ata > c.first_eta!);
    expect(departedLate.length).toBeGreaterThanOrEqual(10);
    expect(arrivedLate.length).toBeGreaterThanOrEqual(10);
    expect(departedLate.filter((c) => c.delta3_reason_id !== null).length).toBeGreaterThan(
      departedLate.length / 2,
    );
    expect(arrivedLate.filter((c) => c.delta4_reason_id !== null).length).toBeGreaterThan(
      arrivedLate.length / 2,
    );
    expect(rows.filter((c) => c.delta5_reason_id !== null && c.delta5_note).length).toBeGreaterThan(
      5,
    );
    // the reasons are the base codes
    const codes = await deps.db.kysely
      .selectFrom('containers as c')
      .innerJoin('delay_reasons as r', 'r.id', 'c.delta4_reason_id')
      .select('r.code')
      .distinct()
      .execute();
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const history = await deps.db.kysely.selectFrom('container_changes').select('field').execute();
    expect([...new Set(history.map((h) => h.field))]).toEqual(
      expect.arrayContaining(['status', 'etd', 'eta', 'atd', 'ata']),
    );
  });

  it('counts shipped lines in the PO lines’ shipped quantity and open ones in the planned', async () => {
    const db = deps.db.kysely;
    const lines = await db
      .selectFrom('container_lines as cl')
      .innerJoin('containers as c', 'c.id', 'cl.container_id')
      .select(['cl.po_line_id', 'cl.qty', 'c.status'])
      .execute();
    const sums = new Map<number, { planned: number; shipped: number }>();
    for (const line of lines) {
      const sum = sums.get(line.po_line_id) ?? { planned: 0, shipped: 0 };
      if (SHIPPED.includes(line.status)) sum.shipped += line.qty;
      if ((PLANNED_CONTAINER_STATUSES as readonly string[]).includes(line.status)) {
        sum.planned += line.qty;
      }
      sums.set(line.po_line_id, sum);
    }
    const poLines = await db
      .selectFrom('po_lines')
      .select(['id', 'order_qty', 'planned_qty', 'shipped_qty'])
      .execute();
    for (const line of poLines) {
      const sum = sums.get(line.id) ?? { planned: 0, shipped: 0 };
      expect({ id: line.id, planned: line.planned_qty, shipped: line.shipped_qty }).toEqual({
        id: line.id,
        ...sum,
      });
      expect(line.planned_qty + line.shipped_qty).toBeLessThanOrEqual(line.order_qty);
    }
    expect(poLines.filter((line) => line.shipped_qty > 0).length).toBeGreaterThanOrEqual(150);
  });

  it('delivers most received lines by their RDD, and the followed suppliers’ goods too', async () => {
    const received = await deps.db.kysely
      .selectFrom('container_lines as cl')
      .innerJoin('containers as c', 'c.id', 'cl.container_id')
      .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
      .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
      .select(['c.receiving_date', 'pl.rdd', 's.code'])
      .where('c.status', '=', 'Received')
      .execute();
    const onTime = received.filter((line) => line.receiving_date! <= line.rdd).length;
    expect(onTime / received.length).toBeGreaterThanOrEqual(0.8);
    expect(onTime / received.length).toBeLessThanOrEqual(0.9);
    expect([...new Set(received.map((line) => line.code))]).toEqual(
      expect.arrayContaining(['SUP001', 'SUP002']),
    );
  });
});
