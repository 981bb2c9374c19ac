import type { MasterDataChange, Page, ProductItem, ProductRevision } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { productBody, createProduct } from '../products/product.test-support';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';

useTestContext({ admin: true });

let product: ProductItem;
let lineId: number;

beforeAll(async () => {
  const body = productBody({ productId: 'AUD-100', brand: 'Lumo' });
  product = (await createProduct(t, admin, body)).body.data;
  const edited = await t.call<ProductItem>('PUT', `/api/products/${product.id}`, {
    token: admin,
    body: {
      ...body,
      brand: 'Lumo Pro',
      countryShortNames: { ...body.countryShortNames, NG: 'Lumo NG' },
    },
  });
  expect(edited.status).toBe(200);
  const line = await t.call<{ id: number }>('POST', '/api/shipping-lines', {
    token: admin,
    body: { name: 'Audit Line', code: 'AUDL' },
  });
  lineId = line.body.data.id;
  // a user change is not master data: it must not show
  await t.call('POST', '/api/admin/register', {
    token: admin,
    body: { username: 'auditnoise', password: 'secret12', nickname: 'n', groupId: 1 },
  });
});

const list = (query: Record<string, string | number> = {}, token = admin, lang?: 'en' | 'zh') =>
  t.call<Page<MasterDataChange>>('GET', '/api/audit/master-data', {
    token,
    query,
    ...(lang ? { lang } : {}),
  });

describe('master-data revision history', () => {
  it('lists master-data changes newest first, each with its field changes', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const rows = answer.body.data.list;
    expect(rows.map((row) => `${row.entity}.${row.action}`)).toEqual([
      'shippingLine.create',
      'product.update',
      'product.create',
    ]);
    expect(rows.some((row) => row.entity === 'user')).toBe(false);
    const update = rows[1]!;
    expect(update).toMatchObject({
      actor: 'admin',
      entityLabel: 'Product',
      entityId: String(product.id),
      recordName: 'AUD-100',
    });
    expect(update.changes).toEqual([
      { field: 'brand', label: 'Brand', before: 'Lumo', after: 'Lumo Pro' },
      {
        field: 'countryShortNames.NG',
        label: 'Country short names · NG',
        before: '',
        after: 'Lumo NG',
      },
    ]);
    const zh = await list({ entity: 'product', pageSize: 1 }, admin, 'zh');
    expect(zh.body.data.list[0]).toMatchObject({ entityLabel: '产品' });
    expect(zh.body.data.list[0]!.changes[0]).toMatchObject({ label: '品牌' });
    // a create lists the record's fields as new values
    expect(rows[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'code', label: 'Code', before: null, after: 'AUDL' }]),
    );
  });

  it('filters by entity, record id, keyword, actor and days', async () => {
    const byEntity = await list({ entity: 'shippingLine' });
    expect(byEntity.body.data.list.map((row) => row.entityId)).toEqual([String(lineId)]);
    const byId = await list({ entity: 'product', entityId: String(product.id) });
    expect(byId.body.data.total).toBe(2);
    expect((await list({ keyword: 'lumo pro' })).body.data.total).toBe(1);
    expect((await list({ actor: 'ADM' })).body.data.total).toBe(3);
    expect((await list({ actor: 'nobody' })).body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ startTime: today, endTime: today })).body.data.total).toBe(3);
    expect((await list({ endTime: '2000-01-01' })).body.data.total).toBe(0);
    const paged = await list({ pageNum: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(paged.body.data.list).toHaveLength(1);
  });

  it('refuses bad filters with localized field messages', async () => {
    const range = await list({ startTime: '2026-02-01', endTime: '2026-01-01' });
    expect(range.status).toBe(400);
    expect(errorFields(range)).toEqual(['endTime']);
    expect(range.body.message).toBe('End date: The end date cannot be before the start date');
    const zh = await list({ startTime: '2026-02-01', endTime: '2026-01-01' }, admin, 'zh');
    expect(zh.body.message).toBe('结束日期：结束日期不能早于开始日期');
    const entity = await list({ entity: 'user' });
    expect(entity.status).toBe(400);
    expect(errorFields(entity)).toEqual(['entity']);
    expect(entity.body.message).toMatch(/^Record type: must be one of product, kit/);
  });

  it('exports one row per changed field, headers in the caller language', async () => {
    const en = await downloadExport(t, '/api/audit/master-data/export', {
      token: admin,
      query: { entity: 'product' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows[0]).toEqual([
      'Time',
      'Changed by',
      'Record type',
      'Record ID',
      'Record',
      'Action',
      'Field',
      'Before',
      'After',
      'Note',
    ]);
    expect(en.rows.slice(1, 3).map((row) => row.slice(2, 9))).toEqual([
      ['Product', String(product.id), 'AUD-100', 'Edited', 'Brand', 'Lumo', 'Lumo Pro'],
      [
        'Product',
        String(product.id),
        'AUD-100',
        'Edited',
        'Country short names · NG',
        '',
        'Lumo NG',
      ],
    ]);
    const zh = await downloadExport(t, '/api/audit/master-data/export', {
      token: admin,
      query: { entity: 'product' },
      lang: 'zh',
    });
    expect(zh.rows[0]![0]).toBe('时间');
    expect(zh.rows[1]!.slice(5, 7)).toEqual(['修改', '品牌']);
  });

  it('exports one product revision history, filtered by field', async () => {
    const revisions = await t.call<ProductRevision[]>(
      'GET',
      `/api/products/${product.id}/revisions`,
      { token: admin },
    );
    expect(revisions.body.data.length).toBeGreaterThan(2);
    const brand = await downloadExport(t, `/api/products/${product.id}/revisions/export`, {
      token: admin,
      query: { field: 'brand' },
    });
    expect(brand.status).toBe(200);
    expect(brand.rows).toEqual([
      ['Time', 'Changed by', 'Action', 'Field', 'Before', 'After'],
      [expect.any(String), 'admin', 'Edited', 'Brand', 'Lumo', 'Lumo Pro'],
    ]);
    const none = await downloadExport(t, `/api/products/${product.id}/revisions/export`, {
      token: admin,
      query: { endTime: '2000-01-01' },
    });
    expect(none.rows).toHaveLength(1);
    const badRange = await downloadExport(t, `/api/products/${product.id}/revisions/export`, {
      token: admin,
      query: { startTime: '2026-02-01', endTime: '2026-01-01' },
    });
    expect(badRange.status).toBe(400);
  });
});

describe('master-data revision history: permissions', () => {
  it('lists the OTD tolerance setting and delay reason codes with their fields named', async () => {
    const put = await t.call('PUT', '/api/reports/settings', {
      token: admin,
      body: { otdToleranceDays: 3 },
    });
    expect(put.status).toBe(200);
    const reason = await t.call<{ id: number }>('POST', '/api/delay-reasons', {
      token: admin,
      body: { code: 'AUD_FOG', nameEn: 'Fog', nameZh: '大雾' },
    });
    expect(reason.status).toBe(200);

    const settings = (await list({ entity: 'reportSettings' })).body.data.list;
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ entityLabel: 'Report settings', action: 'update' });
    expect(settings[0]!.changes).toEqual([
      { field: 'otdToleranceDays', label: 'OTD tolerance (days)', before: 0, after: 3 },
    ]);
    const zh = (await list({ entity: 'reportSettings' }, admin, 'zh')).body.data.list[0]!;
    expect(zh.entityLabel).toBe('报表设置');
    expect(zh.changes[0]!.label).toBe('OTD 容差（天）');

    const reasons = (await list({ entity: 'delayReason' })).body.data.list;
    expect(reasons[0]).toMatchObject({
      entityLabel: 'Delay reason code',
      entityId: String(reason.body.data.id),
      recordName: 'AUD_FOG',
      action: 'create',
    });
  });

  it('is open to 1-SCM, 2-View, 4-MQ, 5-OPM and 6-DDC', async () => {
    for (const group of ['1-SCM', '2-View', '4-MQ', '5-OPM', '6-DDC'] as const) {
      const user = await t.signedInUser(group);
      expect((await list({}, user.token)).status).toBe(200);
    }
  });

  it('is closed to supplier users and groups without the resource', async () => {
    const supplier = await t.buildSupplier();
    // 3-Logistic and 13-SOU have the Revision History screen now (issue 13: a screen's reads come with it)
    for (const group of ['7-Supplier', '11-Supplier QRC', '12-Loading Warehouse'] as const) {
      const user = await t.signedInUser(group, { supplierIds: [supplier.id] });
      expect((await list({}, user.token)).status).toBe(403);
      expect(
        (await downloadExport(t, '/api/audit/master-data/export', { token: user.token })).status,
      ).toBe(403);
    }
    const vendor = await t.signedInUser('7-Supplier', { supplierIds: [supplier.id] });
    expect(
      (
        await downloadExport(t, `/api/products/${product.id}/revisions/export`, {
          token: vendor.token,
        })
      ).status,
    ).toBe(403);
  });
});
