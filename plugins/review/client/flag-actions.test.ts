import { describe, expect, it } from 'vitest';
import { deleteWarningKey, flagActions } from './flag-actions';

describe('flagActions', () => {
  it('offers everything on an open, listed question', () => {
    expect(flagActions({ object_type: 'question', object_status: 1, object_show_status: 1 })).toEqual(['edit', 'close', 'delete', 'unlist']);
  });

  it('leaves out what the state makes pointless', () => {
    expect(flagActions({ object_type: 'question', object_status: 2, object_show_status: 2 })).toEqual(['edit', 'delete']);
    expect(flagActions({ object_type: 'question', object_status: 10, object_show_status: 1 })).toEqual(['edit']);
  });

  it('never closes nor unlists an answer or a comment', () => {
    expect(flagActions({ object_type: 'answer', object_status: 1, object_show_status: 1 })).toEqual(['edit', 'delete']);
    expect(flagActions({ object_type: 'comment', object_status: 1, object_show_status: 1 })).toEqual(['edit', 'delete']);
  });

  it('offers nothing but ignoring for a flagged member', () => {
    expect(flagActions({ object_type: 'user', object_status: 1, object_show_status: 1 })).toEqual([]);
  });
});

describe('deleteWarningKey', () => {
  it('warns about answers and acceptance', () => {
    expect(deleteWarningKey({ object_type: 'question', answer_count: 2, answer_accepted: false })).toBe('delete.question_with_answers');
    expect(deleteWarningKey({ object_type: 'question', answer_count: 0, answer_accepted: false })).toBe('delete.other');
    expect(deleteWarningKey({ object_type: 'answer', answer_count: 1, answer_accepted: true })).toBe('delete.accepted_answer');
    expect(deleteWarningKey({ object_type: 'comment', answer_count: 0, answer_accepted: false })).toBe('delete.other');
  });
});
