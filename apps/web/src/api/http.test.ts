import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../auth/token';
import { writeCookie } from '../lib/cookies';
import { kitOperations } from '@lading/shared';
import { call } from './call';
import { ApiError, request, setHttpUi, toQueryString, type HttpUi } from './http';

/** The network is the boundary here: fetch answers like the server would. */
function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

let ui: { [K in keyof HttpUi]: ReturnType<typeof vi.fn> };
beforeEach(() => {
  ui = {
    toastError: vi.fn(),
    confirmSignedOut: vi.fn(async () => undefined),
    networkErrorMessage: vi.fn(() => 'Network error'),
    signOutLocally: vi.fn(),
    reload: vi.fn(),
  };
  setHttpUi(ui as unknown as HttpUi);
  document.cookie
    .split('; ')
    .forEach((c) => (document.cookie = `${c.split('=')[0]}=; path=/; max-age=0`));
});
afterEach(() => vi.unstubAllGlobals());

describe('the HTTP client (spec §7–§8)', () => {
  it('sends lang and Authorization, serializes arrays without indices, unwraps data', async () => {
    const fetch = answer({ code: 200, message: 'Success', data: { ok: 1 } });
    vi.stubGlobal('fetch', fetch);
    saveToken('Bearer ', 'tok123');
    writeCookie('language', 'zh');
    await expect(
      request('GET', '/things', { query: { ids: [1, 2], keyword: 'a b', empty: '' } }),
    ).resolves.toEqual({
      ok: 1,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things?ids=1&ids=2&keyword=a+b');
    expect(init.headers).toMatchObject({ lang: 'zh', Authorization: 'Bearer tok123' });
  });

  it('toasts the message and rejects when code is not 200', async () => {
    vi.stubGlobal('fetch', answer({ code: 409, message: 'Name already exists', data: null }, 409));
    const failure = request('POST', '/role/create', { body: { name: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 409, message: 'Name already exists' });
    expect(ui.toastError).toHaveBeenCalledWith('Name already exists');
  });

  it('keeps quiet when asked, and exposes field errors', async () => {
    const data = { errors: [{ field: 'newPassword', message: 'New password: too short' }] };
    vi.stubGlobal('fetch', answer({ code: 400, message: 'x', data }, 400));
    const error = await request('POST', '/admin/changePassword', { body: {}, quiet: true }).catch(
      (e: ApiError) => e,
    );
    expect(ui.toastError).not.toHaveBeenCalled();
    expect((error as ApiError).fieldErrors).toEqual({ newPassword: 'New password: too short' });
  });

  it('on 401 asks once, then signs out locally and reloads', async () => {
    saveToken('Bearer ', 'expired');
    vi.stubGlobal('fetch', answer({ code: 401, message: 'Session Timeout', data: null }, 401));
    await Promise.allSettled([request('GET', '/admin/info'), request('GET', '/admin/list')]);
    expect(ui.confirmSignedOut).toHaveBeenCalledTimes(1);
    expect(ui.signOutLocally).toHaveBeenCalled();
    expect(ui.reload).toHaveBeenCalled();
    expect(ui.toastError).not.toHaveBeenCalled();
  });

  it('toasts a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('GET', '/health')).rejects.toMatchObject({ code: 0 });
    expect(ui.toastError).toHaveBeenCalledWith('Network error');
  });

  it('builds query strings the spec way', () => {
    expect(toQueryString({ a: [1, 2], b: undefined, c: 'x' })).toBe('?a=1&a=2&c=x');
    expect(toQueryString({})).toBe('');
  });

  it('calls an operation by its descriptor: path filled from params, query, JSON body', async () => {
    const fetch = answer({ code: 200, message: 'Success', data: null });
    vi.stubGlobal('fetch', fetch);
    await call(kitOperations.update, {
      params: { id: 7 },
      body: { kitCode: 'K1', name: 'Kit', lifeCycle: 'New', activeness: 'Active', components: [] },
    });
    await call(kitOperations.list, { query: { keyword: 'a/b', pageNum: 2, pageSize: 10 } });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const [updateUrl, update] = calls[0]!;
    const [listUrl] = calls[1]!;
    expect(updateUrl).toBe('/api/kits/7');
    expect(update.method).toBe('PUT');
    expect(JSON.parse(String(update.body))).toMatchObject({ kitCode: 'K1' });
    expect(listUrl).toBe('/api/kits?keyword=a%2Fb&pageNum=2&pageSize=10');
  });
});
