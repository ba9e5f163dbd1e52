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
import { answeredBy, ownAnswersChanged } from './own-answers';
import { publishAnswerFields, recordTimeline } from './post-events';
import { neverAnnounced, publishNewAnswer, queueAnswer, recountUserAnswers, statusOfVerdict, type AnswerJudge } from './answer-review';
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
  /** Asks the reviewer plugins; without it the answer is published (an answer asked with its question follows the question's fate). */
  judge?: AnswerJudge;
}

/** Adds an answer inside the caller's transaction (POST /answer, and an answer asked together with its question). */
export async function insertAnswer(ctx: ServerContext, raw: Transaction<unknown>, answer: NewAnswer): Promise<string> {
  const trx = answersTrx(raw);
  const { questionId, userId, text, now } = answer;
  if (answer.oneEach) await claimOneAnswer(trx, questionId, userId, now);
  // judged before the insert: the author's published posts are counted without this one
  const verdict = answer.judge ? await answer.judge(raw, '') : null;
  const status = statusOfVerdict(verdict);
  const id = await ctx.ids.next(OBJECT_TYPE.answer, raw);
  answeredBy(ctx).add(userId, questionId);
  ownAnswersChanged(ctx, raw, { userId, questionId });
  await trx.insertInto('answer').values({ id, created_at: now, updated_at: now, question_id: questionId, user_id: userId, original_text: text.content, parsed_text: text.html, status }).execute();
  await ctx.events.emit('post.changed', { object_type: 'answer', object_ids: [id], change: 'created' }, raw);
  const revisionId = await addAnswerRevision(ctx, trx, { answer: { id, question_id: questionId }, editorId: userId, content: text.content, log: '', now });
  await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', id).execute();
  if (status === ANSWER_STATUS.available) await publishNewAnswer(ctx, raw, { id, question_id: questionId, user_id: userId, revision_id: revisionId }, now);
  else if (status === ANSWER_STATUS.pending && verdict) await queueAnswer(ctx, raw, id, userId, verdict);
  return id;
}

export async function createAnswer(ctx: ServerContext, answer: NewAnswer): Promise<string> {
  return ctx.transaction((raw) => insertAnswer(ctx, raw, answer));
}

/** Writes a new body onto the answer; `editorId` becomes its last editor. */
export async function writeAnswerText(trx: Trx, answerId: string, editorId: string, text: AnswerText, now: number): Promise<void> {
  await trx.updateTable('answer').set({ original_text: text.content, parsed_text: text.html, updated_at: now, last_edit_user_id: editorId }).where('id', '=', answerId).execute();
}

/**
 * A direct edit: the answer, a new revision and the `answer.edited` timeline entry. An edit the
 * reviewers hold takes the answer out of sight (pending) until staff decide. An answer still
 * waiting keeps its one review row, and one never published stays unannounced: no last editor
 * (how the decision tells it from an edited answer), no timeline entry, no question update.
 */
export async function updateAnswer(ctx: ServerContext, answer: AnswerRow, editorId: string, text: AnswerText, log: string, now: number, judge?: AnswerJudge): Promise<void> {
  await ctx.transaction(async (raw) => {
    const trx = answersTrx(raw);
    const verdict = judge ? await judge(raw, answer.id) : null;
    const status = statusOfVerdict(verdict);
    const before = Number(answer.status);
    const unannounced = neverAnnounced(answer);
    // a deleted answer stays deleted whatever its new words; a waiting one waits on
    if (status !== ANSWER_STATUS.available && before !== ANSWER_STATUS.deleted && status !== before) {
      await trx.updateTable('answer').set({ status }).where('id', '=', answer.id).execute();
      ownAnswersChanged(ctx, raw, { userId: answer.user_id, questionId: answer.question_id });
      if (status === ANSWER_STATUS.pending && verdict) await queueAnswer(ctx, raw, answer.id, answer.user_id, verdict);
      await recountUserAnswers(trx, answer.user_id);
    }
    await writeAnswerText(trx, answer.id, unannounced ? answer.last_edit_user_id : editorId, text, now);
    await ctx.events.emit('post.changed', { object_type: 'answer', object_ids: [answer.id], change: 'edited' }, raw);
    const revisionId = await addAnswerRevision(ctx, trx, { answer, editorId, content: text.content, log, now });
    await trx.updateTable('answer').set({ revision_id: revisionId }).where('id', '=', answer.id).execute();
    if (unannounced) return;
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
    ownAnswersChanged(ctx, raw, { userId: answer.user_id, questionId: answer.question_id });
    await ctx.events.emit('post.changed', { object_type: 'answer', object_ids: [answer.id], change: 'status' }, raw);
    if (deleted) {
      await trx.deleteFrom('answer_submission').where('submission_key', '=', claimKey(answer.question_id, answer.user_id)).execute();
      if (Number(answer.adopted) === ADOPTED.yes) await cancelAcceptance(ctx, raw, answer, questionAuthorId);
    }
    // an answer deleted while waiting was never counted: the question does not change
    if (Number(answer.status) !== ANSWER_STATUS.pending) await publishAnswerFields(ctx, raw, answer.question_id, now);
    await recountUserAnswers(trx, answer.user_id);
    await recordTimeline(ctx, raw, { userId: actorId, objectId: answer.id, questionId: answer.question_id, activity: deleted ? 'answer.deleted' : 'answer.undeleted', now });
  });
}
