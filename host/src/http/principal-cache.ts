/**
 * Who a token belongs to, kept for a moment: a member's every call resolved its token through
 * the session provider (two database reads), a tab's notification poll included. A plugin that
 * changes what a principal holds says so (`ctx.sessions.changed(userId, request)`: a suspension,
 * a role, a password) and that member's tokens are forgotten now and again when the write's
 * request ends; a logout forgets everything (`ended()`). Another host process's change is
 * honoured within `PRINCIPAL_MAX_AGE_MS`. Keys are tokens; null means the token is no one's.
 */
import type { FastifyRequest } from 'fastify';
import { BriefCache, type Principal } from '@answer/sdk/server';

export const PRINCIPAL_MAX_AGE_MS = 1000;
const MAX_ENTRIES = 20_000;

export class PrincipalCache {
  private readonly kept: BriefCache<Principal | null>;
  /** The tokens kept per member, so one member's change forgets only theirs. */
  private readonly tokensOf = new Map<string, Set<string>>();
  /** Bumped by every member's change: a read under way when it happened keeps nothing. */
  private changes = 0;
  private readonly changedBy = new WeakMap<FastifyRequest, Set<string>>();

  constructor(maxAgeMs = PRINCIPAL_MAX_AGE_MS, now: () => number = Date.now) {
    this.kept = new BriefCache({ maxAgeMs, maxEntries: MAX_ENTRIES, now });
  }

  peek(token: string): Principal | null | undefined {
    return this.kept.peek(token);
  }

  read(token: string, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const seen = this.changes;
    return this.kept.read(token, async () => {
      const principal = await load();
      // read before a change committed, maybe: answer with it, keep it not
      if (this.changes !== seen) this.kept.forget([token]);
      else if (principal) this.note(principal.userId, token);
      return principal;
    });
  }

  /** Forgets every kept principal. */
  forget(): void {
    this.kept.forget();
    this.tokensOf.clear();
  }

  /** Forgets `userId`'s tokens now and, given the write's request, again when it ends (`afterWrite`). */
  changed(userId: string, request?: FastifyRequest): void {
    this.changes += 1;
    this.forgetMember(userId);
    if (!request) return;
    const users = this.changedBy.get(request) ?? new Set<string>();
    users.add(userId);
    this.changedBy.set(request, users);
  }

  /** The end of a write request: its transaction committed, so members it changed are read again. */
  afterWrite(request: FastifyRequest): void {
    const users = this.changedBy.get(request);
    if (!users) return;
    this.changes += 1;
    for (const userId of users) this.forgetMember(userId);
  }

  private forgetMember(userId: string): void {
    const tokens = this.tokensOf.get(userId);
    if (!tokens) return;
    this.kept.forget(tokens);
    this.tokensOf.delete(userId);
  }

  private note(userId: string, token: string): void {
    if (this.tokensOf.size >= MAX_ENTRIES) this.forget();
    const tokens = this.tokensOf.get(userId) ?? new Set<string>();
    tokens.add(token);
    this.tokensOf.set(userId, tokens);
  }
}
