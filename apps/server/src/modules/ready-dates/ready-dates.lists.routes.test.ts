import type { ContainerChangeHistoryItem, Page } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { decide, planLines, submit, useReadyDateWorld, w } from './ready-dates.test-support';

useReadyDateWorld('RP', { admin: true });

beforeAll(async () => {
  // A's line 10 late (both warnings) and approved; line 20 never submitted; B's line is
  // "system calculated" and its date submitted by a planner
  await submit(t, w.users.supplierA.token, {
    items: [{ containerLineId: w.lines.a10, readyDate: '2027-03-05' }],
    confirmWarnings: true,
  });
  await decide(t, w.users.ownerA.token, 'approve', { containerLineIds: [w.lines.a10] });
  await submit(t, w.users.planner.token, {
    items: [{ containerLineId: w.lines.b10, readyDate: '2027-03-20' }],
    confirmWarnings: true,
  });
  await t.db.kysely
    .updateTable('container_lines')
    .set({ confirm_ready_date: 3 })
    .where('id', '=', w.lines.b10)
    .execute();
});

const ids = (answer: { body: { data: { list: { id: number }[] } } }) =>
  answer.body.data.list.map((line) => line.id).sort((a, b) => a - b);

describe('GET /api/my-shipping-plan', () => {
  it("shows a supplier user its released lines only (no draft, no other supplier's)", async () => {
    const answer = await planLines(t, w.users.supplierA.token);
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([w.lines.a10, w.lines.a20, w.lines.shipped].sort((a, b) => a - b));
    const a10 = answer.body.data.list.find((line) => line.id === w.lines.a10)!;
    expect(a10).toMatchObject({
      shipmentNo: 'RP-SH1',
      containerStatus: 'Unshipped',
      poNumber: w.poA.poNumber,
      lineNo: 10,
      poDate: '2027-01-01',
      supplierCode: w.supplierA.code,
      qty: 100,
      rdd: '2027-03-31',
      readyDate: '2027-03-05',
      originalReadyDate: '2027-03-05',
      confirmReadyDate: 1,
      containerReadyDate: '2027-03-05',
      warnings: ['cannotMeetRdd', 'longerThanLeadTime'],
      editable: true,
    });
    const shipped = answer.body.data.list.find((line) => line.id === w.lines.shipped)!;
    expect(shipped).toMatchObject({ containerStatus: 'Shipped', editable: false, warnings: [] });
  });

  it('filters on confirmReadyDate as the type-1 link sends it (-1,3)', async () => {
    const mine = await planLines(t, w.users.supplierA.token, { confirmReadyDate: '-1,3' });
    expect(ids(mine)).toEqual([w.lines.a20, w.lines.shipped].sort((a, b) => a - b));
    const all = await planLines(t, admin, { confirmReadyDate: '-1,3' });
    expect(ids(all)).toEqual([w.lines.a20, w.lines.b10, w.lines.shipped].sort((a, b) => a - b));
    const approved = await t.call('GET', '/api/my-shipping-plan', {
      token: admin,
      query: { confirmReadyDate: ['1'] },
    });
    expect(ids(approved as never)).toEqual([w.lines.a10]);
  });

  it('filters on supplier, shipment no., PO no., RDD range and container status', async () => {
    expect(ids(await planLines(t, admin, { supplierId: w.supplierB.id }))).toEqual([w.lines.b10]);
    expect(ids(await planLines(t, admin, { shipmentNo: 'rp-sh2' }))).toEqual([w.lines.b10]);
    expect(ids(await planLines(t, admin, { poNumber: w.poB.poNumber }))).toEqual([w.lines.b10]);
    expect(ids(await planLines(t, admin, { rddFrom: '2027-04-01', rddTo: '2027-04-30' }))).toEqual([
      w.lines.b10,
    ]);
    expect(ids(await planLines(t, admin, { status: 'Shipped' }))).toEqual([w.lines.shipped]);
    expect(ids(await planLines(t, admin, { status: 'Cancelled' }))).toEqual([]);
  });

  it('sorts, empty dates last either way, and pages', async () => {
    const byDate = async (sortOrder: string) =>
      (await planLines(t, admin, { sortBy: 'readyDate', sortOrder })).body.data.list.map(
        (l) => l.readyDate,
      );
    expect(await byDate('asc')).toEqual(['2027-03-05', '2027-03-20', null, null]);
    expect(await byDate('desc')).toEqual(['2027-03-20', '2027-03-05', null, null]);
    const page = await planLines(t, admin, { pageSize: 3, pageNum: 2 });
    expect(page.body.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(page.body.data.list).toHaveLength(1);
  });

  it('refuses a bad filter (400) and groups without the read permission (403)', async () => {
    const bad = await planLines(t, admin, { confirmReadyDate: '-1,7' });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toEqual(['confirmReadyDate.1']);
    const ddc = await t.signedInUser('6-DDC');
    expect((await planLines(t, ddc.token)).status).toBe(403);
  });
});

describe('GET /api/shipping-details', () => {
  const details = (token: string, query: Record<string, string | number> = {}) =>
    planLines(t, token, query, '/api/shipping-details');

  it("owner=1 keeps the caller's own suppliers (the type-2 link)", async () => {
    const forB = await details(w.users.ownerB.token, { confirmReadyDate: '0,3', owner: 1 });
    expect(ids(forB)).toEqual([w.lines.b10]);
    expect(ids(await details(w.users.ownerA.token, { owner: 1 }))).toEqual(
      [w.lines.a10, w.lines.a20, w.lines.shipped].sort((a, b) => a - b),
    );
    expect(ids(await details(admin, { owner: 1 }))).toEqual([]);
  });

  it('shows internal readers every line and supplier users their own', async () => {
    expect(ids(await details(w.users.viewer.token))).toHaveLength(4);
    expect(ids(await details(w.users.supplierB.token))).toEqual([w.lines.b10]);
    expect(ids(await details(w.users.qrcA.token, { containerNo: 'none' }))).toEqual([]);
  });
});

describe('exports', () => {
  it('exports MyshippingPlan with the same scope, headers in the caller language', async () => {
    const en = await downloadExport(t, '/api/my-shipping-plan/export', {
      token: w.users.supplierA.token,
      query: { sortBy: 'poNumber' },
    });
    expect(en.status).toBe(200);
    expect(en.rows[0]!.slice(0, 3)).toEqual(['Shipment no.', 'Container / AWB no.', 'Type']);
    expect(en.rows).toHaveLength(4);
    expect(en.rows.flat()).not.toContain(w.poB.poNumber);
    const header = en.rows[0]!;
    const a10 = en.rows.find((row) => row[header.indexOf('Ready date')] === '2027-03-05')!;
    expect(a10[header.indexOf('Approval')]).toBe('Approved');
    expect(a10[header.indexOf('Warnings')]).toBe(
      'Cannot meet PO RDD; Longer than standard lead time',
    );
    const zh = await downloadExport(t, '/api/shipping-details/export', {
      token: admin,
      query: { confirmReadyDate: '3' },
      lang: 'zh',
    });
    expect(zh.rows).toHaveLength(2);
    expect(zh.rows[0]).toContain('货好日期');
    expect(zh.rows[1]![zh.rows[0]!.indexOf('审批状态')]).toBe('系统计算');
    expect(zh.disposition).toContain(encodeURIComponent('出货计划明细'));
  });
});

describe('GET /api/container-changes', () => {
  const history = (token: string, query: Record<string, string | number> = {}) =>
    t.call<Page<ContainerChangeHistoryItem>>('GET', '/api/container-changes', {
      token,
      query: { pageSize: 100, ...query },
    });

  it("lists every container's rows newest first; supplier users see their containers only", async () => {
    const all = await history(admin);
    expect(all.status).toBe(200);
    expect(
      all.body.data.list.map((row) => [row.shipmentNo, row.field, row.before, row.after]),
    ).toEqual([
      ['RP-SH2', 'lineReadyDate', null, '2027-03-20'],
      ['RP-SH1', 'readyDate', null, '2027-03-05'],
      ['RP-SH1', 'lineConfirmReadyDate', '0', '1'],
      ['RP-SH1', 'lineReadyDate', null, '2027-03-05'],
    ]);
    const mine = await history(w.users.supplierA.token);
    expect(mine.body.data.list.map((row) => row.shipmentNo)).toEqual([
      'RP-SH1',
      'RP-SH1',
      'RP-SH1',
    ]);
    expect((await history(w.users.supplierB.token)).body.data.total).toBe(1);
  });

  it('filters on field, actor, shipment and container no., supplier and day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const total = async (query: Record<string, string | number>) =>
      (await history(admin, query)).body.data.total;
    expect(await total({ field: 'lineConfirmReadyDate' })).toBe(1);
    expect(await total({ actor: w.users.planner.username })).toBe(1);
    expect(await total({ shipmentNo: 'RP-SH1' })).toBe(3);
    expect(await total({ containerNo: 'X' })).toBe(0);
    expect(await total({ supplierId: w.supplierB.id })).toBe(1);
    expect(await total({ from: today, to: today })).toBe(4);
    expect(await total({ to: '2020-01-01' })).toBe(0);
  });

  it('exports with field and approval names in the caller language', async () => {
    const zh = await downloadExport(t, '/api/container-changes/export', {
      token: w.users.supplierA.token,
      lang: 'zh',
    });
    expect(zh.status).toBe(200);
    expect(zh.rows[0]).toEqual([
      '修改时间',
      '货运编号',
      '柜号 / 空运单号',
      '字段',
      '修改前',
      '修改后',
      '订单行 / 原因',
      '修改人',
    ]);
    expect(zh.rows.slice(1).map((row) => row.slice(3, 6))).toEqual([
      ['集装箱货好日期', '', '2027-03-05'],
      ['货好日期审批', '待审批', '已批准'],
      ['订单行货好日期', '', '2027-03-05'],
    ]);
  });
});
