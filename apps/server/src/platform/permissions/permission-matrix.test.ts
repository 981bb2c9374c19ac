import { BUILT_IN_GROUPS } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_RESOURCES } from '../../db/seed/group-access';
import { grantResources, groupId, resourceId } from '../../test/access-rows';
import { t, useTestContext } from '../../test/harness';
import type { RegisteredRoute } from './guard';

useTestContext();

const tokens = new Map<string, string>();

beforeAll(async () => {
  for (const group of BUILT_IN_GROUPS) {
    const supplier = await t.buildSupplier();
    const user = await t.signedInUser(group, { supplierIds: [supplier.id] });
    tokens.set(group, user.token);
  }
});

/** Calls a route with harmless input: a missing id, no body. Never a successful write. */
const probe = (route: RegisteredRoute, token: string) =>
  t.call(route.method, route.url.replace(/:\w+/g, '999999'), { token });

describe('permission matrix: each group, each route, as the seed says', () => {
  it('allows or refuses every resource route per group exactly as seeded', async () => {
    const guarded = t.app.registeredRoutes.filter((route) => typeof route.access === 'object');
    for (const group of BUILT_IN_GROUPS) {
      const grant = GROUP_RESOURCES[group];
      for (const route of guarded) {
        const resource = (route.access as { resource: string }).resource;
        const allowed = grant === 'all' || (grant as readonly string[]).includes(resource);
        const answer = await probe(route, tokens.get(group)!);
        const where = `${group} → ${route.method} ${route.url}`;
        if (allowed) {
          expect([401, 403], where).not.toContain(answer.status);
        } else {
          expect(answer.status, where).toBe(403);
          expect(answer.body.code, where).toBe(403);
        }
      }
    }
  });

  it('lets every group use its own session and inbox routes', async () => {
    const own = t.app.registeredRoutes.filter((route) => route.access === 'signedIn');
    for (const group of BUILT_IN_GROUPS) {
      for (const route of own) {
        if (route.url.endsWith('changePassword')) continue; // would end the session; own tests
        const answer = await probe(route, tokens.get(group)!);
        expect([401, 403], `${group} → ${route.url}`).not.toContain(answer.status);
      }
    }
  });

  it('answers 401 on every non-public route without a token, or with a made-up one', async () => {
    const closed = t.app.registeredRoutes.filter((route) => route.access !== 'public');
    for (const route of closed) {
      expect((await probe(route, '')).status, route.url).toBe(401);
      expect((await probe(route, 'not-a-real-token')).status, route.url).toBe(401);
    }
  });

  it('follows a grant change at once, without a new sign-in', async () => {
    const viewer = tokens.get('2-View')!;
    const group = await groupId('2-View');
    const readUsers = await resourceId('admin.user.read');
    expect((await t.call('GET', '/api/admin/list', { token: viewer })).status).toBe(403);
    await grantResources(group, [readUsers]);
    expect((await t.call('GET', '/api/admin/list', { token: viewer })).status).toBe(200);
  });
});
