/**
 * External identities waiting for an email address (Answer's binding keys): the provider gave
 * none, one it does not vouch for, or one that belongs to a member who must prove it first. The
 * key travels in the `/users/confirm-email?binding_key=` address; the shared cache keeps only its
 * SHA-256, with the browser the log-in happened in (browser-binding.ts), which alone may use it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '@answer/sdk/server';
import type { ExternalIdentity } from './external-identity';

/** Time to fill in the bind-email page. */
export const PENDING_TTL_SECONDS = 60 * 60;

export interface PendingBinding {
  identity: ExternalIdentity;
  /** The browser the log-in happened in; null when it had no binding cookie (then any browser may go on). */
  browser: string | null;
}

const keyOf = (bindingKey: string) => `binding:${createHash('sha256').update(bindingKey, 'utf8').digest('hex')}`;

const usable = (bindingKey: string) => bindingKey.length > 0 && bindingKey.length <= 100;

export async function holdPending(ctx: ServerContext, pending: PendingBinding): Promise<string> {
  const bindingKey = randomBytes(24).toString('base64url');
  await ctx.cache.set(keyOf(bindingKey), pending, PENDING_TTL_SECONDS);
  return bindingKey;
}

/** Keeps it under the same key for `ttlSeconds` from now (while a mailed link lives). */
export async function extendPending(ctx: ServerContext, bindingKey: string, pending: PendingBinding, ttlSeconds: number): Promise<void> {
  await ctx.cache.set(keyOf(bindingKey), pending, ttlSeconds);
}

export function peekPending(ctx: ServerContext, bindingKey: string): Promise<PendingBinding | null> {
  return usable(bindingKey) ? ctx.cache.get<PendingBinding>(keyOf(bindingKey)) : Promise.resolve(null);
}

/** Consumed: of two concurrent callers only one gets it. */
export function takePending(ctx: ServerContext, bindingKey: string): Promise<PendingBinding | null> {
  return usable(bindingKey) ? ctx.cache.take<PendingBinding>(keyOf(bindingKey)) : Promise.resolve(null);
}
