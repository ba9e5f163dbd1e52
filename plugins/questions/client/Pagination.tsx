import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { pageWindow } from './format';

/** Page links as `?page=n` on the current path; `keep` are other query values the pages share (order, tag). */
export function Pagination({ page, total, keep = {} }: { page: number; total: number; keep?: Record<string, string> }) {
  const t = useT();
  if (total <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams(keep);
    if (target > 1) query.set('page', String(target));
    return `?${query.toString()}`;
  };
  return (
    <nav aria-label={t('list.pagination')} className="mt-4">
      <ul className="pagination pagination-sm flex-wrap">
        {page > 1 ? (
          <li className="page-item">
            <Link className="page-link" to={href(page - 1)} rel="prev">
              {t('list.prev')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, total).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={target} className={`page-item ${target === page ? 'active' : ''}`} aria-current={target === page ? 'page' : undefined}>
              <Link className="page-link" to={href(target)}>
                {target}
              </Link>
            </li>
          ),
        )}
        {page < total ? (
          <li className="page-item">
            <Link className="page-link" to={href(page + 1)} rel="next">
              {t('list.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
