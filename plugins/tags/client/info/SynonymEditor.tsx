/**
 * Changing a tag's synonyms: remove listed ones, add a typed name or a found tag, then save the
 * whole list at once (`PUT /tag/synonym`).
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, useKernel, useT } from '@answer/sdk';
import { saveSynonyms, type TagItem } from '../api';
import { TagBadge } from '../TagBadge';
import { useTagSuggestions } from '../useTagSuggestions';
import schema from '../../schemas/tag-synonym.json';
import { addSynonym, removeSynonym, sameSynonyms, synonymBody, synonymRules, typedSynonym, type AddProblem } from '../synonyms';

const RULES = synonymRules(schema);

export interface SynonymEditorProps {
  tagId: string;
  mainSlug: string;
  mainName: string;
  initial: readonly TagItem[];
  onSaved: () => void;
  onCancel: () => void;
}

export function SynonymEditor({ tagId, mainSlug, mainName, initial, onSaved, onCancel }: SynonymEditorProps) {
  const { http, notify } = useKernel();
  const t = useT();
  const inputId = useId();
  const [list, setList] = useState<TagItem[]>(() => synonymBody(initial));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AddProblem | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const found = useTagSuggestions(text).filter((tag) => tag.slug_name !== mainSlug && !list.some((item) => item.slug_name === tag.slug_name));

  const add = (item: TagItem | null) => {
    const result = addSynonym(list, item, mainSlug, RULES);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setList(result.list);
    setText('');
    setProblem(null);
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    add(typedSynonym(text));
  };

  const save = async () => {
    setBusy(true);
    setFailure('');
    try {
      await saveSynonyms(http, tagId, synonymBody(list));
      notify.toast(t('synonyms.saved'), 'success');
      onSaved();
    } catch (error) {
      // field errors come back as a list; other refusals were shown by the kernel
      if (error instanceof ApiError && error.list.length > 0) setFailure(error.list.map((item) => item.error_msg).join(' '));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${inputId}-error`;
  return (
    <div data-testid="synonym-editor">
      <p className="small mb-2">
        {t('synonyms.lead_to')} <TagBadge slug={mainSlug} name={mainName} link={false} />
      </p>
      {list.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label={t('synonyms.chosen')}>
          {list.map((item) => (
            <li key={item.slug_name} className="badge bg-body-secondary text-body-emphasis border fw-normal d-inline-flex align-items-center gap-1">
              {item.display_name || item.slug_name}
              <button
                type="button"
                className="btn-close btn-close-sm"
                style={{ fontSize: '0.6rem' }}
                aria-label={t('synonyms.remove', { name: item.display_name || item.slug_name })}
                onClick={() => setList(removeSynonym(list, item.slug_name))}
                disabled={busy}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-secondary small">{t('synonyms.none_chosen')}</p>
      )}
      <form onSubmit={submitTyped} className="mb-2" noValidate>
        <label htmlFor={inputId} className="form-label small">
          {t('synonyms.add_label')}
        </label>
        <div className="input-group input-group-sm">
          <input
            id={inputId}
            type="text"
            className={`form-control ${problem ? 'is-invalid' : ''}`}
            value={text}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            disabled={busy}
          />
          <button type="submit" className="btn btn-outline-secondary" disabled={busy}>
            {t('synonyms.add')}
          </button>
        </div>
        {problem ? (
          <div id={errorId} className="invalid-feedback d-block">
            {t(RULES.messages[problem] ?? `synonyms.problem.${problem}`, { limit: RULES.maxSlug })}
          </div>
        ) : null}
      </form>
      {found.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-3" aria-label={t('synonyms.suggestions')}>
          {found.map((tag) => (
            <li key={tag.tag_id}>
              <button type="button" className="btn btn-sm btn-light border" onClick={() => add({ slug_name: tag.slug_name, display_name: tag.display_name })} disabled={busy}>
                {t('synonyms.add_found', { name: tag.display_name || tag.slug_name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <div className="alert alert-danger py-2 small" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void save()} disabled={busy || sameSynonyms(list, initial)}>
          {t('synonyms.save')}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
