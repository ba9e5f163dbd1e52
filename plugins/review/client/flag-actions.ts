/** What a moderator may do about a flag, as Answer offers it for the post's kind and state. */
import type { FlaggedPost } from './api';

export type FlagAction = 'edit' | 'close' | 'delete' | 'unlist';

const OPEN = 1;
const DELETED = 10;
const UNLISTED = 2;

export function flagActions(item: Pick<FlaggedPost, 'object_type' | 'object_status' | 'object_show_status'>): FlagAction[] {
  // a flagged member is looked at on their profile and the admin's users page; here the flag is only settled
  if (item.object_type === 'user') return [];
  const actions: FlagAction[] = ['edit'];
  const question = item.object_type === 'question';
  if (question && item.object_status === OPEN) actions.push('close');
  if (item.object_status !== DELETED) actions.push('delete');
  if (question && item.object_show_status !== UNLISTED && item.object_status !== DELETED) actions.push('unlist');
  return actions;
}

/** The delete dialog's warning: a question with answers and an accepted answer say more. */
export function deleteWarningKey(item: Pick<FlaggedPost, 'object_type' | 'answer_count' | 'answer_accepted'>): string {
  if (item.object_type === 'question' && item.answer_count > 0) return 'delete.question_with_answers';
  if (item.object_type === 'answer' && item.answer_accepted) return 'delete.accepted_answer';
  return 'delete.other';
}
