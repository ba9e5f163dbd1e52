/**
 * `/admin/answers`: every answer of one status (normal, waiting, deleted), searchable and
 * optionally of one question, with delete and undelete per row or for the selected rows, and
 * removing all deleted answers for good. Filters live in the address bar.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BulkBar, ConfirmDialog, ListFilters, ListPager, LoadingNote, oneOf, pageCount, SelectableTable, SelectRowCell, UserLink, useKernel, useListParams, useQuestionPermalink, useSelection, useConfirmedAction, useT, type PendingAction } from '@answer/sdk';
import { RelativeTime } from '../RelativeTime';
import { ANSWER_FILTERS, changeAnswerStatus, deleteAnswersPermanently, listAdminAnswers, type AdminAnswerInfo, type AdminAnswerPage, type AnswerFilter } from './admin-api';

const PAGE_SIZE = 20;

type Action = 'delete' | 'undelete' | 'purge';

const BADGE: Record<string, string> = { available: 'text-bg-success', deleted: 'text-bg-danger', pending: 'text-bg-info' };

export default function AnswersAdminPage() {
  const { http, notify } = useKernel();
  const t = useT();
  const { search, page, query, text, setText, update } = useListParams();
  const filter = oneOf<AnswerFilter>(search.get('status'), ANSWER_FILTERS, 'normal');
  // Answer's own admin links say `questionId`
  const questionId = search.get('question_id') ?? search.get('questionId') ?? '';
  const [data, setData] = useState<AdminAnswerPage | null>(null);
  const list = data?.list ?? [];
  const selection = useSelection(list.map((item) => item.id));
  const { selected, clear } = selection;

  const load = useCallback(() => {
    clear();
    listAdminAnswers(http, { page, page_size: PAGE_SIZE, status: filter, query: query || undefined, question_id: questionId || undefined }).then(setData, () => setData({ count: 0, list: [] }));
  }, [http, page, filter, query, questionId, clear]);

  useEffect(load, [load]);

  const perform = useCallback(
    async ({ action, ids }: PendingAction<Action>) => {
      if (action === 'purge') await deleteAnswersPermanently(http);
      // one at a time: each change writes its own history entry
      else for (const id of ids) await changeAnswerStatus(http, id, action === 'delete' ? 'deleted' : 'available');
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

  const rowAction: Action = filter === 'deleted' ? 'undelete' : 'delete';
  const pages = data ? pageCount(data.count, PAGE_SIZE) : 1;

  return (
    <div>
      <h1 className="h3 mb-3">{t('admin_contents.answers.title')}</h1>

      <ListFilters
        options={ANSWER_FILTERS.map((status) => ({ value: status, label: t(`admin_contents.filter.${status}`) }))}
        active={filter}
        onSelect={(status) => update({ status: status === 'normal' ? undefined : status })}
        searchLabel={t('admin_contents.answers.search')}
        text={text}
        onText={setText}
      >
        {questionId ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => update({ question_id: undefined, questionId: undefined })}>
            {t('admin_contents.answers.all_questions')}
          </button>
        ) : null}
      </ListFilters>

      <BulkBar
        label={t(`admin_contents.bulk.${rowAction}`, { count: selected.size })}
        danger={rowAction === 'delete'}
        selected={selected.size}
        onBulk={() => ask(rowAction, [...selected])}
        {...(filter === 'deleted' && (data?.count ?? 0) > 0 ? { allLabel: t('admin_contents.purge.button'), onAll: () => ask('purge') } : {})}
      />

      {data === null ? (
        <LoadingNote />
      ) : (
        <SelectableTable
          testId="admin-answers-table"
          selection={selection}
          rows={list.length}
          empty={t('admin_contents.answers.none')}
          columns={[
            { label: t('admin_contents.col.post') },
            { label: t('admin_contents.col.votes'), end: true },
            { label: t('admin_contents.col.created') },
            { label: t('admin_contents.col.status') },
          ]}
        >
          {list.map((item) => (
            <AnswerRow key={item.id} item={item} checked={selected.has(item.id)} onToggle={() => selection.toggle(item.id)} action={rowAction} onAction={() => ask(rowAction, [item.id])} />
          ))}
        </SelectableTable>
      )}

      <ListPager page={page} pages={pages} onPage={(target) => update({ page: String(target) })} />

      {pending ? (
        <ConfirmDialog
          title={t(`admin_contents.confirm.${pending.action}.title`, { count: pending.ids.length })}
          confirmLabel={t(`admin_contents.action.${pending.action}`)}
          danger={pending.action !== 'undelete'}
          busy={busy}
          onConfirm={run}
          onClose={cancel}
        >
          <p className="mb-0">{t(`admin_contents.confirm.${pending.action}.answers`, { count: pending.ids.length })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

interface AnswerRowProps {
  item: AdminAnswerInfo;
  checked: boolean;
  onToggle: () => void;
  action: Action;
  onAction: () => void;
}

function AnswerRow({ item, checked, onToggle, action, onAction }: AnswerRowProps) {
  const t = useT();
  const permalink = useQuestionPermalink();
  const author = item.user_info;
  return (
    <tr data-answer={item.id} data-status={item.status}>
      <SelectRowCell name={item.question_info.title} checked={checked} onToggle={onToggle} />
      <td className="text-break">
        <Link to={permalink({ id: item.question_id, url_title: item.question_info.url_title }, item.id)} target="_blank" rel="noreferrer">
          {item.question_info.title}
        </Link>
        {item.accepted === 2 ? <span className="ms-2 text-success" title={t('admin_contents.accepted')} aria-label={t('admin_contents.accepted')}>✓</span> : null}
        <div className="small text-secondary">{item.description}</div>
      </td>
      <td className="text-end">{item.vote_count}</td>
      <td>
        <div className="small">{author ? <UserLink username={author.username}>{author.display_name || author.username}</UserLink> : <span className="text-secondary">{t('admin_contents.no_author')}</span>}</div>
        <div className="small text-secondary">
          <RelativeTime seconds={item.create_time} />
        </div>
      </td>
      <td>
        <span className={`badge ${BADGE[item.status] ?? 'text-bg-light'}`}>{t(`admin_contents.status.${item.status}`)}</span>
      </td>
      <td className="text-end text-nowrap">
        <button type="button" className={`btn btn-sm btn-link py-0${action === 'delete' ? ' text-danger' : ''}`} onClick={onAction}>
          {t(`admin_contents.action.${action}`)}
        </button>
      </td>
    </tr>
  );
}
