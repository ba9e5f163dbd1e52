import { PostEditor } from '@answer/sdk';

/** The part of the schema form's widget props the editor field reads. */
export interface EditorFieldProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: (id: string, value: unknown) => void;
  label?: string;
  placeholder?: string;
  autofocus?: boolean;
  rawErrors?: string[];
}

/**
 * The answer body in the active editor, as the schema form's `content` widget: labelled by the
 * field's title, described by its error, marked invalid while the server or schema refuses it.
 */
export function EditorField({ id, value, onChange, onBlur, label, placeholder, autofocus, rawErrors }: EditorFieldProps) {
  const invalid = Boolean(rawErrors && rawErrors.length > 0);
  return (
    <div id={id} className={invalid ? 'rounded border border-danger' : undefined} onBlur={() => onBlur(id, value ?? '')}>
      <PostEditor
        value={value ?? ''}
        onChange={onChange}
        placeholder={placeholder}
        autoFocus={autofocus}
        ariaLabel={label}
        ariaDescribedBy={`${id}__error`}
        invalid={invalid}
      />
    </div>
  );
}
