import { DESTINATION_COUNTRIES, listPoLinesResponse, type PoLineStatus } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { deps, useDemoDatabase } from '../../test/harness';
import { listPoLines, poLineTotals } from './po-line.service';

useDemoDatabase();

/** The open orders (the shipped history of demo-shipments.ts has RDDs in the past year). */
const open = { status: ['Open', 'PartiallyPlanned', 'Planned'] satisfies PoLineStatus[] };

describe('the demo seed’s orders', () => {
  it('has a few hundred open PO lines across suppliers, destinations and RDDs, mostly SO-covered', async () => {
    const db = deps.db.kysely;
    const totals = await poLineTotals(db, ALL_SUPPLIERS, open);
    expect(totals.lineCount).toBeGreaterThanOrEqual(300);
    expect(totals.lineCount).toBeLessThanOrEqual(500);
    const risk = await poLineTotals(db, ALL_SUPPLIERS, { ...open, riskBuy: 1 });
    const share = risk.lineCount / totals.lineCount;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
    const lines = listPoLinesResponse.parse(
      await listPoLines(db, ALL_SUPPLIERS, {
        ...open,
        pageNum: 1,
        pageSize: 100,
        sortBy: 'rdd',
        sortOrder: 'asc',
      }),
    );
    expect(lines.total).toBe(totals.lineCount);
    const pos = await db
      .selectFrom('purchase_orders')
      .select(['supplier_id', 'destination_country'])
      .execute();
    expect(new Set(pos.map((po) => po.supplier_id)).size).toBe(10);
    expect(new Set(pos.map((po) => po.destination_country))).toEqual(
      new Set(DESTINATION_COUNTRIES),
    );
    const inactive = await db
      .selectFrom('po_lines')
      .innerJoin('products', 'products.id', 'po_lines.product_id')
      .select('po_lines.id')
      .where('products.activeness', '!=', 'Active')
      .execute();
    expect(inactive).toEqual([]);
    const rdds = await db
      .selectFrom('po_lines')
      .select('rdd')
      .where('shipped_qty', '=', 0)
      .orderBy('rdd')
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    expect(rdds[0]!.rdd > today).toBe(true);
    expect(
      rdds.at(-1)!.rdd <= new Date(Date.now() + 184 * 86_400_000).toISOString().slice(0, 10),
    ).toBe(true);
    // the demo supplier user sees only its supplier's lines
    const supplierUser = await db
      .selectFrom('users')
      .innerJoin('user_suppliers', 'user_suppliers.user_id', 'users.id')
      .select('user_suppliers.supplier_id')
      .where('users.username', '=', 'supplier')
      .execute();
    const own = await listPoLines(
      db,
      { kind: 'ownSuppliers', supplierIds: supplierUser.map((row) => row.supplier_id) },
      { pageNum: 1, pageSize: 100, sortBy: 'rdd', sortOrder: 'asc' },
    );
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(totals.lineCount);
  });
});
