import { describe, expect, it } from 'vitest';
import { badgeIdOf, itemPath, type NotificationItem } from './api';

const item = (object_map: Record<string, string>, object_type = 'answer'): NotificationItem => ({
  id: '1',
  object_info: { title: 't', object_id: '', object_map, object_type },
  rank: 0,
  notification_action: '',
  is_read: false,
  update_time: 0,
});

describe('itemPath', () => {
  it('leads to the question, the answer in it or the comment under either', () => {
    expect(itemPath(item({ question: 'q1' }))).toBe('/questions/q1');
    expect(itemPath(item({ question: 'q1', answer: 'a1' }))).toBe('/questions/q1/a1');
    expect(itemPath(item({ question: 'q1', answer: 'a1', comment: 'c1' }))).toBe('/questions/q1/a1?commentId=c1');
    expect(itemPath(item({ question: 'q1', comment: 'c1' }))).toBe('/questions/q1?commentId=c1');
    expect(itemPath(item({}))).toBe('/');
  });
});

describe('badge awards', () => {
  it('lead to the badge earned', () => {
    expect(badgeIdOf(item({ badge_id: 'b7' }, 'badge_award'))).toBe('b7');
    expect(itemPath(item({ badge_id: 'b7' }, 'badge_award'))).toBe('/badges/b7');
    expect(itemPath(item({}, 'badge_award'))).toBe('/badges');
    expect(badgeIdOf(item({ question: 'q1' }))).toBeNull();
  });
});
