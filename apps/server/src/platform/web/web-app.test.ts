import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

useTestContext();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('serves index.html at / and for any app path (history fallback), never cached', async () => {
    for (const url of ['/', '/login', '/user/admin?page=2', '/no/such/page']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/text\/html/);
      expect(answer.body, url).toContain('<title>Lading</title>');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as files cached for a year', async () => {
    const answer = await get('/assets/app-abc123.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log("lading")');
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it('never falls back for /api paths', async () => {
    const answer = await get('/api/not/a/route');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404 });
  });

  it('does not serve files outside the build folder', async () => {
    for (const url of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../package.json',
    ]) {
      const answer = await get(url);
      expect(answer.body, url).not.toContain('root:');
      expect(answer.body, url).not.toContain('"workspaces"');
    }
  });
});
