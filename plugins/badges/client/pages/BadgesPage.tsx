/** `/badges`: every active badge by group, with how many were awarded and whether the viewer has it. */
import { useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchBadgeGroups } from '../api';
import { BadgeCard, BadgeGrid } from '../BadgeCard';
import { Loading } from '../Loading';

export default function BadgesPage() {
  const { http, session } = useKernel();
  const t = useT();
  // the viewer's marks differ per member: load again after logging in or out
  const groups = useLoaded(session.user?.id ?? '', (signal) => fetchBadgeGroups(http, signal));
  const shown = (groups ?? []).filter((group) => (group.badges ?? []).length > 0);
  return (
    <div className="pt-4 mb-5">
      <h1 className="h3 mb-4">{t('list.title')}</h1>
      {groups === null ? <Loading /> : null}
      {groups !== null && shown.length === 0 ? <p className="text-secondary">{t('list.empty')}</p> : null}
      {shown.map((group, index) => (
        <section key={group.group_name} className="mb-5" aria-labelledby={`badge-group-${index}`}>
          <h2 className="h5 mb-3" id={`badge-group-${index}`}>
            {group.group_name}
          </h2>
          <BadgeGrid>
            {(group.badges ?? []).map((badge) => (
              <li className="col" key={badge.id}>
                <BadgeCard badge={badge} pill="earned" showAwarded />
              </li>
            ))}
          </BadgeGrid>
        </section>
      ))}
    </div>
  );
}
