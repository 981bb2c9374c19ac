import type { LabelSettings } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorFields, t, useTestContext, type ApiAnswer } from '../../test/harness';

/**
 * issue 18 label settings: the GS1 company prefix and SSCC extension digit of pallet labels,
 * kept by template keepers (4-MQ), read by whoever reads templates; a refusal changes nothing.
 */
useTestContext({ admin: true });

const base = '/api/serial-templates';
type User = { token: string; username: string };
let mq: User;
let viewer: User;
let supplierUser: User;

beforeAll(async () => {
  const supplier = await t.buildSupplier({ name: 'Label One' });
  mq = await t.signedInUser('4-MQ');
  viewer = await t.signedInUser('2-View');
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [supplier.id] });
});

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The settings rows and their audit, which a refusal must leave as they were. */
async function everything() {
  const settings = await t.db.kysely
    .selectFrom('company_settings')
    .selectAll()
    .orderBy('key')
    .execute();
  const audits = await t.db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('entity', '=', 'labelSettings')
    .executeTakeFirstOrThrow();
  return { settings, audits: Number(audits.n) };
}

describe('label settings', () => {
  const settings = (token = mq.token) =>
    t.call<LabelSettings>('GET', `${base}/label-settings`, { token });
  const save = (payload: unknown, token = mq.token, lang: 'en' | 'zh' = 'en') =>
    t.call<LabelSettings>('PUT', `${base}/label-settings`, { token, body: payload, lang });

  it('start empty, are saved and read back; a bad prefix is refused', async () => {
    expect(ok(await settings())).toEqual({ gs1CompanyPrefix: '', ssccExtension: 0 });
    expect(ok(await save({ gs1CompanyPrefix: ' 0614141 ', ssccExtension: 3 }))).toEqual({
      gs1CompanyPrefix: '0614141',
      ssccExtension: 3,
    });
    expect(ok(await settings(supplierUser.token))).toEqual({
      gs1CompanyPrefix: '0614141',
      ssccExtension: 3,
    });

    const before = await everything();
    const bad = await save({ gs1CompanyPrefix: '12AB', ssccExtension: 3 });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toEqual(['gs1CompanyPrefix']);
    const zh = await save({ gs1CompanyPrefix: '12345', ssccExtension: 3 }, mq.token, 'zh');
    expect(JSON.stringify(zh.body.data)).toContain('GS1 厂商识别代码为 6 到 12 位数字');
    expect((await save({ gs1CompanyPrefix: '123456', ssccExtension: 10 })).status).toBe(400);
    expect(
      (await save({ gs1CompanyPrefix: '123456', ssccExtension: 1 }, viewer.token)).status,
    ).toBe(403);
    expect(await everything()).toEqual(before);

    // '' clears the prefix
    expect(ok(await save({ gs1CompanyPrefix: '', ssccExtension: 0 }))).toEqual({
      gs1CompanyPrefix: '',
      ssccExtension: 0,
    });
  });
});
