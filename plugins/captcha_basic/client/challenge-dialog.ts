/**
 * The state behind the captcha dialog, kept outside React so the captcha provider (a plain
 * object in the plugin's contributions) can open it and wait for the answer. The dialog component
 * reads it through `subscribe`/`snapshot` (React's `useSyncExternalStore`).
 */
import { API_BASE, CaptchaCancelled } from '@answer/sdk';
import type { CaptchaChallengeOptions, CaptchaRequest } from '@answer/sdk';

/** `GET /user/action/record`: whether the action needs a captcha now, with a fresh one when so. */
export const ACTION_RECORD_API = `${API_BASE}/user/action/record`;

export interface CaptchaStatus {
  captcha_id: string;
  captcha_img: string;
  verify: boolean;
}

/** Asks the server for the status of `action`: `open` before asking the user, `refresh` from the open dialog. */
export type LoadStatus = (action: string, purpose: 'open' | 'refresh') => Promise<CaptchaStatus>;

export interface DialogView {
  open: boolean;
  /** The challenge on screen; a new one means a new picture and an empty field. */
  captchaId: string;
  image: string;
  /** The server's refusal of the previous answer, shown on the code field. */
  error: string | null;
  refreshing: boolean;
  refreshFailed: boolean;
}

interface Pending {
  action: string;
  resolve: (answer: CaptchaRequest | null) => void;
  reject: (reason: unknown) => void;
}

export class ChallengeDialog {
  private load: LoadStatus | null = null;
  private pending: Pending | null = null;
  private view: DialogView | null = null;
  private readonly listeners = new Set<() => void>();

  /** Called by the plugin's setup with the kernel's HTTP client behind `load`. */
  connect(load: LoadStatus): void {
    this.load = load;
  }

  /** The plugin is going away: whoever waits for an answer gets `CaptchaCancelled`. */
  disconnect(): void {
    this.cancel();
    this.load = null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): DialogView | null => this.view;

  /**
   * Asks the server about `action`; resolves null when no captcha is needed, otherwise opens the
   * dialog with a new picture (and `options.error` on the field) and resolves with the answer.
   */
  async challenge(action: string, options: CaptchaChallengeOptions = {}): Promise<CaptchaRequest | null> {
    if (!this.load) throw new Error('The captcha dialog is not set up');
    const status = await this.load(action, 'open');
    if (!status.verify) return null;
    // A newer challenge replaces one still on screen; its caller stops as if the user had closed it.
    this.pending?.reject(new CaptchaCancelled());
    return new Promise<CaptchaRequest | null>((resolve, reject) => {
      this.pending = { action, resolve, reject };
      this.show(status, options.error ?? null);
    });
  }

  /** A new picture for the challenge on screen. */
  async refresh(): Promise<void> {
    const pending = this.pending;
    const load = this.load;
    if (!pending || !load || !this.view) return;
    this.update({ ...this.view, refreshing: true, refreshFailed: false });
    let status: CaptchaStatus;
    try {
      status = await load(pending.action, 'refresh');
    } catch {
      if (this.pending === pending && this.view) this.update({ ...this.view, refreshing: false, refreshFailed: true });
      return;
    }
    // closed or replaced while the picture was loading
    if (this.pending !== pending) return;
    if (!status.verify) {
      this.close();
      pending.resolve(null);
      return;
    }
    this.show(status, null);
  }

  /** The user is typing a new answer: the refusal of the previous one no longer applies. */
  dismissError(): void {
    if (this.view?.error) this.update({ ...this.view, error: null });
  }

  submit(code: string): void {
    const pending = this.pending;
    const view = this.view;
    if (!pending || !view) return;
    this.close();
    pending.resolve({ captcha_id: view.captchaId, captcha_code: code.trim() });
  }

  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.close();
    pending.reject(new CaptchaCancelled());
  }

  private show(status: CaptchaStatus, error: string | null): void {
    this.update({ open: true, captchaId: status.captcha_id, image: status.captcha_img, error, refreshing: false, refreshFailed: false });
  }

  private close(): void {
    this.pending = null;
    // The last picture stays in the view so the dialog does not empty while it fades out.
    if (this.view) this.update({ ...this.view, open: false, refreshing: false });
  }

  private update(view: DialogView): void {
    this.view = view;
    for (const listener of [...this.listeners]) listener();
  }
}
