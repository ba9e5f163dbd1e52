import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalStore } from '@answer/sdk';
import { ANSWER_DRAFT_DELAY_MS, ANSWER_DRAFT_KEY, createAnswerDraftSaver, readAnswerDraft } from './draft';

/** Local storage kept in a map, copying values the way JSON storage does. */
function mapStorage(): LocalStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: <T,>(key: string) => (entries.has(key) ? (JSON.parse(JSON.stringify(entries.get(key))) as T) : undefined),
    set: (key, value) => void entries.set(key, JSON.parse(JSON.stringify(value))),
    remove: (key) => void entries.delete(key),
  };
}

describe('the answer draft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is stored as Answer stores it three seconds after typing stops', () => {
    const storage = mapStorage();
    const saver = createAnswerDraftSaver(storage, 'q1');
    saver.change('Use a map');
    vi.advanceTimersByTime(ANSWER_DRAFT_DELAY_MS - 1);
    expect(storage.entries.has(ANSWER_DRAFT_KEY)).toBe(false);
    saver.change('Use a map of strings');
    vi.advanceTimersByTime(ANSWER_DRAFT_DELAY_MS - 1);
    expect(storage.entries.has(ANSWER_DRAFT_KEY)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(storage.get(ANSWER_DRAFT_KEY)).toEqual({ questionId: 'q1', content: 'Use a map of strings' });
  });

  it('is written at once when the page is left before the delay', () => {
    const storage = mapStorage();
    const saver = createAnswerDraftSaver(storage, 'q1');
    saver.change('Half an answer');
    saver.flush();
    expect(readAnswerDraft(storage, 'q1')).toBe('Half an answer');
  });

  it('comes back only on the question it was written for', () => {
    const storage = mapStorage();
    storage.set(ANSWER_DRAFT_KEY, { questionId: 'q1', content: 'For the first question' });
    expect(readAnswerDraft(storage, 'q1')).toBe('For the first question');
    expect(readAnswerDraft(storage, 'q2')).toBe('');
  });

  it('reads anything else stored under the key as no draft', () => {
    const storage = mapStorage();
    for (const value of ['text', 42, null, { questionId: 'q1' }, { questionId: 'q1', content: 7 }, { questionId: 'q1', content: '   ' }]) {
      storage.set(ANSWER_DRAFT_KEY, value);
      expect(readAnswerDraft(storage, 'q1')).toBe('');
    }
  });

  it('is removed when the text is emptied or the answer posted, but another question keeps its draft', () => {
    const storage = mapStorage();
    const saver = createAnswerDraftSaver(storage, 'q1');
    saver.change('Something');
    vi.advanceTimersByTime(ANSWER_DRAFT_DELAY_MS);
    saver.change('  ');
    vi.advanceTimersByTime(ANSWER_DRAFT_DELAY_MS);
    expect(storage.entries.has(ANSWER_DRAFT_KEY)).toBe(false);

    saver.change('Posted soon');
    saver.clear();
    vi.advanceTimersByTime(ANSWER_DRAFT_DELAY_MS);
    expect(storage.entries.has(ANSWER_DRAFT_KEY)).toBe(false);

    storage.set(ANSWER_DRAFT_KEY, { questionId: 'q2', content: 'Elsewhere' });
    saver.clear();
    expect(readAnswerDraft(storage, 'q2')).toBe('Elsewhere');
  });
});
