/**
 * A list of reasons (`GET /reasons`: close, flag, review) to pick one from, with a box for the
 * words the chosen reason asks for. The close dialog, the flag dialog and the review queue's close
 * all show reasons this way.
 */
/** One reason as `GET /reasons` answers it. */
export interface ReasonChoiceItem {
  reason_type: number;
  name: string;
  description: string;
  /** '' (no words), `text` (one line) or `textarea`. */
  content_type: string;
  placeholder: string;
}

export interface ReasonChoiceProps {
  /** Element ids: each radio is `<idPrefix>-<reason_type>`, the words box `wordsId`. */
  idPrefix: string;
  wordsId: string;
  /** The fieldset's legend, already translated. */
  legend: string;
  /** null while the reasons load. */
  reasons: readonly ReasonChoiceItem[] | null;
  /** Label of the loading spinner, already translated. */
  loadingLabel: string;
  /** Shown when the list is empty, already translated. */
  emptyText?: string;
  chosen: number | null;
  onChoose: (reasonType: number) => void;
  /** The words written for the chosen reason. */
  words: string;
  onWords: (text: string) => void;
  /** Messages under the list and under the words box, already translated. */
  reasonError?: string;
  wordsError?: string;
}

export function ReasonChoice({ idPrefix, wordsId, legend, reasons, loadingLabel, emptyText, chosen, onChoose, words, onWords, reasonError, wordsError }: ReasonChoiceProps) {
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold mb-3">{legend}</legend>
      {reasons === null ? <div className="spinner-border spinner-border-sm" role="status" aria-label={loadingLabel} /> : null}
      {reasons?.length === 0 && emptyText ? <p className="text-secondary mb-0">{emptyText}</p> : null}
      {(reasons ?? []).map((item) => {
        const radioId = `${idPrefix}-${item.reason_type}`;
        const wordsProps = {
          id: wordsId,
          className: `form-control${wordsError ? ' is-invalid' : ''}`,
          value: words,
          placeholder: item.placeholder,
          'aria-label': item.placeholder || item.name,
          'aria-invalid': wordsError ? true : undefined,
        };
        return (
          <div key={item.reason_type} className="mb-3">
            <div className="form-check">
              <input
                type="radio"
                className={`form-check-input${reasonError ? ' is-invalid' : ''}`}
                id={radioId}
                name={idPrefix}
                checked={chosen === item.reason_type}
                onChange={() => onChoose(item.reason_type)}
              />
              <label className="form-check-label" htmlFor={radioId}>
                <span className="fw-semibold">{item.name}</span>
                <span className="d-block small text-secondary">{item.description}</span>
              </label>
            </div>
            {chosen === item.reason_type && item.content_type ? (
              <div className="mt-2 ms-4">
                {item.content_type === 'textarea' ? (
                  <textarea {...wordsProps} rows={3} onChange={(event) => onWords(event.target.value)} />
                ) : (
                  <input type="text" {...wordsProps} onChange={(event) => onWords(event.target.value)} />
                )}
                {wordsError ? <div className="invalid-feedback">{wordsError}</div> : null}
              </div>
            ) : null}
          </div>
        );
      })}
      {reasonError ? <div className="invalid-feedback d-block">{reasonError}</div> : null}
    </fieldset>
  );
}
