/**
 * Building blocks of an admin list page (users, questions, answers): filters that live in the
 * address bar, so a view can be shared and reloaded; a search box that writes there once typing
 * pauses; row selection; status pills; a loading line; previous/next paging. Texts a page owns
 * (pill names, the search box's label) are passed in; the generic words are the kernel's.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from './react';

const SEARCH_DELAY_MS = 400;

export interface ListParams {
  /** The address bar's query values. */
  search: URLSearchParams;
  /** `?page=`, 1 when missing or not a whole number above 0. */
  page: number;
  /** `?query=` as last written, trimmed. */
  query: string;
  /** What the search box holds; it reaches `query` once typing pauses. */
  text: string;
  setText: (text: string) => void;
  /** Sets or (with undefined or '') removes values; any change but the page number goes back to page 1. */
  update: (changes: Record<string, string | undefined>) => void;
}

export function useListParams(): ListParams {
  const [search, setSearch] = useSearchParams();
  const pageValue = Number(search.get('page'));
  const page = Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1;
  const query = search.get('query')?.trim() ?? '';
  const [text, setText] = useState(query);

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  useEffect(() => {
    if (text.trim() === query) return undefined;
    const timer = setTimeout(() => update({ query: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, update]);

  return { search, page, query, text, setText, update };
}

/** `value` when it is one of `allowed`, else `fallback`: a filter read from the address bar. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export interface Selection {
  selected: ReadonlySet<string>;
  /** Every id of the page is selected (and there is one). */
  allSelected: boolean;
  toggle: (id: string) => void;
  /** Selects every id of the page, or none when all were. */
  toggleAll: () => void;
  clear: () => void;
}

/** Rows picked by id among `ids`, the rows on the page. */
export function useSelection(ids: readonly string[]): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(() => setSelected(allSelected ? new Set() : new Set(ids)), [allSelected, ids]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, allSelected, toggle, toggleAll, clear }), [selected, allSelected, toggle, toggleAll, clear]);
}

export interface ListFiltersProps {
  /** The status pills: their values and translated names. */
  options: readonly { value: string; label: string }[];
  active: string;
  onSelect: (value: string) => void;
  /** The search box's label and placeholder, already translated. */
  searchLabel: string;
  text: string;
  onText: (text: string) => void;
  /** More controls between the pills and the search box. */
  children?: ReactNode;
}

/** The row above a list: status pills on the left, then any other filters, then the search box. */
export function ListFilters({ options, active, onSelect, searchLabel, text, onText, children }: ListFiltersProps) {
  const t = useT();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <ul className="nav nav-pills me-auto" aria-label={t('kernel:list.status_filter')}>
        {options.map((option) => (
          <li className="nav-item" key={option.value}>
            <button type="button" className={`nav-link py-1${active === option.value ? ' active' : ''}`} aria-pressed={active === option.value} onClick={() => onSelect(option.value)}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      {children}
      <input type="search" className="form-control form-control-sm w-auto" placeholder={searchLabel} aria-label={searchLabel} value={text} onChange={(event) => onText(event.currentTarget.value)} />
    </div>
  );
}

/** The line shown while a page's data is on its way; `text` defaults to the kernel's "Loading…". */
export function LoadingNote({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="py-4 text-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {text ?? t('kernel:list.loading')}
    </div>
  );
}

/** The header cell that selects every row of the page. */
export function SelectAllCell({ selection, disabled }: { selection: Selection; disabled: boolean }) {
  const t = useT();
  return (
    <th scope="col" style={{ width: '2rem' }}>
      <input type="checkbox" className="form-check-input" aria-label={t('kernel:list.select_all')} checked={selection.allSelected} disabled={disabled} onChange={selection.toggleAll} />
    </th>
  );
}

export interface TableColumn {
  label: string;
  /** right-aligned, for figures */
  end?: boolean;
}

export interface SelectableTableProps {
  columns: readonly TableColumn[];
  selection: Selection;
  /** rows on this page; none shows `empty` across the table */
  rows: number;
  empty: string;
  testId?: string;
  /** the rows, each starting with a `SelectRowCell` and ending with its actions cell */
  children: ReactNode;
}

/** A list whose rows can be selected: a select-all box, the given columns, then each row's actions. */
export function SelectableTable({ columns, selection, rows, empty, testId, children }: SelectableTableProps) {
  const t = useT();
  return (
    <div className="table-responsive">
      <table className="table align-middle" data-testid={testId}>
        <thead>
          <tr>
            <SelectAllCell selection={selection} disabled={rows === 0} />
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.end ? 'text-end' : undefined}>
                {column.label}
              </th>
            ))}
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('kernel:list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows === 0 ? (
            <tr>
              <td colSpan={columns.length + 2} className="text-center text-secondary py-4">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The cell that selects one row; `name` says which in the box's label. */
export function SelectRowCell({ name, checked, onToggle }: { name: string; checked: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <td>
      <input type="checkbox" className="form-check-input" aria-label={t('kernel:list.select', { title: name })} checked={checked} onChange={onToggle} />
    </td>
  );
}

/** Previous and next buttons with "Page n of m" between them; nothing when there is one page. */
export function ListPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('kernel:list.pagination')} className="d-flex align-items-center justify-content-center gap-3">
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('kernel:list.prev')}
      </button>
      <span className="small text-secondary">{t('kernel:list.page_of', { page, pages })}</span>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('kernel:list.next')}
      </button>
    </nav>
  );
}

/** How many pages `count` rows fill, at least one. */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));

/** An action waiting for the admin's confirmation, on some rows (none for an action on all). */
export interface PendingAction<A extends string> {
  action: A;
  ids: string[];
}

export interface ConfirmedAction<A extends string> {
  pending: PendingAction<A> | null;
  busy: boolean;
  /** Opens the confirmation for `action` on `ids`. */
  ask(action: A, ids?: string[]): void;
  cancel(): void;
  /** Runs the pending action; on success the confirmation closes and `done` is called. */
  run(): Promise<void>;
}

/**
 * The ask-then-run flow of an admin list's actions: `perform` does the work; when it throws, the
 * request pipeline has already said why and the confirmation stays open for another try.
 */
export function useConfirmedAction<A extends string>(perform: (pending: PendingAction<A>) => Promise<void>, done: (pending: PendingAction<A>) => void): ConfirmedAction<A> {
  const [pending, setPending] = useState<PendingAction<A> | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((action: A, ids: string[] = []) => setPending({ action, ids }), []);
  const cancel = useCallback(() => setPending(null), []);
  const run = useCallback(async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await perform(pending);
      setPending(null);
      done(pending);
    } catch {
      // shown by the request pipeline; the dialog stays
    } finally {
      setBusy(false);
    }
  }, [pending, perform, done]);
  return { pending, busy, ask, cancel, run };
}

export interface BulkBarProps {
  /** The action on the selected rows, already translated. */
  label: string;
  /** A red button for an action that takes something away. */
  danger: boolean;
  selected: number;
  onBulk: () => void;
  /** The action on every row of the list (remove all deleted for good), when offered. */
  allLabel?: string;
  onAll?: () => void;
}

/** The row of buttons over an admin list: one for the selected rows, one for all rows. */
export function BulkBar({ label, danger, selected, onBulk, allLabel, onAll }: BulkBarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <button type="button" className={`btn btn-sm ${danger ? 'btn-outline-danger' : 'btn-outline-primary'}`} disabled={selected === 0} onClick={onBulk}>
        {label}
      </button>
      {allLabel && onAll ? (
        <button type="button" className="btn btn-sm btn-danger ms-auto" onClick={onAll}>
          {allLabel}
        </button>
      ) : null}
    </div>
  );
}
