/**
 * `ctx.captcha`: decides when an action needs a captcha (policies declared by the plugins owning
 * the actions, counts kept in the shared cache) and asks the serving captcha provider to create
 * and verify challenges. With no captcha plugin serving, nothing is ever required.
 */
import { fieldError, type CaptchaGate, type CaptchaPolicy, type CaptchaProvider, type FastifyRequest } from '@answer/sdk/server';

import type { HostCache } from './cache';

export const CAPTCHA_FAILED = 'error.captcha.verification_failed';

const STAFF_ROLES = new Set([2, 3]);
const DEFAULT_WINDOW_SECONDS = 30 * 60;

export interface CaptchaGateDeps {
  cache: HostCache;
  /** The captcha provider of the first serving captcha plugin. */
  provider: () => CaptchaProvider | null;
  clientIp: (request: FastifyRequest) => string;
}

/** Policies are host-wide: an action is declared once, by the plugin that owns it. */
export class CaptchaPolicies {
  private readonly policies = new Map<string, CaptchaPolicy>();
  define(action: string, policy: CaptchaPolicy): void {
    this.policies.set(action, policy);
  }
  get(action: string): CaptchaPolicy | undefined {
    return this.policies.get(action);
  }
}

export function createCaptchaGate(policies: CaptchaPolicies, deps: CaptchaGateDeps): CaptchaGate {
  const subjectOf = (request: FastifyRequest) => (request.principal ? `user:${request.principal.userId}` : `ip:${deps.clientIp(request)}`);
  // one row per action and caller: the actions counted in the window, and the time of the last
  const tallyKey = (request: FastifyRequest, action: string) => `captcha:${action}:${subjectOf(request)}`;

  async function required(request: FastifyRequest, action: string): Promise<CaptchaProvider | null> {
    const provider = deps.provider();
    const policy = policies.get(action);
    if (!provider || !policy) return null;
    const principal = request.principal;
    if (principal && STAFF_ROLES.has(principal.roleId) && principal.status === 'normal') return null;
    if (policy.always) return provider;
    if (!policy.minIntervalSeconds && policy.threshold === undefined) return null;
    const { count, note: last } = await deps.cache.tallied<number>(tallyKey(request, action));
    const sinceLast = typeof last === 'number' && last > 0 ? Date.now() - last : Infinity;
    if (policy.minIntervalSeconds && sinceLast < policy.minIntervalSeconds * 1000) return provider;
    return policy.threshold !== undefined && count >= policy.threshold ? provider : null;
  }

  return {
    define: (action, policy) => policies.define(action, policy),

    async status(request, action) {
      const provider = await required(request, action);
      if (!provider) return { captcha_id: '', captcha_img: '', verify: false };
      const challenge = await provider.create();
      return { ...challenge, verify: true };
    },

    async check(request, action, answer) {
      const provider = await required(request, action);
      if (!provider) return;
      const id = String(answer.captcha_id ?? '').trim();
      const code = String(answer.captcha_code ?? '').trim();
      if (!id || !code || !(await provider.verify(id, code))) throw fieldError('captcha_code', CAPTCHA_FAILED);
    },

    async record(request, action) {
      const policy = policies.get(action);
      if (!policy || policy.always) return;
      if (!policy.minIntervalSeconds && policy.threshold === undefined) return;
      // the row lives for the counting window, or long enough to tell the next action came too soon
      const window = policy.threshold !== undefined ? (policy.windowSeconds ?? DEFAULT_WINDOW_SECONDS) : 0;
      const ttl = Math.max(window, Math.ceil(policy.minIntervalSeconds ?? 0) + 1);
      await deps.cache.tally(tallyKey(request, action), ttl, Date.now());
    },

    async reset(request, action) {
      await deps.cache.delete(tallyKey(request, action));
    },
  };
}
