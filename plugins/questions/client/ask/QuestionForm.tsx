/**
 * The ask and edit form: generated from the question schema the server validates with, with the
 * title (and similar questions), the post editor and the tag selector as the fields' widgets.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { SchemaForm, useT, type FieldError } from '@answer/sdk';
import { TagSelector } from '../tags/TagSelector';
import { ContentWidget } from './ContentWidget';
import { TitleWidget } from './TitleWidget';

export interface QuestionFormData extends Record<string, unknown> {
  title: string;
  content: string;
  tags: { slug_name: string; display_name: string; original_text?: string }[];
}

const WIDGETS: Record<string, unknown> = { title: TitleWidget, content: ContentWidget, tags: TagSelector };
/** Fields shown on the form; errors for any other field (the captcha's) are shown above the button. */
const SHOWN_FIELDS = new Set(['title', 'content', 'tags', 'edit_summary', 'answer_content']);

function withWidgets(uiSchema: object): object {
  const ui = uiSchema as Record<string, Record<string, unknown> | unknown>;
  const out: Record<string, unknown> = { ...ui };
  for (const [field, widget] of Object.entries(WIDGETS)) {
    const own = ui[field];
    out[field] = { ...(typeof own === 'object' && own !== null ? own : {}), 'ui:widget': widget };
  }
  return out;
}

export interface QuestionFormProps<T extends QuestionFormData> {
  id: string;
  schema: object;
  uiSchema: object;
  /** Initial values; a new object resets the form (a discarded draft). */
  formData: T;
  serverErrors?: FieldError[];
  submitLabel: string;
  busy: boolean;
  onChange: (data: Partial<T>) => void;
  onSubmit: (data: T) => Promise<void>;
  /** Beside the submit button (a cancel link). */
  actions?: ReactNode;
}

export function QuestionForm<T extends QuestionFormData>({ id, schema, uiSchema, formData, serverErrors, submitLabel, busy, onChange, onSubmit, actions }: QuestionFormProps<T>) {
  const t = useT();
  const ui = useMemo(() => withWidgets(uiSchema), [uiSchema]);
  const otherErrors = (serverErrors ?? []).filter((error) => !SHOWN_FIELDS.has(error.error_field));
  return (
    <SchemaForm<T> id={id} schema={schema} uiSchema={ui} formData={formData} serverErrors={serverErrors} onChange={onChange} onSubmit={onSubmit} disabled={busy} submitLabel={null}>
      {otherErrors.length > 0 ? (
        <div className="alert alert-danger" role="alert">
          {otherErrors.map((error) => (
            <div key={`${error.error_field}:${error.error_msg}`}>{error.error_msg}</div>
          ))}
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        {actions}
      </div>
      {busy ? (
        <span className="visually-hidden" role="status">
          {t('form.sending')}
        </span>
      ) : null}
    </SchemaForm>
  );
}
