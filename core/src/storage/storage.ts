/**
 * Local storage with expiry, in Apache Answer's format: `<expiryMillis>|_a_t_s_|<json>`.
 * Answer's own UI reads the same keys, so the format is kept byte for byte.
 */
export const STORAGE_SEPARATOR = '|_a_t_s_|';
export const DEFAULT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** Keys shared with Answer's UI (research notes §12.2). */
export const STORAGE_KEYS = {
  token: '_a_ltk_',
  returnPath: '_a_rp_',
  language: '_a_lang_',
  colorScheme: '_a_cs_',
} as const;

export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class ExpiringStorage {
  constructor(
    private readonly backend: KeyValueBackend,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string): T | undefined {
    const raw = this.safe(() => this.backend.getItem(key), null);
    if (raw === null) return undefined;
    const at = raw.indexOf(STORAGE_SEPARATOR);
    if (at < 0) {
      // A value written without the wrapper (by hand or an older build): read it as is.
      return parseJson<T>(raw);
    }
    const expiry = Number(raw.slice(0, at));
    if (!Number.isFinite(expiry) || expiry <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return parseJson<T>(raw.slice(at + STORAGE_SEPARATOR.length));
  }

  set(key: string, value: unknown, ttlMs: number = DEFAULT_EXPIRY_MS): void {
    const text = `${this.now() + ttlMs}${STORAGE_SEPARATOR}${JSON.stringify(value)}`;
    this.safe(() => this.backend.setItem(key, text), undefined);
  }

  remove(key: string): void {
    this.safe(() => this.backend.removeItem(key), undefined);
  }

  /** Storage can throw (private mode, quota); the site must keep working without it. */
  private safe<T>(action: () => T, fallback: T): T {
    try {
      return action();
    } catch {
      return fallback;
    }
  }
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as unknown as T;
  }
}

/** An in-memory backend, used when the browser has no local storage and in tests. */
export class MemoryBackend implements KeyValueBackend {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export function browserStorage(): ExpiringStorage {
  let backend: KeyValueBackend;
  try {
    backend = window.localStorage;
  } catch {
    backend = new MemoryBackend();
  }
  return new ExpiringStorage(backend);
}
