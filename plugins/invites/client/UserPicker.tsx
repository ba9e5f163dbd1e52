/**
 * A combobox to pick members by username or display name: typing searches (after a short pause),
 * arrows move through the suggestions, Enter picks, Escape closes the list. Picked members show as
 * chips with a remove button.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { searchUsers, type InvitedUser } from './api';

const SEARCH_DELAY_MS = 300;

export interface UserPickerProps {
  picked: InvitedUser[];
  onChange: (users: InvitedUser[]) => void;
  max: number;
}

export function UserPicker({ picked, onChange, max }: UserPickerProps) {
  const { http } = useKernel();
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<InvitedUser[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const full = picked.length >= max;

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setFound([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchUsers(http, query, controller.signal).then(
        (users) => {
          setFound(users);
          setActive(0);
          setOpen(true);
        },
        () => setFound([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, text]);

  const options = found.filter((user) => !picked.some((chosen) => chosen.id === user.id));
  const listOpen = open && options.length > 0 && !full;

  const pick = (user: InvitedUser) => {
    onChange([...picked, user]);
    setText('');
    setFound([]);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((index) => (index - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && listOpen) {
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)]);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const nameOf = (user: InvitedUser) => user.display_name || user.username;
  return (
    <div>
      {picked.length ? (
        <ul className="list-inline mb-2" aria-label={t('form.picked')}>
          {picked.map((user) => (
            <li key={user.id} className="list-inline-item badge text-bg-light border me-1 mb-1 fw-normal">
              {nameOf(user)}
              <button type="button" className="btn-close ms-1 align-middle" style={{ fontSize: '0.6rem' }} aria-label={t('form.remove', { name: nameOf(user) })} onClick={() => onChange(picked.filter((chosen) => chosen.id !== user.id))} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="position-relative">
        <label className="form-label small" htmlFor={`${id}-input`}>
          {t('form.search_label')}
        </label>
        <input
          id={`${id}-input`}
          className="form-control form-control-sm"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={`${id}-list`}
          aria-activedescendant={listOpen ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          disabled={full}
          value={text}
          placeholder={t('form.search_placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <div id={`${id}-hint`} className="form-text">
          {full ? t('form.too_many') : t('form.hint', { max })}
        </div>
        <ul id={`${id}-list`} role="listbox" aria-label={t('form.suggestions')} className={`list-group position-absolute w-100 shadow-sm ${listOpen ? '' : 'd-none'}`} style={{ zIndex: 1050, top: '100%' }}>
          {options.map((user, index) => (
            <li
              key={user.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action py-1 ${index === active ? 'active' : ''}`}
              // pick before the input's blur closes the list
              onMouseDown={(event) => {
                event.preventDefault();
                pick(user);
              }}
            >
              {nameOf(user)} <span className={index === active ? '' : 'text-secondary'}>@{user.username}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
