import type { WidgetProps } from '@rjsf/utils';

/** A boolean field as a Bootstrap switch with its label beside it (the field's own label is turned off in the uiSchema). */
export function SwitchWidget({ id, value, label, disabled, readonly, autofocus, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <div className="form-check form-switch mb-3">
      <input
        id={id}
        name={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
