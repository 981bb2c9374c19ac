import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';

/** Issue 12 §6: security headers on every answer, no-store on every /api answer. */
useTestContext({ admin: true });

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  // WebAssembly may compile (the camera's barcode reader); JavaScript eval stays refused
  expect(csp, what).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("form-action 'self'");
  expect(csp, what).toContain("connect-src 'self'");
  expect(csp, what).toContain("img-src 'self' data: blob:");
  expect(csp.replaceAll("'wasm-unsafe-eval'", ''), what).not.toContain('unsafe-eval');
  expect(csp, what).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on a page of the web app and on its files', async () => {
    const page = await get('/production/order');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page.headers, 'page');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-abc123.js');
    expectSecurityHeaders(asset.headers, 'asset');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('are on a signed-in API answer, with Cache-Control: no-store', async () => {
    const info = await get('/api/admin/info', admin);
    expect(info.statusCode).toBe(200);
    expectSecurityHeaders(info.headers, 'api');
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it('are on every kind of error answer, with no-store', async () => {
    const answers = {
      401: await get('/api/admin/info'),
      404: await get('/api/no/such/route', admin),
      400: await get('/api/admin/list?pageSize=1000', admin),
      403: await get('/api/admin/list', (await t.signedInUser('2-View')).token),
    };
    for (const [status, answer] of Object.entries(answers)) {
      expect(answer.statusCode, status).toBe(Number(status));
      expectSecurityHeaders(answer.headers, status);
      expect(answer.headers['cache-control'], status).toBe('no-store');
    }
  });

  it('keeps exports and health out of caches too', async () => {
    const exported = await get('/api/loading-points/export', admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['cache-control']).toBe('no-store');
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
  });
});
