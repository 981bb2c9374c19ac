import type { Page, ResourceCategoryItem, ResourceItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RESOURCE_CATEGORIES,
  RESOURCES,
  RESOURCE_KEYS,
} from '../../platform/permissions/resource-catalog';
import { groupId, grantResources, resourceHolders } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';

useTestContext({ admin: true });

let usersCategory: ResourceCategoryItem;
let suppliersCategory: ResourceCategoryItem;
beforeAll(async () => {
  const categories = await t.call<ResourceCategoryItem[]>('GET', '/api/resourceCategory/listAll', {
    token: admin,
  });
  usersCategory = categories.body.data.find((c) => c.name === RESOURCE_CATEGORIES.users.name)!;
  suppliersCategory = categories.body.data.find(
    (c) => c.name === RESOURCE_CATEGORIES.suppliers.name,
  )!;
});

const listResources = (query: Record<string, string | number>) =>
  t.call<Page<ResourceItem>>('GET', '/api/resource/list', { token: admin, query });

const resourceByKey = async (key: string) =>
  (await t.call<ResourceItem[]>('GET', '/api/resource/listAll', { token: admin })).body.data.find(
    (resource) => resource.key === key,
  )!;

const createResource = async (key: string, extra: Record<string, unknown> = {}) => {
  const answer = await t.call<ResourceItem>('POST', '/api/resource/create', {
    token: admin,
    body: { categoryId: suppliersCategory.id, key, name: `Resource ${key}`, ...extra },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('GET /api/resource/list and /api/resource/listAll', () => {
  it('lists every resource of the catalog as built in, with the code’s routes', async () => {
    const answer = await t.call<ResourceItem[]>('GET', '/api/resource/listAll', { token: admin });
    expect(answer.status).toBe(200);
    for (const key of RESOURCE_KEYS) {
      expect(answer.body.data.find((resource) => resource.key === key)).toMatchObject({
        key,
        builtin: 1,
        name: RESOURCES[key].name,
        url: RESOURCES[key].routes.join('\n'),
        categoryName: RESOURCE_CATEGORIES[RESOURCES[key].category].name,
      });
    }
  });

  it('filters by category, by name or key, and by url', async () => {
    const byCategory = await listResources({ categoryId: usersCategory.id });
    const usersKeys = RESOURCE_KEYS.filter((key) => RESOURCES[key].category === 'users');
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.data.total).toBe(usersKeys.length);
    expect(byCategory.body.data.list.map((resource) => resource.key).sort()).toEqual(
      [...usersKeys].sort(),
    );

    const byName = await listResources({ nameKeyword: 'GROUP' });
    expect(byName.body.data.list.map((resource) => resource.key)).toEqual([
      'admin.group.read',
      'admin.group.write',
    ]);
    const byKey = await listResources({ nameKeyword: 'resource.write' });
    expect(byKey.body.data.list.map((resource) => resource.key)).toEqual(['admin.resource.write']);
    const byUrl = await listResources({ urlKeyword: '/api/suppliers/payment-terms' });
    expect(byUrl.body.data.list.map((resource) => resource.key)).toEqual(['suppliers.read']);
    const wildcard = await listResources({ nameKeyword: '%' });
    expect(wildcard.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('pages', async () => {
    const page = await listResources({ pageNum: 2, pageSize: 3 });
    expect(page.body.data).toMatchObject({ pageNum: 2, pageSize: 3 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(RESOURCE_KEYS.length);
    expect(page.body.data.list).toHaveLength(3);
  });

  it('answers one resource, 404 for no such resource', async () => {
    const known = await resourceByKey('suppliers.read');
    const one = await t.call<ResourceItem>('GET', `/api/resource/${known.id}`, { token: admin });
    expect(one.body.data).toEqual(known);
    const missing = await t.call('GET', '/api/resource/999999', { token: admin });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/resource/create, update, delete', () => {
  it('creates a custom resource, refuses a taken key, a bad key and an unknown category', async () => {
    const created = await createResource('reports.export', { url: 'GET /api/reports/export' });
    expect(created).toMatchObject({
      key: 'reports.export',
      builtin: 0,
      categoryId: suppliersCategory.id,
      url: 'GET /api/reports/export',
    });
    const taken = await t.call('POST', '/api/resource/create', {
      token: admin,
      body: { categoryId: suppliersCategory.id, key: 'admin.user.read', name: 'Copy' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Name already exists');
    const badKey = await t.call('POST', '/api/resource/create', {
      token: admin,
      body: { categoryId: suppliersCategory.id, key: 'Reports Export', name: 'Bad' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.data).toEqual({
      errors: [{ field: 'key', message: expect.stringMatching(/^Resource key: /) }],
    });
    const noCategory = await t.call('POST', '/api/resource/create', {
      token: admin,
      body: { categoryId: 999999, key: 'reports.orphan', name: 'Orphan' },
      lang: 'zh',
    });
    expect(noCategory.status).toBe(422);
    expect(noCategory.body.message).toBe('资源分类不存在');
    expect(await resourceByKey('reports.orphan')).toBeUndefined();
  });

  it('updates a custom resource entirely', async () => {
    const resource = await createResource('reports.view');
    const reports = await t.call<ResourceCategoryItem>('POST', '/api/resourceCategory/create', {
      token: admin,
      body: { name: 'Report resources' },
    });
    const answer = await t.call<ResourceItem>('POST', `/api/resource/update/${resource.id}`, {
      token: admin,
      body: {
        categoryId: reports.body.data.id,
        key: 'reports.everything',
        name: 'Read reports',
        url: 'GET /api/reports',
        description: 'all reports',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: resource.id,
      key: 'reports.everything',
      name: 'Read reports',
      url: 'GET /api/reports',
      description: 'all reports',
      categoryId: reports.body.data.id,
      categoryName: 'Report resources',
    });
  });

  it('keeps a built-in resource’s key and routes, but its name may change', async () => {
    const builtIn = await resourceByKey('suppliers.read');
    const rekey = await t.call('POST', `/api/resource/update/${builtIn.id}`, {
      token: admin,
      body: { categoryId: builtIn.categoryId, key: 'suppliers.view', name: builtIn.name },
    });
    expect(rekey.status).toBe(409);
    expect(rekey.body.message).toBe(
      'Resource "suppliers.read" is checked by the server; it cannot be deleted or re-keyed',
    );
    const renamed = await t.call<ResourceItem>('POST', `/api/resource/update/${builtIn.id}`, {
      token: admin,
      body: {
        categoryId: builtIn.categoryId,
        key: 'suppliers.read',
        name: 'See suppliers',
        url: 'GET /api/anything',
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      key: 'suppliers.read',
      name: 'See suppliers',
      builtin: 1,
    });
    expect(renamed.body.data.url).toBe(RESOURCES['suppliers.read'].routes.join('\n'));
  });

  it('refuses deleting a built-in resource, deletes a custom one', async () => {
    const builtIn = await resourceByKey('admin.user.read');
    const refused = await t.call('POST', `/api/resource/delete/${builtIn.id}`, {
      token: admin,
      lang: 'zh',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('资源“admin.user.read”由服务器校验，不能删除或修改标识');
    expect(await resourceByKey('admin.user.read')).toBeDefined();
    const custom = await createResource('reports.purge');
    await grantResources(await groupId('1-SCM'), [custom.id]);
    const deleted = await t.call('POST', `/api/resource/delete/${custom.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(await resourceByKey('reports.purge')).toBeUndefined();
    expect(await resourceHolders(custom.id)).toEqual([]);
    const again = await t.call('POST', `/api/resource/delete/${custom.id}`, { token: admin });
    expect(again.status).toBe(404);
  });
});

describe('who may call /api/resource/*', () => {
  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/resource/listAll')).status).toBe(401);
    expect(
      (await t.call('POST', '/api/resource/create', { body: { key: 'anon', name: 'Anon' } }))
        .status,
    ).toBe(401);
  });

  it('answers 403 to 1-SCM on read and write', async () => {
    const scm = await t.signedInUser('1-SCM');
    const read = await t.call('GET', '/api/resource/list', { token: scm.token });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(
      'Access denied: you lack the permission "View permission resources"',
    );
    const write = await t.call('POST', '/api/resource/create', {
      token: scm.token,
      body: { categoryId: suppliersCategory.id, key: 'scm.sneaky', name: 'Sneaky' },
    });
    expect(write.status).toBe(403);
    expect(await resourceByKey('scm.sneaky')).toBeUndefined();
  });

  it('lets 10-Administrator read and write', async () => {
    const administrator = await t.signedInUser('10-Administrator');
    expect((await t.call('GET', '/api/resource/list', { token: administrator.token })).status).toBe(
      200,
    );
    const write = await t.call<ResourceItem>('POST', '/api/resource/create', {
      token: administrator.token,
      body: {
        categoryId: suppliersCategory.id,
        key: 'administrator.made',
        name: 'Made by administrator',
      },
    });
    expect(write.status).toBe(200);
    expect(write.body.data.builtin).toBe(0);
  });
});
