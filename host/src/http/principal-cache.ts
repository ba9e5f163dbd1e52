/**
 * Who a token belongs to, kept for a moment: a member's every call resolved its token through
 * the session provider (two database reads), a tab's notification poll included. The host drops
 * everything after any successful write (a password change, a suspension, a role change) and
 * when a plugin says a session ended (a logout); another host process's change is honoured within
 * `PRINCIPAL_MAX_AGE_MS`.
 */
import type { Principal } from '@answer/sdk/server';

export const PRINCIPAL_MAX_AGE_MS = 1000;
/** Tokens kept at most; past that the cache starts over (it refills within a second). */
const MAX_TOKENS = 20_000;

export class PrincipalCache {
  private readonly principals = new Map<string, { principal: Principal | null; readAt: number }>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs = PRINCIPAL_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The principal of `token` from the cache, or from `resolve` (kept unless something was forgotten meanwhile). */
  async resolve(token: string, resolve: () => Promise<Principal | null>): Promise<Principal | null> {
    const kept = this.principals.get(token);
    if (kept && this.now() - kept.readAt < this.maxAgeMs) return kept.principal;
    const generation = this.generation;
    const readAt = this.now();
    const principal = await resolve();
    if (generation === this.generation) {
      if (this.principals.size >= MAX_TOKENS) this.principals.clear();
      this.principals.set(token, { principal, readAt });
    }
    return principal;
  }

  /** The kept principal of `token` when fresh (null: no one's), undefined when it must be resolved. */
  peek(token: string): Principal | null | undefined {
    const kept = this.principals.get(token);
    return kept && this.now() - kept.readAt < this.maxAgeMs ? kept.principal : undefined;
  }

  forget(): void {
    this.generation++;
    this.principals.clear();
  }
}
