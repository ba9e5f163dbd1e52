/**
 * One fixed-duration load run with autocannon, reduced to the figures bench/api prints. Refused
 * requests are tallied by status and, for JSON envelopes, by `reason`, so a rate limit (400
 * `error.common.rate_limited`) reads as such rather than as an anonymous error count.
 */
import autocannon from 'autocannon';

export type LoadRequest = autocannon.Request;

export interface LoadOptions {
  /** Origin plus the default path, e.g. `http://127.0.0.1:9080/answer/api/v1/...`. */
  url: string;
  durationSeconds: number;
  connections: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** A sequence each connection repeats; `setupRequest` can rotate paths, tokens and bodies. */
  requests?: LoadRequest[];
  /** Collect `reason` of non-2xx JSON answers (reads every body: only for write runs). */
  tallyReasons?: boolean;
}

export interface LoadResult {
  /** Mean completed requests per second over the run. */
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The slowest answer of the run. */
  maxMs: number;
  /** Answers that took longer than `SLOW_MS`, timeouts included. */
  slow: number;
  /** Completed requests. */
  total: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Answers per HTTP status. */
  statuses: Record<string, number>;
  /** Non-2xx answers per envelope `reason` (only with `tallyReasons`). */
  reasons: Record<string, number>;
}

/** The envelope's `reason`, plus the first field message when the reason is a generic format error. */
export function reasonOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('reason' in parsed) || typeof parsed.reason !== 'string') return 'unparsed';
    const first: unknown = 'data' in parsed && Array.isArray(parsed.data) ? parsed.data[0] : undefined;
    const detail = typeof first === 'object' && first !== null && 'error_msg' in first && typeof first.error_msg === 'string' ? ` (${first.error_msg})` : '';
    return parsed.reason + detail;
  } catch {
    return 'unparsed';
  }
}

/** What the mixed load calls slow: no request may take longer. */
export const SLOW_MS = 1000;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const reasons: Record<string, number> = {};
  const tally = (status: number, body: string) => {
    if (status >= 200 && status < 300) return;
    const reason = `${status} ${reasonOf(body)}`;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  };
  const requests = options.requests?.map((request) => (options.tallyReasons ? { ...request, onResponse: tally } : request));
  const single: LoadRequest[] | undefined = options.tallyReasons && !requests ? [{ onResponse: tally }] : undefined;
  let slow = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        duration: options.durationSeconds,
        connections: options.connections,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        requests: requests ?? single,
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (responseTime > SLOW_MS) slow += 1;
    });
  });
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stat.count ?? 0;
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    slow: slow + result.timeouts,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    reasons,
  };
}
