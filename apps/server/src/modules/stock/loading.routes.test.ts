import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { changesOf } from '../tracking/tracking.test-support';
import {
  details,
  load,
  loadable,
  loadingState,
  records,
  useLoadingWorld,
  w,
} from './loading.test-support';
import { onHand } from './stock.test-support';

useLoadingWorld('LD');

const today = () => new Date().toISOString().slice(0, 10);

describe('container loading: the list and the details', () => {
  it('lists the released containers not yet shipped at a loading point with a warehouse', async () => {
    const token = w.warehouseUser.token;
    const all = await loadable(t, token);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const ids = all.body.data.list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([w.containers.a, w.containers.b]));
    expect(ids).not.toContain(w.containers.shipped);
    expect(ids).not.toContain(w.containers.draft);
    const a = all.body.data.list.find((c) => c.id === w.containers.a)!;
    expect(a).toMatchObject({
      status: 'Unshipped',
      etd: '2027-06-10',
      readyDate: '2027-06-01',
      lines: 2,
      plannedQty: 130,
      loadedQty: 0,
      loadingCompletedAt: null,
    });

    const bySearch = await loadable(t, token, { search: 'LD-SH2' });
    expect(bySearch.body.data.list.map((c) => c.id)).toEqual([w.containers.b]);
    const byEtd = await loadable(t, token, { etdFrom: '2027-06-01', etdTo: '2027-06-30' });
    expect(byEtd.body.data.list.map((c) => c.id)).toEqual([w.containers.a]);
    const byWarehouse = await loadable(t, token, { warehouseId: w.wh.id, statuses: 'Loading' });
    expect(byWarehouse.body.data.list).toEqual([]);
  });

  it('shows each planned line with planned, loaded and on hand per warehouse', async () => {
    const answer = await details(t, w.warehouseUser.token, w.containers.a);
    expect(answer.status).toBe(200);
    const { warehouses, lines } = answer.body.data;
    expect(warehouses.map((x) => x.code)).toEqual(['LD-W1', 'LD-W2']);
    expect(
      lines.map((l) => [l.poLineId, l.plannedQty, l.loadedQty, l.remainingQty, l.onHand]),
    ).toEqual([
      [
        w.line10,
        100,
        0,
        100,
        [
          { warehouseId: w.wh.id, qty: 80 },
          { warehouseId: w.wh2.id, qty: 0 },
        ],
      ],
      [
        w.line20,
        30,
        0,
        30,
        [
          { warehouseId: w.wh.id, qty: 30 },
          { warehouseId: w.wh2.id, qty: 0 },
        ],
      ],
    ]);
    expect((await details(t, w.warehouseUser.token, w.containers.draft)).status).toBe(404);
    expect((await details(t, w.warehouseUser.token, w.containers.shipped)).status).toBe(404);
  });
});

describe('container loading: refusals change nothing', () => {
  const body = async (lines: { line: 'a10' | 'a20'; qty: number; shortfallReason?: string }[]) => {
    const version = (await details(t, w.warehouseUser.token, w.containers.a)).body.data.container
      .version;
    return {
      warehouseId: w.wh.id,
      containerNo: 'MSCU1234567',
      sealNo: 'S-1',
      loadingDate: today(),
      version,
      lines: lines.map((l) => ({
        containerLineId: w.lines[l.line],
        qty: l.qty,
        shortfallReason: l.shortfallReason ?? '',
      })),
    };
  };

  it.each([
    [
      'more than planned',
      [{ line: 'a20' as const, qty: 31 }],
      'loading.overPlanned',
      'remain to load',
    ],
    [
      'more than on hand',
      [{ line: 'a10' as const, qty: 90 }],
      'loading.overOnHand',
      'only 80 on hand in LD-W1',
    ],
    [
      'a shortfall without reason',
      [{ line: 'a10' as const, qty: 50 }],
      'loading.shortfallReason',
      'needs a shortfall reason',
    ],
  ])('refuses %s', async (_name, lines, _key, text) => {
    const before = await loadingState(t);
    const answer = await load(t, w.warehouseUser.token, w.containers.a, await body(lines));
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.message).toContain(text);
    expect(await loadingState(t)).toEqual(before);
  });

  it('refuses a Draft (unknown to loading) and a Shipped container', async () => {
    const before = await loadingState(t);
    const draft = await load(t, w.warehouseUser.token, w.containers.draft, {
      ...(await body([])),
      lines: [{ containerLineId: w.lines.draft, qty: 1, shortfallReason: '' }],
    });
    expect(draft.status).toBe(404);
    const shipped = await load(t, w.warehouseUser.token, w.containers.shipped, {
      ...(await body([])),
      lines: [{ containerLineId: w.lines.shipped, qty: 1, shortfallReason: '' }],
    });
    expect(shipped.status).toBe(422);
    expect(shipped.body.message).toContain('only released containers not yet shipped');
    expect(await loadingState(t)).toEqual(before);
  });

  it('refuses a user without stock.write, a stale version and a wrong warehouse', async () => {
    const before = await loadingState(t);
    const viewer = await load(
      t,
      w.users.viewer.token,
      w.containers.a,
      await body([{ line: 'a20', qty: 30 }]),
    );
    expect(viewer.status).toBe(403);
    const stale = await body([{ line: 'a20', qty: 30 }]);
    const conflict = await load(t, w.warehouseUser.token, w.containers.a, {
      ...stale,
      version: stale.version + 5,
    });
    expect(conflict.status).toBe(409);
    const other = await load(t, w.warehouseUser.token, w.containers.a, {
      ...stale,
      warehouseId: w.wh2.id + 1000,
    });
    expect(other.status).toBe(422);
    expect(await loadingState(t)).toEqual(before);
  });
});

describe('container loading: partial, then the rest', () => {
  it('loads one line: stock out, a record, the container Loading through tracking', async () => {
    const token = w.warehouseUser.token;
    const { version } = (await details(t, token, w.containers.a)).body.data.container;
    const answer = await load(t, token, w.containers.a, {
      warehouseId: w.wh.id,
      containerNo: 'MSCU1234567',
      sealNo: 'SEAL-9',
      loadingDate: today(),
      version,
      lines: [{ containerLineId: w.lines.a20, qty: 30 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'Loading', loadedQty: 30, completed: false });
    expect(answer.body.data.docNo).toMatch(/^LD\d{8}-\d{4}$/);
    expect(await onHand(t, token, { warehouseIds: w.wh.id, withEmpty: 1 })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^LD-W1:.*:0$/),
        expect.stringMatching(/^LD-W1:.*:80$/),
      ]),
    );
    const after = (await details(t, token, w.containers.a)).body.data;
    expect(after.container).toMatchObject({
      status: 'Loading',
      containerNo: 'MSCU1234567',
      sealNo: 'SEAL-9',
      loadingDate: today(),
      loadedQty: 30,
      loadingCompletedAt: null,
    });
    expect(after.lines.map((l) => [l.loadedQty, l.remainingQty])).toEqual([
      [0, 100],
      [30, 0],
    ]);
    const fields = (await changesOf(t, w.containers.a)).map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['status', 'containerNo', 'loadingDate']));
  });

  it('loads the rest short with a reason: the loading is complete', async () => {
    const token = w.warehouseUser.token;
    const { version } = (await details(t, token, w.containers.a)).body.data.container;
    const answer = await load(t, token, w.containers.a, {
      warehouseId: w.wh.id,
      containerNo: 'MSCU1234567',
      sealNo: 'SEAL-9',
      loadingDate: today(),
      version,
      lines: [{ containerLineId: w.lines.a10, qty: 80, shortfallReason: 'supplier short' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'Loading', loadedQty: 80, completed: true });
    const after = (await details(t, token, w.containers.a)).body.data;
    expect(
      after.lines.map((l) => [l.plannedQty, l.loadedQty, l.remainingQty, l.shortfallReason]),
    ).toEqual([
      [100, 80, 0, 'supplier short'],
      [30, 30, 0, ''],
    ]);
    const done = await loadable(t, token, { completed: 1 });
    expect(done.body.data.list.map((c) => c.id)).toEqual([w.containers.a]);
    expect(done.body.data.list[0]!.loadingCompletedAt).not.toBeNull();

    const again = await load(t, token, w.containers.a, {
      warehouseId: w.wh.id,
      containerNo: 'MSCU1234567',
      loadingDate: today(),
      version: after.container.version,
      lines: [{ containerLineId: w.lines.a10, qty: 1 }],
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toContain('already complete');
  });

  it('lists and exports the loading records with filters', async () => {
    const token = w.warehouseUser.token;
    const all = await records(t, token, { containerId: w.containers.a });
    expect(all.status).toBe(200);
    expect(
      all.body.data.list.map((r) => [r.poLineNo, r.plannedQty, r.loadedQty, r.shortfallReason]),
    ).toEqual([
      [10, 100, 80, 'supplier short'],
      [20, 30, 30, ''],
    ]);
    expect(all.body.data.list[0]).toMatchObject({ sealNo: 'SEAL-9', warehouseCode: 'LD-W1' });
    expect((await records(t, token, { search: 'LD-SH2' })).body.data.list).toEqual([]);
    expect(
      (await records(t, token, { from: '2000-01-01', to: '2000-01-02' })).body.data.list,
    ).toEqual([]);
    expect((await records(t, token, { product: 'LD' })).body.data.total).toBe(2);

    const en = await downloadExport(t, '/api/stock/loading/records/export', {
      token,
      query: { containerId: String(w.containers.a) },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows[0]!.slice(0, 3)).toEqual(['Loaded at', 'Document no.', 'Shipment no.']);
    expect(en.rows).toHaveLength(3);
    const zh = await downloadExport(t, '/api/stock/loading/records/export', { token, lang: 'zh' });
    expect(zh.rows[0]!.slice(0, 3)).toEqual(['装柜时间', '单据号', '出运编号']);
  });
});
