/**
 * The post (or tag) a timeline is about, read from the questions and answers plugins' tables by
 * name, with who may see its history: everyone logged in while it is live; only its author and
 * staff once deleted or while pending.
 */
import { isContentId, objectTypeNameOf, type ObjectTypeName } from '@answer/sdk/server';
import type { ActivityDb } from './db';
import { asNumber } from './db';

/** The kinds of object a timeline shows (`object_type` of its rows). */
const TIMELINE_TYPES: ReadonlySet<ObjectTypeName> = new Set(['question', 'answer', 'tag', 'comment']);

/** `question`, `answer`, `tag`, `comment` or '' from a long content id. */
export function objectTypeOfId(id: string): string {
  const name = isContentId(id) ? objectTypeNameOf(id) : null;
  return name && TIMELINE_TYPES.has(name) ? name : '';
}

const HIDDEN_POST_STATUS = new Set([10, 11]);

export interface TimelineObject {
  objectType: 'question' | 'answer' | 'tag';
  objectId: string;
  questionId: string;
  answerId: string;
  title: string;
  mainTagSlugName: string;
  authorId: string;
  /**
   * `object_info.display_name` when the object has no author to name there: a tag's own display
   * name (Answer leaves it empty; its page titles the timeline with it).
   */
  ownDisplayName: string;
  /** Deleted or pending: only the author and staff see the history. */
  restricted: boolean;
}

async function questionOf(db: ActivityDb, id: string) {
  return db.selectFrom('question').select(['id', 'title', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function findTimelineObject(db: ActivityDb, objectId: string): Promise<TimelineObject | null> {
  const type = objectTypeOfId(objectId);
  if (type === 'question') {
    const question = await questionOf(db, objectId);
    if (!question) return null;
    return {
      objectType: 'question',
      objectId,
      questionId: question.id,
      answerId: '',
      title: question.title,
      mainTagSlugName: '',
      authorId: question.user_id,
      ownDisplayName: '',
      restricted: HIDDEN_POST_STATUS.has(asNumber(question.status)),
    };
  }
  if (type === 'answer') {
    const answer = await db.selectFrom('answer').select(['id', 'question_id', 'user_id', 'status']).where('id', '=', objectId).executeTakeFirst();
    const question = answer ? await questionOf(db, answer.question_id) : undefined;
    if (!answer || !question) return null;
    return {
      objectType: 'answer',
      objectId,
      questionId: question.id,
      answerId: answer.id,
      title: question.title,
      mainTagSlugName: '',
      authorId: answer.user_id,
      ownDisplayName: '',
      restricted: HIDDEN_POST_STATUS.has(asNumber(answer.status)) || HIDDEN_POST_STATUS.has(asNumber(question.status)),
    };
  }
  if (type === 'tag') {
    const tag = await db.selectFrom('tag').select(['id', 'slug_name', 'display_name', 'main_tag_slug_name', 'status']).where('id', '=', objectId).executeTakeFirst();
    if (!tag) return null;
    return {
      objectType: 'tag',
      objectId,
      questionId: '',
      answerId: '',
      title: tag.slug_name,
      mainTagSlugName: tag.main_tag_slug_name,
      authorId: '',
      ownDisplayName: tag.display_name,
      restricted: asNumber(tag.status) === 10,
    };
  }
  return null;
}

/**
 * The id of the tag named `slug` (`tag_slug_name` of the timeline call), compared lower-cased as
 * slugs are stored; a live tag before a deleted one of the same name.
 */
export async function tagIdBySlug(db: ActivityDb, slug: string): Promise<string | null> {
  const rows = await db
    .selectFrom('tag')
    .select(['id', 'status'])
    .where((eb) => eb(eb.fn('lower', ['slug_name']), '=', slug.trim().toLowerCase()))
    .execute();
  const live = rows.find((row) => asNumber(row.status) !== 10);
  return (live ?? rows[0])?.id ?? null;
}
