import type { LoadingPointItem, Page } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildLoadingPoint } from './reference.factories';
import { auditTrail, countRows, downloadExport } from './reference.test-support';

useTestContext({ admin: true });

const yantian = {
  name: 'Shenzhen Yantian 深圳盐田',
  shortName: 'YANTIAN',
  address: 'Yantian Port Free Trade Zone, Shenzhen',
};

const create = (body: unknown, token = admin) =>
  t.call<LoadingPointItem>('POST', '/api/loading-points', { token, body });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<LoadingPointItem>>('GET', '/api/loading-points', { token, query });

describe('loading points: create, list, update, delete', () => {
  it('goes through the whole life of a loading point, each step audited', async () => {
    const created = await create(yantian);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 200, message: 'Success' });
    const item = created.body.data;
    expect(item).toEqual({
      id: expect.any(Number),
      ...yantian,
      createdAt: expect.any(String),
      updatedAt: item.createdAt,
    });

    const listed = await list({ keyword: 'yantian' });
    expect(listed.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(listed.body.data.list).toEqual([item]);

    const changed = { name: 'Shenzhen Yantian Port', shortName: 'YT', address: '' };
    const updated = await t.call<LoadingPointItem>('PUT', `/api/loading-points/${item.id}`, {
      token: admin,
      body: changed,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: item.id, ...changed, createdAt: item.createdAt });

    const deleted = await t.call('DELETE', `/api/loading-points/${item.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect((await list({ keyword: 'yantian' })).body.data.total).toBe(0);

    expect(await auditTrail(t, 'loadingPoint', item.id)).toEqual([
      { action: 'loadingPoint.create', actor: 'admin', before: null, after: item },
      {
        action: 'loadingPoint.update',
        actor: 'admin',
        before: item,
        after: updated.body.data,
      },
      { action: 'loadingPoint.delete', actor: 'admin', before: updated.body.data, after: null },
    ]);
  });

  it('trims the text and defaults the address to empty', async () => {
    const answer = await create({ name: '  Ningbo Beilun  ', shortName: ' BEILUN ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Ningbo Beilun',
      shortName: 'BEILUN',
      address: '',
    });
  });

  it('finds by name, short name or address, ignoring case; pages by name', async () => {
    const a = await buildLoadingPoint(t.db.kysely, {
      name: 'Qzk Alpha',
      shortName: 'QZK-A',
      address: 'Dock 1',
    });
    const b = await buildLoadingPoint(t.db.kysely, {
      name: 'Qzk Bravo',
      shortName: 'QZK-B',
      address: 'Quay of Tianjin',
    });
    const names = async (keyword: string) =>
      (await list({ keyword })).body.data.list.map((row) => row.id);
    expect(await names('qzk')).toEqual([a.id, b.id]);
    expect(await names('QZK-b')).toEqual([b.id]);
    expect(await names('tianjin')).toEqual([b.id]);
    expect(await names('qzk_')).toEqual([]);
    const second = await list({ keyword: 'qzk', pageNum: 2, pageSize: 1 });
    expect(second.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(second.body.data.list.map((row) => row.id)).toEqual([b.id]);
  });
});

describe('loading points: refused input', () => {
  const refused = async (body: unknown, fields: string[], message?: RegExp) => {
    const before = await countRows(t, 'loading_points');
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countRows(t, 'loading_points')).toBe(before);
  };

  it('names a missing or blank field', async () => {
    await refused({ shortName: 'X1' }, ['name'], /^Name: cannot be empty$/);
    await refused({ name: '   ', shortName: 'X1' }, ['name'], /^Name: cannot be empty$/);
    await refused({ name: 'X1' }, ['shortName'], /^Short name: cannot be empty$/);
  });

  it('refuses an unknown field, over-long text and wrong types', async () => {
    await refused({ ...yantian, sneaky: 1 }, ['sneaky'], /not an accepted field/);
    await refused({ ...yantian, name: 'n'.repeat(101) }, ['name'], /at most 100 characters/);
    await refused({ ...yantian, shortName: 's'.repeat(31) }, ['shortName'], /at most 30/);
    await refused({ ...yantian, address: 'a'.repeat(301) }, ['address'], /at most 300/);
    await refused({ ...yantian, name: 42 }, ['name'], /^Name: must be string$/);
    await refused({ ...yantian, address: ['x'] }, ['address']);
    const array = await create([yantian]);
    expect(array.status).toBe(400);
  });

  it('answers in Chinese when asked', async () => {
    const answer = await t.call('POST', '/api/loading-points', {
      token: admin,
      lang: 'zh',
      body: { name: '', shortName: 'X' },
    });
    expect(answer.body.message).toBe('名称：不能为空');
  });

  it('refuses a taken name or short name with 409, on create and update', async () => {
    const taken = await buildLoadingPoint(t.db.kysely, { name: 'Taken Port', shortName: 'TKN' });
    const other = await buildLoadingPoint(t.db.kysely);
    const auditBefore = await countRows(t, 'audit_log');
    for (const body of [
      { name: 'Taken Port', shortName: 'FREE' },
      { name: 'Free Port', shortName: 'TKN' },
    ]) {
      const answer = await create(body);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 409, message: 'Name already exists', data: null });
      const update = await t.call('PUT', `/api/loading-points/${other.id}`, {
        token: admin,
        body,
        lang: 'zh',
      });
      expect(update.status).toBe(409);
      expect(update.body.message).toBe('名称已存在');
    }
    expect(await countRows(t, 'audit_log')).toBe(auditBefore);
    // keeping its own name is no clash
    const same = await t.call('PUT', `/api/loading-points/${taken.id}`, {
      token: admin,
      body: { name: 'Taken Port', shortName: 'TKN', address: 'new address' },
    });
    expect(same.status).toBe(200);
  });

  it('answers 404 for a loading point that does not exist', async () => {
    const update = await t.call('PUT', '/api/loading-points/999999', {
      token: admin,
      body: yantian,
    });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('The record does not exist');
    expect((await t.call('DELETE', '/api/loading-points/999999', { token: admin })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', '/api/loading-points/abc', { token: admin })).status).toBe(400);
  });
});

describe('loading points: who may call', () => {
  it('lets 2-View read but not write', async () => {
    const viewer = await t.signedInUser('2-View');
    const point = await buildLoadingPoint(t.db.kysely);
    expect((await list({}, viewer.token)).status).toBe(200);
    const exported = await downloadExport(t, '/api/loading-points/export', {
      token: viewer.token,
    });
    expect(exported.status).toBe(200);
    const writes = [
      await create({ name: 'Viewer Port', shortName: 'VWR' }, viewer.token),
      await t.call('PUT', `/api/loading-points/${point.id}`, {
        token: viewer.token,
        body: yantian,
      }),
      await t.call('DELETE', `/api/loading-points/${point.id}`, { token: viewer.token }),
    ];
    for (const answer of writes) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        'Access denied: you lack the permission "Manage logistics references"',
      );
    }
  });

  it('refuses supplier users even reading', async () => {
    for (const group of ['7-Supplier', '11-Supplier QRC']) {
      const supplier = await t.signedInUser(group, {
        supplierIds: [(await t.buildSupplier()).id],
      });
      expect((await list({}, supplier.token)).status, group).toBe(403);
      const exported = await downloadExport(t, '/api/loading-points/export', {
        token: supplier.token,
      });
      expect(exported.status, group).toBe(403);
      expect(exported.envelope?.code).toBe(403);
    }
  });

  it('lets 1-SCM and 3-Logistic write', async () => {
    for (const [group, shortName] of [
      ['1-SCM', 'SCM1'],
      ['3-Logistic', 'LOG1'],
    ] as const) {
      const user = await t.signedInUser(group);
      const answer = await create({ name: `Port by ${group}`, shortName }, user.token);
      expect(answer.status, group).toBe(200);
      expect((await auditTrail(t, 'loadingPoint', answer.body.data.id))[0]?.actor).toBe(
        user.username,
      );
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/loading-points')).status).toBe(401);
    expect((await t.call('POST', '/api/loading-points', { body: yantian })).status).toBe(401);
    expect((await t.call('PUT', '/api/loading-points/1', { body: yantian })).status).toBe(401);
    expect((await t.call('DELETE', '/api/loading-points/1')).status).toBe(401);
    expect((await downloadExport(t, '/api/loading-points/export')).status).toBe(401);
  });
});
