/**
 * The create and edit form of a tag, generated from the body schema the server validates with;
 * the description is written in the post editor. Server field errors show under their fields,
 * errors of other fields above the buttons.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { SchemaForm, useT, type FieldError } from '@answer/sdk';
import { EditorWidget } from './EditorWidget';

export interface TagFormData extends Record<string, unknown> {
  display_name: string;
  slug_name: string;
  original_text: string;
  edit_summary?: string;
  /** The edited tag (a hidden field of the edit schema). */
  tag_id?: string;
}

export interface TagFormProps {
  id: string;
  schema: object;
  uiSchema: object;
  formData: TagFormData;
  serverErrors?: FieldError[];
  submitLabel: string;
  busy: boolean;
  /** Fields the viewer may not change (the names, for members who are not staff). */
  readonlyFields?: readonly string[];
  onChange: (data: Partial<TagFormData>) => void;
  onSubmit: (data: TagFormData) => Promise<void>;
  /** Beside the submit button (a cancel link). */
  actions?: ReactNode;
}

type UiNode = Record<string, unknown>;
const isNode = (value: unknown): value is UiNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The uiSchema with the editor as the description's widget and the locked fields read-only. */
function withWidgets(uiSchema: object, readonlyFields: readonly string[]): object {
  const ui = uiSchema as UiNode;
  const out: UiNode = { ...ui, original_text: { ...(isNode(ui.original_text) ? ui.original_text : {}), 'ui:widget': EditorWidget } };
  for (const field of readonlyFields) out[field] = { ...(isNode(out[field]) ? out[field] : {}), 'ui:readonly': true };
  return out;
}

export function TagForm({ id, schema, uiSchema, formData, serverErrors, submitLabel, busy, readonlyFields = [], onChange, onSubmit, actions }: TagFormProps) {
  const t = useT();
  const ui = useMemo(() => withWidgets(uiSchema, readonlyFields), [uiSchema, readonlyFields]);
  const shown = useMemo(() => new Set(Object.keys((schema as { properties?: object }).properties ?? {})), [schema]);
  const otherErrors = (serverErrors ?? []).filter((error) => !shown.has(error.error_field));
  return (
    <SchemaForm<TagFormData> id={id} schema={schema} uiSchema={ui} formData={formData} serverErrors={serverErrors} onChange={onChange} onSubmit={onSubmit} disabled={busy} submitLabel={null}>
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
