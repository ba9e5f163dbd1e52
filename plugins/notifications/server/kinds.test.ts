import { describe, expect, it } from 'vitest';
import { commentReceivers, moderationActionOf, moderationReceivers, MSG_TYPE, postReceivers, summary, voteOf } from './kinds';

describe('commentReceivers', () => {
  it('tells the replied member, the post author and the mentioned, once each, never the commenter', () => {
    const got = commentReceivers({ actorId: '5', postKind: 'answer', postAuthorId: '2', replyUserId: '3', mentionedIds: ['3', '4', '5', '2'] });
    expect(got.map((item) => [item.userId, item.action])).toEqual([
      ['3', 'reply_to_you'],
      ['2', 'comment_answer'],
      ['4', 'mention_you'],
    ]);
    expect(got.every((item) => item.msgType === MSG_TYPE.posts)).toBe(true);
  });

  it('says nothing to a member commenting on their own question', () => {
    expect(commentReceivers({ actorId: '2', postKind: 'question', postAuthorId: '2', replyUserId: '', mentionedIds: [] })).toEqual([]);
  });
});

describe('postReceivers', () => {
  it('puts the concerned member first and skips the actor among the followers', () => {
    expect(postReceivers('7', 'answer_the_question', '1', ['1', '7', '9']).map((item) => item.userId)).toEqual(['1', '9']);
  });
});

describe('voteOf', () => {
  it('reads the author rows of post votes and the voter row of comment votes', () => {
    expect(voteOf('answer.voted_up')).toEqual({ kind: 'answer', action: 'up_voted_answer', authorRow: true });
    expect(voteOf('question.voted_down')).toEqual({ kind: 'question', action: 'down_voted_question', authorRow: true });
    expect(voteOf('comment.vote_up')).toEqual({ kind: 'comment', action: 'up_voted_comment', authorRow: false });
    expect(voteOf('answer.vote_up')).toBeNull();
    expect(voteOf('answer.answered')).toBeNull();
  });
});

describe('summary', () => {
  it('drops Markdown marks and shortens long text', () => {
    expect(summary('**Use** `npm ci`\n\n> quoted')).toBe('Use npm ci quoted');
    expect(summary('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('moderation notices', () => {
  it('names the notice of a post closed or deleted, and nothing for other history', () => {
    expect(moderationActionOf('question.closed')).toBe('your_question_is_closed');
    expect(moderationActionOf('question.deleted')).toBe('your_question_was_deleted');
    expect(moderationActionOf('answer.deleted')).toBe('your_answer_was_deleted');
    expect(moderationActionOf('question.reopened')).toBeNull();
    expect(moderationActionOf('answer.undeleted')).toBeNull();
  });

  it('tells the author when someone else acted, and nobody when the author did', () => {
    expect(moderationReceivers('9', '2', 'your_answer_was_deleted')).toEqual([{ userId: '2', action: 'your_answer_was_deleted', msgType: MSG_TYPE.posts }]);
    expect(moderationReceivers('2', '2', 'your_answer_was_deleted')).toEqual([]);
  });
});
