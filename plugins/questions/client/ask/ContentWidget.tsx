import { useRef } from 'react';
import type { FocusEvent } from 'react';
import { PostEditor } from '@answer/sdk';
import type { FormWidgetProps } from '../form-widget';

/** The question body in the active editor (a plain text area when no editor plugin is active). */
export function ContentWidget({ id, value, onChange, onBlur, onFocus, label, placeholder, autofocus, rawErrors }: FormWidgetProps<string>) {
  const container = useRef<HTMLDivElement>(null);
  const text = value ?? '';
  const invalid = (rawErrors?.length ?? 0) > 0;

  // the editor is one field to the form: it is left when the focus moves outside all of it
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) onBlur(id, text);
  };
  return (
    <div
      ref={container}
      id={id}
      className={`question-editor rounded ${invalid ? 'border border-danger' : ''}`}
      onBlur={leave}
      onFocus={() => onFocus(id, text)}
    >
      <PostEditor
        value={text}
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
