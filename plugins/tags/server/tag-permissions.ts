/**
 * Who may create, delete, undelete, merge tags and set synonyms, by Answer 1.7.1's rules (research 5.2, 5.3): admins and moderators
 * may do everything; others by reputation against the site's `rank.tag.*` thresholds (-1: nobody
 * by reputation). Merging is for admins and moderators only. Editing is `edit-rules.ts`. `canTag`
 * is pure so every rule is tested on its own; `memberOf` (sdk) and `loadTagLimits` give what it needs.
 */
import { ApiError, readNumbers, type Member, type ServerContext } from '@answer/sdk/server';
import { isStaff } from './edit-rules';

/** The actions whose reputation threshold is a `rank.<action>` config row. */
export const RANKED_TAG_ACTIONS = ['tag.add', 'tag.delete', 'tag.undeleted', 'tag.synonym'] as const;
export type RankedTagAction = (typeof RANKED_TAG_ACTIONS)[number];
export type TagAction = RankedTagAction | 'tag.merge';
export type TagLimits = Record<RankedTagAction, number>;

/** Privilege level 2, what a fresh site seeds; used when a row is missing. */
export const DEFAULT_TAG_LIMITS: TagLimits = {
  'tag.add': 750,
  'tag.delete': -1,
  'tag.undeleted': -1,
  'tag.synonym': 10000,
};

export function canTag(actor: Member | null, action: TagAction, limits: TagLimits): boolean {
  if (!actor || !actor.active) return false;
  if (isStaff(actor)) return true;
  if (action === 'tag.merge') return false;
  const limit = limits[action];
  return limit >= 0 && actor.rank >= limit;
}

/**
 * The 403 for a refused action: the reputation it needs, or, where reputation never suffices,
 * Answer's reason for tag actions refused by role.
 */
export function refusal(action: TagAction, limits: TagLimits): ApiError {
  const limit = action === 'tag.merge' ? -1 : limits[action];
  if (limit >= 0) return new ApiError(403, 'error.rank.no_enough_rank_to_operate', null, { rank: limit });
  return new ApiError(403, 'error.rank.fail_to_meet_the_condition');
}

/** The site's current thresholds (admin may change the privilege level at any time). */
export const loadTagLimits = (ctx: ServerContext): Promise<TagLimits> => readNumbers(ctx.config, DEFAULT_TAG_LIMITS, 'rank.');
