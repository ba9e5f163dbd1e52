import { describe, expect, it } from 'vitest';
import type { GetCommentResp } from './comment-api';
import { elapsedUnit, loadedThrough, mentionsIn, mergeComments, nextPage, replyPrefix } from './paging';

const comment = (id: string, createdAt: number, text = id): GetCommentResp => ({
  comment_id: id,
  created_at: createdAt,
  object_id: '10010000000000001',
  vote_count: 0,
  is_vote: false,
  original_text: text,
  parsed_text: `<p>${text}</p>`,
  status: 1,
  user_id: '1',
  username: 'ada',
  user_display_name: 'Ada',
  user_avatar: '',
  user_status: 'normal',
  reply_user_id: '',
  reply_username: '',
  reply_user_display_name: '',
  reply_comment_id: '',
  reply_user_status: '',
  member_actions: [],
});

describe('comment paging', () => {
  it('asks for whole pages after the first glance', () => {
    expect(nextPage(3)).toEqual({ page: 1, page_size: 100 });
    expect(nextPage(100)).toEqual({ page: 2, page_size: 100 });
    expect(loadedThrough(1, 3, 2)).toBe(2);
    expect(loadedThrough(2, 100, 250)).toBe(200);
  });

  it('merges pages oldest first, a newer copy of a comment replacing the older', () => {
    const shown = [comment('c1', 10), comment('c9', 90)];
    const merged = mergeComments(shown, [comment('c1', 10, 'edited'), comment('c5', 50)]);
    expect(merged.map((item) => item.comment_id)).toEqual(['c1', 'c5', 'c9']);
    expect(merged[0].original_text).toBe('edited');
  });

  it('starts a reply with a mention and lists mentions for the server', () => {
    expect(replyPrefix('ada')).toBe('@ada ');
    expect(replyPrefix('')).toBe('');
    expect(mentionsIn('@Ada thanks, and @bob.smith. mail me at x@example.com')).toEqual(['ada', 'bob.smith']);
  });

  it('says how long ago in the largest whole unit', () => {
    expect(elapsedUnit(30)).toBeNull();
    expect(elapsedUnit(125)).toEqual({ value: 2, unit: 'minute' });
    expect(elapsedUnit(3 * 86_400 + 5)).toEqual({ value: 3, unit: 'day' });
  });
});
