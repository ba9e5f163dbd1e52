/**
 * `GET /question/info`'s body (Answer's `QuestionInfoResp`), also answered by `POST /question`:
 * the question, its author and last editor, and the actions the caller may take on it.
 */
import { toNumber, type QuestionsDb } from './db';
import { can, type Actor, type QuestionAction, type RankLimits } from './permissions';
import { targetOf, type QuestionRow } from './question-read';
import { readCloseReason } from './meta';
import { seededReason } from './reasons';
import { revisionTime } from './revisions';
import { summaryOf, type QuestionSummary } from './question-summary';
import { QUESTION_STATUS, TAG_REL_STATUS } from './tables';
import { tagsOf, withSiteFlags, type TagResp } from './tag-read';
import type { WriteRules } from './write-rules';
import { usersByIds, type PostViewerState, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';

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
  actor: Actor | null;
  limits: RankLimits;
  rules: WriteRules;
  /** Translates a backend key into the caller's language. */
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

export function memberActions(question: QuestionRow, { actor, limits, t }: Pick<InfoContext, 'actor' | 'limits' | 't'>): MemberAction[] {
  const target = targetOf(question);
  return OFFERED.filter((entry) => can(actor, entry.permission, limits, target)).map((entry) => ({
    action: entry.action,
    name: t(`action.${entry.action}`),
    type: entry.type,
  }));
}

async function operationOf(db: QuestionsDb, question: QuestionRow, t: (key: string) => string): Promise<Operation | undefined> {
  const status = toNumber(question.status);
  const time = toNumber(question.updated_at);
  if (status === QUESTION_STATUS.deleted) return { type: 'deleted', description: '', msg: t('error.question.already_deleted'), time, level: 'danger' };
  if (status === QUESTION_STATUS.closed) {
    // the banner names the moderator's reason, with their words (a duplicate's link) under it
    const stored = await readCloseReason(db, question.id);
    const reason = stored ? seededReason(stored.close_type, t) : null;
    return { type: 'closed', description: stored?.close_msg ?? '', msg: reason?.name ?? t('question.operation.closed'), time, level: 'info' };
  }
  if (status === QUESTION_STATUS.pending) return { type: 'pending', description: '', msg: t('question.operation.pending'), time, level: 'secondary' };
  return undefined;
}

export async function questionInfo(question: QuestionRow, info: InfoContext): Promise<QuestionInfo> {
  const { db, rules, t } = info;
  const status = toNumber(question.status);
  const edited = question.last_edit_user_id !== '0';
  const relStatus = status === QUESTION_STATUS.deleted ? TAG_REL_STATUS.hidden : TAG_REL_STATUS.available;
  const [tags, users, editTime] = await Promise.all([
    tagsOf(db, [question.id], relStatus),
    usersByIds(info.queries, [question.user_id, question.last_edit_user_id]),
    edited ? revisionTime(db, question.revision_id) : Promise.resolve(0),
  ]);
  const result: QuestionInfo = {
    ...summaryOf(question),
    content: question.original_text,
    html: question.parsed_text,
    tags: (tags.get(question.id) ?? []).map((tag) => withSiteFlags(tag, rules)),
    first_answer_id: '',
    create_time: toNumber(question.created_at),
    update_time: toNumber(question.post_update_time) || toNumber(question.created_at),
    edit_time: editTime,
    user_info: users.get(question.user_id) ?? null,
    // answers are not served by this plugin
    answered: false,
    collected: info.viewer.collected ?? false,
    vote_status: info.viewer.vote_status ?? '',
    is_followed: info.viewer.is_followed ?? false,
    member_actions: memberActions(question, info),
    extends_actions: [],
  };
  const operation = await operationOf(db, question, t);
  if (operation) result.operation = operation;
  const editor = edited ? users.get(question.last_edit_user_id) : undefined;
  if (editor) result.update_user_info = editor;
  return result;
}
