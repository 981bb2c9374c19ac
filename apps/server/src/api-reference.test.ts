import fs from 'node:fs';
import { BUILT_IN_GROUPS } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t, useTestContext } from './test/harness';

useTestContext();

interface Menu {
  name: string;
  children: Menu[];
}
const namesOf = (menus: readonly Menu[]): string[] =>
  menus.flatMap((menu) => [menu.name, ...namesOf(menu.children)]);

/**
 * issue 14: the API reference is a screen of the web app (/apiReference) that reads the
 * OpenAPI document with the user's session. The page itself is the web app's shell for
 * anyone (its router sends a signed-out visitor to /login); the document only answers a
 * signed-in Bearer, and every built-in group has the screen in its menus.
 */
describe('the API reference', () => {
  it('serves the page as the web app, never with the document in it', async () => {
    const page = await t.call('GET', '/apiReference');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(page.raw.toString()).toBe(fs.readFileSync(`${t.webRoot}/index.html`, 'utf8'));
    expect(page.raw.toString()).not.toContain('openapi');
  });

  it('sends a person opening /api/docs in a browser to the reference screen', async () => {
    const opened = await t.call('GET', '/api/docs', { headers: { 'sec-fetch-mode': 'navigate' } });
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/apiReference');
    // the screen's own read of the document (a fetch, not a navigation) is not sent away
    const fetched = await t.call('GET', '/api/docs', { headers: { 'sec-fetch-mode': 'cors' } });
    expect(fetched.status).toBe(401);
  });

  it('gives the document to a signed-in user of any group, grouped by tag', async () => {
    const signedOut = await t.call('GET', '/api/docs');
    expect(signedOut.status).toBe(401);
    expect(signedOut.raw.toString()).not.toContain('openapi');
    const supplier = await t.signedInUser('7-Supplier');
    const answer = await t.call<never>('GET', '/api/docs', { token: supplier.token });
    expect(answer.status).toBe(200);
    const doc = JSON.parse(answer.raw.toString()) as {
      openapi: string;
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    // the screen groups operations by their tag: every documented one has a tag and a summary
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
      }
    }
  });

  it('is in the menus of every built-in group', async () => {
    for (const group of BUILT_IN_GROUPS) {
      const user = await t.signedInUser(group);
      const info = await t.call<{ menus: Menu[] }>('GET', '/api/admin/info', {
        token: user.token,
      });
      expect(namesOf(info.body.data.menus), group).toContain('apiReference');
    }
  });
});
