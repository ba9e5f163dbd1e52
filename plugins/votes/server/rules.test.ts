import { describe, expect, it } from 'vitest';
import { activityRows, DEFAULT_VOTE_LIMITS, nextVote, reachesThreshold, voteActionOf, voteKindOf, type Voter } from './rules';

const member = (rank: number, roleId = 1, active = true): Voter => ({ userId: '5', roleId, rank, active });

describe('vote rules', () => {
  it('reads the kind of post from the type code inside the id', () => {
    expect(voteKindOf('10010000000000002')).toBe('question');
    expect(voteKindOf('10020000000000003')).toBe('answer');
    expect(voteKindOf('10070000000000009')).toBe('comment');
    expect(voteKindOf('10030000000000001')).toBeNull();
    expect(voteKindOf('1001000000000002')).toBeNull();
    expect(voteKindOf('abc')).toBeNull();
  });

  it('switches, repeats and retracts votes as Answer does', () => {
    expect(nextVote(0, 'up', false)).toBe(1);
    expect(nextVote(1, 'up', false)).toBe(1);
    expect(nextVote(-1, 'up', false)).toBe(1);
    expect(nextVote(1, 'down', false)).toBe(-1);
    expect(nextVote(1, 'up', true)).toBe(0);
    expect(nextVote(-1, 'down', true)).toBe(0);
    // retracting the other direction leaves the vote alone
    expect(nextVote(-1, 'up', true)).toBe(-1);
    expect(nextVote(0, 'down', true)).toBe(0);
  });

  it('writes a voter row and an author row, and only the voter row for comments', () => {
    expect(activityRows('answer', -1)).toEqual([
      { owner: 'voter', activity: 'answer.vote_down' },
      { owner: 'author', activity: 'answer.voted_down' },
    ]);
    expect(activityRows('question', 1).map((row) => row.activity)).toEqual(['question.vote_up', 'question.voted_up']);
    expect(activityRows('comment', 1)).toEqual([{ owner: 'voter', activity: 'comment.vote_up' }]);
  });

  it('takes comment votes up only', () => {
    expect(voteActionOf('comment', 'up')).toBe('comment.vote_up');
    expect(voteActionOf('comment', 'down')).toBeNull();
    expect(voteActionOf('question', 'down')).toBe('question.vote_down');
  });

  it('needs the reputation threshold unless staff, and an active account always', () => {
    expect(reachesThreshold(member(8), 'question.vote_up', DEFAULT_VOTE_LIMITS)).toBe(true);
    expect(reachesThreshold(member(7), 'question.vote_up', DEFAULT_VOTE_LIMITS)).toBe(false);
    expect(reachesThreshold(member(124), 'answer.vote_down', DEFAULT_VOTE_LIMITS)).toBe(false);
    expect(reachesThreshold(member(1, 3), 'answer.vote_down', DEFAULT_VOTE_LIMITS)).toBe(true);
    expect(reachesThreshold(member(1, 2), 'question.vote_down', DEFAULT_VOTE_LIMITS)).toBe(true);
    expect(reachesThreshold(member(500, 1, false), 'question.vote_up', DEFAULT_VOTE_LIMITS)).toBe(false);
    expect(reachesThreshold(member(10_000), 'question.vote_up', { ...DEFAULT_VOTE_LIMITS, 'question.vote_up': -1 })).toBe(false);
  });
});
