/**
 * What a bookmark names: a question or an answer (by its id in either spelling) that the caller may
 * see, as the posts' owners judge it over the whole chain (`post.visible`), and that is not deleted
 * (nor an answer under a deleted question).
 */
import { fieldError, isContentId, longId, notFound, OBJECT_TYPE, objectTypeOf, postVisible, type Principal, type QueryAsker } from '@answer/sdk/server';
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

const deleted = (status: number | string | undefined): boolean => status === undefined || numberOf(status) === POST_STATUS.deleted;

export async function bookmarkTarget(db: BookmarksDb, queries: QueryAsker, rawId: string, principal: Principal | null): Promise<BookmarkTarget> {
  const objectId = longId(rawId) ?? '';
  const kind = bookmarkKindOf(objectId);
  if (!kind) throw fieldError('object_id', 'error.collection.object_not_supported');
  let questionId = objectId;
  let answerStatus: number | undefined;
  if (kind === 'answer') {
    const answer = await db.selectFrom('answer').select(['question_id', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!answer) throw notFound(OBJECT_NOT_FOUND);
    questionId = answer.question_id;
    answerStatus = numberOf(answer.status);
  }
  const question = await db.selectFrom('question').select('status').where('id', '=', questionId).executeTakeFirst();
  if (!question || !(await postVisible(queries, principal, objectId))) throw notFound(OBJECT_NOT_FOUND);
  if (deleted(question.status) || (kind === 'answer' && deleted(answerStatus))) throw notFound(OBJECT_NOT_FOUND);
  return { kind, id: objectId };
}
