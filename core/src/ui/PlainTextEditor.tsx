/** The kernel's editor when no editor plugin is active (or the active one failed). */
import type { EditorProps } from '@answer/sdk';

export function PlainTextEditor({ value, onChange, placeholder, autoFocus, ariaLabel, ariaDescribedBy, invalid }: EditorProps) {
  return (
    <textarea
      className="form-control font-monospace"
      rows={12}
      value={value}
      placeholder={placeholder}
      autoFocus={autoFocus}
      aria-label={ariaLabel}
      aria-describedby={ariaDescribedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
