/** Toasts, dialogs and the in-place error page: state the pipeline and plugins drive. */
import { action, makeObservable, observable, observableShallow } from 'mobx';
import type { NotifyService, ToastVariant } from '@answer/sdk';
import type { ErrorPageCode } from '../http/pipeline';

export const TOAST_AUTOHIDE_MS = 5_000;

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface Dialog {
  id: number;
  message: string;
  kind: 'confirm' | 'close';
}

export class FeedbackStore implements NotifyService {
  toasts: Toast[] = [];
  dialogs: Dialog[] = [];
  /** An error page shown in place of the current route until the next navigation. */
  errorPage: ErrorPageCode | null = null;
  private next = 1;

  constructor() {
    makeObservable(this, {
      toasts: observableShallow,
      dialogs: observableShallow,
      errorPage: observable,
      toast: action,
      dismissToast: action,
      dialog: action,
      closeDialog: action,
      showErrorPage: action,
      clearErrorPage: action,
    });
  }

  toast(message: string, variant: ToastVariant = 'danger'): void {
    if (!message) return;
    this.toasts.push({ id: this.next++, message, variant });
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  dialog(message: string, kind: 'confirm' | 'close'): void {
    this.dialogs.push({ id: this.next++, message, kind });
  }

  closeDialog(id: number): void {
    this.dialogs = this.dialogs.filter((dialog) => dialog.id !== id);
  }

  showErrorPage(code: ErrorPageCode): void {
    this.errorPage = code;
  }

  clearErrorPage(): void {
    this.errorPage = null;
  }
}
