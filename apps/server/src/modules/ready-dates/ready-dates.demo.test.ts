import {
  CONFIRM_READY_DATES,
  listPlanLinesResponse,
  type ListPlanLinesQuery,
  PLANNED_CONTAINER_STATUSES,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { scopeFor } from '../../platform/permissions/scope';
import { deps, useDemoDatabase } from '../../test/harness';
import { listPlanLines } from './plan-line.service';

useDemoDatabase();

const query: ListPlanLinesQuery = {
  pageNum: 1,
  pageSize: 100,
  sortBy: 'shipmentNo',
  sortOrder: 'asc',
  // demo-planning's plans; the shipped history (demo-shipments.ts) is older
  status: ['Unshipped'],
};

describe('the demo seed’s shipment plans', () => {
  it('gives sup001 and sup002 a released plan with a line in every ready-date state', async () => {
    const db = deps.db.kysely;
    for (const username of ['sup001', 'sup002']) {
      const user = await db
        .selectFrom('users')
        .innerJoin('user_suppliers', 'user_suppliers.user_id', 'users.id')
        .select(['users.id', 'user_suppliers.supplier_id'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const page = listPlanLinesResponse.parse(
        await listPlanLines(
          db,
          { userId: user.id, scope: scopeFor(['7-Supplier'], [user.supplier_id]) },
          query,
        ),
      );
      expect(page.list.every((line) => line.supplierId === user.supplier_id)).toBe(true);
      expect(page.list.every((line) => line.containerStatus === 'Unshipped')).toBe(true);
      expect(new Set(page.list.map((line) => line.confirmReadyDate))).toEqual(
        new Set(CONFIRM_READY_DATES),
      );
      // the pending line is late: the owner sees why
      const pending = page.list.find((line) => line.confirmReadyDate === 0)!;
      expect(pending.warnings).toContain('cannotMeetRdd');
      const approved = page.list.find((line) => line.confirmReadyDate === 1)!;
      expect(approved.containerReadyDate).toBe(approved.readyDate);
    }
  });

  it('plans the quantity on the PO lines and keeps the containers under their usable CBM', async () => {
    const db = deps.db.kysely;
    const lines = await db
      .selectFrom('container_lines as cl')
      .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
      .innerJoin('containers as c', 'c.id', 'cl.container_id')
      .select(['cl.qty', 'pl.planned_qty', 'cl.container_id', 'cl.cbm_milli'])
      .where('c.status', 'in', PLANNED_CONTAINER_STATUSES)
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) expect(line.planned_qty).toBe(line.qty);
    const cbm = new Map<number, number>();
    for (const line of lines)
      cbm.set(line.container_id, (cbm.get(line.container_id) ?? 0) + line.cbm_milli);
    for (const total of cbm.values()) expect(total).toBeLessThanOrEqual(55_000);
    const history = await db
      .selectFrom('container_changes as h')
      .innerJoin('containers as c', 'c.id', 'h.container_id')
      .select('h.field')
      .where('c.status', 'in', PLANNED_CONTAINER_STATUSES)
      .execute();
    expect(new Set(history.map((row) => row.field))).toEqual(
      new Set(['lineReadyDate', 'lineConfirmReadyDate', 'readyDate']),
    );
  });
});
