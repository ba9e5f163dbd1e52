/** The owner's bookmarks (served by the bookmarks plugin), newest first. */
import { Link } from 'react-router-dom';
import { formatCount, TimeAgo, useKernel, useLoaded, useQuestionPermalink, UserLink, useT } from '@answer/sdk';
import { fetchBookmarks } from '../api';
import { Counts } from '../common/Counts';
import { ListBody, ListHead, ListItem } from '../common/ListParts';
import { Loading } from '../common/Loading';
import { TagList } from '../common/TagList';
import type { ProfileTabProps } from '../points';
import { hasAccepted } from './QuestionsTab';

export function BookmarksTab({ user, page }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const permalink = useQuestionPermalink();
  const data = useLoaded(`${user.username}\n${page}`, (signal) => fetchBookmarks(http, page, signal));
  if (!data) return <Loading />;
  const list = data.list ?? [];
  return (
    <>
      <ListHead title={t('head.bookmarks', { count: data.count })} />
      <ListBody count={data.count} page={page} shown={list.length}>
        {list.map((item, index) => {
          const author = item.user_info;
          return (
            // a bookmark of a post waiting for review out of the viewer's sight comes without ids
            <ListItem key={item.id ? `${item.id}:${item.answer_id ?? ''}` : `withheld:${index}`}>
              <h3 className="h6 mb-2">
                {item.id ? (
                  <Link to={permalink({ id: item.id, url_title: item.url_title }, item.answer_id || undefined)} className="text-break">
                    {item.title}
                  </Link>
                ) : (
                  <span className="text-break">{item.title}</span>
                )}
              </h3>
              <div className="d-flex flex-wrap align-items-center gap-3 small text-secondary mb-2">
                {author ? (
                  <span>
                    <UserLink username={author.username} status={author.status}>
                      {author.display_name || author.username}
                    </UserLink>{' '}
                    <span className="fw-semibold" title={t('header.reputation')}>
                      {formatCount(author.rank)}
                    </span>
                  </span>
                ) : null}
                <TimeAgo seconds={item.create_time} />
                <Counts votes={item.vote_count} answers={item.answer_count} views={item.view_count} hasAccepted={hasAccepted(item.accepted_answer_id)} />
              </div>
              <TagList tags={item.tags} />
            </ListItem>
          );
        })}
      </ListBody>
    </>
  );
}
