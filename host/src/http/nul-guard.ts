/**
 * No API input may carry a NUL character: PostgreSQL cannot store one in text and refuses the
 * whole statement, while SQLite and MariaDB keep it, so the same request would fail on one
 * database and be stored on the others. Refused up front as a field error, on every database.
 */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './validation-error';

const MAX_DEPTH = 64;

/** The field (last named key) holding the first NUL found in `value`, '' for the value itself; null when none. */
export function nulFieldOf(value: unknown, field = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? field : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nulFieldOf(item, field, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return key;
    const found = nulFieldOf(item, key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The field error for a request whose parsed query or body holds a NUL, for a preValidation hook. */
export function nulInputError(request: FastifyRequest): ValidationError | undefined {
  const field = nulFieldOf(request.query) ?? nulFieldOf(request.body);
  return field === null ? undefined : new ValidationError([{ error_field: field, defaultMessage: 'validation.invalid', params: {} }], null);
}
