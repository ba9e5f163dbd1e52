/**
 * The post a flag is about, read from its owner's table by the type code inside its id: its
 * author, its question, its state and the text a reviewer sees.
 */
import { objectTypeNameOf, OBJECT_TYPE } from '@answer/sdk/server';
import { numberOf, POST_STATUS, type FlagsDb } from './tables';

export type FlagKind = 'question' | 'answer' | 'comment';

export interface FlagTarget {
  kind: FlagKind;
  id: string;
  objectType: number;
  authorId: string;
  questionId: string;
  answerId: string;
  commentId: string;
  status: number;
  /** Answer's show status of a question (1 shown, 2 unlisted); 1 for other posts. */
  show: number;
  title: string;
  originalText: string;
  parsedText: string;
  answerCount: number;
  answerAccepted: boolean;
  createdAt: number;
}

export const flagKindOf = (objectId: string): FlagKind | null => {
  const name = objectTypeNameOf(objectId);
  return name === 'question' || name === 'answer' || name === 'comment' ? name : null;
};

export const isDeleted = (target: FlagTarget): boolean => target.status === POST_STATUS.deleted;

async function questionOf(db: FlagsDb, id: string) {
  return db.selectFrom('question').select(['id', 'user_id', 'title', 'original_text', 'parsed_text', 'status', 'show', 'answer_count', 'accepted_answer_id', 'created_at']).where('id', '=', id).executeTakeFirst();
}

/** The post `objectId` names, or null when it is not a question, answer or comment or does not exist. */
export async function findTarget(db: FlagsDb, objectId: string): Promise<FlagTarget | null> {
  const kind = flagKindOf(objectId);
  if (kind === 'question') {
    const q = await questionOf(db, objectId);
    if (!q) return null;
    return {
      kind, id: q.id, objectType: OBJECT_TYPE.question, authorId: String(q.user_id), questionId: q.id, answerId: '', commentId: '',
      status: numberOf(q.status), show: numberOf(q.show), title: q.title, originalText: q.original_text, parsedText: q.parsed_text,
      answerCount: numberOf(q.answer_count), answerAccepted: String(q.accepted_answer_id || '0') !== '0', createdAt: numberOf(q.created_at),
    };
  }
  if (kind === 'answer') {
    const a = await db.selectFrom('answer').select(['id', 'question_id', 'user_id', 'original_text', 'parsed_text', 'status', 'adopted', 'created_at']).where('id', '=', objectId).executeTakeFirst();
    if (!a) return null;
    const q = await questionOf(db, a.question_id);
    return {
      kind, id: a.id, objectType: OBJECT_TYPE.answer, authorId: String(a.user_id), questionId: a.question_id, answerId: a.id, commentId: '',
      status: numberOf(a.status), show: 1, title: q?.title ?? '', originalText: a.original_text, parsedText: a.parsed_text,
      answerCount: numberOf(q?.answer_count), answerAccepted: numberOf(a.adopted) === 2, createdAt: numberOf(a.created_at),
    };
  }
  if (kind === 'comment') {
    const c = await db.selectFrom('comment').select(['id', 'object_id', 'question_id', 'user_id', 'original_text', 'parsed_text', 'status', 'created_at']).where('id', '=', objectId).executeTakeFirst();
    if (!c) return null;
    const q = await questionOf(db, c.question_id);
    return {
      kind, id: c.id, objectType: OBJECT_TYPE.comment, authorId: String(c.user_id), questionId: c.question_id,
      answerId: flagKindOf(c.object_id) === 'answer' ? c.object_id : '', commentId: c.id,
      status: numberOf(c.status), show: 1, title: q?.title ?? '', originalText: c.original_text, parsedText: c.parsed_text,
      answerCount: numberOf(q?.answer_count), answerAccepted: false, createdAt: numberOf(c.created_at),
    };
  }
  return null;
}
