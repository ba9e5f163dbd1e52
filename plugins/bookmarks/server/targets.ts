/**
 * What a bookmark names: a question that is not deleted (pending ones only for their author), or
 * an answer that is not deleted on such a question. Content ids carry their type (`1` + 3 digits:
 * question 1, answer 2).
 */
import { fieldError, notFound } from '@answer/sdk/server';
import { numberOf, type BookmarksDb } from './db';
import { POST_STATUS, type BookmarkKind } from './tables';

export const OBJECT_NOT_FOUND = 'error.collection.object_not_found';

const CONTENT_ID = /^1(\d{3})\d{13}$/;
const KINDS: Record<number, BookmarkKind> = { 1: 'question', 2: 'answer' };

export function bookmarkKindOf(id: string): BookmarkKind | null {
  const match = CONTENT_ID.exec(id);
  return match ? (KINDS[Number(match[1])] ?? null) : null;
}

export interface BookmarkTarget {
  kind: BookmarkKind;
  id: string;
}

const shown = (status: number, authorId: string, callerId: string): boolean =>
  status !== POST_STATUS.deleted && (status !== POST_STATUS.pending || authorId === callerId);

export async function bookmarkTarget(db: BookmarksDb, objectId: string, callerId: string): Promise<BookmarkTarget> {
  const kind = bookmarkKindOf(objectId);
  if (!kind) throw fieldError('object_id', 'error.collection.object_not_supported');
  let questionId = objectId;
  if (kind === 'answer') {
    const answer = await db.selectFrom('answer').select(['question_id', 'user_id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!answer || !shown(numberOf(answer.status), answer.user_id, callerId)) throw notFound(OBJECT_NOT_FOUND);
    questionId = answer.question_id;
  }
  const question = await db.selectFrom('question').select(['user_id', 'status']).where('id', '=', questionId).executeTakeFirst();
  if (!question || !shown(numberOf(question.status), question.user_id, callerId)) throw notFound(OBJECT_NOT_FOUND);
  return { kind, id: objectId };
}
