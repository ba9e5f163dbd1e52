/**
 * The post a comment is under (a question or an answer, told apart by the object type inside its
 * id) and whether the caller may see it: deleted and pending posts exist only for their author
 * and for moderators, as the questions and answers plugins show them.
 */
import { longId, objectTypeNameOf } from '@answer/sdk/server';
import { num, type CommentsDb } from './db';
import { isStaff, type Caller } from './permissions';
import { ANSWER_STATUS, QUESTION_STATUS } from './tables';

export type PostType = 'question' | 'answer';

export interface CommentedPost {
  id: string;
  type: PostType;
  questionId: string;
  authorId: string;
  status: number;
  questionAuthorId: string;
  questionStatus: number;
}

/** A post or comment id in either spelling, as its long id and kind; null for anything else. */
export function commentRefOf(raw: unknown): { id: string; type: PostType | 'comment' } | null {
  const id = longId(raw);
  const type = objectTypeNameOf(id);
  return id && (type === 'question' || type === 'answer' || type === 'comment') ? { id, type } : null;
}

async function questionOf(db: CommentsDb, id: string) {
  return db.selectFrom('question').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function findPost(db: CommentsDb, rawId: unknown): Promise<CommentedPost | null> {
  const ref = commentRefOf(rawId);
  if (!ref || ref.type === 'comment') return null;
  if (ref.type === 'question') {
    const question = await questionOf(db, ref.id);
    if (!question) return null;
    const status = num(question.status);
    return { id: question.id, type: 'question', questionId: question.id, authorId: question.user_id, status, questionAuthorId: question.user_id, questionStatus: status };
  }
  const answer = await db.selectFrom('answer').select(['id', 'question_id', 'user_id', 'status']).where('id', '=', ref.id).executeTakeFirst();
  const question = answer ? await questionOf(db, answer.question_id) : undefined;
  if (!answer || !question) return null;
  return { id: answer.id, type: 'answer', questionId: question.id, authorId: answer.user_id, status: num(answer.status), questionAuthorId: question.user_id, questionStatus: num(question.status) };
}

const hidden = (status: number): boolean => status === QUESTION_STATUS.deleted || status === QUESTION_STATUS.pending || status === ANSWER_STATUS.pending;

export function postVisible(caller: Caller | null, post: CommentedPost): boolean {
  if (isStaff(caller)) return true;
  const sees = (status: number, authorId: string) => !hidden(status) || (!!caller && caller.userId === authorId);
  return sees(post.questionStatus, post.questionAuthorId) && sees(post.status, post.authorId);
}

/** A deleted post (or an answer under a deleted question) takes no new comments. */
export const postDeleted = (post: CommentedPost): boolean => post.status === QUESTION_STATUS.deleted || post.questionStatus === QUESTION_STATUS.deleted;
