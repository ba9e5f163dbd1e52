/**
 * The answer draft: one per browser under Answer's key, `{questionId, content}` as Answer's UI
 * stores it, written 3 seconds after the last keystroke, restored only on the same question and
 * removed once the answer is posted.
 */
import type { LocalStore } from '@answer/sdk';

export const ANSWER_DRAFT_KEY = '_a_da_';
export const ANSWER_DRAFT_DELAY_MS = 3000;

export interface AnswerDraft {
  questionId: string;
  content: string;
}

/** The stored text for `questionId`; '' when none or when the draft belongs to another question. */
export function readAnswerDraft(storage: LocalStore, questionId: string): string {
  const stored = storage.get<Partial<AnswerDraft>>(ANSWER_DRAFT_KEY);
  if (typeof stored !== 'object' || stored === null) return '';
  if (stored.questionId !== questionId || typeof stored.content !== 'string') return '';
  return stored.content.trim() ? stored.content : '';
}

export interface DraftTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: DraftTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AnswerDraftSaver {
  /** Keeps `content` once typing paused for the delay; blank text removes this question's draft. */
  change(content: string): void;
  /** Writes a waiting change now (the page is left). */
  flush(): void;
  /** Forgets a waiting change and this question's stored draft (the answer was posted). */
  clear(): void;
}

export function createAnswerDraftSaver(storage: LocalStore, questionId: string, delayMs = ANSWER_DRAFT_DELAY_MS, timers: DraftTimers = globalTimers): AnswerDraftSaver {
  let waiting: string | null = null;
  let handle: unknown = null;

  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  // another question's draft is left alone: only this question's is replaced or removed
  const removeOwn = () => {
    if (storage.get<Partial<AnswerDraft>>(ANSWER_DRAFT_KEY)?.questionId === questionId) storage.remove(ANSWER_DRAFT_KEY);
  };
  const write = () => {
    cancel();
    const content = waiting;
    waiting = null;
    if (content === null) return;
    if (content.trim()) storage.set(ANSWER_DRAFT_KEY, { questionId, content } satisfies AnswerDraft);
    else removeOwn();
  };

  return {
    change(content) {
      waiting = content;
      cancel();
      handle = timers.setTimeout(write, delayMs);
    },
    flush: write,
    clear() {
      cancel();
      waiting = null;
      removeOwn();
    },
  };
}
