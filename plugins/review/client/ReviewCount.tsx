/** In the header, for staff: how many items wait on `/review`, linking there; nothing when none. */
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchReviewTypes } from './api';
import { totalTodo } from './queue';

export const ReviewCount = observer(function ReviewCount() {
  const { http, session } = useKernel();
  const t = useT();
  const staff = session.isAdmin || session.isModerator;
  const types = useLoaded(staff ? `review:${session.user?.id ?? ''}` : '', (signal) => (staff ? fetchReviewTypes(http, signal) : Promise.resolve(null)));
  const total = staff ? totalTodo(types) : 0;
  if (total === 0) return null;
  return (
    <Link to="/review" className="btn btn-link position-relative text-reset px-2" aria-label={t('header.label', { count: total })} data-testid="review-count">
      <span className="bi bi-shield-fill-check" aria-hidden="true" />
      <span className="badge rounded-pill text-bg-danger ms-1">{total}</span>
    </Link>
  );
});
