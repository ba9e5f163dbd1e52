import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalStore } from '@answer/sdk';
import { createDraftSaver, DRAFT_DELAY_MS, QUESTION_DRAFT_KEY, readDraft, type QuestionDraft } from './draft';

/** A local store in memory, as the kernel's behaves for unexpired entries. */
function memoryStore(): LocalStore & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    get: <T,>(key: string) => (items.has(key) ? (structuredClone(items.get(key)) as T) : undefined),
    set: (key, value) => void items.set(key, structuredClone(value)),
    remove: (key) => void items.delete(key),
  };
}

const draft = (title: string, extra: Partial<QuestionDraft> = {}): QuestionDraft => ({ title, content: '', tags: [], ...extra });

describe('the draft saver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the draft three seconds after the last change, not before', () => {
    const storage = memoryStore();
    const saver = createDraftSaver(storage);
    saver.schedule(draft('How do I'));
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    expect(storage.items.has(QUESTION_DRAFT_KEY)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(storage.get(QUESTION_DRAFT_KEY)).toEqual(draft('How do I'));
  });

  it('keeps waiting while the member keeps typing and saves the last value once', () => {
    const storage = memoryStore();
    const set = vi.spyOn(storage, 'set');
    const saver = createDraftSaver(storage);
    saver.schedule(draft('How'));
    vi.advanceTimersByTime(2000);
    saver.schedule(draft('How do'));
    vi.advanceTimersByTime(2000);
    saver.schedule(draft('How do I'));
    vi.advanceTimersByTime(2999);
    expect(set).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(set).toHaveBeenCalledTimes(1);
    expect(readDraft(storage)?.title).toBe('How do I');
  });

  it('writes a pending change at once when flushed (leaving the page)', () => {
    const storage = memoryStore();
    const saver = createDraftSaver(storage);
    saver.schedule(draft('Leaving soon', { content: 'body' }));
    saver.flush();
    expect(readDraft(storage)).toEqual(draft('Leaving soon', { content: 'body' }));
    // nothing is written twice when the timer would have fired
    storage.remove(QUESTION_DRAFT_KEY);
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(storage.items.has(QUESTION_DRAFT_KEY)).toBe(false);
  });

  it('removes the stored draft when the form is emptied', () => {
    const storage = memoryStore();
    storage.set(QUESTION_DRAFT_KEY, draft('Old'));
    const saver = createDraftSaver(storage);
    saver.schedule(draft('  '));
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(storage.items.has(QUESTION_DRAFT_KEY)).toBe(false);
  });

  it('drops the draft and any pending change on discard (posted or thrown away)', () => {
    const storage = memoryStore();
    storage.set(QUESTION_DRAFT_KEY, draft('Old'));
    const saver = createDraftSaver(storage);
    saver.schedule(draft('Newer'));
    saver.discard();
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(storage.items.has(QUESTION_DRAFT_KEY)).toBe(false);
  });
});

describe('readDraft', () => {
  it('restores title, body and tags', () => {
    const storage = memoryStore();
    const tags = [{ slug_name: 'go', display_name: 'Go', original_text: '' }];
    storage.set(QUESTION_DRAFT_KEY, { title: 'T', content: 'C', tags });
    expect(readDraft(storage)).toEqual({ title: 'T', content: 'C', tags });
  });

  it('keeps an answer written with the question', () => {
    const storage = memoryStore();
    storage.set(QUESTION_DRAFT_KEY, { title: 'T', content: '', tags: [], answer_content: 'A' });
    expect(readDraft(storage)?.answer_content).toBe('A');
  });

  it('ignores blank drafts and values of the wrong shape', () => {
    const storage = memoryStore();
    expect(readDraft(storage)).toBeNull();
    storage.set(QUESTION_DRAFT_KEY, 'text');
    expect(readDraft(storage)).toBeNull();
    storage.set(QUESTION_DRAFT_KEY, { title: '', content: ' ', tags: [] });
    expect(readDraft(storage)).toBeNull();
    storage.set(QUESTION_DRAFT_KEY, { title: 5, content: 'Body', tags: [{ slug_name: 1 }, { slug_name: 'ok', display_name: 'OK' }] });
    expect(readDraft(storage)).toEqual({ title: '', content: 'Body', tags: [{ slug_name: 'ok', display_name: 'OK' }] });
  });
});
