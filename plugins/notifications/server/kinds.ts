/**
 * Answer's notification vocabulary (answer.md 9) and the rules deciding who hears of what. Pure,
 * so the choices are tested without a database.
 */

/** `notification.type` */
export const NOTIFICATION_TYPE = { inbox: 1, achievement: 2 } as const;
export type NotificationTypeName = keyof typeof NOTIFICATION_TYPE;

/** `notification.msg_type`: the inbox sub-filters (`all` is every one of them). */
export const MSG_TYPE = { posts: 1, votes: 2, invites: 3 } as const;
export type InboxTypeName = keyof typeof MSG_TYPE | 'all';

/** `notification.is_read`, as Answer stores it. */
export const IS_READ = { unread: 1, read: 2 } as const;

export type PostKind = 'question' | 'answer' | 'comment';

export interface InboxItem {
  userId: string;
  action: string;
  msgType: (typeof MSG_TYPE)[keyof typeof MSG_TYPE];
}

/** A member never hears of their own doing, and hears of one thing once. */
export function receivers(actorId: string, items: readonly InboxItem[]): InboxItem[] {
  const seen = new Set<string>([actorId, '', '0']);
  const kept: InboxItem[] = [];
  for (const item of items) {
    if (seen.has(item.userId)) continue;
    seen.add(item.userId);
    kept.push(item);
  }
  return kept;
}

const posts = (userId: string, action: string): InboxItem => ({ userId, action, msgType: MSG_TYPE.posts });

/**
 * Who a new comment reaches: the member replied to, the post's author, then the members mentioned,
 * each once (a replied-to author hears of the reply, not of a comment besides).
 */
export function commentReceivers(comment: { actorId: string; postKind: 'question' | 'answer'; postAuthorId: string; replyUserId: string; mentionedIds: readonly string[] }): InboxItem[] {
  return receivers(comment.actorId, [
    posts(comment.replyUserId, 'reply_to_you'),
    posts(comment.postAuthorId, comment.postKind === 'question' ? 'comment_question' : 'comment_answer'),
    ...comment.mentionedIds.map((id) => posts(id, 'mention_you')),
  ]);
}

/** Who hears of a new answer or an accepted one: the one most concerned first, then the question's followers. */
export function postReceivers(actorId: string, action: string, concerned: string, followers: readonly string[]): InboxItem[] {
  return receivers(actorId, [posts(concerned, action), ...followers.map((id) => posts(id, action))]);
}

/** The inbox action telling an author that someone else closed or deleted their post, by history key. */
const MODERATION_ACTIONS: Readonly<Record<string, string>> = {
  'question.closed': 'your_question_is_closed',
  'question.deleted': 'your_question_was_deleted',
  'answer.deleted': 'your_answer_was_deleted',
};

export const moderationActionOf = (activity: string): string | null => MODERATION_ACTIONS[activity] ?? null;

/** The author hears that their post was closed or deleted, unless they did it themselves. */
export function moderationReceivers(actorId: string, authorId: string, action: string): InboxItem[] {
  return receivers(actorId, [posts(authorId, action)]);
}

/**
 * The inbox item a vote makes, from the voting plugin's history key: the author's row of a
 * question or answer vote (`answer.voted_up`), or the voter's row of a comment vote
 * (`comment.vote_up`, which has no author row). Null for anything else (down-votes on comments
 * do not exist).
 */
export function voteOf(activity: string): { kind: PostKind; action: string; authorRow: boolean } | null {
  const post = /^(question|answer)\.voted_(up|down)$/.exec(activity);
  if (post) return { kind: post[1] as PostKind, action: `${post[2]}_voted_${post[1]}`, authorRow: true };
  if (activity === 'comment.vote_up') return { kind: 'comment', action: 'up_voted_comment', authorRow: false };
  return null;
}

/** The plain-text beginning of a Markdown post, for mails. */
export function summary(markdown: string, max = 200): string {
  const plain = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[#>*_`~[\]()!]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}
