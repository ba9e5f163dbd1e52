/**
 * Answer's vote rules as pure functions, so each is tested on its own: which posts take votes
 * (from the type code inside the id), what a request turns the member's current vote into, which
 * history rows a vote writes, and who may vote without reaching the reputation threshold.
 */
import { objectTypeNameOf, type Member } from '@answer/sdk/server';
import { VOTE, type VoteValue } from './tables';

export type VoteKind = 'question' | 'answer' | 'comment';
export type VoteDirection = 'up' | 'down';

/** The kind of post a content id names; null for ids of anything else (tags, users, ...) or malformed ones. */
export function voteKindOf(objectId: string): VoteKind | null {
  const name = objectTypeNameOf(objectId);
  return name === 'question' || name === 'answer' || name === 'comment' ? name : null;
}

/** The vote after a request: `is_cancel` retracts a vote in the same direction; otherwise the request's direction wins. */
export function nextVote(current: VoteValue | 0, direction: VoteDirection, cancel: boolean): VoteValue | 0 {
  const wanted = direction === 'up' ? VOTE.up : VOTE.down;
  if (cancel) return current === wanted ? 0 : current;
  return wanted;
}

export interface ActivityRow {
  /** Whose row: the voter's own history or the post author's (with the voter as trigger). */
  owner: 'voter' | 'author';
  activity: string;
}

/**
 * The history rows one vote writes (answer.md 5.4): the voter's `<kind>.vote_up|down` and the
 * author's `<kind>.voted_up|down`. A comment vote is history only: the voter's row alone.
 */
export function activityRows(kind: VoteKind, vote: VoteValue): ActivityRow[] {
  const side = vote === VOTE.up ? 'up' : 'down';
  if (kind === 'comment') return [{ owner: 'voter', activity: `comment.vote_${side}` }];
  return [
    { owner: 'voter', activity: `${kind}.vote_${side}` },
    { owner: 'author', activity: `${kind}.voted_${side}` },
  ];
}

/** The permission keys of Answer's `/permission`, one per kind and direction that takes votes. */
export const VOTE_ACTIONS = ['question.vote_up', 'question.vote_down', 'answer.vote_up', 'answer.vote_down', 'comment.vote_up'] as const;
export type VoteAction = (typeof VOTE_ACTIONS)[number];
export type VoteLimits = Record<VoteAction, number>;

/** Privilege level 2, what a fresh site seeds; used when a config row is missing. */
export const DEFAULT_VOTE_LIMITS: VoteLimits = {
  'question.vote_up': 8,
  'question.vote_down': 125,
  'answer.vote_up': 8,
  'answer.vote_down': 125,
  'comment.vote_up': 1,
};

/** The action key of a vote; null when the kind takes no votes in that direction (comments are up only). */
export function voteActionOf(kind: VoteKind, direction: VoteDirection): VoteAction | null {
  const action = `${kind}.vote_${direction}`;
  return (VOTE_ACTIONS as readonly string[]).includes(action) ? (action as VoteAction) : null;
}

/** The caller as the rules see them (`memberOf(principal)`). */
export type Voter = Member;

const STAFF_ROLES = new Set([2, 3]);

export const isStaff = (voter: Voter): boolean => voter.active && STAFF_ROLES.has(voter.roleId);

/** Whether the voter's reputation (or role) allows `action`; -1 thresholds leave it to staff. */
export function reachesThreshold(voter: Voter, action: VoteAction, limits: VoteLimits): boolean {
  if (!voter.active) return false;
  if (isStaff(voter)) return true;
  const limit = limits[action];
  return limit >= 0 && voter.rank >= limit;
}
