/** The one fetch client of the site: base URLs, headers, timeout, then the pipeline. */
import { API_BASE, ApiError } from '@answer/sdk';
import type { HttpClient, RequestOptions } from '@answer/sdk';
import { handleResponse } from './pipeline';
import type { Preloads } from './preload';
import type { Envelope, PipelineEffects } from './pipeline';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface HttpClientConfig {
  /** '' or '/community'. */
  basePath: string;
  /** Where relative API paths go; `<basePath>/answer/api/v1` unless set. */
  apiBase?: string;
  getToken: () => string;
  getLanguage: () => string;
  effects: PipelineEffects;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Answers the server-rendered page brought along, for a guest's first reads. */
  preloads?: Preloads;
  /** The page's origin, which preloaded addresses are relative to. */
  origin?: string;
}

export function resolveApiUrl(url: string, basePath: string, apiBase: string): string {
  if (/^(https?:)?\/\//i.test(url)) return url;
  if (url.startsWith('/answer/') || url.startsWith('/installation/')) return `${basePath}${url}`;
  return url.startsWith('/') ? `${apiBase}${url}` : `${apiBase}/${url}`;
}

export function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export class FetchHttpClient implements HttpClient {
  private readonly apiBase: string;
  private readonly doFetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly config: HttpClientConfig) {
    this.apiBase = config.apiBase ?? `${config.basePath}${API_BASE}`;
    this.doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  get<T>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', url, options);
  }
  post<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', url, { ...options, body });
  }
  put<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', url, { ...options, body });
  }
  delete<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', url, { ...options, body });
  }

  /** GETs that have not answered yet: the kernel shows a server-rendered page until the app's settled. */
  pending = 0;

  async request<T>(method: string, url: string, options: RequestOptions): Promise<T> {
    const target = withQuery(resolveApiUrl(url, this.config.basePath, this.apiBase), options.query);
    const preloaded = method === 'GET' && this.config.preloads && this.config.getToken() === '' ? this.config.preloads.take(target, this.config.origin ?? '') : null;
    if (preloaded) return preloaded.data as T;
    if (method !== 'GET') return this.send<T>(method, target, options);
    this.pending += 1;
    try {
      return await this.send<T>(method, target, options);
    } finally {
      this.pending -= 1;
    }
  }

  private async send<T>(method: string, target: string, options: RequestOptions): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: this.config.getToken(),
      'Accept-Language': this.config.getLanguage(),
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== 'GET') {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort);

    let response: Response;
    try {
      response = await this.doFetch(target, { method, headers, body, credentials: 'include', signal: controller.signal });
    } catch (error) {
      const message = timedOut ? `Request timed out after ${this.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
      // a caller that gave up on the answer (a page left) is not told of a failure it caused
      if (!options.signal?.aborted) this.config.effects.log(`${method} ${target} failed: ${message}`, error);
      throw new ApiError(0, message, null, timedOut ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    const envelope = await readEnvelope(response);
    const result = handleResponse(response.status, envelope, { url: target, method, options }, this.config.effects);
    if (result.ok) return result.data as T;
    throw result.error;
  }
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Envelope;
    } catch {
      // A proxy's HTML error page: fall through to the status line.
    }
  }
  return { code: response.status, msg: response.statusText, data: null };
}
