/**
 * The writes behind answering, editing, deleting and undeleting. Each runs in one transaction and
 * ends by telling the questions plugin the question's answer fields through
 * `question.answers.changed` on the same transaction, so the answer and the question's counts land
 * together or not at all; the timeline entries (`activity.record`) ride on it too. Rules were
 * checked before; these only write.
 */
import type { Transaction } from 'kysely';
import { fieldError, OBJECT_TYPE, type ServerContext } from '@answer/sdk/server';
import { cancelAcceptance } from './acceptance';
import { answersTrx } from './db';
import { publishAnswerFields, recordTimeline } from './post-events';
import type { AnswerRow } from './answer-read';
import { REPEAT_WINDOW_SECONDS } from './submissions';
import { ADOPTED, ANSWER_STATUS, REVISION_STATUS, type AnswersTables } from './tables';

type Trx = Transaction<AnswersTables>;

export interface AnswerText {
  content: string;
  /** `content` rendered and sanitised */
  html: string;
}

export interface AnswerRevision {
  answer: { id: string; question_id: string };
  editorId: string;
  content: string;
  log: string;
  now: number;
  /** A suggestion waiting for review holds the answer's one pending slot (unique). */
  status?: number;
}

/** Saves a state of the answer into the questions plugin's revision history; answers its id. */
export async function addAnswerRevision(ctx: ServerContext, trx: Trx, revision: AnswerRevision): Promise<string> {
  const status = revision.status ?? REVISION_STATUS.normal;
  const values = {
    created_at: revision.now,
    updated_at: revision.now,
    user_id: revision.editorId,
    object_type: OBJECT_TYPE.answer,
    object_id: revision.answer.id,
    title: '',
    content: JSON.stringify({ id: revision.answer.id, question_id: revision.answer.question_id, content: revision.content }),
    log: revision.log,
    status,
    pending_object_id: status === REVISION_STATUS.unreviewed ? revision.answer.id : null,
  };
  if (ctx.dialect === 'postgres') return String((await trx.insertInto('revision').values(values).returning('id').executeTakeFirstOrThrow()).id);
  const inserted = await trx.insertInto('revision').values(values).executeTakeFirstOrThrow();
  if (inserted.insertId === undefined) throw new Error('The database returned no id for the answer revision');
  return String(inserted.insertId);
}

const claimKey = (questionId: string, userId: string): string => `one:${userId}:${questionId}`;

/**
 * One answer per member and question (`restrict_answer`): a claim row whose primary key lets one
 * of several simultaneous answers through on every database; the others fail their insert. The
 * claim lasts the repeat window; after that the stored answers themselves are checked.
 */
async function claimOneAnswer(trx: Trx, questionId: string, userId: string, now: number): Promise<void> {
  const key = claimKey(questionId, userId);
  const refused = () => fieldError('content', 'error.answer.restrict_answer');
  await trx.deleteFrom('answer_submission').where('submission_key', '=', key).where('created_at', '<=', now - REPEAT_WINDOW_SECONDS).execute();
  try {
    await trx.insertInto('answer_submission').values({ submission_key: key, created_at: now }).execute();
  } catch {
    throw refused();
  }
  const live = await trx.selectFrom('answer').select('id').where('question_id', '=', questionId).where('user_id', '=', userId).where('status', '<>', ANSWER_STATUS.deleted).executeTakeFirst();
  if (live) throw refused();
}

export interface NewAnswer {
  questionId: string;
  userId: string;
  text: AnswerText;
  now: number;
  /** The site allows one answer per member and question. */
  oneEach: boolean;
}

/** A member's `answer_count` = their available answers, counted rather than adjusted so it heals. */
export async function recountUserAnswers(trx: Trx, userId: string): Promise<void> {
  if (!/^[1-9]\d*$/.test(userId)) return;
  // the row locked first: the count below then sees a concurrent post of the same member that committed meanwhile
  await trx.updateTable('user').set((eb) => ({ answer_count: eb.ref('answer_count') })).where('id', '=', userId).execute();
  await trx
    .updateTable('user')
    .set((eb) => ({
      answer_count: eb
        .selectFrom('answer')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('answer.user_id', '=', userId)
        .where('answer.status', '=', ANSWER_STATUS.available),
    }))
    .where('id', '=', userId)
    .execute();
}

/** Adds an answer inside the caller's transaction (POST /answer, and an answer asked together with its question). */
export async function insertAnswer(ctx: ServerContext, raw: Transaction<unknown>, answer: NewAnswer): Promise<string> {
  const trx = answersTrx(raw);
  const { questionId, userId, text, now } = answer;
  if (answer.oneEach) await claimOneAnswer(trx, questionId, userId, now);
  const id = await ctx.ids.next(OBJECT_TYPE.answer, raw);
  await trx.insertInto('answer').values({ id, created_at: now, updated_at: now, question_id: questionId, user_id: userId, original_text: text.content, parsed_text: text.html }).execute();
  const revisionId = await addAnswerRevision(ctx, trx, { answer: { id, question_id: questionId }, editorId: userId, content: text.content, log: '', now });
  await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', id).execute();
  await publishAnswerFields(ctx, raw, questionId, now);
  await recountUserAnswers(trx, userId);
  await recordTimeline(ctx, raw, { userId, objectId: id, questionId, activity: 'answer.answered', revisionId, now });
  await recordTimeline(ctx, raw, { userId, objectId: questionId, questionId, activity: 'question.answered', now });
  return id;
}

export async function createAnswer(ctx: ServerContext, answer: NewAnswer): Promise<string> {
  return ctx.transaction((raw) => insertAnswer(ctx, raw, answer));
}

/** Writes a new body onto the answer; `editorId` becomes its last editor. */
export async function writeAnswerText(trx: Trx, answerId: string, editorId: string, text: AnswerText, now: number): Promise<void> {
  await trx.updateTable('answer').set({ original_text: text.content, parsed_text: text.html, updated_at: now, last_edit_user_id: editorId }).where('id', '=', answerId).execute();
}

/** A direct edit: the answer, a new revision and the `answer.edited` timeline entry. */
export async function updateAnswer(ctx: ServerContext, answer: AnswerRow, editorId: string, text: AnswerText, log: string, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    await writeAnswerText(trx, answer.id, editorId, text, now);
    const revisionId = await addAnswerRevision(ctx, trx, { answer, editorId, content: text.content, log, now });
    await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', answer.id).execute();
    await publishAnswerFields(ctx, raw, answer.question_id, now);
    await recordTimeline(ctx, raw, { userId: editorId, objectId: answer.id, questionId: answer.question_id, activity: 'answer.edited', comment: log, revisionId, now });
  });
}

/**
 * Soft delete (status 10) or undelete by `actorId`. A deleted answer loses its acceptance (and the
 * reputation it gave): the question is open to accept another. Its author may answer again.
 */
export async function setAnswerDeleted(ctx: ServerContext, answer: AnswerRow, questionAuthorId: string, actorId: string, deleted: boolean, now: number): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    const change = deleted ? { status: ANSWER_STATUS.deleted, adopted: ADOPTED.no } : { status: ANSWER_STATUS.available };
    await trx.updateTable('answer').set(change).where('id', '=', answer.id).execute();
    if (deleted) {
      await trx.deleteFrom('answer_submission').where('submission_key', '=', claimKey(answer.question_id, answer.user_id)).execute();
      if (Number(answer.adopted) === ADOPTED.yes) await cancelAcceptance(ctx, raw, answer, questionAuthorId);
    }
    await publishAnswerFields(ctx, raw, answer.question_id, now);
    await recountUserAnswers(trx, answer.user_id);
    await recordTimeline(ctx, raw, { userId: actorId, objectId: answer.id, questionId: answer.question_id, activity: deleted ? 'answer.deleted' : 'answer.undeleted', now });
  });
}
