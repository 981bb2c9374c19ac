import { describe, expect, it } from 'vitest';
import { admin, errorFields, t } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { countKits, create, kitBody, lamp, panel, retired, useKitWorld } from './kit.test-support';

/** Refused kit input names the field and writes nothing. */
useKitWorld();

describe('kits: refused input names the field and writes nothing', () => {
  const refused = async (
    body: unknown,
    fields: string[],
    en?: string | RegExp,
    zh?: string | RegExp,
    status = 400,
  ) => {
    const before = await countKits();
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (status === 400) expect(errorFields(answer)).toEqual(fields);
    if (en) expect(answer.body.message).toMatch(en);
    if (zh) expect((await create(body, admin, 'zh')).body.message).toMatch(zh);
    expect(await countKits()).toBe(before);
  };

  it('requires code, name, life cycle, activeness and at least one component', async () => {
    for (const field of ['kitCode', 'name', 'lifeCycle', 'activeness', 'components']) {
      const body: Record<string, unknown> = kitBody();
      delete body[field];
      await refused(body, [field]);
    }
    await refused(kitBody({ name: '  ' }), ['name'], 'Name: cannot be empty', '名称：不能为空');
    await refused(
      kitBody({ components: [] }),
      ['components'],
      'Components: needs at least 1 items',
      '组件：至少选择 1 项',
    );
    await refused(kitBody({ kitCode: 'K 1' }), ['kitCode'], /^Kit code: is not in the accepted/);
    await refused(kitBody({ lifeCycle: 'Old' }), ['lifeCycle'], /must be one of New, Active/);
    await refused(kitBody({ description: 'd'.repeat(501) }), ['description']);
  });

  it('refuses a quantity of zero, negative or fractional, and a duplicate component', async () => {
    await refused(
      kitBody({ components: [{ product: lamp, qty: 0 }] }),
      ['components.0.qty'],
      'Quantity: must be at least 1',
      '数量：不能小于 1',
    );
    await refused(kitBody({ components: [{ product: lamp, qty: -2 }] }), ['components.0.qty']);
    await refused(kitBody({ components: [{ product: lamp, qty: 1.5 }] }), ['components.0.qty']);
    await refused(kitBody({ components: [{ product: lamp }] }), ['components.0.qty']);
    await refused(
      kitBody({
        components: [
          { product: lamp, qty: 1 },
          { product: panel, qty: 1 },
          { product: lamp, qty: 2 },
        ],
      }),
      ['components.2.product'],
      'Product: this product is already in the kit; change its quantity instead',
      '产品：该产品已在套件中，请修改其数量',
    );
  });

  it('refuses an unknown product, and an Inactive one as a new component', async () => {
    await refused(
      kitBody({ components: [{ product: 999999, qty: 1 }] }),
      ['components.0.product'],
      'Product: the product does not exist',
      '产品：产品不存在',
    );
    await refused(
      kitBody({
        components: [
          { product: lamp, qty: 1 },
          { product: retired, qty: 1 },
        ],
      }),
      ['components.1.product'],
      'Product: product KT-OLD is Inactive and cannot be added to a kit',
      '产品：产品 KT-OLD 已失效，不能加入套件',
    );
  });

  it('keeps a component made Inactive after it was added, but refuses adding it anew', async () => {
    const product = (await buildProduct(t.db.kysely, { productId: 'KT-LATER' })).id;
    const body = kitBody({ components: [{ product, qty: 1 }] });
    const kit = (await create(body)).body.data;
    await t.db.kysely
      .updateTable('products')
      .set({ activeness: 'Inactive' })
      .where('id', '=', product)
      .execute();
    const kept = await t.call('PUT', `/api/kits/${kit.id}`, {
      token: admin,
      body: { ...body, components: [{ product, qty: 3 }] },
    });
    expect(kept.status).toBe(200);
    const added = await t.call('PUT', `/api/kits/${kit.id}`, {
      token: admin,
      body: {
        ...body,
        components: [
          { product, qty: 3 },
          { product: retired, qty: 1 },
        ],
      },
    });
    expect(added.status).toBe(400);
    expect(errorFields(added)).toEqual(['components.1.product']);
  });

  it('refuses a taken kit code or name (ignoring case) with 409, en and zh', async () => {
    await create(kitBody({ kitCode: 'UNQ-KIT', name: 'Unique kit' }));
    await refused(
      kitBody({ kitCode: 'unq-kit' }),
      [],
      'Kit code unq-kit already exists',
      '套件编码 unq-kit 已存在',
      409,
    );
    await refused(kitBody({ name: 'UNIQUE KIT' }), [], 'Name already exists', '名称已存在', 409);
    const other = (await create(kitBody())).body.data;
    const update = await t.call('PUT', `/api/kits/${other.id}`, {
      token: admin,
      body: kitBody({ kitCode: 'UNQ-KIT' }),
    });
    expect(update.status).toBe(409);
  });
});
