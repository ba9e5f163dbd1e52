/**
 * The `activity_type` values these lists read: the ids of Answer's reputation rows in the
 * `config` table, which the activity plugin keeps as Answer numbers them (clients and imported
 * data rely on them), and the word each entry shows under (Answer's `action_activity_type.*`).
 */

export const ACTIVITY = {
  answerAccepted: 1,
  answerVotedUp: 2,
  questionVotedUp: 3,
  answerAccept: 5,
  editAccepted: 11,
  answerVoteDown: 12,
  questionVotedDown: 13,
  answerVotedDown: 14,
  commentVoteUp: 25,
  questionVoteDown: 27,
  questionVoteUp: 28,
  answerVoteUp: 30,
} as const;

export type ActivityWord = 'upvote' | 'downvote' | 'upvoted' | 'downvoted' | 'accept' | 'accepted' | 'edit';

/** How a reputation or vote entry is named (translated under `users.activity.<word>`). */
export const ACTIVITY_WORD: ReadonlyMap<number, ActivityWord> = new Map<number, ActivityWord>([
  [ACTIVITY.questionVoteUp, 'upvote'],
  [ACTIVITY.answerVoteUp, 'upvote'],
  [ACTIVITY.commentVoteUp, 'upvote'],
  [ACTIVITY.questionVoteDown, 'downvote'],
  [ACTIVITY.answerVoteDown, 'downvote'],
  [ACTIVITY.questionVotedUp, 'upvoted'],
  [ACTIVITY.answerVotedUp, 'upvoted'],
  [ACTIVITY.questionVotedDown, 'downvoted'],
  [ACTIVITY.answerVotedDown, 'downvoted'],
  [ACTIVITY.answerAccept, 'accept'],
  [ACTIVITY.answerAccepted, 'accepted'],
  [ACTIVITY.editAccepted, 'edit'],
]);

/** A member's own votes on questions and answers (`GET /personal/vote/page`). */
export const VOTES_CAST: readonly number[] = [ACTIVITY.questionVoteUp, ACTIVITY.questionVoteDown, ACTIVITY.answerVoteUp, ACTIVITY.answerVoteDown];

/** What the ranking counts as votes: given and received, accepts included (Answer's list). */
export const VOTE_ACTIVITIES: readonly number[] = [
  ACTIVITY.questionVoteUp,
  ACTIVITY.questionVoteDown,
  ACTIVITY.questionVotedUp,
  ACTIVITY.questionVotedDown,
  ACTIVITY.answerVoteUp,
  ACTIVITY.answerVoteDown,
  ACTIVITY.answerVotedUp,
  ACTIVITY.answerVotedDown,
  ACTIVITY.answerAccepted,
  ACTIVITY.answerAccept,
  ACTIVITY.commentVoteUp,
];
