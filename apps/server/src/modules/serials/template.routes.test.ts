import type {
  CodeTemplateDetails,
  CodeTemplateItem,
  Page,
  TemplateSegmentInput,
} from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext, type ApiAnswer } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { buildSupplier } from '../suppliers/supplier.factories';
import { resolveTemplate } from './template.repository';

/**
 * issue 18 serial-number templates: quality (4-MQ) creates a template as version 1 and an
 * edit writes version n+1 (an older version is not edited); one active template per level,
 * product and supplier; the contract's field messages in both languages (the label settings:
 * label-settings.routes.test.ts).
 */
useTestContext({ admin: true });

const base = '/api/serial-templates';
type User = { token: string; username: string };
let mq: User;
let viewer: User;
let supplierUser: User;
let p1: { id: number; productId: string };
let p2: { id: number; productId: string };
let s1: { id: number; code: string };
let s2: { id: number; code: string };

beforeAll(async () => {
  const db = t.db.kysely;
  p1 = await buildProduct(db, { productId: 'TPL-P1', shortName: 'TPL lamp' });
  p2 = await buildProduct(db, { productId: 'TPL-P2', shortName: 'TPL panel' });
  s1 = await buildSupplier(db, { name: 'TPL One' });
  s2 = await buildSupplier(db, { name: 'TPL Two' });
  mq = await t.signedInUser('4-MQ');
  viewer = await t.signedInUser('2-View');
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [s1.id] });
});

const serialNo = (extra: Partial<TemplateSegmentInput> = {}): TemplateSegmentInput => ({
  kind: 'serialNo',
  matchType: 'dynamic',
  charType: 'digits',
  length: 6,
  repeatable: false,
  ...extra,
});
const prefix: TemplateSegmentInput = {
  kind: 'other',
  matchType: 'static',
  staticValue: 'SN',
  charType: 'letters',
  length: 2,
};
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Lamp serial',
  level: 'product',
  productId: p1.id,
  supplierId: s1.id,
  segments: [prefix, serialNo()],
  ...extra,
});

const create = (payload: unknown, token = mq.token, lang: 'en' | 'zh' = 'en') =>
  t.call<CodeTemplateDetails>('POST', base, { token, body: payload, lang });
const update = (id: number, payload: unknown, token = mq.token) =>
  t.call<CodeTemplateDetails>('PUT', `${base}/${id}`, { token, body: payload });
const setActive = (id: number, active: boolean, token = mq.token) =>
  t.call<CodeTemplateDetails>('PUT', `${base}/${id}/active`, { token, body: { active } });
const get = (id: number, token = mq.token) =>
  t.call<CodeTemplateDetails>('GET', `${base}/${id}`, { token });
const list = async (query: Record<string, string | number>, token = mq.token) => {
  const answer = await t.call<Page<CodeTemplateItem>>('GET', base, { token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The rows of templates and their audit, which a refusal must leave as they were. */
async function everything() {
  const templates = await t.db.kysely
    .selectFrom('code_templates')
    .selectAll()
    .orderBy('id')
    .execute();
  const audits = await t.db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('entity', 'in', ['codeTemplate', 'labelSettings'])
    .executeTakeFirstOrThrow();
  return { templates, audits: Number(audits.n) };
}

describe('a template’s versions', () => {
  it('is created as version 1, listed, and an edit writes version 2 that keeps version 1', async () => {
    const created = ok(await create(body()));
    expect(created).toMatchObject({
      version: 1,
      familyId: created.id,
      name: 'Lamp serial',
      level: 'product',
      productId: p1.id,
      productCode: 'TPL-P1',
      productName: 'TPL lamp',
      supplierId: s1.id,
      supplierCode: s1.code,
      checkRule: 'none',
      active: true,
      codeCount: 0,
      createdBy: mq.username,
      versions: [],
    });
    expect(created.segments[0]).toEqual({
      ...prefix,
      mustContain: '',
      mustNotContain: '',
      repeatable: true,
    });
    const row = await t.db.kysely
      .selectFrom('code_templates')
      .select(['unique_codes', 'is_current'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ unique_codes: 1, is_current: 1 });

    const edited = ok(
      await update(
        created.id,
        body({ name: 'Lamp serial 2', segments: [prefix, serialNo({ length: 8 })] }),
      ),
    );
    expect(edited).toMatchObject({
      version: 2,
      familyId: created.id,
      name: 'Lamp serial 2',
      active: true,
    });
    expect(edited.id).not.toBe(created.id);
    expect(edited.segments[1]?.length).toBe(8);
    expect(edited.versions.map((v) => [v.id, v.version, v.name])).toEqual([
      [created.id, 1, 'Lamp serial'],
    ]);

    // the list shows the newest version of each template only
    const listed = await list({ level: 'product', productId: p1.id });
    expect(listed.list.map((item) => [item.id, item.version])).toEqual([[edited.id, 2]]);
    expect((await list({ level: 'product', keyword: 'tpl-p1' })).total).toBe(1);
    expect((await list({ level: 'product', keyword: s1.code })).total).toBe(1);
    expect((await list({ level: 'product', keyword: 'serial 2' })).total).toBe(1);
    expect((await list({ level: 'product', keyword: 'nothing like it' })).total).toBe(0);
    expect((await list({ level: 'product', supplierId: s2.id })).total).toBe(0);
    expect((await list({ level: 'product', active: 0 })).total).toBe(0);
    expect((await list({ level: 'carton' })).total).toBe(0);

    // version 1 is still there, naming the newer version
    const first = ok(await get(created.id));
    expect(first).toMatchObject({ version: 1, name: 'Lamp serial' });
    expect(first.versions.map((v) => v.version)).toEqual([2]);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'codeTemplate')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['codeTemplate.create', 'codeTemplate.update']);

    // an older version is neither edited nor switched, and the scope stays
    const before = await everything();
    const old = await update(created.id, body({ name: 'from v1' }));
    expect(old.status).toBe(422);
    expect(old.body.message).toBe(
      'This is version 1; a newer version 2 exists. Open the latest version to edit it',
    );
    expect((await setActive(created.id, false)).status).toBe(422);
    const moved = await update(edited.id, body({ supplierId: s2.id }));
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe(
      'A new version keeps the level, product and supplier of its template',
    );
    expect((await update(edited.id, body({ level: 'part' }))).status).toBe(422);
    expect(await everything()).toEqual(before);
    expect((await get(999_999)).status).toBe(404);

    // switched off and on again (the newest version)
    expect(ok(await setActive(edited.id, false)).active).toBe(false);
    expect((await list({ level: 'product', active: 0 })).total).toBe(1);
    expect(ok(await setActive(edited.id, true)).active).toBe(true);
  });

  it('refuses a second active template for the same level, product and supplier', async () => {
    const first = ok(await create(body({ level: 'giftBox', name: 'Box A' })));
    const before = await everything();
    const second = await create(body({ level: 'giftBox', name: 'Box B' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'An active template for this level, product and supplier already exists: Box A',
    );
    expect(await everything()).toEqual(before);

    // another supplier, all suppliers or another product are other scopes
    ok(await create(body({ level: 'giftBox', name: 'Box S2', supplierId: s2.id })));
    ok(await create(body({ level: 'giftBox', name: 'Box any', supplierId: null })));
    ok(await create(body({ level: 'giftBox', name: 'Box P2', productId: p2.id })));

    // the first switched off, a second one may be made; the first is then not switched on
    ok(await setActive(first.id, false));
    const replacement = ok(await create(body({ level: 'giftBox', name: 'Box B' })));
    const again = await setActive(first.id, true);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Box B');
    // an inactive template's new version stays inactive and is no duplicate
    const edited = ok(await update(first.id, body({ level: 'giftBox', name: 'Box A2' })));
    expect(edited).toMatchObject({ version: 2, active: false });
    ok(await setActive(replacement.id, false));
    expect(ok(await setActive(edited.id, true)).active).toBe(true);
  });

  it('a container template is universal; the product and supplier must exist', async () => {
    const before = await everything();
    const container = await create(
      body({ level: 'container', productId: p1.id, supplierId: null, checkRule: 'iso6346' }),
    );
    expect(container.status).toBe(422);
    expect(container.body.message).toBe(
      'Container templates are universal: they take no product or supplier',
    );
    expect(errorFields(container)).toEqual(['productId']);
    const withSupplier = await create(body({ level: 'container', productId: null }));
    expect(errorFields(withSupplier)).toEqual(['supplierId']);
    const unknownProduct = await create(body({ productId: 999_999 }));
    expect(unknownProduct.status).toBe(422);
    expect(errorFields(unknownProduct)).toEqual(['productId']);
    const unknownSupplier = await create(body({ supplierId: 999_999 }));
    expect(unknownSupplier.status).toBe(422);
    expect(errorFields(unknownSupplier)).toEqual(['supplierId']);
    expect(await everything()).toEqual(before);

    const made = ok(
      await create(
        body({
          level: 'container',
          productId: null,
          supplierId: null,
          checkRule: 'iso6346',
          segments: [
            { kind: 'other', matchType: 'dynamic', charType: 'letters', length: 4 },
            serialNo({ repeatable: true }),
            { kind: 'other', matchType: 'dynamic', charType: 'digits', length: 1 },
          ],
        }),
      ),
    );
    expect(made).toMatchObject({ productId: null, productCode: null, supplierId: null });
    // a container number is unique, its serial segment repeatable or not
    const resolved = await resolveTemplate(t.db.kysely, {
      level: 'container',
      productId: null,
      supplierId: null,
    });
    expect(resolved).toMatchObject({ id: made.id, checkRule: 'iso6346', uniqueCodes: true });
  });
});

describe('the fields a template must have', () => {
  const refused = async (payload: unknown, lang: 'en' | 'zh') => {
    const answer = await create(payload, mq.token, lang);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const errors = (answer.body.data as unknown as { errors: { field: string; message: string }[] })
      .errors;
    return Object.fromEntries(errors.map((error) => [error.field, error.message]));
  };

  it('names each missing or wrong field in English and Chinese', async () => {
    const before = await everything();
    const { name: _name, ...noName } = body();
    expect((await refused(noName, 'en')).name).toContain('Enter the template name');
    expect((await refused(noName, 'zh')).name).toContain('请输入模板名称');
    expect((await refused(body({ name: '  ' }), 'en')).name).toContain('Enter the template name');

    expect((await refused(body({ segments: [] }), 'en')).segments).toContain(
      'Add at least one segment',
    );
    expect((await refused(body({ segments: [] }), 'zh')).segments).toContain('请至少添加一个分段');

    const bare = { kind: 'serialNo', matchType: 'dynamic' };
    const en = await refused(body({ segments: [bare] }), 'en');
    expect(en['segments.0.charType']).toContain('Choose the character type');
    expect(en['segments.0.length']).toContain('Enter the parameter length');
    const zh = await refused(body({ segments: [bare] }), 'zh');
    expect(zh['segments.0.charType']).toContain('请选择字符类型');
    expect(zh['segments.0.length']).toContain('请输入参数长度');

    const wrongStatic = body({ segments: [{ ...prefix, staticValue: 'SNX' }] });
    expect((await refused(wrongStatic, 'en'))['segments.0.staticValue']).toContain(
      'The static value must be exactly as long as the segment',
    );
    expect((await refused(wrongStatic, 'zh'))['segments.0.staticValue']).toContain(
      '静态值的长度必须等于分段长度',
    );
    expect((await refused(body({ level: undefined }), 'en')).level).toContain(
      'Choose the S/N type',
    );
    expect(await everything()).toEqual(before);
  });
});

describe('who sees and writes templates', () => {
  it('4-MQ and administrators write; view and supplier users do not', async () => {
    const before = await everything();
    expect((await create(body({ level: 'part' }), viewer.token)).status).toBe(403);
    expect((await create(body({ level: 'part' }), supplierUser.token)).status).toBe(403);
    expect(await everything()).toEqual(before);
    const made = ok(await create(body({ level: 'part', name: 'By admin' }), admin));
    expect((await update(made.id, body({ level: 'part' }), supplierUser.token)).status).toBe(403);
    expect((await setActive(made.id, false, viewer.token)).status).toBe(403);
  });

  it('a supplier user reads the templates of all suppliers and of its own suppliers only', async () => {
    const mine = ok(await create(body({ level: 'pallet', name: 'Pallet S1' })));
    const other = ok(await create(body({ level: 'pallet', name: 'Pallet S2', supplierId: s2.id })));
    const everyone = ok(
      await create(
        body({ level: 'pallet', name: 'Pallet all', productId: null, supplierId: null }),
      ),
    );
    const seen = await list({ level: 'pallet', pageSize: 100 }, supplierUser.token);
    expect(seen.list.map((item) => item.id).sort()).toEqual([mine.id, everyone.id].sort());
    expect((await get(mine.id, supplierUser.token)).status).toBe(200);
    expect((await get(other.id, supplierUser.token)).status).toBe(404);
    expect((await list({ level: 'pallet', pageSize: 100 })).total).toBe(3);
  });
});

describe('resolveTemplate', () => {
  it('takes the most specific active template: product and supplier, product, supplier, universal', async () => {
    const level = 'carton';
    const resolve = (productId: number | null, supplierId: number | null) =>
      resolveTemplate(t.db.kysely, { level, productId, supplierId }).then((found) => found?.name);
    expect(await resolve(p1.id, s1.id)).toBeUndefined();

    const universal = ok(
      await create(body({ level, name: 'C universal', productId: null, supplierId: null })),
    );
    expect(await resolve(p1.id, s1.id)).toBe('C universal');
    expect(await resolve(null, null)).toBe('C universal');
    const supplierOnly = ok(await create(body({ level, name: 'C supplier', productId: null })));
    expect(await resolve(p1.id, s1.id)).toBe('C supplier');
    expect(await resolve(p1.id, s2.id)).toBe('C universal');
    const productOnly = ok(await create(body({ level, name: 'C product', supplierId: null })));
    expect(await resolve(p1.id, s1.id)).toBe('C product');
    expect(await resolve(p2.id, s1.id)).toBe('C supplier');
    const both = ok(await create(body({ level, name: 'C both' })));
    expect(await resolve(p1.id, s1.id)).toBe('C both');
    expect(await resolve(p1.id, s2.id)).toBe('C product');

    // the newest version, parsed; an inactive template is passed over
    const edited = ok(
      await update(
        both.id,
        body({ level, name: 'C both v2', segments: [serialNo({ repeatable: true })] }),
      ),
    );
    const resolved = await resolveTemplate(t.db.kysely, {
      level,
      productId: p1.id,
      supplierId: s1.id,
    });
    expect(resolved).toMatchObject({
      id: edited.id,
      name: 'C both v2',
      checkRule: 'none',
      uniqueCodes: false,
      segments: [{ kind: 'serialNo', length: 6, repeatable: true }],
    });
    ok(await setActive(edited.id, false));
    expect(await resolve(p1.id, s1.id)).toBe('C product');
    ok(await setActive(productOnly.id, false));
    ok(await setActive(supplierOnly.id, false));
    expect(await resolve(p1.id, s1.id)).toBe('C universal');
    ok(await setActive(universal.id, false));
    expect(await resolve(p1.id, s1.id)).toBeUndefined();
  });
});
