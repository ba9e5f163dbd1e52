import { describe, expect, it } from 'vitest';
import { afterLoad, knownQueues, pickQueue, totalTodo } from './queue';

const type = (name: string, todo_amount: number) => ({ name, label: name, todo_amount });

describe('pickQueue', () => {
  const types = [type('flagged_post', 0), type('queued_post', 2), type('suggested_post_edit', 1)];

  it('opens the queue asked for when the viewer has it', () => {
    expect(pickQueue(types, 'suggested_post_edit', null)).toBe('suggested_post_edit');
    expect(pickQueue([type('suggested_post_edit', 0)], 'flagged_post', null)).toBe('suggested_post_edit');
  });

  it('keeps the current queue while it has work, else moves to one that has', () => {
    expect(pickQueue(types, null, 'suggested_post_edit')).toBe('suggested_post_edit');
    expect(pickQueue(types, null, 'flagged_post')).toBe('queued_post');
    expect(pickQueue(types, null, null)).toBe('queued_post');
  });

  it('stays put when nothing waits anywhere, and has nothing when nothing is listed', () => {
    const idle = [type('flagged_post', 0), type('suggested_post_edit', 0)];
    expect(pickQueue(idle, null, 'suggested_post_edit')).toBe('suggested_post_edit');
    expect(pickQueue(idle, null, null)).toBe('flagged_post');
    expect(pickQueue([], null, null)).toBeNull();
    expect(pickQueue([type('something_else', 3)], null, null)).toBeNull();
  });
});

describe('knownQueues and totalTodo', () => {
  it('orders the known queues and adds up their work', () => {
    const types = [type('suggested_post_edit', 1), type('other', 9), type('flagged_post', 3)];
    expect(knownQueues(types).map((item) => item.name)).toEqual(['flagged_post', 'suggested_post_edit']);
    expect(totalTodo(types)).toBe(4);
    expect(totalTodo(null)).toBe(0);
  });
});

describe('afterLoad', () => {
  it('starts again at the first page when a later page came back empty but work remains', () => {
    expect(afterLoad(3, { count: 2, list: [] })).toBe('restart');
    expect(afterLoad(3, { count: 0, list: [] })).toBe('show');
    expect(afterLoad(1, { count: 2, list: [] })).toBe('show');
    expect(afterLoad(2, { count: 2, list: [{}] })).toBe('show');
    expect(afterLoad(2, { count: 2, list: null })).toBe('restart');
  });
});
