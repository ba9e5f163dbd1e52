/** The member's questions, newest or best first. */
import { Link, useSearchParams } from 'react-router-dom';
import { TimeAgo, useKernel, useLoaded, useQuestionPermalink, useT } from '@answer/sdk';
import { fetchQuestions, orderParam, type UserQuestion } from '../api';
import { Counts } from '../common/Counts';
import { ListBody, ListHead, ListItem } from '../common/ListParts';
import { Loading } from '../common/Loading';
import { TagList } from '../common/TagList';
import type { ProfileTabProps } from '../points';

/** Whether the question has an accepted answer (`0` or '' when none). */
export const hasAccepted = (id: string | undefined) => Boolean(id) && id !== '0';

export function QuestionEntry({ question }: { question: UserQuestion }) {
  const t = useT();
  const permalink = useQuestionPermalink();
  return (
    <ListItem>
      <h3 className="h6 mb-2">
        <Link to={permalink({ id: question.question_id, url_title: question.url_title })} className="text-break">
          {question.title}
        </Link>
        {question.status === 'closed' ? <span className="text-secondary fw-normal"> [{t('list.closed')}]</span> : null}
      </h3>
      <div className="d-flex flex-wrap align-items-center gap-3 small text-secondary mb-2">
        <TimeAgo seconds={question.created_at} />
        <Counts votes={question.vote_count} answers={question.answer_count} views={question.view_count} hasAccepted={hasAccepted(question.accepted_answer_id)} />
      </div>
      <TagList tags={question.tags} />
    </ListItem>
  );
}

export function QuestionsTab({ user, page }: ProfileTabProps) {
  const { http } = useKernel();
  const t = useT();
  const order = orderParam(useSearchParams()[0].get('order'));
  const data = useLoaded(`${user.username}\n${order}\n${page}`, (signal) => fetchQuestions(http, { username: user.username, page, order }, signal));
  if (!data) return <Loading />;
  const list = data.list ?? [];
  return (
    <>
      <ListHead title={t('head.questions', { count: data.count })} order={order} />
      <ListBody count={data.count} page={page} shown={list.length}>
        {list.map((question) => (
          <QuestionEntry key={question.question_id} question={question} />
        ))}
      </ListBody>
    </>
  );
}
