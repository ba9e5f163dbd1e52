/**
 * A member reading someone else's profile (`/personal/user/info`, `/personal/qa/top`, the
 * questions and answers tabs) sees what a guest sees: they get the guests' kept copy for one
 * indexed seek (whose profile it is). The profile's owner and staff see more (waiting and
 * deleted posts, counts with them) and so does the author of a waiting question a listed answer
 * belongs to (its title is withheld from guests): the handler answers those.
 */
import type { FastifyRequest } from 'fastify';
import { type ServerContext, type SharedMemberPolicy } from '@answer/sdk/server';
import { usersDb } from './db';
import { memberIdByName, viewerOf } from './members';

const HIDDEN_TITLE_KEY = 'users.withheld.hidden_question';

/** Whether `value` holds the string `text` anywhere (a withheld title), looked for once per kept copy. */
function holdsText(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value === text;
  if (Array.isArray(value)) return value.some((item) => holdsText(item, text));
  if (typeof value === 'object' && value !== null) return Object.values(value).some((item) => holdsText(item, text));
  return false;
}

export function memberProfileRead(ctx: ServerContext): SharedMemberPolicy {
  const withholding = new WeakMap<object, boolean>();
  const withholds = (shared: unknown, lang: string): boolean => {
    if (typeof shared !== 'object' || shared === null) return false;
    let found = withholding.get(shared);
    if (found === undefined) {
      found = holdsText(shared, ctx.t(lang, HIDDEN_TITLE_KEY));
      withholding.set(shared, found);
    }
    return found;
  };
  return {
    async personalize(request: FastifyRequest, shared: unknown) {
      const viewer = viewerOf(request.principal);
      if (!viewer.userId || viewer.staff || withholds(shared, request.lang)) return undefined;
      const username = (request.query as Record<string, unknown> | undefined)?.username;
      const owner = await memberIdByName(usersDb(ctx), username);
      return owner === viewer.userId ? undefined : shared;
    },
  };
}
