/**
 * What a bookmark names: a question that is not deleted (pending ones only for their author), or
 * an answer that is not deleted on such a question, named by its id in either spelling.
 */
import { fieldError, isContentId, longId, notFound, OBJECT_TYPE, objectTypeOf } from '@answer/sdk/server';
import { numberOf, type BookmarksDb } from './db';
import { POST_STATUS, type BookmarkKind } from './tables';

export const OBJECT_NOT_FOUND = 'error.collection.object_not_found';

const KINDS: Readonly<Record<number, BookmarkKind>> = { [OBJECT_TYPE.question]: 'question', [OBJECT_TYPE.answer]: 'answer' };

/** The kind of post a long id names; null for anything that takes no bookmarks. */
export function bookmarkKindOf(id: string): BookmarkKind | null {
  return isContentId(id) ? (KINDS[objectTypeOf(id) ?? 0] ?? null) : null;
}

export interface BookmarkTarget {
  kind: BookmarkKind;
  id: string;
}

const shown = (status: number, authorId: string, callerId: string): boolean =>
  status !== POST_STATUS.deleted && (status !== POST_STATUS.pending || authorId === callerId);

export async function bookmarkTarget(db: BookmarksDb, rawId: string, callerId: string): Promise<BookmarkTarget> {
  const objectId = longId(rawId) ?? '';
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
