/**
 * A member reading someone else's profile (`/personal/user/info`, `/personal/qa/top`, the
 * questions and answers tabs) sees what a guest sees: they get the guests' kept copy once it is
 * known whose profile it is (one indexed seek, kept a moment per name). The profile's owner sees more only when they have posts
 * guests are not shown (unlisted or waiting questions, waiting answers, and the counts with
 * them): two more seeks tell, and the handler answers those owners. Staff see more everywhere, and
 * so does the author of a waiting question a listed answer belongs to (its title is withheld from
 * guests): the handler answers them too.
 */
import type { FastifyRequest } from 'fastify';
import { BriefCache, perSite, type ServerContext, type SharedMemberPolicy } from '@answer/sdk/server';
import { usersDb, type UsersDb } from './db';
import { memberIdByName, viewerOf } from './members';
import { POST_STATUS, SHOW } from './tables';

const HIDDEN_TITLE_KEY = 'users.withheld.hidden_question';

/** Whether `value` holds the string `text` anywhere (a withheld title), looked for once per kept copy. */
function holdsText(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value === text;
  if (Array.isArray(value)) return value.some((item) => holdsText(item, text));
  if (typeof value === 'object' && value !== null) return Object.values(value).some((item) => holdsText(item, text));
  return false;
}

/** Whether the member has posts only they and staff are shown: seeks of the members' post indexes. */
async function hasPostsGuestsMiss(db: UsersDb, userId: string): Promise<boolean> {
  const question = await db
    .selectFrom('question')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('status', '=', POST_STATUS.pending), eb.and([eb('status', 'in', [POST_STATUS.available, POST_STATUS.closed]), eb('show', '=', SHOW.unlisted)])]))
    .limit(1)
    .executeTakeFirst();
  if (question) return true;
  const answer = await db.selectFrom('answer').select('id').where('user_id', '=', userId).where('status', '=', POST_STATUS.pending).limit(1).executeTakeFirst();
  return answer !== undefined;
}

/**
 * Whose profile a name is, kept for a moment: only the owner is told from everyone else with it,
 * so a name changed meanwhile costs its new holder the guests' view for at most that moment.
 */
const OWNER_MAX_AGE_MS = 2_000;
const ownerIds = perSite(() => new BriefCache<string | null>({ maxAgeMs: OWNER_MAX_AGE_MS, maxEntries: 20_000 }));

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
      const db = usersDb(ctx);
      const owner = typeof username === 'string' ? await ownerIds(ctx).read(username, () => memberIdByName(db, username)) : null;
      if (owner !== viewer.userId) return shared;
      return (await hasPostsGuestsMiss(db, owner)) ? undefined : shared;
    },
  };
}
