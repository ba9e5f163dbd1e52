/**
 * The tag a fresh site starts with, as Apache Answer's installer seeds it: a question needs a tag,
 * and creating one takes far more reputation than a new member has, so without a tag on the site
 * nobody but staff could ask.
 */
import { OBJECT_TYPE, type InstallContext } from '@answer/sdk/server';
import type { Transaction } from 'kysely';
import { nowSeconds } from './db';
import type { QuestionsTables } from './tables';

export const STARTER_TAG = { slug_name: 'support', display_name: 'support', original_text: 'For general support questions.' } as const;

export async function seedStarterTag(ctx: InstallContext): Promise<void> {
  const trx = ctx.trx as Transaction<QuestionsTables>;
  // The accounts plugin installs first and creates the site's first account: the admin.
  const admin = await trx.selectFrom('user').select('id').orderBy('id').limit(1).executeTakeFirst();
  const now = nowSeconds();
  const id = await ctx.ids.next(OBJECT_TYPE.tag, ctx.trx);
  await trx
    .insertInto('tag')
    .values({
      id,
      created_at: now,
      updated_at: now,
      ...STARTER_TAG,
      parsed_text: ctx.markdown.render(STARTER_TAG.original_text),
      ...(admin ? { user_id: String(admin.id) } : {}),
    })
    .execute();
}
