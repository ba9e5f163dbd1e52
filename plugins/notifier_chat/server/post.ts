/**
 * One POST of a JSON body to a webhook, with a time limit. The connection resolves the name itself
 * through a lookup that refuses blocked addresses (see `address-guard.ts`), so the address checked
 * is the address connected to, whatever the name resolves to by then. Redirects are not followed.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { blockedAddress, refuseAddress, type AddressPolicy, type AddressRefusal } from './address-guard';

export type PostOutcome =
  | { ok: true }
  /** `retry`: worth another try later (the receiver failed or was away); otherwise give up now. */
  | { ok: false; retry: boolean; error: PostError; detail: string };

/** Why a post failed, as the member's list names it. */
export type PostError = 'http_status' | 'timeout' | 'network' | 'blocked';

/** Most of an answer's body read (a receiver that keeps talking is cut off). */
const MAX_BODY_BYTES = 64 * 1024;

class BlockedAddressError extends Error {
  constructor() {
    super('blocked address');
  }
}

/** A lookup that resolves every address of a name and refuses the lot if any is blocked. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (!allowPrivate && addresses.some((entry) => blockedAddress(entry.address))) return callback(new BlockedAddressError() as NodeJS.ErrnoException, '');
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
    });
  };
}

const RETRIED_STATUSES = new Set([408, 425, 429]);

function outcomeOfStatus(status: number): PostOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  // a server error or "slow down" may pass; a refusal (404 unknown hook, 403, a redirect) will not
  return { ok: false, retry: status >= 500 || RETRIED_STATUSES.has(status), error: 'http_status', detail: String(status) };
}

const refusal = (reason: AddressRefusal): PostOutcome => ({ ok: false, retry: false, error: 'blocked', detail: reason });

export interface PostOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  /** Aborts the post (the plugin was disabled, the host is closing). */
  signal?: AbortSignal;
}

export async function postJson(url: string, body: string, options: PostOptions): Promise<PostOutcome> {
  const refused = await refuseAddress(url, options.policy);
  if (refused) return refusal(refused);
  const target = new URL(url);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'user-agent': 'Answer notifier_chat' },
        lookup: guardedLookup(options.policy.allowPrivate),
        signal,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_BODY_BYTES) response.destroy();
        });
        const done = () => resolve(outcomeOfStatus(response.statusCode ?? 0));
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof BlockedAddressError || error.cause instanceof BlockedAddressError) return resolve(refusal('private'));
      if (timeout.aborted) return resolve({ ok: false, retry: true, error: 'timeout', detail: String(Math.round(options.timeoutMs / 1000)) });
      resolve({ ok: false, retry: true, error: 'network', detail: String(error.code ?? error.message).slice(0, 200) });
    });
    request.end(body);
  });
}
