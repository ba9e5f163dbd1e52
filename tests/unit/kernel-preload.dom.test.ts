// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { FetchHttpClient } from '../../core/src/http/client';
import type { PipelineEffects } from '../../core/src/http/pipeline';
import { preloadKey, Preloads } from '../../core/src/http/preload';

const ORIGIN = 'https://example.com';

function effects(): PipelineEffects {
  return {
    navigate: vi.fn(),
    toast: vi.fn(),
    modal: vi.fn(),
    showErrorPage: vi.fn(),
    clearSession: vi.fn(),
    clearUser: vi.fn(),
    saveReturnPath: vi.fn(),
    isPublicPage: () => true,
    maintenance: vi.fn(),
    emit: vi.fn(),
    schedule: vi.fn(),
    log: vi.fn(),
  };
}

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data }), { status: 200 });

function client(token: string, preloads: Preloads) {
  const fetch = vi.fn(async () => ok({ from: 'network' }));
  const http = new FetchHttpClient({ basePath: '', getToken: () => token, getLanguage: () => 'en_US', effects: effects(), fetch, preloads, origin: ORIGIN });
  return { http, fetch };
}

describe('answers a server-rendered page brought along', () => {
  it('keys addresses by path and sorted query, empty values left out, as the host writes them', () => {
    expect(preloadKey('/answer/api/v1/answer/page?question_id=1&page=1&order=&page_size=20', ORIGIN)).toBe('/answer/api/v1/answer/page?page=1&page_size=20&question_id=1');
    expect(preloadKey('https://elsewhere.example/answer/api/v1/siteinfo', ORIGIN)).toBeNull();
  });

  it('answers a guest\'s first read of the same address without the network, once', async () => {
    const preloads = new Preloads({ '/answer/api/v1/question/info?id=1': { title: 'kept' } });
    const { http, fetch } = client('', preloads);
    await expect(http.get('/question/info', { query: { id: 1, share: '' } })).resolves.toEqual({ title: 'kept' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(http.get('/question/info', { query: { id: 1 } })).resolves.toEqual({ from: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers a member from the guests\' page, nor a write', async () => {
    const preloads = new Preloads({ '/answer/api/v1/question/info?id=1': { title: 'kept' } });
    const member = client('token', preloads);
    await expect(member.http.get('/question/info', { query: { id: 1 } })).resolves.toEqual({ from: 'network' });
    const guest = client('', preloads);
    await expect(guest.http.post('/question/info?id=1', {})).resolves.toEqual({ from: 'network' });
  });

  it('reads what the page carries, and nothing from a page without it', () => {
    document.body.innerHTML = '<script id="answer-preload" type="application/json">{"/a":1}</script>';
    expect(Preloads.fromDocument(document).size).toBe(1);
    document.body.innerHTML = '<script id="answer-preload" type="application/json">not json</script>';
    expect(Preloads.fromDocument(document).size).toBe(0);
  });
});
