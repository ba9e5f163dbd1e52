/** Field errors found by schema validation, kept as issues so the host can translate them per request. */
import { ApiError } from '@answer/sdk/server';
import type { ValidationIssue } from '../../../schemas/validation';

export class ValidationError extends ApiError {
  readonly issues: ValidationIssue[];
  /** The plugin whose `ui` tree holds the schema's `x-messages` keys. */
  readonly pluginId: string | null;
  constructor(issues: ValidationIssue[], pluginId: string | null) {
    super(400, 'base.request_format_error', issues.map((issue) => ({ error_field: issue.error_field, error_msg: issue.messageKey ?? issue.defaultMessage })));
    this.issues = issues;
    this.pluginId = pluginId;
  }
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}
