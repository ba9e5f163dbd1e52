/**
 * The queued post a review row is about, read from its owner's table by the type code in its id:
 * what a reviewer sees of it and whom it belongs to.
 */
import { objectTypeNameOf } from '@answer/sdk/server';
import { numberOf, type PostKind, type ReviewDb } from './tables';

/** `tag_rel.status` of a question's current tags: shown, or hidden while the question is not live. */
const TAG_REL_SHOWN = 1;
const TAG_REL_HIDDEN = 2;

export interface QueuedTarget {
  kind: PostKind;
  id: string;
  authorId: string;
  questionId: string;
  answerId: string;
  status: number;
  show: number;
  title: string;
  originalText: string;
  parsedText: string;
  createdAt: number;
}

export const postKindOf = (objectId: string): PostKind | null => {
  const name = objectTypeNameOf(objectId);
  return name === 'question' || name === 'answer' || name === 'comment' ? name : null;
};

const titleOf = async (db: ReviewDb, questionId: string): Promise<string> =>
  (await db.selectFrom('question').select('title').where('id', '=', questionId).executeTakeFirst())?.title ?? '';

export async function findQueuedTarget(db: ReviewDb, objectId: string): Promise<QueuedTarget | null> {
  const kind = postKindOf(objectId);
  if (kind === 'question') {
    const q = await db.selectFrom('question').select(['id', 'user_id', 'title', 'original_text', 'parsed_text', 'status', 'show', 'created_at']).where('id', '=', objectId).executeTakeFirst();
    if (!q) return null;
    return { kind, id: q.id, authorId: String(q.user_id), questionId: q.id, answerId: '', status: numberOf(q.status), show: numberOf(q.show), title: q.title, originalText: q.original_text, parsedText: q.parsed_text, createdAt: numberOf(q.created_at) };
  }
  if (kind === 'answer') {
    const a = await db.selectFrom('answer').select(['id', 'question_id', 'user_id', 'original_text', 'parsed_text', 'status', 'created_at']).where('id', '=', objectId).executeTakeFirst();
    if (!a) return null;
    return { kind, id: a.id, authorId: String(a.user_id), questionId: a.question_id, answerId: a.id, status: numberOf(a.status), show: 1, title: await titleOf(db, a.question_id), originalText: a.original_text, parsedText: a.parsed_text, createdAt: numberOf(a.created_at) };
  }
  if (kind === 'comment') {
    const c = await db.selectFrom('comment').select(['id', 'object_id', 'question_id', 'user_id', 'original_text', 'parsed_text', 'status', 'created_at']).where('id', '=', objectId).executeTakeFirst();
    if (!c) return null;
    const answerId = postKindOf(c.object_id) === 'answer' ? c.object_id : '';
    return { kind, id: c.id, authorId: String(c.user_id), questionId: c.question_id, answerId, status: numberOf(c.status), show: 1, title: await titleOf(db, c.question_id), originalText: c.original_text, parsedText: c.parsed_text, createdAt: numberOf(c.created_at) };
  }
  return null;
}

export async function tagsOf(db: ReviewDb, questionId: string): Promise<{ slug_name: string; display_name: string }[]> {
  return db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag.slug_name', 'tag.display_name'])
    .where('tag_rel.object_id', '=', questionId)
    // a held question's tags are hidden until it is published, as a deleted question's are
    .where('tag_rel.status', 'in', [TAG_REL_SHOWN, TAG_REL_HIDDEN])
    .orderBy('tag_rel.id')
    .execute();
}
