import type { ReactNode } from 'react';
import { SchemaForm, type SchemaFormData } from '@answer/sdk';
import { useFormSubmit } from './useFormSubmit';

interface AuthFormProps<T extends SchemaFormData> {
  id: string;
  schema: object;
  uiSchema: object;
  formData?: Partial<T>;
  /** Sends the valid form; field errors it rejects with are shown on their fields. */
  submit: (data: T) => Promise<void>;
  submitLabel: string;
  /** Extra inputs between the fields and the button (for example a password's second entry). */
  children?: ReactNode;
}

/** The schema form of an account page: disabled while sending, server field errors on the fields. */
export function AuthForm<T extends SchemaFormData>({ id, schema, uiSchema, formData, submit, submitLabel, children }: AuthFormProps<T>) {
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);
  return (
    <SchemaForm<T>
      id={id}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      disabled={busy}
      submitLabel={submitLabel}
      className="auth-form"
    >
      {children}
    </SchemaForm>
  );
}
