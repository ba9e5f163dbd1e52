/** The member's answers, newest or best first. */
import { Link, useSearchParams } from 'react-router-dom';
import { TimeAgo, useKernel, useLoaded, useQuestionPermalink, useT } from '@answer/sdk';
import { fetchAnswers, orderParam } from '../api';
import { Counts } from '../common/Counts';
import { ListBody, ListHead, ListItem } from '../common/ListParts';
import { Loading } from '../common/Loading';
import { TagList } from '../common/TagList';
import type { ProfileTabProps } from '../points';

export function AnswersTab({ user, page }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const permalink = useQuestionPermalink();
  const order = orderParam(useSearchParams()[0].get('order'));
  const data = useLoaded(`${user.username}\n${order}\n${page}`, (signal) => fetchAnswers(http, { username: user.username, page, order }, signal));
  if (!data) return <Loading />;
  const list = data.list ?? [];
  return (
    <>
      <ListHead title={t('head.answers', { count: data.count })} order={order} />
      <ListBody count={data.count} page={page} shown={list.length}>
        {list.map((item) => (
          <ListItem key={item.answer_id}>
            <h3 className="h6 mb-2">
              <Link to={permalink({ id: item.question_id, url_title: item.question_info.url_title }, item.answer_id)} className="text-break">
                {item.question_info.title}
              </Link>
            </h3>
            <div className="d-flex flex-wrap align-items-center gap-3 small text-secondary mb-2">
              <TimeAgo seconds={item.create_time} />
              <Counts votes={item.vote_count} accepted={item.accepted === 2} />
            </div>
            <TagList tags={item.question_info.tags} />
          </ListItem>
        ))}
      </ListBody>
    </>
  );
}
