import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

useTestContext();

describe('health, docs and the envelope', () => {
  it('answers health with the database in use', async () => {
    const answer = await t.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: 'Success',
      data: { status: 'ok', database: t.db.dialect },
    });
  });

  it('serves the OpenAPI document to signed-in users only (issue 12 §7)', async () => {
    const anonymous = await t.call('GET', '/api/docs');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data).toBeNull();
    expect((await t.call('GET', '/api/docs', { token: 'not-a-session' })).status).toBe(401);
    const viewer = await t.signedInUser('2-View');
    expect((await t.call('GET', '/api/docs', { token: viewer.token })).status).toBe(200);
  });

  it('serves the OpenAPI document built from the contracts', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    const doc = answer.json();
    expect(answer.statusCode).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/admin/login');
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = t.app.registeredRoutes
      .filter((route) => route.url !== '/api/docs' && route.url !== '/*')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(routes.sort());
    const login = doc.paths['/api/admin/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties.username).toMatchObject({
      type: 'string',
      minLength: 3,
      maxLength: 24,
    });
  });

  it('answers an unknown /api path with a 404 envelope in the caller language', async () => {
    const en = await t.call('GET', '/api/no/such/thing');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      code: 404,
      message: 'No such API: GET /api/no/such/thing',
      data: null,
    });
    const zh = await t.call('POST', '/api/no/such/thing', { lang: 'zh' });
    expect(zh.body.message).toBe('接口不存在：POST /api/no/such/thing');
  });

  it('refuses malformed JSON with 400 and a message, not a 500', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "adm',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, message: 'Data Parsing Failed' });
  });
});
