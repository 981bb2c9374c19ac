import type { ContainerTypeItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { auditTrail } from './reference.test-support';

useTestContext({ admin: true });

const fortyHq = {
  innerLengthCm: 1203,
  innerWidthCm: 235,
  innerHeightCm: 269,
  usableCbm: 68,
  pallets: 24,
  maxPayloadKg: 26500,
  utilizationTargetPct: 90,
};
const twentyGp = {
  innerLengthCm: 590,
  innerWidthCm: 235,
  innerHeightCm: 239,
  usableCbm: 28,
  pallets: 10,
  maxPayloadKg: 28200,
  utilizationTargetPct: 90,
};

const listTypes = (token = admin) =>
  t.call<ContainerTypeItem[]>('GET', '/api/container-types', { token });
const update = (code: string, body: unknown, token = admin) =>
  t.call<ContainerTypeItem>('PUT', `/api/container-types/${code}`, { token, body });

describe('container types', () => {
  it('are both seeded with the base values, 40HQ first', async () => {
    const answer = await listTypes();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { code: '40HQ', ...fortyHq, updatedAt: expect.any(String) },
      { code: '20GP', ...twentyGp, updatedAt: expect.any(String) },
    ]);
  });

  it('update, audited, and read back exactly what was saved (no float drift)', async () => {
    const changed = { ...fortyHq, usableCbm: 68.37, maxPayloadKg: 26500.5, pallets: 26 };
    const answer = await update('40HQ', changed);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: '40HQ', ...changed, updatedAt: expect.any(String) });
    expect((await listTypes()).body.data[0]).toMatchObject({ usableCbm: 68.37, pallets: 26 });
    const stored = await t.db.kysely
      .selectFrom('container_types')
      .select(['usable_cm3', 'max_payload_g'])
      .where('code', '=', '40HQ')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ usable_cm3: 68_370_000, max_payload_g: 26_500_500 });

    const trail = await auditTrail(t, 'containerType', '40HQ');
    expect(trail).toEqual([
      {
        action: 'containerType.update',
        actor: 'admin',
        before: { code: '40HQ', ...fortyHq, updatedAt: expect.any(String) },
        after: answer.body.data,
      },
    ]);

    for (const usableCbm of [0.07, 0.29, 28.15, 33.33, 67.99, 99.99]) {
      const saved = await update('20GP', { ...twentyGp, usableCbm });
      expect(saved.body.data.usableCbm).toBe(usableCbm);
      const read = (await listTypes()).body.data.find((type) => type.code === '20GP');
      expect(read?.usableCbm).toBe(usableCbm);
    }
  });

  it('refuses bad input by field, and writes nothing', async () => {
    const before = (await listTypes()).body.data;
    const refused = async (code: string, body: unknown, fields: string[], message?: RegExp) => {
      const answer = await update(code, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(answer)).toEqual(fields);
      if (message) expect(answer.body.message).toMatch(message);
    };
    await refused('40HQ', { ...fortyHq, usableCbm: 68.371 }, ['usableCbm'], /^Usable CBM: /);
    await refused('40HQ', { ...fortyHq, usableCbm: 0 }, ['usableCbm']);
    await refused('40HQ', { ...fortyHq, usableCbm: 100.01 }, ['usableCbm'], /at most 100/);
    await refused('40HQ', { ...fortyHq, innerLengthCm: 99 }, ['innerLengthCm'], /at least 100/);
    await refused('40HQ', { ...fortyHq, innerWidthCm: 235.5 }, ['innerWidthCm']);
    await refused('40HQ', { ...fortyHq, pallets: 61 }, ['pallets'], /^Pallets: must be at most 60/);
    await refused('40HQ', { ...fortyHq, maxPayloadKg: 0.0001 }, ['maxPayloadKg']);
    await refused('40HQ', { ...fortyHq, utilizationTargetPct: 101 }, ['utilizationTargetPct']);
    await refused('40HQ', { ...fortyHq, utilizationTargetPct: '90' }, ['utilizationTargetPct']);
    const { pallets: _omitted, ...withoutPallets } = fortyHq;
    await refused('40HQ', withoutPallets, ['pallets'], /cannot be empty/);
    await refused('40HQ', { ...fortyHq, code: '40HQ' }, ['code'], /not an accepted field/);
    await refused('45HQ', fortyHq, ['code'], /must be one of 40HQ, 20GP/);
    expect((await listTypes()).body.data).toEqual(before);
  });

  it('has no create or delete: the pair is fixed', async () => {
    const create = await t.call('POST', '/api/container-types', {
      token: admin,
      body: { code: '45HQ', ...fortyHq },
    });
    expect(create.status).toBe(404);
    expect((await t.call('DELETE', '/api/container-types/20GP', { token: admin })).status).toBe(
      404,
    );
    expect((await listTypes()).body.data.map((type) => type.code)).toEqual(['40HQ', '20GP']);
  });

  it('lets 2-View read but not edit; refuses 7-Supplier; 401 without a session', async () => {
    const viewer = await t.signedInUser('2-View');
    expect((await listTypes(viewer.token)).status).toBe(200);
    expect((await update('20GP', twentyGp, viewer.token)).status).toBe(403);
    const logistic = await t.signedInUser('3-Logistic');
    expect((await update('20GP', twentyGp, logistic.token)).status).toBe(200);
    const supplier = await t.signedInUser('7-Supplier', {
      supplierIds: [(await t.buildSupplier()).id],
    });
    expect((await listTypes(supplier.token)).status).toBe(403);
    expect((await t.call('GET', '/api/container-types')).status).toBe(401);
    expect((await t.call('PUT', '/api/container-types/20GP', { body: twentyGp })).status).toBe(401);
  });
});

describe('container types on a database seeded before they existed', () => {
  it('are added on the next start, and edited ones are left alone', async () => {
    await update('40HQ', { ...fortyHq, pallets: 25 });
    await t.db.kysely.deleteFrom('container_types').where('code', '=', '20GP').execute();
    await prepareDatabase(t.db, t.config);
    const types = (await listTypes()).body.data;
    expect(types).toEqual([
      { code: '40HQ', ...fortyHq, pallets: 25, updatedAt: expect.any(String) },
      { code: '20GP', ...twentyGp, updatedAt: expect.any(String) },
    ]);
  });
});
