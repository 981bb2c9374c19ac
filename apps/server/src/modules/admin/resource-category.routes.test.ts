import type { ResourceCategoryItem, ResourceItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import {
  RESOURCE_CATEGORIES,
  RESOURCES,
  RESOURCE_KEYS,
} from '../../platform/permissions/resource-catalog';
import { admin, t, useTestContext } from '../../test/harness';

useTestContext({ admin: true });

const categories = async () =>
  (await t.call<ResourceCategoryItem[]>('GET', '/api/resourceCategory/listAll', { token: admin }))
    .body.data;

const categoryNamed = async (name: string) =>
  (await categories()).find((category) => category.name === name)!;

const createCategory = async (name: string, sort?: number) => {
  const answer = await t.call<ResourceCategoryItem>('POST', '/api/resourceCategory/create', {
    token: admin,
    body: { name, ...(sort === undefined ? {} : { sort }) },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('GET /api/resourceCategory/listAll', () => {
  it('lists the seeded categories, highest sort first, with their resource counts', async () => {
    const answer = await t.call<ResourceCategoryItem[]>('GET', '/api/resourceCategory/listAll', {
      token: admin,
    });
    expect(answer.status).toBe(200);
    const seeded = Object.entries(RESOURCE_CATEGORIES).map(([key, category]) => ({
      name: category.name,
      sort: category.sort,
      resourceCount: RESOURCE_KEYS.filter((resource) => RESOURCES[resource].category === key)
        .length,
    }));
    expect(answer.body.data).toMatchObject(seeded);
  });
});

describe('POST /api/resourceCategory/create, update, delete', () => {
  it('creates, renames and deletes an empty category', async () => {
    const created = await createCategory('Reports', 50);
    expect(created).toMatchObject({ name: 'Reports', sort: 50, resourceCount: 0 });
    const renamed = await t.call<ResourceCategoryItem>(
      'POST',
      `/api/resourceCategory/update/${created.id}`,
      {
        token: admin,
        body: { name: 'Reporting', sort: 60 },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: created.id, name: 'Reporting', sort: 60 });
    const deleted = await t.call('POST', `/api/resourceCategory/delete/${created.id}`, {
      token: admin,
    });
    expect(deleted.status).toBe(200);
    expect((await categories()).map((category) => category.id)).not.toContain(created.id);
    const again = await t.call('POST', `/api/resourceCategory/delete/${created.id}`, {
      token: admin,
    });
    expect(again.status).toBe(404);
  });

  it('refuses a duplicate name on create and on update', async () => {
    const duplicate = await t.call('POST', '/api/resourceCategory/create', {
      token: admin,
      body: { name: RESOURCE_CATEGORIES.menus.name },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Name already exists');
    const spare = await createCategory('Spare');
    const takeName = await t.call('POST', `/api/resourceCategory/update/${spare.id}`, {
      token: admin,
      body: { name: RESOURCE_CATEGORIES.menus.name },
      lang: 'zh',
    });
    expect(takeName.status).toBe(409);
    expect(takeName.body.message).toBe('名称已存在');
    expect((await categoryNamed('Spare')).id).toBe(spare.id);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const negative = await t.call('POST', '/api/resourceCategory/create', {
      token: admin,
      body: { name: 'Negative', sort: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Order: must be at least 0');
    const unknown = await t.call('POST', '/api/resourceCategory/create', {
      token: admin,
      body: { name: 'Extra', colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('colour: is not an accepted field');
    const missing = await t.call('POST', '/api/resourceCategory/update/999999', {
      token: admin,
      body: { name: 'Ghost' },
    });
    expect(missing.status).toBe(404);
    expect(await categoryNamed('Negative')).toBeUndefined();
  });

  it('refuses deleting a category that holds resources, in both languages', async () => {
    const holder = await createCategory('Holder');
    const resource = await t.call<ResourceItem>('POST', '/api/resource/create', {
      token: admin,
      body: { categoryId: holder.id, key: 'holder.item', name: 'Held' },
    });
    expect(resource.status).toBe(200);
    expect((await categoryNamed('Holder')).resourceCount).toBe(1);
    const en = await t.call('POST', `/api/resourceCategory/delete/${holder.id}`, { token: admin });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('Category "Holder" still holds 1 resources');
    const zh = await t.call('POST', `/api/resourceCategory/delete/${holder.id}`, {
      token: admin,
      lang: 'zh',
    });
    expect(zh.body.message).toBe('分类“Holder”下还有 1 个资源');
    expect(await categoryNamed('Holder')).toBeDefined();
  });
});

describe('who may call /api/resourceCategory/*', () => {
  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/resourceCategory/listAll')).status).toBe(401);
    expect(
      (await t.call('POST', '/api/resourceCategory/create', { body: { name: 'Anon' } })).status,
    ).toBe(401);
  });

  it('answers 403 to 1-SCM on read and write, and changes nothing', async () => {
    const scm = await t.signedInUser('1-SCM');
    const read = await t.call('GET', '/api/resourceCategory/listAll', { token: scm.token });
    expect(read.status).toBe(403);
    const write = await t.call('POST', '/api/resourceCategory/create', {
      token: scm.token,
      body: { name: 'Sneaky' },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(
      'Access denied: you lack the permission "Manage permission resources"',
    );
    expect(await categoryNamed('Sneaky')).toBeUndefined();
  });

  it('lets 10-Administrator read and write', async () => {
    const administrator = await t.signedInUser('10-Administrator');
    expect(
      (await t.call('GET', '/api/resourceCategory/listAll', { token: administrator.token })).status,
    ).toBe(200);
    const write = await t.call<ResourceCategoryItem>('POST', '/api/resourceCategory/create', {
      token: administrator.token,
      body: { name: 'Administrator made' },
    });
    expect(write.status).toBe(200);
    expect(write.body.data.resourceCount).toBe(0);
  });
});
