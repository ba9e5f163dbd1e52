/**
 * `/admin/questions`: every question of one status (normal, waiting, closed, deleted), searchable,
 * with close, reopen, delete and undelete per row or for the selected rows, and removing all
 * deleted questions for good. Filters live in the address bar, so a view can be shared and reloaded.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BulkBar, ConfirmDialog, ListFilters, LoadingNote, oneOf, pageCount, SelectableTable, SelectRowCell, TimeAgo, useConfirmedAction, useKernel, useListParams, UserLink, useSelection, useT, type PendingAction } from '@answer/sdk';
import { useQuestionPath } from '../links';
import { Pagination } from '../Pagination';
import { changeQuestionStatus, deleteQuestionsPermanently, listAdminQuestions, QUESTION_FILTERS, type AdminQuestionInfo, type AdminQuestionPage, type QuestionFilter, type QuestionStatusChange } from './admin-api';

const PAGE_SIZE = 20;

type Action = 'close' | 'reopen' | 'delete' | 'undelete' | 'purge';

/** The status each row action asks for; removing for good is its own call. */
const TARGET: Record<Exclude<Action, 'purge'>, QuestionStatusChange> = { close: 'closed', reopen: 'available', delete: 'deleted', undelete: 'available' };

/** What a row may have done to it, by the list it is in. */
const ROW_ACTIONS: Record<QuestionFilter, Exclude<Action, 'purge'>[]> = {
  normal: ['close', 'delete'],
  closed: ['reopen', 'delete'],
  pending: ['delete'],
  deleted: ['undelete'],
};

const DANGER: ReadonlySet<Action> = new Set(['delete', 'purge']);

const BADGE: Record<string, string> = { available: 'text-bg-success', closed: 'text-bg-warning', deleted: 'text-bg-danger', pending: 'text-bg-info' };

export default function QuestionsAdminPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const questionPath = useQuestionPath();
  const { search, page, query, text, setText, update } = useListParams();
  const filter = oneOf<QuestionFilter>(search.get('status'), QUESTION_FILTERS, 'normal');
  const [data, setData] = useState<AdminQuestionPage | null>(null);
  const list = data?.list ?? [];
  const selection = useSelection(list.map((item) => item.id));
  const { selected, clear } = selection;

  const load = useCallback(() => {
    clear();
    listAdminQuestions(http, { page, page_size: PAGE_SIZE, status: filter, query: query || undefined }).then(setData, () => setData({ count: 0, list: [] }));
  }, [http, page, filter, query, clear]);

  useEffect(load, [load]);

  const perform = useCallback(
    async ({ action, ids }: PendingAction<Action>) => {
      if (action === 'purge') await deleteQuestionsPermanently(http);
      // one at a time: each change writes its own history entry
      else for (const id of ids) await changeQuestionStatus(http, id, TARGET[action]);
    },
    [http],
  );
  const finished = useCallback(
    ({ action, ids }: PendingAction<Action>) => {
      notify.toast(t(`admin_contents.done.${action}`, { count: ids.length }), 'success');
      load();
    },
    [notify, t, load],
  );
  const { pending, busy, ask, cancel, run } = useConfirmedAction<Action>(perform, finished);

  const bulkAction: Action = filter === 'deleted' ? 'undelete' : 'delete';
  const pages = data ? pageCount(data.count, PAGE_SIZE) : 1;

  return (
    <div>
      <h1 className="h3 mb-3">{t('admin_contents.questions.title')}</h1>

      <ListFilters
        options={QUESTION_FILTERS.map((status) => ({ value: status, label: t(`admin_contents.filter.${status}`) }))}
        active={filter}
        onSelect={(status) => update({ status: status === 'normal' ? undefined : status })}
        searchLabel={t('admin_contents.questions.search')}
        text={text}
        onText={setText}
      />

      <BulkBar
        label={t(`admin_contents.bulk.${bulkAction}`, { count: selected.size })}
        danger={bulkAction === 'delete'}
        selected={selected.size}
        onBulk={() => ask(bulkAction, [...selected])}
        {...(filter === 'deleted' && (data?.count ?? 0) > 0 ? { allLabel: t('admin_contents.purge.button'), onAll: () => ask('purge') } : {})}
      />

      {data === null ? (
        <LoadingNote />
      ) : (
        <SelectableTable
          testId="admin-questions-table"
          selection={selection}
          rows={list.length}
          empty={t('admin_contents.questions.none')}
          columns={[
            { label: t('admin_contents.col.post') },
            { label: t('admin_contents.col.votes'), end: true },
            { label: t('admin_contents.col.answers'), end: true },
            { label: t('admin_contents.col.created') },
            { label: t('admin_contents.col.status') },
          ]}
        >
          {list.map((item) => (
            <QuestionRow key={item.id} item={item} href={questionPath(item)} checked={selected.has(item.id)} onToggle={() => selection.toggle(item.id)} actions={ROW_ACTIONS[filter]} onAction={(action) => ask(action, [item.id])} />
          ))}
        </SelectableTable>
      )}

      <Pagination page={page} total={pages} keep={Object.fromEntries(Object.entries({ status: filter === 'normal' ? '' : filter, query }).filter(([, value]) => value))} />

      {pending ? (
        <ConfirmDialog
          title={t(`admin_contents.confirm.${pending.action}.title`, { count: pending.ids.length })}
          confirmLabel={t(`admin_contents.action.${pending.action}`)}
          danger={DANGER.has(pending.action)}
          busy={busy}
          onConfirm={run}
          onClose={cancel}
        >
          <p className="mb-0">{t(`admin_contents.confirm.${pending.action}.questions`, { count: pending.ids.length })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

interface QuestionRowProps {
  item: AdminQuestionInfo;
  href: string;
  checked: boolean;
  onToggle: () => void;
  actions: Exclude<Action, 'purge'>[];
  onAction: (action: Exclude<Action, 'purge'>) => void;
}

function QuestionRow({ item, href, checked, onToggle, actions, onAction }: QuestionRowProps) {
  const t = useT();
  const author = item.user_info;
  return (
    <tr data-question={item.id} data-status={item.status}>
      <SelectRowCell name={item.title} checked={checked} onToggle={onToggle} />
      <td className="text-break">
        <Link to={href} target="_blank" rel="noreferrer">
          {item.title}
        </Link>
        {item.accepted_answer_id !== '0' ? <span className="ms-2 text-success" title={t('admin_contents.accepted')} aria-label={t('admin_contents.accepted')}>✓</span> : null}
      </td>
      <td className="text-end">{item.vote_count}</td>
      <td className="text-end">
        <Link to={`/admin/answers?question_id=${encodeURIComponent(item.id)}`}>{item.answer_count}</Link>
      </td>
      <td>
        <div className="small">{author ? <UserLink username={author.username}>{author.display_name || author.username}</UserLink> : <span className="text-secondary">{t('admin_contents.no_author')}</span>}</div>
        <div className="small text-secondary">
          <TimeAgo seconds={item.create_time} />
        </div>
      </td>
      <td>
        <span className={`badge me-1 ${BADGE[item.status] ?? 'text-bg-light'}`}>{t(`admin_contents.status.${item.status}`)}</span>
        {item.show === 2 ? <span className="badge text-bg-secondary">{t('admin_contents.status.unlisted')}</span> : null}
      </td>
      <td className="text-end text-nowrap">
        {actions.map((action) => (
          <button key={action} type="button" className={`btn btn-sm btn-link py-0${DANGER.has(action) ? ' text-danger' : ''}`} onClick={() => onAction(action)}>
            {t(`admin_contents.action.${action}`)}
          </button>
        ))}
      </td>
    </tr>
  );
}
