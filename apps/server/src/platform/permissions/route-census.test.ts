import { ALL_OPERATIONS, routeKeyOf } from '@lading/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { registerPermissionGuard } from './guard';
import { PUBLIC_ROUTES, routeKey } from './public-routes';
import { RESOURCES, type ResourceKey } from './resource-catalog';

useTestContext();

const keyOf = (route: { method: string; url: string }) => routeKey(route.method, route.url);

describe('route census: deny by default', () => {
  it('finds every registered route public-listed or declaring what it needs', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const access = route.access;
      const declared =
        access === 'public' ||
        access === 'signedIn' ||
        (typeof access === 'object' && access.resource in RESOURCES);
      expect(declared, `${keyOf(route)} declares no access`).toBe(true);
      if (access === 'public') expect(PUBLIC_ROUTES).toContain(keyOf(route));
    }
  });

  it('registers every shared operation exactly once, under its own method and path', () => {
    for (const op of ALL_OPERATIONS) {
      const serving = t.app.registeredRoutes.filter((r) => r.operation === op);
      expect(serving.map(keyOf), routeKeyOf(op)).toEqual([routeKeyOf(op)]);
      expect(serving[0]?.access, routeKeyOf(op)).toEqual(op.access);
    }
  });

  it('has exactly this public list', () => {
    const publicRoutes = t.app.registeredRoutes.filter((r) => r.access === 'public').map(keyOf);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /*',
        'GET /api/health',
        'POST /api/admin/checkIsLogin',
        'POST /api/admin/login',
        'POST /api/admin/logout',
      ].sort(),
    );
    expect([...PUBLIC_ROUTES].sort()).toEqual(publicRoutes.sort());
  });

  it('has exactly these routes for any signed-in user (their own session, inbox, API docs, home figures)', () => {
    const own = t.app.registeredRoutes.filter((r) => r.access === 'signedIn').map(keyOf);
    expect(own.sort()).toEqual(
      [
        'GET /api/admin/info',
        'POST /api/admin/changePassword',
        // the OpenAPI document: the whole API's map, for signed-in users only (issue 12 §7)
        'GET /api/docs',
        'GET /api/ea/stationMessageSendRecord/queryStationMessageList',
        'GET /api/ea/stationMessageSendRecord/queryUnReadMessage',
        'GET /api/ea/stationMessageSendRecord/readMessage',
        'GET /api/ea/stationMessageSendRecord/readAllMessages',
        // issue 15: the home dashboard answers each user the cards their resources allow
        'GET /api/home/summary',
        // issue 16: the warehouses' codes and names, for every picker (suppliers' notes too)
        'GET /api/warehouses/options',
        // issue 17: a stored file, read with the permission of the record that owns it
        'GET /api/files/:id',
        'GET /api/files/:id/content',
        'GET /api/files/:id/sheet',
        'GET /api/files/:id/pdf',
      ].sort(),
    );
  });

  it('keeps each resource listing exactly the routes that declare it', () => {
    for (const [key, resource] of Object.entries(RESOURCES)) {
      const declaring = t.app.registeredRoutes
        .filter((r) => typeof r.access === 'object' && r.access.resource === (key as ResourceKey))
        .map(keyOf);
      expect(declaring.sort(), key).toEqual([...resource.routes].sort());
    }
  });

  it('seeds every resource of the catalog, with its routes', async () => {
    const rows = await t.db.kysely
      .selectFrom('resources')
      .select(['resource_key', 'url'])
      .execute();
    for (const [key, resource] of Object.entries(RESOURCES)) {
      expect(rows.find((row) => row.resource_key === key)?.url).toBe(resource.routes.join('\n'));
    }
  });

  it('refuses to start with a route that declares nothing, or claims public off the list', async () => {
    const bare = Fastify();
    registerPermissionGuard(bare, t.db);
    expect(() => bare.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    expect(() =>
      bare.route({
        method: 'GET',
        url: '/api/sneaky',
        config: { access: 'public' },
        handler: async () => 'x',
      }),
    ).toThrow(/PUBLIC_ROUTES/);
    await bare.close();
  });
});
