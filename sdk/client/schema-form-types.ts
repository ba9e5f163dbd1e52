import type { ReactNode } from 'react';
import type { FieldError } from './services';

export type SchemaFormData = Record<string, unknown>;

export interface SchemaFormProps<T extends SchemaFormData = SchemaFormData> {
  /** A JSON Schema; `title`/`description` may be i18n keys of the calling plugin. */
  schema: object;
  uiSchema?: object;
  /** Initial values; a new object resets the form. */
  formData?: Partial<T>;
  /** Called with valid data only. */
  onSubmit: (data: T) => void | Promise<void>;
  /** Every change, for forms whose surroundings depend on a value. */
  onChange?: (data: Partial<T>) => void;
  /** Field errors from an `ApiError` (`error.list`), shown under the matching fields. */
  serverErrors?: FieldError[];
  /** Text of the submit button (already translated); the button is omitted when null. */
  submitLabel?: string | null;
  disabled?: boolean;
  /** Rendered between the fields and the submit button. */
  children?: ReactNode;
  className?: string;
  id?: string;
}
