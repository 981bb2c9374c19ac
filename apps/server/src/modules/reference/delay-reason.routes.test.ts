import type { DelayReasonItem, Page } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_DELAY_REASONS, ensureDelayReasons } from '../../db/seed/delay-reasons';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import { buildLoadingPoint } from './reference.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from './reference.test-support';

useTestContext({ admin: true });

const base = '/api/delay-reasons';
const create = (body: unknown, token = admin) =>
  t.call<DelayReasonItem>('POST', base, { token, body });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<DelayReasonItem>>('GET', base, { token, query });
const codes = async (query: Record<string, string | number>) =>
  (await list({ pageSize: 100, ...query })).body.data.list.map((row) => row.code);
const countReasons = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('delay_reasons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const fog = { code: 'ZZ_FOG', nameEn: 'Fog in port', nameZh: '港口大雾' };

describe('delay reasons: the base codes', () => {
  it('seeds the base codes on a fresh database, active, named in both languages', async () => {
    const all = (await list({ pageSize: 100 })).body.data;
    expect(all.total).toBe(BASE_DELAY_REASONS.length);
    expect(all.list.map((row) => row.code)).toEqual([...BASE_DELAY_REASONS].sort());
    expect(all.list.find((row) => row.code === 'PORT_CONGESTION')).toMatchObject({
      nameEn: 'Port congestion',
      nameZh: '港口拥堵',
      active: true,
    });
  });

  it('seeds them again only into an empty table: a deleted base code stays deleted', async () => {
    const weather = (await list({ keyword: 'WEATHER' })).body.data.list[0]!;
    expect((await t.call('DELETE', `${base}/${weather.id}`, { token: admin })).status).toBe(200);
    await ensureDelayReasons(t.db.kysely, new Date().toISOString());
    expect(await codes({ keyword: 'WEATHER' })).toEqual([]);

    const saved = await t.db.kysely.selectFrom('delay_reasons').selectAll().execute();
    await t.db.kysely.deleteFrom('delay_reasons').execute();
    await ensureDelayReasons(t.db.kysely, new Date().toISOString());
    expect(await countReasons()).toBe(BASE_DELAY_REASONS.length);
    // put the file's codes back as they were (ids included) for the tests below
    await t.db.kysely.deleteFrom('delay_reasons').execute();
    await t.db.kysely.insertInto('delay_reasons').values(saved).execute();
  });
});

describe('delay reasons: create, list, edit, activate, delete', () => {
  it('goes through the whole life of a code, each step audited', async () => {
    const created = await create({ ...fog, code: ' zz_fog ' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const item = created.body.data;
    expect(item).toEqual({
      id: expect.any(Number),
      ...fog,
      active: true,
      createdAt: expect.any(String),
      updatedAt: item.createdAt,
    });

    const edited = await t.call<DelayReasonItem>('PUT', `${base}/${item.id}`, {
      token: admin,
      body: { ...fog, nameEn: 'Fog at the port of loading' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ nameEn: 'Fog at the port of loading', active: true });

    const off = await t.call<DelayReasonItem>('PUT', `${base}/${item.id}/active`, {
      token: admin,
      body: { active: false },
    });
    expect(off.body.data.active).toBe(false);
    // deactivating again changes nothing and writes no audit row
    await t.call('PUT', `${base}/${item.id}/active`, { token: admin, body: { active: false } });
    expect(await codes({ keyword: 'zz_', active: 0 })).toEqual(['ZZ_FOG']);
    expect(await codes({ keyword: 'zz_', active: 1 })).toEqual([]);
    const options = await t.call<DelayReasonItem[]>('GET', `${base}/options`, { token: admin });
    expect(options.body.data.map((row) => row.code)).not.toContain('ZZ_FOG');
    expect(options.body.data.map((row) => row.code)).toContain('CUSTOMS');

    const on = await t.call<DelayReasonItem>('PUT', `${base}/${item.id}/active`, {
      token: admin,
      body: { active: true },
    });
    expect(on.body.data.active).toBe(true);

    expect((await t.call('DELETE', `${base}/${item.id}`, { token: admin })).status).toBe(200);
    expect(await codes({ keyword: 'zz_' })).toEqual([]);
    expect((await auditTrail(t, 'delayReason', item.id)).map((row) => row.action)).toEqual([
      'delayReason.create',
      'delayReason.update',
      'delayReason.deactivate',
      'delayReason.activate',
      'delayReason.delete',
    ]);
  });

  it('finds by code or either name, filters by status, sorts and pages', async () => {
    await create({ code: 'ZQ_A', nameEn: 'Zq alpha', nameZh: '甲', active: false });
    await create({ code: 'ZQ_B', nameEn: 'Zq charlie', nameZh: '乙' });
    await create({ code: 'ZQ_C', nameEn: 'Zq bravo', nameZh: '丙' });
    expect(await codes({ keyword: 'zq' })).toEqual(['ZQ_A', 'ZQ_B', 'ZQ_C']);
    expect(await codes({ keyword: 'charlie' })).toEqual(['ZQ_B']);
    expect(await codes({ keyword: '丙' })).toEqual(['ZQ_C']);
    expect(await codes({ keyword: 'zq', sortBy: 'nameEn', sortOrder: 'desc' })).toEqual([
      'ZQ_B',
      'ZQ_C',
      'ZQ_A',
    ]);
    // inactive first when sorted by status ascending, then by code
    expect(await codes({ keyword: 'zq', sortBy: 'active' })).toEqual(['ZQ_A', 'ZQ_B', 'ZQ_C']);
    expect(await codes({ keyword: 'zq', sortBy: 'active', sortOrder: 'desc' })).toEqual([
      'ZQ_B',
      'ZQ_C',
      'ZQ_A',
    ]);
    const second = await list({ keyword: 'zq', pageNum: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(second.body.data.list.map((row) => row.code)).toEqual(['ZQ_C']);
    expect((await list({ sortBy: 'name' })).status).toBe(400);
    expect((await list({ sortOrder: 'ascend' })).status).toBe(400);
  });

  it('refuses to delete a code a container names, in the caller’s language, changing nothing', async () => {
    const reason = (await create({ code: 'ZX_USED', nameEn: 'Used', nameZh: '已用' })).body.data;
    const planner = await t.signedInUser('1-SCM');
    const point = await buildLoadingPoint(t.db.kysely);
    const container = await buildContainer(t.db.kysely, {
      loadingPointId: point.id,
      createdByUserId: planner.id,
    });
    await t.db.kysely
      .updateTable('containers')
      .set({ delta3_reason_id: reason.id })
      .where('id', '=', container.id)
      .execute();

    const en = await t.call('DELETE', `${base}/${reason.id}`, { token: admin });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'Delay reason ZX_USED is named by 1 containers and cannot be deleted; deactivate it instead',
    );
    const zh = await t.call('DELETE', `${base}/${reason.id}`, { token: admin, lang: 'zh' });
    expect(zh.body.message).toBe('延误原因 ZX_USED 已被 1 个集装箱使用，不能删除，可改为停用');
    expect(await codes({ keyword: 'ZX_USED' })).toEqual(['ZX_USED']);
    expect((await auditTrail(t, 'delayReason', reason.id)).map((row) => row.action)).toEqual([
      'delayReason.create',
    ]);
    // deactivating is the way out; the container keeps naming it
    const off = await t.call<DelayReasonItem>('PUT', `${base}/${reason.id}/active`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);

    await t.db.kysely
      .updateTable('containers')
      .set({ delta3_reason_id: null })
      .where('id', '=', container.id)
      .execute();
    expect((await t.call('DELETE', `${base}/${reason.id}`, { token: admin })).status).toBe(200);
  });
});

describe('delay reasons: refused input', () => {
  const refused = async (body: unknown, fields: string[], message?: RegExp | string) => {
    const before = await countReasons();
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countReasons()).toBe(before);
  };

  it('names the field at fault', async () => {
    await refused({ ...fog, code: '' }, ['code'], /^Code: cannot be empty$/);
    await refused({ ...fog, code: 'PORT CONGESTION' }, ['code'], /capital letters, digits and _/);
    await refused({ ...fog, code: '9LATE' }, ['code'], /must start with a letter/);
    await refused({ ...fog, code: 'C'.repeat(21) }, ['code'], /at most 20 characters/);
    await refused({ ...fog, nameEn: ' ' }, ['nameEn'], /^Name \(English\): cannot be empty$/);
    await refused({ ...fog, nameZh: 'n'.repeat(101) }, ['nameZh'], /at most 100/);
    await refused({ ...fog, active: 'yes' }, ['active']);
    await refused({ ...fog, extra: 1 }, ['extra'], /not an accepted field/);
    const zh = await create({ ...fog, code: 'a b' }, admin);
    expect(zh.status).toBe(400);
    const zhAnswer = await t.call('POST', base, {
      token: admin,
      body: { ...fog, code: 'a b' },
      lang: 'zh',
    });
    expect(zhAnswer.body.message).toBe(
      '代码：须以字母开头，只能包含大写字母、数字和 _（例如 PORT_CONGESTION）',
    );
  });

  it('refuses a taken code with 409 on create and edit, whatever its case', async () => {
    const created = await create({ ...fog, code: 'customs' });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe('Delay reason code CUSTOMS already exists');
    const other = (await create({ code: 'ZY_OTHER', nameEn: 'x', nameZh: 'x' })).body.data;
    const edited = await t.call('PUT', `${base}/${other.id}`, {
      token: admin,
      body: { ...fog, code: 'CUSTOMS' },
    });
    expect(edited.status).toBe(409);
    expect(await codes({ keyword: 'ZY_' })).toEqual(['ZY_OTHER']);
  });

  it('answers 404 for a code that does not exist', async () => {
    expect((await t.call('PUT', `${base}/999999`, { token: admin, body: fog })).status).toBe(404);
    expect(
      (await t.call('PUT', `${base}/999999/active`, { token: admin, body: { active: true } }))
        .status,
    ).toBe(404);
    expect((await t.call('DELETE', `${base}/999999`, { token: admin })).status).toBe(404);
  });
});

describe('delay reasons: who may call', () => {
  let viewer: { token: string };
  let supplier: { token: string };
  beforeAll(async () => {
    viewer = await t.signedInUser('2-View');
    supplier = await t.signedInUser('7-Supplier', {
      supplierIds: [(await t.buildSupplier()).id],
    });
  });

  it('lets 2-View read but not write; refuses 7-Supplier; 401 without a session', async () => {
    const reason = (await list({ keyword: 'INLAND_TRANSPORT' })).body.data.list[0]!;
    expect((await list({}, viewer.token)).status).toBe(200);
    expect((await t.call('GET', `${base}/options`, { token: viewer.token })).status).toBe(200);
    expect((await create({ ...fog, code: 'ZW_VIEW' }, viewer.token)).status).toBe(403);
    for (const [method, url, body] of [
      ['PUT', `${base}/${reason.id}`, fog],
      ['PUT', `${base}/${reason.id}/active`, { active: false }],
      ['DELETE', `${base}/${reason.id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: viewer.token, body })).status).toBe(403);
    }
    expect((await list({}, supplier.token)).status).toBe(403);
    expect((await t.call('GET', `${base}/options`, { token: supplier.token })).status).toBe(403);
    expect((await downloadExport(t, `${base}/export`, { token: supplier.token })).status).toBe(403);
    expect((await t.call('GET', base)).status).toBe(401);
    expect((await t.call('POST', base, { body: fog })).status).toBe(401);
    expect(await codes({ keyword: 'INLAND_TRANSPORT' })).toEqual(['INLAND_TRANSPORT']);
  });
});

describe('GET /api/delay-reasons/export', () => {
  it('exports the filtered, sorted list with escaped formulas, in the caller’s language', async () => {
    await create({ code: 'ZV_ONE', nameEn: '=1+1', nameZh: '一', active: false });
    await create({ code: 'ZV_TWO', nameEn: 'Two', nameZh: '二' });
    const en = await downloadExport(t, `${base}/export`, {
      token: admin,
      query: { keyword: 'zv_', sortBy: 'code', sortOrder: 'desc' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows).toEqual([
      ['Code', 'Name (English)', 'Name (Chinese)', 'Active', 'Last updated'],
      ['ZV_TWO', 'Two', '二', 'Yes', expect.any(String)],
      ['ZV_ONE', "'=1+1", '一', 'No', expect.any(String)],
    ]);
    const zh = await downloadExport(t, `${base}/export`, {
      token: admin,
      query: { keyword: 'zv_', active: '1' },
      lang: 'zh',
    });
    expect(zh.rows).toEqual([
      ['代码', '英文名称', '中文名称', '启用', '更新时间'],
      ['ZV_TWO', 'Two', '二', '是', expect.any(String)],
    ]);
    expect(zh.disposition).toContain(encodeURIComponent('延误原因'));
  });
});
