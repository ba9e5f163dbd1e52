/**
 * The kernel's event bus. Each event is also dispatched on `window` as `answer:<event>` so a
 * plugin can listen without reaching into the kernel (the captcha slot listens for
 * `answer:captcha-error` to refresh and reopen).
 */
type Listener = (detail: unknown) => void;

export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  emit(event: string, detail: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(detail);
    if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
      window.dispatchEvent(new CustomEvent(`answer:${event}`, { detail }));
    }
  }
}
