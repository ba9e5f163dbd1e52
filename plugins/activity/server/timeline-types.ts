/**
 * How activity keys show in a timeline: the type word Answer's clients expect (`asked`, `upvote`,
 * `accept`...), or null for rows a timeline never shows (the owner's side of a vote, follows,
 * reputation-only rows). Answer cuts the key after its first dot and renames a few; this is
 * that rule written out, so a new key is a deliberate choice.
 */
import { activityKeyOf } from './reputation-config';

export const TIMELINE_TYPE: Readonly<Record<string, string | null>> = {
  'question.asked': 'asked',
  'question.answered': 'answered',
  'question.closed': 'closed',
  'question.reopened': 'reopened',
  'question.commented': 'commented',
  'question.accept': 'accept',
  'question.edited': 'edited',
  'question.rollback': 'rollback',
  'question.deleted': 'deleted',
  'question.undeleted': 'undeleted',
  'question.pin': 'pin',
  'question.unpin': 'unpin',
  'question.show': 'show',
  'question.hide': 'hide',
  'question.vote_up': 'upvote',
  'question.vote_down': 'downvote',
  'question.voted_up': null,
  'question.voted_down': null,
  'question.follow': null,
  'answer.answered': 'answered',
  'answer.commented': 'commented',
  'answer.edited': 'edited',
  'answer.rollback': 'rollback',
  'answer.deleted': 'deleted',
  'answer.undeleted': 'undeleted',
  // the question author accepting; the +15 row of the answer's author is the same event seen from the other side
  'answer.accept': 'accept',
  'answer.accepted': null,
  'answer.vote_up': 'upvote',
  'answer.vote_down': 'downvote',
  'answer.voted_up': null,
  'answer.voted_down': null,
  'tag.created': 'created',
  'tag.edited': 'edited',
  'tag.rollback': 'rollback',
  'tag.deleted': 'deleted',
  'tag.undeleted': 'undeleted',
  'tag.follow': null,
  'comment.vote_up': null,
};

/** The words of votes, shown only on request and to members allowed to see vote details. */
export const VOTE_TYPES: ReadonlySet<string> = new Set(['upvote', 'downvote']);

/** Timeline types whose entry has a revision to compare. */
export const REVISION_TYPES: ReadonlySet<string> = new Set(['asked', 'answered', 'edited', 'rollback', 'created']);

/** The timeline word of a stored `activity_type`; null when timelines do not show it. */
export function timelineTypeOf(activityType: number): string | null {
  const key = activityKeyOf(activityType);
  if (!key) return null;
  return TIMELINE_TYPE[key] ?? null;
}

/** Every stored `activity_type` a timeline may show, for the query. */
export function timelineActivityTypes(withVotes: boolean, typeOfKey: (key: string) => number | undefined): number[] {
  const types: number[] = [];
  for (const [key, word] of Object.entries(TIMELINE_TYPE)) {
    if (word === null || (!withVotes && VOTE_TYPES.has(word))) continue;
    const type = typeOfKey(key);
    if (type !== undefined) types.push(type);
  }
  return types;
}
