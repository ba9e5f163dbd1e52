/**
 * Who may do what with questions and tags, by Answer's rules (research 5.2, 5.3): role powers
 * first (admins and moderators may do everything here), then ownership of the post, then
 * reputation against the site's `rank.*` thresholds (-1: nobody by reputation). `can` is pure so
 * every rule is tested on its own; `memberOf` (sdk) and `loadRankLimits` give what it needs.
 */
import { readNumbers, type Member, type ServerContext } from '@answer/sdk/server';
import { PIN, QUESTION_STATUS, SHOW } from './tables';

export const ROLE = { user: 1, admin: 2, moderator: 3 } as const;

/** The moderation actions: staff only (Answer's `rank.question.close` and the rest are -1). */
export const MODERATION_ACTIONS = ['question.close', 'question.reopen', 'question.pin', 'question.unpin', 'question.hide', 'question.show'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export type QuestionAction = 'question.add' | 'question.edit' | 'question.delete' | 'question.undelete' | 'tag.add' | 'tag.use_reserved_tag' | ModerationAction;

/** The actions whose reputation threshold is a `rank.<action>` config row. */
export const RANKED_ACTIONS = ['question.add', 'question.edit', 'question.delete', 'tag.add', 'tag.use_reserved_tag'] as const;
export type RankedAction = (typeof RANKED_ACTIONS)[number];
export type RankLimits = Record<RankedAction, number>;

/** Privilege level 2, what a fresh site seeds; used when a row is missing. */
export const DEFAULT_RANK_LIMITS: RankLimits = {
  'question.add': 1,
  'question.edit': 100,
  'question.delete': -1,
  'tag.add': 750,
  'tag.use_reserved_tag': -1,
};

/** The caller as the rules see them (`memberOf(principal)`). */
export type Actor = Member;

/** The question an action is about. */
export interface QuestionTarget {
  userId: string;
  status: number;
  answerCount: number;
  /** 1 unpinned, 2 pinned (absent: unpinned) */
  pin?: number;
  /** 1 listed, 2 unlisted (absent: listed) */
  show?: number;
}

/** Whether a moderation action applies to the question as it is now (closing a closed one does not). */
function moderationApplies(action: ModerationAction, target: QuestionTarget): boolean {
  const open = target.status === QUESTION_STATUS.available;
  const visible = open || target.status === QUESTION_STATUS.closed;
  const pinned = target.pin === PIN.pinned;
  const unlisted = target.show === SHOW.unlisted;
  switch (action) {
    case 'question.close':
      return open;
    case 'question.reopen':
      return target.status === QUESTION_STATUS.closed;
    case 'question.pin':
      return visible && !pinned;
    case 'question.unpin':
      return visible && pinned;
    case 'question.hide':
      return visible && !unlisted;
    case 'question.show':
      return visible && unlisted;
  }
}

export const isStaff = (actor: Actor | null): boolean => !!actor && actor.active && (actor.roleId === ROLE.admin || actor.roleId === ROLE.moderator);

function hasRank(actor: Actor, action: RankedAction, limits: RankLimits): boolean {
  const limit = limits[action];
  return limit >= 0 && actor.rank >= limit;
}

export function can(actor: Actor | null, action: QuestionAction, limits: RankLimits, target?: QuestionTarget): boolean {
  if (!actor || !actor.active) return false;
  const staff = isStaff(actor);
  const owner = !!target && target.userId === actor.userId;
  switch (action) {
    case 'question.add':
    case 'tag.add':
    case 'tag.use_reserved_tag':
      return staff || hasRank(actor, action, limits);
    case 'question.edit':
      if (!target) return false;
      // a closed or deleted question is frozen for everyone but moderators
      if (target.status === QUESTION_STATUS.closed || target.status === QUESTION_STATUS.deleted) return staff;
      return staff || owner || hasRank(actor, 'question.edit', limits);
    case 'question.delete':
      if (!target || target.status === QUESTION_STATUS.deleted) return false;
      // authors may take back a question nobody has answered yet
      return staff || (owner && target.answerCount === 0);
    case 'question.undelete':
      return !!target && target.status === QUESTION_STATUS.deleted && staff;
    default:
      // close, reopen, pin, unpin, hide, show: moderators' tools, never earned by reputation
      return staff && (!target || moderationApplies(action, target));
  }
}

/** The site's current thresholds (admin may change the privilege level at any time). */
export const loadRankLimits = (ctx: ServerContext): Promise<RankLimits> => readNumbers(ctx.config, DEFAULT_RANK_LIMITS, 'rank.');
