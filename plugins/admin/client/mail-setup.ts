/**
 * Whether the site has a mail server, as this page load last learned it: the admin notice reads it
 * and the SMTP page updates it after each load and save, so the notice goes as soon as mail is set up.
 */
import { useSyncExternalStore } from 'react';

let configured: boolean | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** As the mail service decides: a mail server is set up once there is an SMTP host. */
export const hasMailServer = (settings: { smtp_host: string }): boolean => settings.smtp_host.trim() !== '';

export function setMailConfigured(value: boolean): void {
  if (configured === value) return;
  configured = value;
  for (const listener of listeners) listener();
}

/** null until the settings were read once. */
export const useMailConfigured = (): boolean | null => useSyncExternalStore(subscribe, () => configured);
