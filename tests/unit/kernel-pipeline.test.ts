import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@answer/sdk';
import type { RequestOptions } from '@answer/sdk';
import { CAPTCHA_ERROR_EVENT, CAPTCHA_REOPEN_DELAY_MS, handleResponse } from '../../core/src/http/pipeline';
import type { Envelope, PipelineEffects } from '../../core/src/http/pipeline';
import { FetchHttpClient, resolveApiUrl } from '../../core/src/http/client';

function effects(overrides: Partial<PipelineEffects> = {}) {
  const fx = {
    navigate: vi.fn(),
    toast: vi.fn(),
    modal: vi.fn(),
    showErrorPage: vi.fn(),
    clearSession: vi.fn(),
    clearUser: vi.fn(),
    saveReturnPath: vi.fn(),
    isPublicPage: vi.fn(() => false),
    emit: vi.fn(),
    schedule: vi.fn((task: () => void) => task()),
    log: vi.fn(),
    ...overrides,
  };
  return fx;
}

function run(status: number, envelope: Envelope, options: RequestOptions = {}, fx = effects(), url = '/answer/api/v1/x') {
  const result = handleResponse(status, { code: status, ...envelope }, { url, method: 'GET', options }, fx);
  return { result, fx, error: result.ok ? null : result.error };
}

/** Nothing else happened besides what the row asks for. */
function onlyCalled(fx: ReturnType<typeof effects>, ...names: (keyof PipelineEffects)[]) {
  const effectful: (keyof PipelineEffects)[] = ['navigate', 'toast', 'modal', 'showErrorPage', 'clearSession', 'clearUser', 'saveReturnPath', 'emit', 'log'];
  for (const name of effectful) {
    if (names.includes(name)) expect(fx[name], name).toHaveBeenCalled();
    else expect(fx[name], name).not.toHaveBeenCalled();
  }
}

describe('request pipeline (spec section 8)', () => {
  it('resolves a success to the envelope data', () => {
    const { result, fx } = run(200, { reason: 'base.success', msg: 'Success.', data: { id: '1' } });
    expect(result).toEqual({ ok: true, data: { id: '1' } });
    onlyCalled(fx);
  });

  it('400 err_type with passingError: the caller gets the error, nothing shown', () => {
    const { error, fx } = run(400, { msg: 'No.', data: { err_type: 'toast' } }, { passingError: true });
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.data).toEqual({ err_type: 'toast' });
    onlyCalled(fx);
  });

  it('400 err_type toast: red toast with the message', () => {
    const { error, fx } = run(400, { msg: "You can't vote for your own post.", data: { err_type: 'toast' } });
    expect(fx.toast).toHaveBeenCalledWith("You can't vote for your own post.");
    expect(error?.code).toBe(400);
    onlyCalled(fx, 'toast');
  });

  it('400 err_type alert: rejects with message and data for an inline alert', () => {
    const { error, fx } = run(400, { msg: 'database connection failed', data: { err_type: 'alert', extra: 1 } });
    expect(error?.message).toBe('database connection failed');
    expect(error?.data).toEqual({ err_type: 'alert', extra: 1 });
    onlyCalled(fx);
  });

  it('400 err_type modal: a confirm dialog with the message', () => {
    const { error, fx } = run(400, { msg: 'Please confirm', data: { err_type: 'modal' } });
    expect(fx.modal).toHaveBeenCalledWith('Please confirm', 'confirm');
    expect(error).toBeInstanceOf(ApiError);
    onlyCalled(fx, 'modal');
  });

  it('400 with a list: rejects with the field errors', () => {
    const list = [{ error_field: 'e_mail', error_msg: 'Email already exists.' }];
    const { error, fx } = run(400, { msg: '', reason: 'base.request_format_error', data: list });
    expect(error?.list).toEqual(list);
    expect(error?.isError).toBe(true);
    expect(error?.reason).toBe('base.request_format_error');
    onlyCalled(fx);
  });

  it('400 with a captcha_code field error: the captcha refreshes after 50 ms', () => {
    const list = [{ error_field: 'captcha_code', error_msg: 'Verification failed.' }];
    const schedule = vi.fn();
    const { fx } = run(400, { data: list }, {}, effects({ schedule }));
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), CAPTCHA_REOPEN_DELAY_MS);
    expect(fx.emit).not.toHaveBeenCalled();
    (schedule.mock.calls[0]?.[0] as () => void)();
    expect(fx.emit).toHaveBeenCalledWith(CAPTCHA_ERROR_EVENT, { url: '/answer/api/v1/x', list });
  });

  it('400 with empty data: a close-only dialog with the message', () => {
    const { error, fx } = run(400, { msg: 'Something is wrong.', data: null });
    expect(fx.modal).toHaveBeenCalledWith('Something is wrong.', 'close');
    expect(error?.code).toBe(400);
    onlyCalled(fx, 'modal');
  });

  it('401: clears the session, saves the path and goes to login', () => {
    const { error, fx } = run(401, { msg: 'Unauthorized.' });
    expect(fx.clearSession).toHaveBeenCalled();
    expect(fx.saveReturnPath).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith('/users/login');
    expect(error?.code).toBe(401);
    onlyCalled(fx, 'clearSession', 'saveReturnPath', 'navigate');
  });

  it('403 url_expired: replaces to the activation-failed page', () => {
    const { fx } = run(403, { data: { type: 'url_expired' } });
    expect(fx.navigate).toHaveBeenCalledWith('/users/account-activation/failed', { replace: true });
    onlyCalled(fx, 'navigate');
  });

  it('403 inactive: goes to the inactive page', () => {
    const { fx } = run(403, { data: { type: 'inactive' } });
    expect(fx.navigate).toHaveBeenCalledWith('/users/login?status=inactive');
    onlyCalled(fx, 'navigate');
  });

  it('403 suspended: clears the user and replaces to the suspended page', () => {
    const { fx } = run(403, { data: { type: 'suspended' } });
    expect(fx.clearUser).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith('/users/account-suspended', { replace: true });
    onlyCalled(fx, 'clearUser', 'navigate');
  });

  it('other 403 on a public account page: ignored', () => {
    const { error, fx } = run(403, { msg: 'Forbidden.' }, {}, effects({ isPublicPage: () => true }), '/answer/admin/api/x');
    expect(error?.code).toBe(403);
    onlyCalled(fx);
  });

  it('other 403 on an admin API call: the 403 page', () => {
    const { fx } = run(403, { msg: 'Forbidden.' }, {}, effects(), '/community/answer/admin/api/users/page');
    expect(fx.showErrorPage).toHaveBeenCalledWith('403');
    onlyCalled(fx, 'showErrorPage');
  });

  it('other 403: red toast with the message', () => {
    const { fx } = run(403, { msg: 'Forbidden to operate on yourself' });
    expect(fx.toast).toHaveBeenCalledWith('Forbidden to operate on yourself');
    onlyCalled(fx, 'toast');
  });

  it('404 with allow404: the 404 page', () => {
    const { fx } = run(404, { msg: 'Not found.' }, { allow404: true });
    expect(fx.showErrorPage).toHaveBeenCalledWith('404');
    onlyCalled(fx, 'showErrorPage');
  });

  it('404 with allow404 on a public page, or without allow404: silent', () => {
    expect(run(404, {}, { allow404: true }, effects({ isPublicPage: () => true })).fx.showErrorPage).not.toHaveBeenCalled();
    const { fx, error } = run(404, { msg: 'Not found.' });
    expect(error?.code).toBe(404);
    onlyCalled(fx);
  });

  it('500 and above: logged and the 50X page', () => {
    const { fx } = run(502, { msg: 'Bad gateway' });
    expect(fx.showErrorPage).toHaveBeenCalledWith('50x');
    onlyCalled(fx, 'showErrorPage', 'log');
  });

  it('503 maintenance: the kernel is told (it shows its maintenance page), no 50X page, nothing logged', () => {
    const maintenance = vi.fn();
    const { error, fx } = run(503, { reason: 'base.maintenance', msg: 'Under maintenance.', data: { type: 'maintenance', message: '' } }, {}, effects({ maintenance }));
    expect(maintenance).toHaveBeenCalledTimes(1);
    expect(error?.code).toBe(503);
    onlyCalled(fx);
    // any other 503 is a server error like the rest
    expect(run(503, { reason: 'base.unknown' }, {}, effects({ maintenance })).fx.showErrorPage).toHaveBeenCalledWith('50x');
    expect(maintenance).toHaveBeenCalledTimes(1);
  });

  it('500 with ignore50x or on a public page: logged only', () => {
    onlyCalled(run(500, {}, { ignore50x: true }).fx, 'log');
    onlyCalled(run(500, {}, {}, effects({ isPublicPage: () => true })).fx, 'log');
  });

  it('other errors go to the caller as {code, msg, data}', () => {
    const { error, fx } = run(409, { msg: 'Conflict', data: { a: 1 } });
    expect(error).toMatchObject({ code: 409, message: 'Conflict', data: { a: 1 } });
    onlyCalled(fx);
  });
});

describe('fetch client', () => {
  const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data }), { status: 200 });

  it('puts API paths under the base path, keeping /answer/ and /installation/ paths whole', () => {
    expect(resolveApiUrl('/siteinfo', '', '/answer/api/v1')).toBe('/answer/api/v1/siteinfo');
    expect(resolveApiUrl('/siteinfo', '/c', '/c/answer/api/v1')).toBe('/c/answer/api/v1/siteinfo');
    expect(resolveApiUrl('/answer/admin/api/plugins', '/c', '/c/answer/api/v1')).toBe('/c/answer/admin/api/plugins');
    expect(resolveApiUrl('/installation/db/check', '/c', '/c/answer/api/v1')).toBe('/c/installation/db/check');
    expect(resolveApiUrl('https://x.test/a', '/c', '/c/answer/api/v1')).toBe('https://x.test/a');
  });

  it('sends the token, the language and credentials, and resolves to data', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok({ list: [] }));
    const client = new FetchHttpClient({ basePath: '/c', getToken: () => 'tok', getLanguage: () => 'zh_CN', effects: effects(), fetch });
    const data = await client.post('/question', { title: 't' }, { query: { a: 1, skip: undefined } });
    expect(data).toEqual({ list: [] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/c/answer/api/v1/question?a=1');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"t"}');
    expect(init?.headers).toMatchObject({ Authorization: 'tok', 'Accept-Language': 'zh_CN', 'Content-Type': 'application/json' });
  });

  it('gives up after the timeout (10 s by default)', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const client = new FetchHttpClient({ basePath: '', getToken: () => '', getLanguage: () => 'en_US', effects: effects(), fetch, timeoutMs: 20 });
    await expect(client.get('/slow')).rejects.toMatchObject({ code: 0, reason: 'timeout' });
  });

  it('logs a request that failed, but not one its caller gave up on', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const fx = effects();
    const client = new FetchHttpClient({ basePath: '', getToken: () => '', getLanguage: () => 'en_US', effects: fx, fetch, timeoutMs: 10_000 });
    const caller = new AbortController();
    const pending = client.get('/reviewing/type', { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(fx.log).not.toHaveBeenCalled();
    const failing = new FetchHttpClient({ basePath: '', getToken: () => '', getLanguage: () => 'en_US', effects: fx, fetch: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(failing.get('/siteinfo')).rejects.toBeInstanceOf(ApiError);
    expect(fx.log).toHaveBeenCalledTimes(1);
  });

  it('runs a failed answer through the pipeline', async () => {
    const fx = effects();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 401, msg: 'Unauthorized.', data: null }), { status: 401 }));
    const client = new FetchHttpClient({ basePath: '', getToken: () => 'old', getLanguage: () => 'en_US', effects: fx, fetch });
    await expect(client.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(fx.clearSession).toHaveBeenCalled();
  });

  it('reads a non-JSON error body as its status line', async () => {
    const fx = effects();
    const fetch = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const client = new FetchHttpClient({ basePath: '', getToken: () => '', getLanguage: () => 'en_US', effects: fx, fetch });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 502, message: 'Bad Gateway' });
    expect(fx.showErrorPage).toHaveBeenCalledWith('50x');
  });
});
