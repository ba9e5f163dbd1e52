/**
 * API answers a server-rendered page was made from (`<script id="answer-preload">`): the first
 * GET of the same address is answered from here instead of the network, once, and only for a guest
 * (the page is the same for everyone; a member's own state needs their own read). What the page
 * did not ask for before the first navigation is dropped: it would be stale by then.
 */
export const PRELOAD_ELEMENT_ID = 'answer-preload';

/** `path?query` with the query's pairs in a stable order and empty values left out (the host writes keys the same way). */
export function preloadKey(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
    if (url.origin !== new URL(origin).origin) return null;
  } catch {
    return null;
  }
  const pairs = [...url.searchParams.entries()].filter(([, value]) => value !== '');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(pairs).toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

export class Preloads {
  private readonly answers: Map<string, unknown>;

  constructor(answers: Record<string, unknown> = {}) {
    this.answers = new Map(Object.entries(answers));
  }

  static fromDocument(doc: Document): Preloads {
    const text = doc.getElementById(PRELOAD_ELEMENT_ID)?.textContent;
    if (!text) return new Preloads();
    try {
      const parsed = JSON.parse(text) as unknown;
      return new Preloads(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {});
    } catch {
      return new Preloads();
    }
  }

  get size(): number {
    return this.answers.size;
  }

  /** The kept answer of a GET of `target`, taken out so that a second read goes to the server. */
  take(target: string, origin: string): { data: unknown } | null {
    if (this.answers.size === 0) return null;
    const key = preloadKey(target, origin);
    if (key === null || !this.answers.has(key)) return null;
    const data = this.answers.get(key);
    this.answers.delete(key);
    return { data };
  }

  clear(): void {
    this.answers.clear();
  }
}
