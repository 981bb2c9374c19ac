import type { LoadingLimitItem, Page } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildLoadingLimit } from './reference.factories';
import { auditTrail, countRows, downloadExport, XLSX_TYPE } from './reference.test-support';

useTestContext({ admin: true });

const create = (body: unknown, token = admin) =>
  t.call<LoadingLimitItem>('POST', '/api/loading-limits', { token, body });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<LoadingLimitItem>>('GET', '/api/loading-limits', { token, query });

describe('loading limits: create, list, update, delete', () => {
  it('keeps kg to the gram, and goes through the whole life of a limit, audited', async () => {
    const created = await create({ country: 'NG', containerType: '40HQ', maxPayloadKg: 24000.5 });
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toEqual({
      id: expect.any(Number),
      country: 'NG',
      containerType: '40HQ',
      maxPayloadKg: 24000.5,
      note: '',
      createdAt: expect.any(String),
      updatedAt: item.createdAt,
    });
    const stored = await t.db.kysely
      .selectFrom('loading_limits')
      .select('max_payload_g')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.max_payload_g).toBe(24_000_500);

    const updated = await t.call<LoadingLimitItem>('PUT', `/api/loading-limits/${item.id}`, {
      token: admin,
      body: { country: 'NG', containerType: '40HQ', maxPayloadKg: 26000.123, note: 'Apapa road' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ maxPayloadKg: 26000.123, note: 'Apapa road' });
    expect((await list({ country: 'NG' })).body.data.list).toEqual([updated.body.data]);

    expect(
      (await t.call('DELETE', `/api/loading-limits/${item.id}`, { token: admin })).status,
    ).toBe(200);
    expect((await list({ country: 'NG' })).body.data.total).toBe(0);
    expect(await auditTrail(t, 'loadingLimit', item.id)).toEqual([
      { action: 'loadingLimit.create', actor: 'admin', before: null, after: item },
      {
        action: 'loadingLimit.update',
        actor: 'admin',
        before: item,
        after: updated.body.data,
      },
      { action: 'loadingLimit.delete', actor: 'admin', before: updated.body.data, after: null },
    ]);
  });

  it('filters by country, container type and keyword', async () => {
    const ke40 = await buildLoadingLimit(t.db.kysely, { country: 'KE', containerType: '40HQ' });
    const ke20 = await buildLoadingLimit(t.db.kysely, {
      country: 'KE',
      containerType: '20GP',
      note: 'EAC axle load',
    });
    const ug20 = await buildLoadingLimit(t.db.kysely, { country: 'UG', containerType: '20GP' });
    const ids = async (query: Record<string, string>) =>
      (await list(query)).body.data.list.map((row) => row.id);
    expect(await ids({ country: 'KE' })).toEqual([ke40.id, ke20.id]);
    expect(await ids({ containerType: '20GP' })).toEqual([ke20.id, ug20.id]);
    expect(await ids({ country: 'KE', containerType: '20GP' })).toEqual([ke20.id]);
    expect(await ids({ keyword: 'axle' })).toEqual([ke20.id]);
    expect(await ids({ keyword: 'ug' })).toEqual([ug20.id]);
    const bad = await list({ country: 'XX' });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toEqual(['country']);
    expect((await list({ containerType: '45HQ' })).status).toBe(400);
  });
});

describe('loading limits: one per country and container type', () => {
  it('refuses a second limit with 409, on create and update', async () => {
    await buildLoadingLimit(t.db.kysely, { country: 'TZ', containerType: '40HQ' });
    const other = await buildLoadingLimit(t.db.kysely, { country: 'TZ', containerType: '20GP' });
    const before = await countRows(t, 'loading_limits');
    const created = await create({ country: 'TZ', containerType: '40HQ', maxPayloadKg: 1 });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe('Loading information for TZ 40HQ already exists');
    const updated = await t.call('PUT', `/api/loading-limits/${other.id}`, {
      token: admin,
      body: { country: 'TZ', containerType: '40HQ', maxPayloadKg: 1 },
      lang: 'zh',
    });
    expect(updated.status).toBe(409);
    expect(updated.body.message).toBe('TZ 40HQ 的装载信息已存在');
    expect(await countRows(t, 'loading_limits')).toBe(before);
    const own = await t.call('PUT', `/api/loading-limits/${other.id}`, {
      token: admin,
      body: { country: 'TZ', containerType: '20GP', maxPayloadKg: 24000 },
    });
    expect(own.status).toBe(200);
  });
});

describe('loading limits: refused input', () => {
  const good = { country: 'MZ', containerType: '20GP', maxPayloadKg: 24000 };
  const refused = async (body: unknown, fields: string[], message?: RegExp) => {
    const before = await countRows(t, 'loading_limits');
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countRows(t, 'loading_limits')).toBe(before);
  };

  it('names the field at fault', async () => {
    await refused({ containerType: '20GP', maxPayloadKg: 1 }, ['country'], /^Destination country/);
    await refused({ ...good, country: 'B2B' }, ['country'], /must be one of NG, BJ/);
    await refused({ ...good, containerType: '40GP' }, ['containerType'], /^Container type: /);
    await refused({ ...good, maxPayloadKg: 0 }, ['maxPayloadKg'], /^Max payload \(kg\): /);
    await refused({ ...good, maxPayloadKg: -5 }, ['maxPayloadKg']);
    await refused({ ...good, maxPayloadKg: 1_000_001 }, ['maxPayloadKg'], /at most 1000000/);
    await refused({ ...good, maxPayloadKg: 24000.0001 }, ['maxPayloadKg']);
    await refused({ ...good, maxPayloadKg: '24000' }, ['maxPayloadKg'], /must be number/);
    await refused({ ...good, note: 'n'.repeat(301) }, ['note'], /at most 300 characters/);
    await refused({ ...good, maxPayloadG: 1 }, ['maxPayloadG'], /not an accepted field/);
  });

  it('answers 404 for a limit that does not exist', async () => {
    expect(
      (await t.call('PUT', '/api/loading-limits/999999', { token: admin, body: good })).status,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/loading-limits/999999', { token: admin })).status).toBe(
      404,
    );
  });
});

describe('loading limits: who may call', () => {
  it('lets 2-View read but not write; refuses 7-Supplier reading; 401 without a session', async () => {
    const viewer = await t.signedInUser('2-View');
    const mine = await buildLoadingLimit(t.db.kysely, { country: 'RW', containerType: '40HQ' });
    const body = { country: 'RW', containerType: '20GP', maxPayloadKg: 21000 };
    expect((await list({}, viewer.token)).status).toBe(200);
    expect((await create(body, viewer.token)).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/loading-limits/${mine.id}`, { token: viewer.token, body })).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/loading-limits/${mine.id}`, { token: viewer.token })).status,
    ).toBe(403);
    const supplier = await t.signedInUser('7-Supplier', {
      supplierIds: [(await t.buildSupplier()).id],
    });
    expect((await list({}, supplier.token)).status).toBe(403);
    expect(
      (await downloadExport(t, '/api/loading-limits/export', { token: supplier.token })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/loading-limits')).status).toBe(401);
    expect((await t.call('POST', '/api/loading-limits', { body })).status).toBe(401);
  });
});

describe('GET /api/loading-limits/export', () => {
  it('exports the filtered list in kg with country names in the caller’s language', async () => {
    await buildLoadingLimit(t.db.kysely, {
      country: 'ZA',
      containerType: '40HQ',
      maxPayloadKg: 26500.25,
      note: '=cmd|calc',
    });
    await buildLoadingLimit(t.db.kysely, { country: 'ZA', containerType: '20GP' });
    await buildLoadingLimit(t.db.kysely, { country: 'BJ', containerType: '40HQ' });
    const en = await downloadExport(t, '/api/loading-limits/export', {
      token: admin,
      query: { country: 'ZA', containerType: '40HQ' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows).toEqual([
      [
        'Country code',
        'Destination country',
        'Container type',
        'Max payload (kg)',
        'Note',
        'Updated at',
      ],
      ['ZA', 'South Africa', '40HQ', 26500.25, "'=cmd|calc", expect.any(String)],
    ]);
    const zh = await downloadExport(t, '/api/loading-limits/export', {
      token: admin,
      query: { country: 'ZA' },
      lang: 'zh',
    });
    expect(zh.rows.map((row) => row.slice(0, 4))).toEqual([
      ['国家代码', '目的国', '柜型', '最大载重 (kg)'],
      ['ZA', '南非', '40HQ', 26500.25],
      ['ZA', '南非', '20GP', 24000],
    ]);
  });
});
