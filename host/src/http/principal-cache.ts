/**
 * Who a token belongs to, kept for a moment: a member's every call resolved its token through
 * the session provider (two database reads), a tab's notification poll included. The host drops
 * everything after any successful write (a password change, a suspension, a role change) and
 * when a plugin says a session ended (a logout); another host process's change is honoured within
 * `PRINCIPAL_MAX_AGE_MS`. Keys are tokens; null means the token is no one's.
 */
import { BriefCache, type Principal } from '@answer/sdk/server';

export const PRINCIPAL_MAX_AGE_MS = 1000;

export class PrincipalCache extends BriefCache<Principal | null> {
  constructor(maxAgeMs = PRINCIPAL_MAX_AGE_MS, now: () => number = Date.now) {
    super({ maxAgeMs, maxEntries: 20_000, now });
  }
}
