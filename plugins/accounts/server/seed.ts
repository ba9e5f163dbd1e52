/** Install-time defaults: roles, the admin account, and privilege level 2 with its `rank.*` thresholds. */
import type { InstallContext } from '@answer/sdk/server';
import { accountsTrx, nowSeconds } from './db';
import { hashPassword } from './password';
import { MAIL_STATUS, ROLE, USER_STATUS } from './tables';
import { usernameBase } from './username';

export const ROLES = [
  { id: ROLE.user, name: 'User', description: 'Default with no special access.' },
  { id: ROLE.admin, name: 'Admin', description: 'Have the full power to access the site.' },
  { id: ROLE.moderator, name: 'Moderator', description: 'Has access to all posts except admin settings.' },
];

/**
 * Minimum reputation per action at privilege level 2 (the install default), under Answer's config
 * ids; -1 means no one by reputation, only role powers.
 */
export const RANK_CONFIG: { id: number; key: string; value: number }[] = [
  { id: 36, key: 'rank.question.add', value: 1 },
  { id: 37, key: 'rank.question.edit', value: 100 },
  { id: 38, key: 'rank.question.delete', value: -1 },
  { id: 39, key: 'rank.question.vote_up', value: 8 },
  { id: 40, key: 'rank.question.vote_down', value: 125 },
  { id: 41, key: 'rank.answer.add', value: 1 },
  { id: 42, key: 'rank.answer.edit', value: 100 },
  { id: 43, key: 'rank.answer.delete', value: -1 },
  { id: 44, key: 'rank.answer.accept', value: -1 },
  { id: 45, key: 'rank.answer.vote_up', value: 8 },
  { id: 46, key: 'rank.answer.vote_down', value: 125 },
  { id: 47, key: 'rank.comment.add', value: 1 },
  { id: 48, key: 'rank.comment.edit', value: -1 },
  { id: 49, key: 'rank.comment.delete', value: -1 },
  { id: 50, key: 'rank.report.add', value: 1 },
  { id: 51, key: 'rank.tag.add', value: 750 },
  { id: 52, key: 'rank.tag.edit', value: 50 },
  { id: 53, key: 'rank.tag.delete', value: -1 },
  { id: 54, key: 'rank.tag.synonym', value: 10000 },
  { id: 55, key: 'rank.link.url_limit', value: 10 },
  { id: 56, key: 'rank.vote.detail', value: 0 },
  { id: 107, key: 'rank.comment.vote_up', value: 1 },
  { id: 108, key: 'rank.comment.vote_down', value: 1 },
  { id: 109, key: 'rank.question.edit_without_review', value: 1000 },
  { id: 110, key: 'rank.answer.edit_without_review', value: 1000 },
  { id: 111, key: 'rank.tag.edit_without_review', value: 10000 },
  { id: 112, key: 'rank.answer.audit', value: 1000 },
  { id: 113, key: 'rank.question.audit', value: 1000 },
  { id: 114, key: 'rank.tag.audit', value: 2500 },
  { id: 115, key: 'rank.question.close', value: -1 },
  { id: 116, key: 'rank.question.reopen', value: -1 },
  { id: 117, key: 'rank.tag.use_reserved_tag', value: -1 },
  { id: 123, key: 'rank.question.pin', value: -1 },
  { id: 124, key: 'rank.question.unpin', value: -1 },
  { id: 125, key: 'rank.question.show', value: -1 },
  { id: 126, key: 'rank.question.hide', value: -1 },
  { id: 127, key: 'rank.answer.invite_someone_to_answer', value: 500 },
];

export const DEFAULT_PRIVILEGE_LEVEL = 2;

export async function seed(ctx: InstallContext): Promise<void> {
  const trx = accountsTrx(ctx.trx);
  const now = nowSeconds();
  await trx
    .insertInto('role')
    .values(ROLES.map((role) => ({ ...role, created_at: now, updated_at: now })))
    .execute();

  // the first row of a fresh table: the admin gets id 1, as in Answer
  await trx
    .insertInto('user')
    .values({
      created_at: now,
      updated_at: now,
      username: usernameBase(ctx.input.name),
      pass: await hashPassword(ctx.input.password),
      e_mail: ctx.input.email.trim().toLowerCase(),
      mail_status: MAIL_STATUS.verified,
      status: USER_STATUS.available,
      rank: 1,
      display_name: ctx.input.name.trim().slice(0, 30),
      bio: '',
      bio_html: '',
    })
    .execute();
  const admin = await trx.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
  await trx.insertInto('user_role_rel').values({ user_id: String(admin.id), role_id: ROLE.admin, created_at: now, updated_at: now }).execute();

  await ctx.siteInfo.set('privileges', { level: DEFAULT_PRIVILEGE_LEVEL }, ctx.trx);
  await ctx.config.set(RANK_CONFIG, ctx.trx);
}
