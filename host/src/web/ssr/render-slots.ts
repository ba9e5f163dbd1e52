/**
 * Server-rendered pages made at once: at most `size` renders run, the rest wait their turn in
 * order. A render holds the page's API answers, its document and its preload in memory while it
 * runs; on two cores fifty at once (a crawler, guests after a write dropped the kept pages) go no
 * faster than a few, and put tens of megabytes on the process. And a page being made is made once:
 * whoever asks for it meanwhile waits for that render.
 */
import type { SharedEntry } from '../../http/shared-cache';

export class RenderSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly making = new Map<string, Promise<SharedEntry | null>>();

  constructor(private readonly size: number) {}

  /**
   * The render of `key` under way: it resolves with the page it kept, or null when it kept nothing.
   * Null when none runs. Asked and then followed by `render` with no await between, so two callers
   * cannot both find none and both render.
   */
  underway(key: string): Promise<SharedEntry | null> | null {
    return this.making.get(key) ?? null;
  }

  /**
   * Runs `render` of `key` in its turn; `render` calls `kept` with the page it kept, which those
   * waiting on `underway(key)` are then sent. The render counts as under way from this call on.
   */
  async render<T>(key: string, render: (kept: (entry: SharedEntry) => void) => Promise<T>): Promise<T> {
    let settle: (entry: SharedEntry | null) => void = () => undefined;
    const made = new Promise<SharedEntry | null>((resolve) => (settle = resolve));
    this.making.set(key, made);
    try {
      await this.turn();
      try {
        return await render((entry) => settle(entry));
      } finally {
        this.release();
      }
    } finally {
      settle(null);
      if (this.making.get(key) === made) this.making.delete(key);
    }
  }

  private async turn(): Promise<void> {
    if (this.active < this.size) {
      this.active += 1;
      return;
    }
    // the slot is handed over by `release`, so `active` stays as it is
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
