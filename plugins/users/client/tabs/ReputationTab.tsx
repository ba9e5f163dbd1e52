/** The member's reputation history: each change, its reason and the post it came from. */
import { Link } from 'react-router-dom';
import { TimeAgo, useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchReputation } from '../api';
import { hasPage, useObjectPath } from '../common/links';
import { ListBody, ListHead, ListItem } from '../common/ListParts';
import { Loading } from '../common/Loading';
import type { ProfileTabProps } from '../points';

/** `+10`, `-2`, `0`. */
export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function ReputationTab({ user, page }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const pathOf = useObjectPath();
  const data = useLoaded(`${user.username}\n${page}`, (signal) => fetchReputation(http, { username: user.username, page }, signal));
  if (!data) return <Loading />;
  const list = data.list ?? [];
  return (
    <>
      {/* as Answer's, the heading counts the reputation, not the entries */}
      <ListHead title={t('head.reputation', { count: user.rank })} />
      <ListBody count={data.count} page={page} shown={list.length}>
        {list.map((change, index) => (
          <ListItem key={`${change.object_id}:${change.created_at}:${index}`} className="d-flex">
            <div className={`me-3 text-end flex-shrink-0 fw-semibold ${change.reputation > 0 ? 'text-success' : 'text-danger'}`} style={{ width: 48 }} data-testid="reputation-change">
              {signed(change.reputation)}
            </div>
            <div style={{ minWidth: 0 }}>
              {hasPage(change) ? (
                <Link to={pathOf(change)} className="text-break">
                  {change.title}
                </Link>
              ) : (
                <span className="text-break">{change.title}</span>
              )}
              <div className="d-flex flex-wrap align-items-center gap-2 small text-secondary">
                <span>{change.rank_type}</span>
                <span aria-hidden="true">·</span>
                <TimeAgo seconds={change.created_at} />
              </div>
            </div>
          </ListItem>
        ))}
      </ListBody>
    </>
  );
}
