import { ApiError } from '@answer/sdk';
import type { FieldError } from '@answer/sdk';

export const ALREADY_INSTALLED = 'installation.already_installed';

/** Field errors go under their fields; anything else is one message above the button. */
export function splitError(error: unknown, fallback: string): { fields: FieldError[]; message: string | null } {
  if (error instanceof ApiError && error.list.length > 0) {
    const fields = error.list.filter((item) => item.error_field !== '');
    const loose = error.list.filter((item) => item.error_field === '').map((item) => item.error_msg);
    return { fields, message: loose.length > 0 ? loose.join(' ') : null };
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { fields: [], message };
}

export function isAlreadyInstalled(error: unknown): boolean {
  return error instanceof ApiError && error.reason === ALREADY_INSTALLED;
}
