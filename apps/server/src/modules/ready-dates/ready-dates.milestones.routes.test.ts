import type { Page, PlanLineItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import { orderOf } from '../planning/planning.test-support';
import { planLines, useReadyDateWorld, w } from './ready-dates.test-support';

/**
 * Issue 15: a supplier follows its containers after release read-only, on its plan lines
 * (MyshippingPlan): loading date, ATD, ATA, receiving date, vessel, voyage and POD — of its
 * own lines only. Internal readers see them on shippingDetails.
 */
useReadyDateWorld('RM');

let shippedA: number;
let shippedB: number;

beforeAll(async () => {
  const container = async (supplierId: number, shipmentNo: string) => {
    const po = await orderOf(t, supplierId, [
      { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 6, rdd: '2026-09-30' },
    ]);
    const { id } = await buildContainer(t.db.kysely, {
      loadingPointId: w.ningbo.id,
      createdByUserId: w.users.planner.id,
      shipmentNo,
      containerNo: `${shipmentNo}-C`,
      lines: [{ poLineId: po.lineIds[0]!, qty: 6 }],
    });
    return id;
  };
  shippedA = await container(w.supplierA.id, 'RM-A');
  shippedB = await container(w.supplierB.id, 'RM-B');
  const milestones = {
    status: 'Arrived',
    loading_date: '2026-08-01',
    atd: '2026-08-03',
    ata: '2026-09-02',
    vessel: 'MSC ANNA',
    voyage: '618W',
    pod: 'Lagos',
  } as const;
  await t.db.kysely.updateTable('containers').set(milestones).where('id', '=', shippedA).execute();
  await t.db.kysely
    .updateTable('containers')
    .set({ ...milestones, status: 'Received', receiving_date: '2026-09-10', vessel: 'B SHIP' })
    .where('id', '=', shippedB)
    .execute();
});

const rowsOf = (page: Page<PlanLineItem>, containerId: number) =>
  page.list.filter((line) => line.containerId === containerId);

describe('the supplier’s plan lines show the milestones, read only', () => {
  it('shows supplier A its own container’s milestones and nothing of B’s', async () => {
    const answer = await planLines(t, w.users.supplierA.token);
    expect(answer.status).toBe(200);
    const page = answer.body.data;
    expect(rowsOf(page, shippedA)).toEqual([
      expect.objectContaining({
        containerStatus: 'Arrived',
        loadingDate: '2026-08-01',
        atd: '2026-08-03',
        ata: '2026-09-02',
        receivingDate: null,
        vessel: 'MSC ANNA',
        voyage: '618W',
        pod: 'Lagos',
      }),
    ]);
    expect(rowsOf(page, shippedB)).toEqual([]);
    expect(page.list.some((line) => line.vessel === 'B SHIP')).toBe(false);
  });

  it('shows an internal reader both on shippingDetails', async () => {
    const answer = await planLines(
      t,
      w.users.planner.token,
      { shipmentNo: 'RM-' },
      '/api/shipping-details',
    );
    expect(answer.status).toBe(200);
    const page = answer.body.data;
    expect(rowsOf(page, shippedB)).toEqual([
      expect.objectContaining({ containerStatus: 'Received', receivingDate: '2026-09-10' }),
    ]);
    expect(rowsOf(page, shippedA)).toHaveLength(1);
  });
});
