/** The refusals of tag writes, with Answer's reasons; those about a form field name the field. */
import { ApiError } from '@answer/sdk/server';

export const tagNotFound = (status: 400 | 404 = 400): ApiError => new ApiError(status, 'error.tag.not_found');

/** A field error that keeps the specific reason as the envelope's `reason`, as Answer's form checks do. */
export const onField = (field: string, key: string, vars: Record<string, unknown> = {}): ApiError => new ApiError(400, key, [{ error_field: field, error_msg: key }], vars);

export const slugTaken = (field = 'slug_name'): ApiError => onField(field, 'error.tag.already_exist');

/** Names of tags as a message lists them. */
export const quoted = (slugs: readonly string[]): string => slugs.join('", "');

/** Unique indexes refuse a slug taken between the check and the write (any of the three databases). */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: unknown })?.code ?? ''} ${error instanceof Error ? error.message : String(error)}`;
  return /23505|ER_DUP_ENTRY|UNIQUE constraint|duplicate key/i.test(text);
}
