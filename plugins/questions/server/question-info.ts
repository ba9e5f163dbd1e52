/**
 * `GET /question/info`'s body (Answer's `QuestionInfoResp`), also answered by `POST /question` and
 * the `question.detail` query: the question, its author, last editor and last answerer, the
 * banner of a question that is not open, and the actions the caller may take on it.
 */
import { toNumber, withAnswers, type QuestionsDb } from './db';
import { can, type Actor, type QuestionAction, type QuestionTarget, type RankLimits } from './permissions';
import { targetOf, type QuestionRow } from './question-read';
import { readCloseReason } from './meta';
import { seededReason } from './reasons';
import { revisionTime } from './revisions';
import { summaryOf, type QuestionSummary } from './question-summary';
import { QUESTION_STATUS, tagRelStatusOf } from './tables';
import { tagsOf, withSiteFlags, type TagResp } from './tag-read';
import type { WriteRules } from './write-rules';
import { usersByIds, type PostViewerState, type Principal, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';

/** An entry of `member_actions`: what the page offers (`type` says how: a form, a confirmation). */
export interface MemberAction {
  action: string;
  name: string;
  type: 'edit' | 'confirm' | 'reason';
}

/** The banner of a question that is not open (Answer's `Operation`). */
export interface Operation {
  type: string;
  description: string;
  msg: string;
  time: number;
  level: 'info' | 'danger' | 'warning' | 'secondary';
}

export interface QuestionInfo extends QuestionSummary {
  content: string;
  html: string;
  tags: TagResp[];
  first_answer_id: string;
  create_time: number;
  update_time: number;
  edit_time: number;
  operation?: Operation;
  user_info: UserBasicInfo | null;
  update_user_info?: UserBasicInfo;
  last_answered_user_info?: UserBasicInfo;
  answered: boolean;
  collected: boolean;
  vote_status: string;
  is_followed: boolean;
  member_actions: MemberAction[];
  extends_actions: MemberAction[];
}

export interface InfoContext {
  db: QuestionsDb;
  /** Asks the accounts plugin for the author and the last editor. */
  queries: QueryAsker;
  /** The caller's marks on the question (vote, bookmark, follow) from the plugins that keep them. */
  viewer: PostViewerState;
  /** The caller, as other plugins' permission answers need them. */
  principal: Principal | null;
  actor: Actor | null;
  limits: RankLimits;
  rules: WriteRules;
  /** The caller's language, and a backend key translated into it. */
  lang: string;
  t: (key: string) => string;
}

/** The actions this round's server carries out, in Answer's menu order. */
const OFFERED: { action: string; permission: QuestionAction; type: MemberAction['type'] }[] = [
  { action: 'edit', permission: 'question.edit', type: 'edit' },
  { action: 'delete', permission: 'question.delete', type: 'confirm' },
  { action: 'undelete', permission: 'question.undelete', type: 'confirm' },
  { action: 'close', permission: 'question.close', type: 'reason' },
  { action: 'reopen', permission: 'question.reopen', type: 'confirm' },
  { action: 'pin', permission: 'question.pin', type: 'confirm' },
  { action: 'unpin', permission: 'question.unpin', type: 'confirm' },
  { action: 'hide', permission: 'question.hide', type: 'confirm' },
  { action: 'show', permission: 'question.show', type: 'confirm' },
];

/**
 * Flagging (Answer's `report`, carried out by the flags plugin) comes first, offered as Answer
 * offers it: to every logged-in member, whatever the question's author or state (the flags plugin
 * then refuses one's own or a deleted post with a field error).
 */
const offersReport = (actor: Actor | null): boolean => !!actor;

export function memberActions(question: QuestionRow, context: Pick<InfoContext, 'actor' | 'limits' | 't'>): MemberAction[] {
  return memberActionsOn(targetOf(question), context);
}

export function memberActionsOn(target: QuestionTarget, { actor, limits, t }: Pick<InfoContext, 'actor' | 'limits' | 't'>): MemberAction[] {
  const report: MemberAction[] = offersReport(actor) ? [{ action: 'report', name: t('action.report'), type: 'reason' }] : [];
  const offered = OFFERED.filter((entry) => can(actor, entry.permission, limits, target)).map((entry) => ({
    action: entry.action,
    name: t(`action.${entry.action}`),
    type: entry.type,
  }));
  return [...report, ...offered];
}

/** Answer's action key of inviting members to answer; the invites plugin answers for it. */
const INVITE_ACTION = 'answer.invite_someone_to_answer';

/** Actions other plugins carry out on the question page (Answer offers inviting people to answer). */
export async function extendsActions({ queries, principal, lang, t }: Pick<InfoContext, 'queries' | 'principal' | 'lang' | 't'>): Promise<MemberAction[]> {
  if (!principal) return [];
  // the host keeps one principal object per member until their session changes
  const kept = invitesKept.get(principal);
  if (kept && kept.lang === lang && Date.now() - kept.at < INVITE_KEPT_MS) return kept.actions;
  const answers = await queries.ask('permission.check', { principal, actions: [INVITE_ACTION], lang });
  const actions: MemberAction[] = answers.some((answer) => answer[INVITE_ACTION]?.has_permission)
    ? [{ action: 'invite_other_to_answer', name: t('action.invite_other_to_answer'), type: 'confirm' }]
    : [];
  invitesKept.set(principal, { lang, at: Date.now(), actions });
  return actions;
}

/** As long as the privilege thresholds are kept (`config` rows are read again after 500 ms). */
const INVITE_KEPT_MS = 500;
const invitesKept = new WeakMap<object, { lang: string; at: number; actions: MemberAction[] }>();

/**
 * The banner of a question that is not open, as Answer fills it: a closed one names its reason in
 * `type` and `description` and carries the moderator's words (a duplicate's link) in `msg`.
 */
async function operationOf(db: QuestionsDb, question: QuestionRow, t: (key: string) => string): Promise<Operation | undefined> {
  const status = toNumber(question.status);
  if (status === QUESTION_STATUS.deleted) return { type: '', description: '', msg: t('error.question.already_deleted'), time: 0, level: 'danger' };
  if (status === QUESTION_STATUS.pending) return { type: '', description: '', msg: t('question.operation.pending'), time: 0, level: 'secondary' };
  if (status !== QUESTION_STATUS.closed) return undefined;
  const stored = await readCloseReason(db, question.id);
  const reason = stored ? seededReason(stored.close_type, t) : null;
  if (!stored || !reason) return { type: '', description: '', msg: t('question.operation.closed'), time: toNumber(question.updated_at), level: 'info' };
  return { type: reason.name, description: reason.description, msg: stored.close_msg, time: stored.at, level: 'info' };
}

/** `answer.status` of a published answer. */
export const ANSWER_AVAILABLE = 1;

/** Who answered last (its last editor, when edited) and the caller's own answers, oldest first. */
async function answerFacts(db: QuestionsDb, question: QuestionRow, callerId: string | undefined): Promise<{ lastAnswererId: string; ownAnswerIds: string[] }> {
  // the answers plugin's table exists once it has set these fields
  const answers = withAnswers(db);
  const last =
    question.last_answer_id && question.last_answer_id !== '0'
      ? await answers.selectFrom('answer').select(['user_id', 'last_edit_user_id']).where('id', '=', question.last_answer_id).executeTakeFirst()
      : undefined;
  const own = await ownAnswerIds(db, question.id, toNumber(question.answer_count), callerId);
  const lastAnswererId = last ? (last.last_edit_user_id && last.last_edit_user_id !== '0' ? last.last_edit_user_id : last.user_id) : '';
  return { lastAnswererId, ownAnswerIds: own };
}

/** The caller's published answers to a question, oldest first (`answered`, `first_answer_id`). */
export async function ownAnswerIds(db: QuestionsDb, questionId: string, answerCount: number, callerId: string | undefined): Promise<string[]> {
  if (!callerId || answerCount <= 0) return [];
  const rows = await withAnswers(db)
    .selectFrom('answer')
    .select('id')
    .where('question_id', '=', questionId)
    .where('user_id', '=', callerId)
    .where('status', '=', ANSWER_AVAILABLE)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function questionInfo(question: QuestionRow, info: InfoContext): Promise<QuestionInfo> {
  const { db, rules, t } = info;
  const status = toNumber(question.status);
  const edited = question.last_edit_user_id !== '0';
  const relStatus = tagRelStatusOf(status);
  const [tags, answers, editTime, extended, operation] = await Promise.all([
    tagsOf(db, [question.id], relStatus),
    answerFacts(db, question, info.actor?.userId),
    edited ? revisionTime(db, question.revision_id) : Promise.resolve(0),
    extendsActions(info),
    operationOf(db, question, t),
  ]);
  const users = await usersByIds(info.queries, [question.user_id, question.last_edit_user_id, answers.lastAnswererId]);
  const result: QuestionInfo = {
    ...summaryOf(question),
    content: question.original_text,
    html: question.parsed_text,
    tags: (tags.get(question.id) ?? []).map((tag) => withSiteFlags(tag, rules)),
    first_answer_id: answers.ownAnswerIds[0] ?? '',
    create_time: toNumber(question.created_at),
    update_time: toNumber(question.post_update_time) || toNumber(question.created_at),
    edit_time: editTime,
    user_info: users.get(question.user_id) ?? null,
    answered: answers.ownAnswerIds.length > 0,
    collected: info.viewer.collected ?? false,
    vote_status: info.viewer.vote_status ?? '',
    is_followed: info.viewer.is_followed ?? false,
    member_actions: memberActions(question, info),
    extends_actions: extended,
  };
  if (operation) result.operation = operation;
  const editor = edited ? users.get(question.last_edit_user_id) : undefined;
  if (editor) result.update_user_info = editor;
  const answerer = answers.lastAnswererId ? users.get(answers.lastAnswererId) : undefined;
  if (answerer) result.last_answered_user_info = answerer;
  return result;
}
