import { describedBy, type FormWidgetProps } from '../form-widget';
import { SimilarQuestions } from './SimilarQuestions';

/** The title input; on the ask page (`ui:options.similar`) similar questions show below it. */
export function TitleWidget({ id, value, onChange, onBlur, onFocus, placeholder, autofocus, disabled, readonly, rawErrors, options }: FormWidgetProps<string>) {
  const text = value ?? '';
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <>
      <input
        id={id}
        name={id}
        type="text"
        className={`form-control ${invalid ? 'is-invalid' : ''}`}
        value={text}
        placeholder={placeholder}
        autoFocus={autofocus}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {options.similar === true ? <SimilarQuestions title={text} /> : null}
    </>
  );
}
