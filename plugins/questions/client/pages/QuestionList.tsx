import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { LIST_ORDERS } from '../api';
import { useLinkTargets } from '../links';
import { pageParam } from '../format';
import { orderParam, QuestionListBody } from '../list/QuestionListBody';

export default function QuestionListPage() {
  const t = useT();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const order = orderParam(params.get('order'), LIST_ORDERS);
  // `?tag=` lists one tag's questions (its synonyms included by the server)
  const tag = (params.get('tag') ?? '').trim();
  const canAsk = useLinkTargets().ask;

  const header = (count: number | null) => (
    <div className="d-flex flex-wrap align-items-center justify-content-between mb-3">
      <div>
        <h1 className="h3 mb-0">{tag ? t('tag_list.title', { tag }) : t('list.title')}</h1>
        {tag ? (
          <Link to="/questions" className="small">
            {t('tag_list.all')}
          </Link>
        ) : null}
      </div>
      <div className="d-flex align-items-center gap-3">
        {count !== null ? <span className="text-secondary small">{t('list.count', { count })}</span> : null}
        {canAsk ? (
          <Link to="/questions/ask" className="btn btn-primary btn-sm">
            {t('list.ask')}
          </Link>
        ) : null}
      </div>
    </div>
  );

  return (
    <div className="question-list">
      <QuestionListBody tag={tag} order={order} page={page} orders={LIST_ORDERS} header={header} keep={tag ? { tag } : {}} />
    </div>
  );
}
