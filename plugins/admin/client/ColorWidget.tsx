import type { WidgetProps } from '@rjsf/utils';
import { useT } from '@answer/sdk';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A `#rrggbb` field as the browser's colour picker beside the same value as text (typed or pasted),
 * with a button back to the field's default.
 */
export function ColorWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, schema, rawErrors }: WidgetProps) {
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  const fallback = typeof schema.default === 'string' ? schema.default : '#000000';
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className="input-group" style={{ maxWidth: '20rem' }}>
      <input
        type="color"
        className="form-control form-control-color flex-grow-0"
        aria-label={t('themes.primary_color.picker')}
        value={HEX.test(text) ? text.toLowerCase() : fallback}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        name={id}
        type="text"
        className={`form-control font-monospace${invalid ? ' is-invalid' : ''}`}
        value={text}
        maxLength={7}
        spellCheck={false}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <button type="button" className="btn btn-outline-secondary" disabled={disabled || readonly} onClick={() => onChange(fallback)}>
        {t('themes.primary_color.reset')}
      </button>
    </div>
  );
}
