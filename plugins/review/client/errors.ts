/** A refusal as a dialog shows it: each field's first message, the rest above the form. */
import { ApiError } from '@answer/sdk';

export type DialogErrors = Record<string, string>;

export function dialogErrors(error: unknown, fields: readonly string[]): DialogErrors {
  if (!(error instanceof ApiError)) return error instanceof Error ? { general: error.message } : {};
  if (error.list.length === 0) return { general: error.message };
  const errors: DialogErrors = {};
  for (const item of error.list) {
    const field = fields.includes(item.error_field) ? item.error_field : 'general';
    errors[field] ??= item.error_msg;
  }
  return errors;
}
