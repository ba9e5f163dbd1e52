/** The member's comments, newest first, each under the title of the post it is on. */
import { Link } from 'react-router-dom';
import { RenderedHtml, TimeAgo, useKernel, useLoaded, useT } from '@answer/sdk';
import { fetchComments } from '../api';
import { hasPage, useObjectPath } from '../common/links';
import { ListBody, ListHead, ListItem } from '../common/ListParts';
import { Loading } from '../common/Loading';
import type { ProfileTabProps } from '../points';

/** Two lines of the comment at most, as Answer's list shows it. */
const CLAMP = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

export function CommentsTab({ user, page }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const pathOf = useObjectPath();
  const data = useLoaded(`${user.username}\n${page}`, (signal) => fetchComments(http, { username: user.username, page }, signal));
  if (!data) return <Loading />;
  const list = data.list ?? [];
  return (
    <>
      <ListHead title={t('head.comments', { count: data.count })} />
      <ListBody count={data.count} page={page} shown={list.length}>
        {list.map((comment) => (
          <ListItem key={comment.comment_id}>
            {hasPage(comment) ? (
              <Link to={pathOf(comment)} className="text-break">
                {comment.title}
              </Link>
            ) : (
              <span className="text-break">{comment.title}</span>
            )}
            {comment.content ? (
              <div className="small mt-1 mb-2 text-break" style={CLAMP}>
                <RenderedHtml html={comment.content} className="fmt last-p mb-0" />
              </div>
            ) : null}
            <TimeAgo seconds={comment.created_at} className="small text-secondary" />
          </ListItem>
        ))}
      </ListBody>
    </>
  );
}
