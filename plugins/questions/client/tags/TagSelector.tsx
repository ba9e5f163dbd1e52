/**
 * Picks a question's tags: type to search the existing ones, pick with the mouse or the keyboard,
 * or create the typed tag (the server refuses it with a field error when the member may not).
 * An ARIA combobox with a listbox of suggestions; limits come from the question schema.
 */
import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { describedBy, type FormWidgetProps } from '../form-widget';
import { searchTags, type QuestionTag } from '../question-api';
import { TagMarks } from '../TagLinks';
import { useDebouncedQuery } from '../useDebouncedQuery';
import { addTag, moveHighlight, removeTag, tagLimits, tagOptions, type TagOption } from './tag-selection';

/** Wait after the last key before searching, so typing a word is one request. */
const SEARCH_DELAY_MS = 250;
const NO_TAGS: QuestionTag[] = [];

/** The tags found for `query`; `settled` once they answer the text typed now. */
function useTagSearch(query: string, active: boolean): { tags: QuestionTag[]; settled: boolean } {
  const { http } = useKernel();
  const found = useDebouncedQuery(query, active, SEARCH_DELAY_MS, (text, signal) => searchTags(http, text.trim(), signal), NO_TAGS);
  // tags found for an earlier text may not match what is typed now
  return { tags: found.fresh ? found.value : NO_TAGS, settled: found.fresh };
}

function OptionLabel({ option }: { option: TagOption }) {
  const t = useT();
  if (option.kind === 'create') return <span>{t('tags.create', { name: option.tag.display_name })}</span>;
  const { tag } = option;
  return (
    <span>
      {tag.display_name}
      {/* the spaces keep the words apart in the option's accessible name */}
      {tag.display_name.toLowerCase() !== tag.slug_name ? <span className="text-secondary small"> {tag.slug_name}</span> : null}
      <TagMarks tag={tag} />
    </span>
  );
}

export function TagSelector({ id, value, onChange, onBlur, onFocus, schema, disabled, readonly, rawErrors, autofocus }: FormWidgetProps<QuestionTag[]>) {
  const t = useT();
  const selected = useMemo(() => value ?? [], [value]);
  const limits = useMemo(() => tagLimits(schema), [schema]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const full = selected.length >= limits.maxItems;
  const locked = Boolean(disabled || readonly);

  const search = useTagSearch(query, open && !full);
  const options = useMemo(() => tagOptions(query, search.tags, selected, limits.maxNameLength), [query, search.tags, selected, limits]);
  const shown = open && !full && options.length > 0;
  const tooLong = query.trim().length > limits.maxNameLength;

  const pick = (option: TagOption) => {
    onChange(addTag(selected, option.tag, limits.maxItems));
    setQuery('');
    setHighlight(-1);
    input.current?.focus();
  };
  const remove = (slug: string) => {
    onChange(removeTag(selected, slug));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => moveHighlight(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      // Enter picks a tag; it never submits the question from here
      event.preventDefault();
      // without a highlighted option, Enter waits for the search: an existing tag of that name wins over a new one
      const typed = search.settled ? options.find((candidate) => candidate.tag.display_name.toLowerCase() === query.trim().toLowerCase()) : undefined;
      const option = options[highlight] ?? typed;
      if (option && shown) pick(option);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && selected.length > 0) {
      onChange(selected.slice(0, -1));
    }
  };

  const invalid = (rawErrors?.length ?? 0) > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="position-relative">
      <div
        className={`form-control d-flex flex-wrap align-items-center gap-1 ${invalid ? 'is-invalid' : ''} ${locked ? 'bg-body-secondary' : ''}`}
        // the box shows the focus ring of a form control while its input has the focus
        style={focused ? { boxShadow: '0 0 0 0.25rem var(--bs-focus-ring-color)' } : undefined}
        onClick={() => input.current?.focus()}
      >
        <ul className="list-unstyled m-0 p-0 d-flex flex-wrap gap-1" aria-label={t('tags.selected')}>
          {selected.map((tag) => (
            <li key={tag.slug_name} className="badge bg-body-secondary text-body-emphasis border fw-normal d-inline-flex align-items-center" data-tag={tag.slug_name}>
              <span>{tag.display_name}</span>
              <TagMarks tag={tag} />
              {locked ? null : (
                <button
                  type="button"
                  className="btn-close ms-1"
                  style={{ fontSize: '0.6em' }}
                  aria-label={t('tags.remove', { name: tag.display_name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    remove(tag.slug_name);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
        <input
          ref={input}
          id={id}
          type="text"
          className="border-0 flex-grow-1 bg-transparent text-body"
          style={{ outline: 'none', minWidth: '10ch' }}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && highlight >= 0 ? optionId(highlight) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id)}
          autoComplete="off"
          // full: no more typing, but Backspace still takes the last tag off
          readOnly={full}
          disabled={locked}
          autoFocus={autofocus}
          placeholder={selected.length === 0 ? t('tags.placeholder') : ''}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setHighlight(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
            onFocus(id, selected);
          }}
          onBlur={() => {
            setFocused(false);
            setOpen(false);
            onBlur(id, selected);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={t('tags.suggestions')} className={`list-group position-absolute w-100 shadow-sm mt-1 z-3 ${shown ? '' : 'd-none'}`}>
        {shown
          ? options.map((option, index) => (
              <li
                key={`${option.kind}:${option.tag.slug_name}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlight}
                className={`list-group-item list-group-item-action ${index === highlight ? 'active' : ''}`}
                style={{ cursor: 'pointer' }}
                // keeps the focus in the input, so picking does not close the list first
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                <OptionLabel option={option} />
              </li>
            ))
          : null}
      </ul>
      <div id={`${id}__help`} className="form-text">
        {tooLong ? <span className="text-danger">{t('tags.too_long', { max: limits.maxNameLength })}</span> : full ? t('tags.full', { max: limits.maxItems }) : t('tags.help', { max: limits.maxItems })}
      </div>
    </div>
  );
}
