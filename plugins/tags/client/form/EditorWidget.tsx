/**
 * The tag description in the active post editor (a plain text area when no editor plugin is on),
 * as a widget of the schema form (`ui:widget` in the uiSchema).
 */
import { useRef } from 'react';
import type { FocusEvent } from 'react';
import { PostEditor } from '@answer/sdk';

/** The subset of @rjsf's WidgetProps this widget reads. */
export interface EditorWidgetProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
  label?: string;
  placeholder?: string;
  autofocus?: boolean;
  rawErrors?: string[];
}

export function EditorWidget({ id, value, onChange, onBlur, onFocus, label, placeholder, autofocus, rawErrors }: EditorWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const text = value ?? '';
  const invalid = (rawErrors?.length ?? 0) > 0;
  // the editor is one field to the form: it is left when the focus moves outside all of it
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) onBlur(id, text);
  };
  return (
    <div ref={container} id={id} className={`tag-editor rounded ${invalid ? 'border border-danger' : ''}`} onBlur={leave} onFocus={() => onFocus(id, text)}>
      <PostEditor value={text} onChange={onChange} placeholder={placeholder} autoFocus={autofocus} ariaLabel={label} ariaDescribedBy={`${id}__error ${id}__help`} invalid={invalid} />
    </div>
  );
}
