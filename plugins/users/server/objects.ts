/**
 * What the comment, reputation and vote lists say about the post each entry is about (Answer's
 * `SimpleObjectInfo`): its kind, its question and answer, the question's title and the post's
 * text. A deleted question's title is replaced for everyone, as Answer does; a post the viewer
 * may not see (its owners' answer to `post.visible`: deleted or waiting for review, itself or
 * through its question or answer) keeps its place under a neutral title and without its text; one
 * waiting for review also without the ids of its chain, which exists only for its author and staff.
 */
import { objectTypeNameOf, urlTitle, visiblePosts, type QueryAsker } from '@answer/sdk/server';
import { toNumber, type UsersDb } from './db';
import type { Viewer } from './members';
import { POST_STATUS } from './tables';

export type ObjectKind = 'question' | 'answer' | 'comment' | 'tag';

export interface ObjectInfo {
  object_id: string;
  object_type: ObjectKind;
  question_id: string;
  answer_id: string;
  title: string;
  url_title: string;
  /** the post's rendered text, '' when withheld */
  content: string;
}

/** The titles shown instead of a question's own. */
export interface WithheldTitles {
  /** a deleted question, for everyone */
  deleted: string;
  /** a post the viewer may not see */
  hidden: string;
}

const KINDS: ReadonlySet<string> = new Set<ObjectKind>(['question', 'answer', 'comment', 'tag']);

/** Deleted and waiting posts exist only for some viewers; only they need their owners' word. */
const restricted = (status: number | string | undefined): boolean => {
  const value = toNumber(status);
  return value === POST_STATUS.deleted || value === POST_STATUS.pending;
};
const waiting = (...statuses: (number | string | undefined)[]): boolean => statuses.some((status) => status !== undefined && toNumber(status) === POST_STATUS.pending);

interface Draft {
  id: string;
  kind: ObjectKind;
  questionId: string;
  answerId: string;
  content: string;
  /** a status in the chain hides it from some viewers */
  restricted: boolean;
  /** a post of the chain waits for review */
  pending: boolean;
}

const byId = <T extends { id: string }>(rows: readonly T[]): Map<string, T> => new Map(rows.map((row) => [row.id, row]));

/** The posts and tags of `objectIds` (long ids) as `viewer` may see them; ids of nothing are absent. */
export async function objectInfos(db: UsersDb, queries: QueryAsker, viewer: Viewer, objectIds: readonly string[], withheld: WithheldTitles): Promise<Map<string, ObjectInfo>> {
  const ids = [...new Set(objectIds)];
  const ofKind = (kind: ObjectKind) => ids.filter((id) => objectTypeNameOf(id) === kind);
  const commentIds = ofKind('comment');
  const tagIds = ofKind('tag');
  const comments = commentIds.length ? await db.selectFrom('comment').select(['id', 'object_id', 'question_id', 'parsed_text', 'status']).where('id', 'in', commentIds).execute() : [];
  const answerIds = [...new Set([...ofKind('answer'), ...comments.map((comment) => comment.object_id).filter((id) => objectTypeNameOf(id) === 'answer')])];
  const [answers, tags] = await Promise.all([
    answerIds.length ? db.selectFrom('answer').select(['id', 'question_id', 'parsed_text', 'status']).where('id', 'in', answerIds).execute() : [],
    tagIds.length ? db.selectFrom('tag').select(['id', 'slug_name', 'parsed_text']).where('id', 'in', tagIds).execute() : [],
  ]);
  const questionIds = [...new Set([...ofKind('question'), ...answers.map((answer) => answer.question_id), ...comments.map((comment) => comment.question_id)])].filter((id) => objectTypeNameOf(id) === 'question');
  const questions = byId(questionIds.length ? await db.selectFrom('question').select(['id', 'title', 'status', 'parsed_text']).where('id', 'in', questionIds).execute() : []);
  const answerOf = byId(answers);

  const drafts: Draft[] = [];
  for (const id of ids) {
    const kind = objectTypeNameOf(id);
    if (!kind || !KINDS.has(kind)) continue;
    if (kind === 'question') {
      const question = questions.get(id);
      if (question) drafts.push({ id, kind, questionId: id, answerId: '', content: question.parsed_text, restricted: restricted(question.status), pending: waiting(question.status) });
    } else if (kind === 'answer') {
      const answer = answerOf.get(id);
      const question = answer && questions.get(answer.question_id);
      if (answer && question) drafts.push({ id, kind, questionId: question.id, answerId: id, content: answer.parsed_text, restricted: restricted(answer.status) || restricted(question.status), pending: waiting(answer.status, question.status) });
    }
  }
  for (const comment of comments) {
    const question = questions.get(comment.question_id);
    if (!question) continue;
    const answer = answerOf.get(comment.object_id);
    drafts.push({
      id: comment.id,
      kind: 'comment',
      questionId: question.id,
      answerId: answer?.id ?? '',
      content: comment.parsed_text,
      restricted: restricted(comment.status) || restricted(question.status) || restricted(answer?.status),
      pending: waiting(comment.status, question.status, answer?.status),
    });
  }
  const asked = drafts.filter((draft) => draft.restricted).map((draft) => draft.id);
  const visible = await visiblePosts(queries, viewer.principal, asked);

  const infos = new Map<string, ObjectInfo>();
  for (const draft of drafts) {
    const question = questions.get(draft.questionId);
    const shown = !draft.restricted || visible.has(draft.id);
    const deleted = toNumber(question?.status) === POST_STATUS.deleted;
    const title = deleted ? withheld.deleted : shown ? (question?.title ?? '') : withheld.hidden;
    if (!shown && draft.pending) {
      infos.set(draft.id, { object_id: '', object_type: draft.kind, question_id: '', answer_id: '', title, url_title: urlTitle(title), content: '' });
      continue;
    }
    infos.set(draft.id, { object_id: draft.id, object_type: draft.kind, question_id: draft.questionId, answer_id: draft.answerId, title, url_title: urlTitle(title), content: shown ? draft.content : '' });
  }
  for (const tag of tags) {
    infos.set(tag.id, { object_id: tag.id, object_type: 'tag', question_id: '', answer_id: '', title: tag.slug_name, url_title: urlTitle(tag.slug_name), content: tag.parsed_text });
  }
  return infos;
}
