/**
 * Answer's `AnswerInfo` as the caller sees it: the answer, its author and last editor, and what
 * the caller may do with it (`member_actions`, and `accept_action` for the accept button).
 */
import type { PostViewerState } from '@answer/sdk/server';
import { asNumber, type AnswersDb } from './db';
import { acceptedFlag, may, type AnswerAction, type AnswerLimits, type Caller } from './permissions';
import { targetOf, type AnswerRow, type QuestionRow } from './answer-read';

export interface AnswerUser {
  id: string;
  username: string;
  display_name: string;
  avatar: string;
  rank: number;
  /** `normal`, `suspended` or `deleted` */
  status: string;
}

export interface AnswerMemberAction {
  action: 'edit' | 'delete' | 'undelete';
  name: string;
  type: 'edit' | 'confirm';
}

export interface AnswerInfo {
  id: string;
  question_id: string;
  content: string;
  html: string;
  create_time: number;
  update_time: number;
  /** 2 when accepted */
  accepted: number;
  status: number;
  vote_count: number;
  vote_status: string;
  collected: boolean;
  comment_count: number;
  user_info: AnswerUser | null;
  update_user_info?: AnswerUser;
  member_actions: AnswerMemberAction[];
  /** The accept button the caller gets: accept this answer, take back its acceptance, or none. */
  accept_action: 'accept' | 'unaccept' | null;
}

export interface InfoScope {
  db: AnswersDb;
  /** The caller's marks (vote, bookmark) on the answers, by answer id, from the plugins that keep them. */
  viewer: Map<string, PostViewerState>;
  caller: Caller | null;
  limits: AnswerLimits;
  /** Translates a backend key into the caller's language. */
  t: (key: string) => string;
}

const MENU: { action: AnswerMemberAction['action']; permission: AnswerAction; type: AnswerMemberAction['type'] }[] = [
  { action: 'edit', permission: 'answer.edit', type: 'edit' },
  { action: 'delete', permission: 'answer.delete', type: 'confirm' },
  { action: 'undelete', permission: 'answer.undelete', type: 'confirm' },
];

const STATUS_NAMES: Record<number, string> = { 1: 'normal', 9: 'suspended', 10: 'deleted' };

/** The avatar URL from the accounts plugin's stored `{type, gravatar, custom}` JSON. */
function avatarOf(stored: string): string {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const { type, gravatar, custom } = parsed as Record<string, unknown>;
  const url = type === 'custom' ? custom : type === 'gravatar' ? gravatar : '';
  return typeof url === 'string' ? url : '';
}

async function loadUsers(db: AnswersDb, ids: string[]): Promise<Map<string, AnswerUser>> {
  const wanted = [...new Set(ids)].filter((id) => /^[1-9]\d{0,18}$/.test(id));
  const users = new Map<string, AnswerUser>();
  if (wanted.length === 0) return users;
  const rows = await db.selectFrom('user').select(['id', 'username', 'display_name', 'avatar', 'rank', 'status']).where('id', 'in', wanted).execute();
  for (const row of rows) {
    const id = String(row.id);
    users.set(id, { id, username: row.username, display_name: row.display_name, avatar: avatarOf(row.avatar), rank: asNumber(row.rank), status: STATUS_NAMES[asNumber(row.status)] ?? 'normal' });
  }
  return users;
}

function acceptActionOf(answer: AnswerRow, question: QuestionRow, scope: InfoScope): AnswerInfo['accept_action'] {
  if (!may(scope.caller, 'answer.accept', scope.limits, targetOf(answer, question))) return null;
  return acceptedFlag(answer.adopted) ? 'unaccept' : 'accept';
}

/** Infos of answers of one question, in the given order. */
export async function answerInfos(answers: AnswerRow[], question: QuestionRow, scope: InfoScope): Promise<AnswerInfo[]> {
  const users = await loadUsers(scope.db, answers.flatMap((answer) => [answer.user_id, answer.last_edit_user_id]));
  return answers.map((answer) => {
    const target = targetOf(answer, question);
    const info: AnswerInfo = {
      id: answer.id,
      question_id: answer.question_id,
      content: answer.original_text,
      html: answer.parsed_text,
      create_time: asNumber(answer.created_at),
      update_time: asNumber(answer.updated_at) || asNumber(answer.created_at),
      accepted: asNumber(answer.adopted),
      status: asNumber(answer.status),
      vote_count: asNumber(answer.vote_count),
      vote_status: scope.viewer.get(answer.id)?.vote_status ?? '',
      collected: scope.viewer.get(answer.id)?.collected ?? false,
      comment_count: asNumber(answer.comment_count),
      user_info: users.get(answer.user_id) ?? null,
      member_actions: MENU.filter((entry) => may(scope.caller, entry.permission, scope.limits, target)).map((entry) => ({
        action: entry.action,
        name: scope.t(`answer.action.${entry.action}`),
        type: entry.type,
      })),
      accept_action: acceptActionOf(answer, question, scope),
    };
    const editor = answer.last_edit_user_id !== '0' ? users.get(answer.last_edit_user_id) : undefined;
    if (editor) info.update_user_info = editor;
    return info;
  });
}

export async function answerInfo(answer: AnswerRow, question: QuestionRow, scope: InfoScope): Promise<AnswerInfo> {
  const [info] = await answerInfos([answer], question, scope);
  return info;
}
