import { describe, expect, it } from 'vitest';
import { groupId } from '../../test/access-rows';
import { admin, errorFields, t, useTestContext } from '../../test/harness';

/**
 * Issue 12 §7: ids in paths and queries are canonical decimal integers or a 400, on every
 * route (a fuzz once deleted user 16 through `/admin/delete/0x10`).
 */
useTestContext({ admin: true });

const NOT_CANONICAL = [
  '0x1',
  '1e0',
  '+1',
  '1.0',
  '01',
  '0b1',
  ' 1',
  '-1',
  '0',
  '99999999999999999999',
];

const call = (method: string, url: string, query?: Record<string, string>) =>
  t.call(method, url, { token: admin, ...(query ? { query } : {}) });

describe('record ids in paths', () => {
  it.each(NOT_CANONICAL)(
    'refuses user id %j on every kind of id route, naming the field',
    async (bad) => {
      const id = encodeURIComponent(bad);
      for (const [method, url, field] of [
        ['POST', `/api/admin/delete/${id}`, 'id'],
        ['GET', `/api/admin/role/${id}`, 'id'],
        ['GET', `/api/menu/${id}`, 'id'],
        ['GET', `/api/role/listMenu/${id}`, 'roleId'],
        ['GET', `/api/products/${id}`, 'id'],
        ['GET', `/api/po-lines/${id}`, 'id'],
        ['DELETE', `/api/shipping-lines/${id}`, 'id'],
        ['DELETE', `/api/lead-times/${id}`, 'id'],
        ['GET', `/api/packaging/${id}`, 'product'],
      ] as const) {
        const answer = await call(method, url);
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(errorFields(answer), `${method} ${url}`).toEqual([field]);
      }
    },
  );

  it('does not delete user 16 when asked to delete 0x10, and deletes it by "16"', async () => {
    const user = await t.buildUser({ group: '2-View' });
    const hex = `0x${user.id.toString(16)}`;
    const exists = async () =>
      Boolean(
        await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('id', '=', user.id)
          .executeTakeFirst(),
      );

    for (const bad of [hex, `${user.id}e0`, `+${user.id}`, `0${user.id}`, `${user.id}.0`]) {
      expect((await call('POST', `/api/admin/delete/${encodeURIComponent(bad)}`)).status, bad).toBe(
        400,
      );
    }
    expect(await exists()).toBe(true);

    expect((await call('POST', `/api/admin/delete/${user.id}`)).status).toBe(200);
    expect(await exists()).toBe(false);
  });

  it('answers a canonical id as before', async () => {
    const user = await t.buildUser({ group: '2-View' });
    expect((await call('GET', `/api/admin/role/${user.id}`)).status).toBe(200);
    expect((await call('GET', '/api/menu/list/0')).status).toBe(200);
    expect((await call('GET', '/api/menu/list/00')).status).toBe(400);
    expect((await call('GET', '/api/menu/list/0x0')).status).toBe(400);
  });

  it('refuses a non-canonical id on every GET and DELETE route that takes one', async () => {
    const routes = t.app.registeredRoutes.filter(
      (route) =>
        (route.method === 'GET' || route.method === 'DELETE') &&
        /:(id|roleId|parentId|product|jobId|supplierId)\b/.test(route.url),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '0x1');
      const answer = await call(route.method, url);
      expect(answer.status, `${route.method} ${route.url}`).toBe(400);
    }
  });
});

describe('record ids in queries', () => {
  it.each(NOT_CANONICAL)('refuses %j as a filter id', async (bad) => {
    for (const [url, field] of [
      ['/api/admin/list', 'groupId'],
      ['/api/po-lines', 'supplierId'],
      ['/api/po-lines', 'productId'],
      ['/api/container-changes', 'supplierId'],
      ['/api/resource/list', 'categoryId'],
    ] as const) {
      const answer = await call('GET', url, { [field]: bad });
      expect(answer.status, `${url}?${field}=${bad}`).toBe(400);
      expect(errorFields(answer), `${url}?${field}=${bad}`).toEqual([field]);
    }
  });

  it('filters by a canonical id', async () => {
    const view = await groupId('2-View');
    const answer = await call('GET', '/api/admin/list', { groupId: String(view) });
    expect(answer.status).toBe(200);
  });
});
