/**
 * The answer form, generated from the schema the server validates with; the body is the post
 * editor. Errors for fields the form does not show (the captcha's) are listed above the button.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { SchemaForm, useT, type FieldError } from '@answer/sdk';
import { EditorField } from './EditorField';

const VISIBLE = new Set(['content', 'edit_summary']);

export interface AnswerEditorFormProps<T extends Record<string, unknown>> {
  id: string;
  schema: object;
  uiSchema: object;
  formData: T;
  serverErrors?: FieldError[];
  submitLabel: string;
  busy: boolean;
  onChange: (data: Partial<T>) => void;
  onSubmit: (data: T) => Promise<void>;
  /** Beside the submit button. */
  extra?: ReactNode;
}

export function AnswerEditorForm<T extends Record<string, unknown>>({ id, schema, uiSchema, formData, serverErrors, submitLabel, busy, onChange, onSubmit, extra }: AnswerEditorFormProps<T>) {
  const t = useT();
  const ui = useMemo(() => {
    const own = (uiSchema as Record<string, unknown>).content;
    return { ...uiSchema, content: { ...(typeof own === 'object' && own !== null ? own : {}), 'ui:widget': EditorField } };
  }, [uiSchema]);
  const unplaced = (serverErrors ?? []).filter((error) => !VISIBLE.has(error.error_field));
  return (
    <SchemaForm<T> id={id} schema={schema} uiSchema={ui} formData={formData} serverErrors={serverErrors} onChange={onChange} onSubmit={onSubmit} disabled={busy} submitLabel={null}>
      {unplaced.length > 0 ? (
        <div className="alert alert-danger" role="alert">
          {unplaced.map((error) => (
            <div key={`${error.error_field}:${error.error_msg}`}>{error.error_msg}</div>
          ))}
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        {extra}
      </div>
    </SchemaForm>
  );
}
