/**
 * What the schema form hands a custom widget (`ui:widget` given as a component in the uiSchema):
 * the subset of @rjsf's WidgetProps the question form's widgets use.
 */
export interface FormWidgetProps<T> {
  id: string;
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
  /** the field's schema (limits are read from it) */
  schema: object;
  label?: string;
  placeholder?: string;
  autofocus?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  rawErrors?: string[];
  options: Record<string, unknown>;
}

/** ids the form's error list and help text carry, for `aria-describedby` */
export const describedBy = (id: string) => `${id}__error ${id}__help`;
