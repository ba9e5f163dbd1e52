/**
 * The post a comment is under (a question or an answer, told apart by the object type inside its
 * id). Whether the caller may see it is the posts' owners' call (`post.visible`: deleted and
 * pending posts, and answers under such questions, exist only for their author and staff), so
 * comments hide exactly what the question and answer pages hide.
 */
import { longId, objectTypeNameOf } from '@answer/sdk/server';
import { num, type CommentsDb } from './db';
import { QUESTION_STATUS } from './tables';

export type PostType = 'question' | 'answer';

export interface CommentedPost {
  id: string;
  type: PostType;
  questionId: string;
  status: number;
  questionStatus: number;
}

/** A post or comment id in either spelling, as its long id and kind; null for anything else. */
export function commentRefOf(raw: unknown): { id: string; type: PostType | 'comment' } | null {
  const id = longId(raw);
  const type = objectTypeNameOf(id);
  return id && (type === 'question' || type === 'answer' || type === 'comment') ? { id, type } : null;
}

async function questionOf(db: CommentsDb, id: string) {
  return db.selectFrom('question').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function findPost(db: CommentsDb, rawId: unknown): Promise<CommentedPost | null> {
  const ref = commentRefOf(rawId);
  if (!ref || ref.type === 'comment') return null;
  if (ref.type === 'question') {
    const question = await questionOf(db, ref.id);
    if (!question) return null;
    const status = num(question.status);
    return { id: question.id, type: 'question', questionId: question.id, status, questionStatus: status };
  }
  const answer = await db.selectFrom('answer').select(['id', 'question_id', 'status']).where('id', '=', ref.id).executeTakeFirst();
  const question = answer ? await questionOf(db, answer.question_id) : undefined;
  if (!answer || !question) return null;
  return { id: answer.id, type: 'answer', questionId: question.id, status: num(answer.status), questionStatus: num(question.status) };
}

/** A deleted post (or an answer under a deleted question) takes no new comments. */
export const postDeleted = (post: CommentedPost): boolean => post.status === QUESTION_STATUS.deleted || post.questionStatus === QUESTION_STATUS.deleted;
