import { describe, expect, it } from 'vitest';
import { itemPath, type NotificationItem } from './api';

const item = (object_map: Record<string, string>): NotificationItem => ({
  id: '1',
  object_info: { title: 't', object_id: '', object_map, object_type: 'answer' },
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
