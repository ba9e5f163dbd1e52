/**
 * `/badges/:badgeId`: the badge (what it is for, its level, whether it can be earned more than
 * once, how often it was) and who earned it. `?username=` narrows the list to one member, as
 * Answer's links from a profile do. A badge the server does not show (unknown, inactive) is the
 * kernel's 404 page.
 */
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchBadge, isMissingBadge } from '../api';
import { Loading } from '../Loading';
import { BADGES_PATH } from '../paths';
import { AwardList } from './AwardList';
import { BadgeHeader } from './BadgeHeader';

export default function BadgePage() {
  const { http, site, session, notify } = useKernel();
  const t = useT();
  const { badgeId = '' } = useParams();
  const [params] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const username = params.get('username')?.trim() ?? '';
  const badge = useLoaded(`${badgeId}\n${session.user?.id ?? ''}`, (signal) =>
    fetchBadge(http, badgeId, signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      if (isMissingBadge(error)) notify.showErrorPage('404');
      else notify.toast(error instanceof Error && error.message ? error.message : t('detail.failed'), 'danger');
      throw error;
    }),
  );
  const siteName = site.info.general?.name || 'Answer';

  useEffect(() => {
    if (badge) document.title = `${badge.name} - ${siteName}`;
  }, [badge, siteName]);

  if (!badge) return <Loading />;
  return (
    <div className="pt-4 mb-5">
      <nav aria-label={t('detail.breadcrumb')} className="mb-3">
        <Link to={BADGES_PATH} className="small">
          <span className="bi bi-chevron-left me-1" aria-hidden="true" />
          {t('list.title')}
        </Link>
      </nav>
      <BadgeHeader badge={badge} />
      <AwardList badgeId={badge.id} page={page} username={username} />
    </div>
  );
}
