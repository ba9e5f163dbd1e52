/**
 * The question draft: kept in local storage under Answer's key, written 3 seconds after the last
 * change (spec section 9), restored on the next visit, removed once the question is posted.
 */
import type { LocalStore } from '@answer/sdk';
import type { QuestionTag } from '../question-api';

export const QUESTION_DRAFT_KEY = '_a_dq_';
export const DRAFT_DELAY_MS = 3000;

/** Stored as Answer's UI stores it, so either UI restores the other's draft. */
export interface QuestionDraft {
  title: string;
  content: string;
  tags: QuestionTag[];
  answer_content?: string;
}

export function isBlankDraft(draft: Partial<QuestionDraft>): boolean {
  return !draft.title?.trim() && !draft.content?.trim() && !(draft.tags && draft.tags.length > 0) && !draft.answer_content?.trim();
}

function isTag(value: unknown): value is QuestionTag {
  const tag = value as Partial<QuestionTag> | null;
  return typeof tag === 'object' && tag !== null && typeof tag.slug_name === 'string' && typeof tag.display_name === 'string';
}

/** A stored draft, read defensively: storage is shared with other code and may hold anything. */
export function readDraft(storage: LocalStore): QuestionDraft | null {
  const stored = storage.get<Partial<QuestionDraft>>(QUESTION_DRAFT_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const draft: QuestionDraft = {
    title: typeof stored.title === 'string' ? stored.title : '',
    content: typeof stored.content === 'string' ? stored.content : '',
    tags: Array.isArray(stored.tags) ? stored.tags.filter(isTag) : [],
  };
  if (typeof stored.answer_content === 'string' && stored.answer_content) draft.answer_content = stored.answer_content;
  return isBlankDraft(draft) ? null : draft;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DraftSaver {
  /** Saves `draft` once no other change came for the delay; a blank form removes the draft. */
  schedule(draft: QuestionDraft): void;
  /** Writes a pending change now (leaving the page). */
  flush(): void;
  /** Drops a pending change and the stored draft (posted or discarded). */
  discard(): void;
}

export function createDraftSaver(storage: LocalStore, delayMs = DRAFT_DELAY_MS, timers: Timers = browserTimers): DraftSaver {
  let pending: QuestionDraft | null = null;
  let timer: unknown = null;

  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const write = () => {
    stop();
    const draft = pending;
    pending = null;
    if (!draft) return;
    if (isBlankDraft(draft)) storage.remove(QUESTION_DRAFT_KEY);
    else storage.set(QUESTION_DRAFT_KEY, draft);
  };

  return {
    schedule(draft) {
      pending = draft;
      stop();
      timer = timers.setTimeout(write, delayMs);
    },
    flush: write,
    discard() {
      stop();
      pending = null;
      storage.remove(QUESTION_DRAFT_KEY);
    },
  };
}
