/**
 * Answer 1.7.1's default badges (research notes 8), contributed through `badge.rules` like any
 * plugin's: the same groups, names, icons, levels and thresholds, each rule listening to the
 * events other plugins already tell (history entries of votes, accepts and edits; profile saves,
 * share visits, reactions, flags). Seeded active, as Answer seeds them.
 */
import type { BadgeDefinition, BadgeGrant, BadgeLevel, BadgeRuleContext, ServerEvents } from '@answer/sdk/server';
import { acceptedAnswerAuthors, askersWhoAccepted, firstEdits, firstReactions, firstUpVotes, membersWithBio, postsWithUpVotes } from './builtin-backfill';
import { asBadgesDb, toNumber } from './db';
import { EMPTY_AWARD_KEY } from './tables';

type Activity = ServerEvents['activity.record'];

const GROUP = {
  gettingStarted: 'badge.default_badge_groups.getting_started.name',
  community: 'badge.default_badge_groups.community.name',
  posting: 'badge.default_badge_groups.posting.name',
} as const;

const LEVEL = { bronze: 1, silver: 2, gold: 3 } as const satisfies Record<string, BadgeLevel>;

/** The history keys of a vote's own row (the voter's), for every kind of post. */
export const UP_VOTE_CAST = new Set(['question.vote_up', 'answer.vote_up', 'comment.vote_up']);
/** The history keys of a post edit, the editor's row (a suggestion that passed review is its author's). */
export const POST_EDITED = new Set(['question.edited', 'answer.edited']);

const grant = (userId: string, objectId: string = EMPTY_AWARD_KEY): BadgeGrant[] => (userId && userId !== '0' ? [{ user_id: userId, object_id: objectId }] : []);

/** A rule over the history entries of one or several activity keys. */
const onActivity = (keys: ReadonlySet<string>, award: (payload: Activity, ctx: BadgeRuleContext) => BadgeGrant[] | Promise<BadgeGrant[]>) => ({
  'activity.record': (payload: Activity, ctx: BadgeRuleContext) => (keys.has(payload.activity) ? award(payload, ctx) : []),
});

/** Up votes a post has now (the vote being recorded included: it is written before it is told). */
async function upVotesOf(ctx: BadgeRuleContext, objectId: string): Promise<number> {
  const row = await asBadgesDb(ctx.db).selectFrom('vote').select((eb) => eb.fn.countAll<number>().as('n')).where('object_id', '=', objectId).where('vote', '=', 1).executeTakeFirst();
  return toNumber(row?.n);
}

async function acceptedAnswersOf(ctx: BadgeRuleContext, userId: string): Promise<number> {
  const row = await asBadgesDb(ctx.db).selectFrom('answer').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('adopted', '=', 2).where('status', '=', 1).executeTakeFirst();
  return toNumber(row?.n);
}

/** `<plugin>.<name>` keys and Answer's i18n keys of a default badge. */
const naming = (name: string) => ({ key: `badges.${name}`, name: `badge.default_badges.${name}.name`, description: `badge.default_badges.${name}.desc` });

function reachVotes(kind: 'question' | 'answer', name: string, level: BadgeLevel, amount: number): BadgeDefinition {
  return {
    ...naming(name),
    group: GROUP.posting,
    icon: kind === 'question' ? 'question-circle-fill' : 'chat-square-text-fill',
    level,
    single: false,
    handler: kind === 'question' ? 'ReachQuestionVote' : 'ReachAnswerVote',
    param: { amount: String(amount) },
    // the author's row of an up vote on their post
    on: onActivity(new Set([`${kind}.voted_up`]), async (payload, ctx) => ((await upVotesOf(ctx, payload.object_id)) >= amount ? grant(payload.user_id, payload.object_id) : [])),
    backfill: postsWithUpVotes(kind, amount),
  };
}

const SOLVED_AMOUNT = 1;

export const BUILTIN_BADGES: readonly BadgeDefinition[] = [
  {
    ...naming('autobiographer'),
    group: GROUP.gettingStarted,
    icon: 'person-badge-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstUpdateUserProfile',
    on: { 'user.profile.updated': (payload) => (payload.bio !== '' ? grant(payload.user_id) : []) },
    backfill: membersWithBio,
  },
  {
    ...naming('editor'),
    group: GROUP.gettingStarted,
    icon: 'pencil-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstPostEdit',
    on: onActivity(POST_EDITED, (payload) => grant(payload.user_id, payload.object_id)),
    backfill: firstEdits,
  },
  {
    ...naming('first_flag'),
    group: GROUP.gettingStarted,
    icon: 'flag-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstFlaggedPost',
    on: { 'post.flagged': (payload) => grant(payload.user_id, payload.object_id) },
  },
  {
    ...naming('first_upvote'),
    group: GROUP.gettingStarted,
    icon: 'hand-thumbs-up-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstVotedPost',
    on: onActivity(UP_VOTE_CAST, (payload) => grant(payload.user_id, payload.object_id)),
    backfill: firstUpVotes,
  },
  {
    ...naming('first_reaction'),
    group: GROUP.gettingStarted,
    icon: 'emoji-smile-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstReactedPost',
    on: { 'post.reacted': (payload) => grant(payload.user_id, payload.object_id) },
    backfill: firstReactions,
  },
  {
    ...naming('first_share'),
    group: GROUP.gettingStarted,
    icon: 'share-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstSharedPost',
    on: { 'question.shared': (payload) => grant(payload.user_id, payload.question_id) },
  },
  {
    ...naming('scholar'),
    group: GROUP.gettingStarted,
    icon: 'check-circle-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'FirstAcceptAnswer',
    // the asker's row of an acceptance, about the accepted answer
    on: onActivity(new Set(['answer.accept']), (payload) => grant(payload.user_id, payload.object_id)),
    backfill: askersWhoAccepted,
  },
  {
    ...naming('solved'),
    group: GROUP.community,
    icon: 'check-square-fill',
    level: LEVEL.bronze,
    single: true,
    handler: 'ReachAnswerAcceptedAmount',
    param: { amount: String(SOLVED_AMOUNT) },
    // the answer author's row of an acceptance
    on: onActivity(new Set(['answer.accepted']), async (payload, ctx) => ((await acceptedAnswersOf(ctx, payload.user_id)) >= SOLVED_AMOUNT ? grant(payload.user_id, payload.object_id) : [])),
    backfill: acceptedAnswerAuthors(SOLVED_AMOUNT),
  },
  reachVotes('answer', 'nice_answer', LEVEL.bronze, 10),
  reachVotes('answer', 'good_answer', LEVEL.silver, 25),
  reachVotes('answer', 'great_answer', LEVEL.gold, 50),
  reachVotes('question', 'nice_question', LEVEL.bronze, 10),
  reachVotes('question', 'good_question', LEVEL.silver, 25),
  reachVotes('question', 'great_question', LEVEL.gold, 50),
];
