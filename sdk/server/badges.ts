/**
 * Badges any plugin can add. The badges plugin asks every serving plugin the `badge.rules` query
 * and merges the answers (its own built-in badges arrive the same way); each definition becomes a
 * row of its `badge` table the first time it is seen, and its rule runs inside the transaction of
 * every event it names, so an award exists exactly when the deed that earned it does. A rule only
 * says who earned what: the badges plugin skips inactive badges, never awards a single badge twice
 * (nor a multi badge twice for one post), keeps the counts and tells the member.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from './context';
import type { ServerEvents } from './events';

/** 1 bronze, 2 silver, 3 gold (Answer's `badge.level`). */
export type BadgeLevel = 1 | 2 | 3;

/**
 * The events a badge rule may listen to; the badges plugin handles each of them. A rule over an
 * event not listed here is never run: add the event here first.
 */
export const BADGE_RULE_EVENTS = [
  'activity.record',
  'reputation.changed',
  'comment.created',
  'question.invited',
  'user.profile.updated',
  'question.shared',
  'post.reacted',
  'post.flagged',
] as const satisfies readonly (keyof ServerEvents)[];

export type BadgeRuleEvent = (typeof BADGE_RULE_EVENTS)[number];

/** One member earning one badge. */
export interface BadgeGrant {
  user_id: string;
  /**
   * What it was earned for: a question, answer or comment id (long), shown on the badge's page.
   * Absent or '0' for nothing in particular. A multi badge is earned once per object.
   */
  object_id?: string;
}

/** What a rule may read with: the site's database as the emitter's transaction sees it. */
export interface BadgeRuleContext {
  /** Read through this (the event's transaction, or one of the badges plugin's own); never write. */
  readonly db: Kysely<unknown> | Transaction<unknown>;
  readonly dialect: Dialect;
}

/** A rule over events: from an event, the members who earned the badge by it (often none). */
export type BadgeTriggers = {
  [E in BadgeRuleEvent]?: (payload: ServerEvents[E], ctx: BadgeRuleContext) => BadgeGrant[] | Promise<BadgeGrant[]>;
};

/**
 * Finding who already qualifies, for a badge an admin activates (or a site that had the deeds
 * before the badge): a pass over candidates (members, posts) in a stable order, page by page.
 */
export interface BadgeBackfill {
  /** How many candidates the pass looks at, for the progress shown to admins. */
  count(ctx: BadgeRuleContext): Promise<number>;
  /**
   * Up to `limit` candidates after the one keyed `after` (null: from the first): the grants they
   * earn, how many candidates were looked at, and the key of the last one (null once none are left).
   */
  page(ctx: BadgeRuleContext, after: string | null, limit: number): Promise<{ grants: BadgeGrant[]; scanned: number; next: string | null }>;
}

/** One badge a plugin adds (an answer to the `badge.rules` query). */
export interface BadgeDefinition {
  /** Names the badge for good, site-wide: `<plugin id>.<badge>` (the row is found by it). */
  key: string;
  /** Backend i18n key of the badge's group (`badge.default_badge_groups.community.name`); a new key makes a new group. */
  group: string;
  /** Backend i18n keys of the badge's name and description (the description may use `{{ .ProfileURL }}`). */
  name: string;
  description: string;
  /** A Bootstrap Icons name (`hand-thumbs-up-fill`), or the address of a picture. */
  icon: string;
  level: BadgeLevel;
  /** Earned once per member; otherwise once per member and object. */
  single: boolean;
  /** Whether members can earn it from the moment it is seeded (default true); admins switch it later. */
  active?: boolean;
  /** Answer's `handler` and `param` columns (a rule shared by several badges, its threshold); informative. */
  handler?: string;
  param?: Record<string, string>;
  on: BadgeTriggers;
  backfill?: BadgeBackfill;
}

/** A badge award as the notifications show it (an answer to the `badge.awards` query). */
export interface BadgeAwardInfo {
  badge_id: string;
  /** In the asker's language. */
  name: string;
  icon: string;
  level: BadgeLevel;
}
