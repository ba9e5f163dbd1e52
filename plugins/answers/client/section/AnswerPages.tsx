import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { writeListPosition } from '../order';

/** Previous, numbered and next links over the answer pages; nothing for a single page. */
export function AnswerPages({ search, page, total }: { search: URLSearchParams; page: number; total: number }) {
  const t = useT();
  if (total <= 1) return null;
  const numbers = Array.from({ length: total }, (_, index) => index + 1).filter((n) => n === 1 || n === total || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={t('section.pages')} className="mt-3">
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {page > 1 ? (
          <li className="page-item">
            <Link className="page-link" rel="prev" to={writeListPosition(search, { page: page - 1 })}>
              {t('section.prev')}
            </Link>
          </li>
        ) : null}
        {numbers.map((n, index) => (
          <li key={n} className={`page-item ${n === page ? 'active' : ''}`}>
            {index > 0 && n - numbers[index - 1] > 1 ? <span className="visually-hidden">…</span> : null}
            <Link className="page-link" aria-current={n === page ? 'page' : undefined} to={writeListPosition(search, { page: n })}>
              {n}
            </Link>
          </li>
        ))}
        {page < total ? (
          <li className="page-item">
            <Link className="page-link" rel="next" to={writeListPosition(search, { page: page + 1 })}>
              {t('section.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
