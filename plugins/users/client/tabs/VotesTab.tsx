/** The owner's votes, newest first: what kind and on which post. */
import { Link } from 'react-router-dom';
import { TimeAgo, useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchVotes } from '../api';
import { hasPage, useObjectPath } from '../common/links';
import { ListBody, ListHead, ListItem } from '../common/ListParts';
import { Loading } from '../common/Loading';
import type { ProfileTabProps } from '../points';

const OBJECT_TYPES = new Set(['question', 'answer', 'comment']);

export function VotesTab({ user, page }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const pathOf = useObjectPath();
  const data = useLoaded(`${user.username}\n${page}`, (signal) => fetchVotes(http, page, signal));
  if (!data) return <Loading />;
  const list = data.list ?? [];
  return (
    <>
      <ListHead title={t('head.votes', { count: data.count })} />
      <ListBody count={data.count} page={page} shown={list.length}>
        {list.map((vote, index) => (
          <ListItem key={`${vote.object_id}:${vote.created_at}:${index}`} className="d-flex">
            <div className="me-3 text-end text-secondary flex-shrink-0" style={{ width: 80 }}>
              {vote.vote_type}
            </div>
            <div style={{ minWidth: 0 }}>
              {hasPage(vote) ? (
                <Link to={pathOf(vote)} className="text-break">
                  {vote.title}
                </Link>
              ) : (
                <span className="text-break">{vote.title}</span>
              )}
              <div className="d-flex flex-wrap align-items-center gap-2 small text-secondary">
                <span>{OBJECT_TYPES.has(vote.object_type) ? t(`object_type.${vote.object_type}`) : vote.object_type}</span>
                <span aria-hidden="true">·</span>
                <TimeAgo seconds={vote.created_at} />
              </div>
            </div>
          </ListItem>
        ))}
      </ListBody>
    </>
  );
}
