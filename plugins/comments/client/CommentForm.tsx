/**
 * The small comment form (adding, replying, editing inline), generated from the text field of
 * the schema the server validates with. Errors for fields the form does not show (the captcha's)
 * are listed above the buttons.
 */
import { useMemo } from 'react';
import { SchemaForm, useT, type FieldError } from '@answer/sdk';
import schema from '../schemas/comment.json';
import uiSchema from '../schemas/comment.ui.json';

interface TextData extends Record<string, unknown> {
  original_text: string;
}

export interface CommentFormProps {
  id: string;
  initialText: string;
  submitLabel: string;
  busy: boolean;
  serverErrors?: FieldError[];
  /** Shown above the field (whom the reply is to). */
  note?: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** Only the text is the member's to fill; the rest of the body is the page's. */
const TEXT_SCHEMA = { ...schema, required: ['original_text'], properties: { original_text: schema.properties.original_text } };

export function CommentForm({ id, initialText, submitLabel, busy, serverErrors, note, onSubmit, onCancel }: CommentFormProps) {
  const t = useT();
  const formData = useMemo<TextData>(() => ({ original_text: initialText }), [initialText]);
  const ui = useMemo(() => ({ ...uiSchema, original_text: { ...uiSchema.original_text, 'ui:autofocus': true } }), []);
  const unplaced = (serverErrors ?? []).filter((error) => error.error_field !== 'original_text');
  return (
    <div className="comment-form mt-2">
      {note ? <div className="small text-secondary mb-1">{note}</div> : null}
      <SchemaForm<TextData> id={id} schema={TEXT_SCHEMA} uiSchema={ui} formData={formData} serverErrors={serverErrors} onSubmit={(data) => onSubmit(data.original_text)} disabled={busy} submitLabel={null}>
        {unplaced.length > 0 ? (
          <div className="alert alert-danger py-2 small" role="alert">
            {unplaced.map((error) => (
              <div key={`${error.error_field}:${error.error_msg}`}>{error.error_msg}</div>
            ))}
          </div>
        ) : null}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
          <button type="button" className="btn btn-link btn-sm" disabled={busy} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </SchemaForm>
    </div>
  );
}
