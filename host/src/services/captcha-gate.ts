/**
 * `ctx.captcha`: decides when an action needs a captcha (policies declared by the plugins owning
 * the actions, counts kept in the shared cache) and asks the serving captcha provider to create
 * and verify challenges. With no captcha plugin serving, nothing is ever required.
 */
import { fieldError, type CacheService, type CaptchaGate, type CaptchaPolicy, type CaptchaProvider, type FastifyRequest } from '@answer/sdk/server';

export const CAPTCHA_FAILED = 'error.captcha.verification_failed';

const STAFF_ROLES = new Set([2, 3]);
const DEFAULT_WINDOW_SECONDS = 30 * 60;

export interface CaptchaGateDeps {
  cache: CacheService;
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
  const counterKey = (request: FastifyRequest, action: string) => `captcha:${action}:${subjectOf(request)}`;
  const lastKey = (request: FastifyRequest, action: string) => `captcha-last:${action}:${subjectOf(request)}`;

  async function tooSoon(request: FastifyRequest, action: string, policy: CaptchaPolicy): Promise<boolean> {
    if (!policy.minIntervalSeconds) return false;
    const last = Number(await deps.cache.get(lastKey(request, action)));
    return Number.isFinite(last) && last > 0 && Date.now() - last < policy.minIntervalSeconds * 1000;
  }

  async function required(request: FastifyRequest, action: string): Promise<CaptchaProvider | null> {
    const provider = deps.provider();
    const policy = policies.get(action);
    if (!provider || !policy) return null;
    const principal = request.principal;
    if (principal && STAFF_ROLES.has(principal.roleId) && principal.status === 'normal') return null;
    if (policy.always) return provider;
    if (await tooSoon(request, action, policy)) return provider;
    if (policy.threshold === undefined) return null;
    const count = await deps.cache.count(counterKey(request, action));
    return count >= policy.threshold ? provider : null;
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
      if (policy.minIntervalSeconds) await deps.cache.set(lastKey(request, action), Date.now(), Math.ceil(policy.minIntervalSeconds) + 1);
      if (policy.threshold === undefined) return;
      await deps.cache.increment(counterKey(request, action), policy.windowSeconds ?? DEFAULT_WINDOW_SECONDS);
    },

    async reset(request, action) {
      await Promise.all([deps.cache.delete(counterKey(request, action)), deps.cache.delete(lastKey(request, action))]);
    },
  };
}
