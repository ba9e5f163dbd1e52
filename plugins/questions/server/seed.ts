/**
 * Close, flag, status and review reasons under Answer's config ids: clients send these ids back
 * (`close_type`, `report_type`) and Answer's UI hard-codes some of them (60 needs a same-site URL).
 */
import type { InstallContext } from '@answer/sdk/server';
import { seedStarterTag } from './starter-tag';
import { WRITE_DEFAULTS } from './write-settings';

interface Reason {
  name: string;
  description: string;
  content_type?: string;
}

const reason = (id: number, key: string, value: Reason) => ({ id, key, value });
const list = (id: number, key: string, value: string[]) => ({ id, key, value });

export const REASON_CONFIG: { id: number; key: string; value: Reason | string[] }[] = [
  reason(57, 'reason.spam', { name: 'spam', description: 'This post is an advertisement, or vandalism. It is not useful or relevant to the current topic.' }),
  reason(58, 'reason.rude_or_abusive', { name: 'rude or abusive', description: 'A reasonable person would find this content inappropriate for respectful discourse.' }),
  reason(59, 'reason.something', { name: 'something else', description: 'This post requires staff attention for another reason not listed above.', content_type: 'textarea' }),
  reason(60, 'reason.a_duplicate', { name: 'a duplicate', description: 'This question has been asked before and already has an answer.', content_type: 'text' }),
  reason(61, 'reason.not_a_answer', { name: 'not a answer', description: 'This was posted as an answer, but it does not attempt to answer the question. It should possibly be an edit, a comment, another question, or deleted altogether.', content_type: '' }),
  reason(62, 'reason.no_longer_needed', { name: 'no longer needed', description: 'This comment is outdated, conversational or not relevant to this post.' }),
  reason(63, 'reason.community_specific', { name: 'a community-specific reason', description: 'This question doesn’t meet a community guideline.' }),
  reason(64, 'reason.not_clarity', { name: 'needs details or clarity', description: 'This question currently includes multiple questions in one. It should focus on one problem only.' }),
  reason(65, 'reason.normal', { name: 'normal', description: 'A normal post available to everyone.' }),
  reason(66, 'reason.normal.user', { name: 'normal', description: 'A normal user can ask and answer questions.' }),
  reason(67, 'reason.closed', { name: 'closed', description: 'A closed question can’t answer, but still can edit, vote and comment.' }),
  reason(68, 'reason.deleted', { name: 'deleted', description: 'All reputation gained and lost will be restored.' }),
  reason(69, 'reason.deleted.user', { name: 'deleted', description: 'Delete profile, authentication associations.' }),
  reason(70, 'reason.suspended', { name: 'suspended', description: 'A suspended user can’t log in.' }),
  reason(71, 'reason.inactive', { name: 'inactive', description: 'An inactive user must re-validate their email.' }),
  reason(72, 'reason.looks_ok', { name: 'looks ok', description: 'This post is good as-is and not low quality.' }),
  reason(73, 'reason.needs_edit', { name: 'needs edit, and I did it', description: 'Improve and correct problems with this post yourself.' }),
  reason(74, 'reason.needs_close', { name: 'needs close', description: 'A closed question can’t answer, but still can edit, vote and comment.' }),
  reason(75, 'reason.needs_delete', { name: 'needs delete', description: 'All reputation gained and lost will be restored.' }),
  list(76, 'question.flag.reasons', ['reason.spam', 'reason.rude_or_abusive', 'reason.something', 'reason.a_duplicate']),
  list(77, 'answer.flag.reasons', ['reason.spam', 'reason.rude_or_abusive', 'reason.something', 'reason.not_a_answer']),
  list(78, 'comment.flag.reasons', ['reason.spam', 'reason.rude_or_abusive', 'reason.something', 'reason.no_longer_needed']),
  list(79, 'question.close.reasons', ['reason.a_duplicate', 'reason.community_specific', 'reason.not_clarity', 'reason.something']),
  list(80, 'question.status.reasons', ['reason.normal', 'reason.closed', 'reason.deleted']),
  list(81, 'answer.status.reasons', ['reason.normal', 'reason.deleted']),
  list(82, 'comment.status.reasons', ['reason.normal', 'reason.deleted']),
  list(83, 'user.status.reasons', ['reason.normal.user', 'reason.suspended', 'reason.deleted.user', 'reason.inactive']),
  list(84, 'question.review.reasons', ['reason.looks_ok', 'reason.needs_edit', 'reason.needs_close', 'reason.needs_delete']),
  list(85, 'answer.review.reasons', ['reason.looks_ok', 'reason.needs_edit', 'reason.needs_delete']),
  list(86, 'comment.review.reasons', ['reason.looks_ok', 'reason.needs_edit', 'reason.needs_delete']),
];

export async function seed(ctx: InstallContext): Promise<void> {
  await ctx.config.set(REASON_CONFIG, ctx.trx);
  await ctx.siteInfo.set('write', { ...WRITE_DEFAULTS }, ctx.trx);
  await seedStarterTag(ctx);
}
