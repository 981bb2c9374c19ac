import { describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';

useTestContext({ admin: true });

/**
 * QUALITY.md "Bad input": every route that takes a body refuses unknown fields and wrong
 * types with 400 and a field-level message, never a 500 — and writes nothing.
 */
describe('every write route with a body, as a super administrator', () => {
  const withBody = () => t.app.registeredRoutes.filter((route) => route.hasBody);
  const url = (path: string) => path.replace(/:\w+/g, '1');
  const auditRows = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', 'not like', 'login%')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('covers the routes it should', () => {
    expect(withBody().length).toBeGreaterThanOrEqual(15);
  });

  it('refuses an unknown field by name', async () => {
    const before = await auditRows();
    for (const route of withBody()) {
      const answer = await t.call(route.method, url(route.url), {
        token: admin,
        body: { sneaky: 'x' },
      });
      expect(answer.status, route.url).toBe(400);
      expect(errorFields(answer), route.url).toContain('sneaky');
    }
    expect(await auditRows()).toBe(before);
  });

  it('refuses a body of the wrong type', async () => {
    for (const route of withBody()) {
      const answer = await t.call(route.method, url(route.url), { token: admin, body: [1, 2] });
      expect(answer.status, route.url).toBe(400);
      expect(answer.body.code, route.url).toBe(400);
    }
  });

  it('refuses over-long strings in every string field it is given', async () => {
    const long = 'x'.repeat(5000);
    for (const route of withBody()) {
      const answer = await t.call(route.method, url(route.url), {
        token: admin,
        body: { name: long, username: long, nickname: long, title: long, password: long },
      });
      expect(answer.status, route.url).toBe(400);
    }
  });
});
