/**
 * Answer's `AnswerInfo` as the caller sees it: the answer, its author and last editor, and what
 * the caller may do with it (`member_actions`, and `accept_action` for the accept button).
 */
import { usersByIds, type PostViewerState, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { asNumber } from './db';
import { may, type AnswerAction, type AnswerLimits, type AnswerTarget, type Caller } from './permissions';
import { targetOf, type AnswerRow, type QuestionRow } from './answer-read';

/** An author or editor as the answer shows them (the client's name for `UserBasicInfo`). */
export type AnswerUser = UserBasicInfo;

export interface AnswerMemberAction {
  action: 'report' | 'edit' | 'delete' | 'undelete';
  name: string;
  /** How Answer's UI carries it out: the flag dialog with its reasons, the editor, or a confirm dialog. */
  type: 'reason' | 'edit' | 'confirm';
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
  /** Asks the accounts plugin for the authors and last editors. */
  queries: QueryAsker;
  /** The caller's marks (vote, bookmark) on the answers, by answer id, from the plugins that keep them. */
  viewer: Map<string, PostViewerState>;
  caller: Caller | null;
  limits: AnswerLimits;
  /** Translates a backend key into the caller's language. */
  t: (key: string) => string;
}

/** Answer offers a flag to every logged-in member, first in the menu, even on their own answer. */
const REPORT = { action: 'report', permission: null, type: 'reason' } as const;

const MENU: { action: AnswerMemberAction['action']; permission: AnswerAction | null; type: AnswerMemberAction['type'] }[] = [
  REPORT,
  { action: 'edit', permission: 'answer.edit', type: 'edit' },
  { action: 'delete', permission: 'answer.delete', type: 'confirm' },
  { action: 'undelete', permission: 'answer.undelete', type: 'confirm' },
];

/** What the caller may do with an answer: its menu and its accept button. */
export function callerActions(target: AnswerTarget, scope: Pick<InfoScope, 'caller' | 'limits' | 't'>): Pick<AnswerInfo, 'member_actions' | 'accept_action'> {
  return {
    member_actions: MENU.filter((entry) => (entry.permission ? may(scope.caller, entry.permission, scope.limits, target) : !!scope.caller)).map((entry) => ({
      action: entry.action,
      name: scope.t(`answer.action.${entry.action}`),
      type: entry.type,
    })),
    accept_action: may(scope.caller, 'answer.accept', scope.limits, target) ? (target.accepted ? 'unaccept' : 'accept') : null,
  };
}

/** Infos of answers of one question, in the given order. */
export async function answerInfos(answers: AnswerRow[], question: QuestionRow, scope: InfoScope): Promise<AnswerInfo[]> {
  const users = await usersByIds(scope.queries, answers.flatMap((answer) => [answer.user_id, answer.last_edit_user_id]));
  return answers.map((answer) => {
    const target = targetOf(answer, question);
    const info: AnswerInfo = {
      id: answer.id,
      question_id: answer.question_id,
      content: answer.original_text,
      html: answer.parsed_text,
      create_time: asNumber(answer.created_at),
      // Answer's update_time is the time of the last edit: 0 for an answer never edited
      update_time: answer.last_edit_user_id !== '0' ? asNumber(answer.updated_at) : 0,
      accepted: asNumber(answer.adopted),
      status: asNumber(answer.status),
      vote_count: asNumber(answer.vote_count),
      vote_status: scope.viewer.get(answer.id)?.vote_status ?? '',
      collected: scope.viewer.get(answer.id)?.collected ?? false,
      comment_count: asNumber(answer.comment_count),
      user_info: users.get(answer.user_id) ?? null,
      ...callerActions(target, scope),
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
