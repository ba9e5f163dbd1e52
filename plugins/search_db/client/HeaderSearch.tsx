/** The header's search box: sends the words to the search page. */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@answer/sdk';

// kept here rather than in the page's api module, so the box (on every page) loads as one small file
/** The server refuses longer queries. */
const MAX_QUERY = 60;
const searchHref = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;

export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // on the search page the box starts with the words searched
  const current = location.pathname.endsWith('/search') ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(searchHref(q));
  };
  return (
    <form role="search" onSubmit={submit} className="d-flex">
      <input
        type="search"
        name="q"
        className="form-control form-control-sm"
        placeholder={t('header.placeholder')}
        aria-label={t('header.label')}
        maxLength={MAX_QUERY}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="header-search"
      />
    </form>
  );
}
