/**
 * Removing deleted questions for good (`content.purge_deleted` with type `questions`), and this
 * plugin's rows about any purged post (`post.purged`): revisions, tag relations, close reasons and
 * links. Everything runs in the asker's transaction; the other plugins remove their rows about the
 * same posts (answers, comments, votes, timelines...) when they hear `post.purged`.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers, ServerQueryHandlers } from '@answer/sdk/server';
import { questionsTrx, type QuestionsDb } from './db';
import { recountLinked } from './links';
import { forgetListCounts } from './list-counts';
import { QUESTION_STATUS, type QuestionsTables } from './tables';
import { recountTags } from './tag-write';

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** This plugin's rows about `ids` (questions, answers, comments), with the counts they fed recounted. */
export async function removeRowsAbout(db: QuestionsDb, ids: readonly string[]): Promise<void> {
  const tagIds = new Set<string>();
  const linkTargets = new Set<string>();
  for (const part of chunks(ids)) {
    for (const rel of await db.selectFrom('tag_rel').select('tag_id').where('object_id', 'in', part).execute()) tagIds.add(rel.tag_id);
    const links = await db
      .selectFrom('question_link')
      .select('to_question_id')
      .where((eb) => eb.or([eb('from_question_id', 'in', part), eb('from_answer_id', 'in', part), eb('to_question_id', 'in', part), eb('to_answer_id', 'in', part)]))
      .execute();
    for (const link of links) linkTargets.add(link.to_question_id);
    await db.deleteFrom('tag_rel').where('object_id', 'in', part).execute();
    await db.deleteFrom('question_link').where((eb) => eb.or([eb('from_question_id', 'in', part), eb('from_answer_id', 'in', part), eb('to_question_id', 'in', part), eb('to_answer_id', 'in', part)])).execute();
    await db.deleteFrom('meta').where('object_id', 'in', part).execute();
    await db.deleteFrom('revision').where('object_id', 'in', part).execute();
  }
  await recountTags(db, [...tagIds]);
  const gone = new Set(ids);
  await recountLinked(db, [...linkTargets].filter((id) => !gone.has(id)));
}

/** Deletes every question of status 10 and what hangs off it; answers how many went. */
export async function purgeDeletedQuestions(ctx: ServerContext, raw: Transaction<unknown>): Promise<number> {
  const trx = questionsTrx(raw);
  const rows = await trx.selectFrom('question').select('id').where('status', '=', QUESTION_STATUS.deleted).execute();
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await removeRowsAbout(trx, ids);
  for (const part of chunks(ids)) {
    await trx.deleteFrom('question_submission').where('question_id', 'in', part).execute();
    await trx.deleteFrom('question').where('id', 'in', part).where('status', '=', QUESTION_STATUS.deleted).execute();
  }
  // answers, comments, votes, bookmarks, follows, timelines and notifications of them go too
  await ctx.events.emit('post.purged', { object_ids: ids }, raw);
  forgetListCounts(ctx);
  return ids.length;
}

/** `content.purge_deleted`: this plugin purges questions; other types are another plugin's. */
export function purgeQueries(ctx: ServerContext): Pick<ServerQueryHandlers, 'content.purge_deleted'> {
  return {
    async 'content.purge_deleted'({ type }, { trx }) {
      if (type !== 'questions') return { purged: 0 };
      const purged = trx ? await purgeDeletedQuestions(ctx, trx) : await ctx.transaction((own) => purgeDeletedQuestions(ctx, own));
      return { purged };
    },
  };
}

/** `post.purged`: revisions, tag relations, close reasons and links of the purged posts go. */
export function purgeEvents(ctx: ServerContext): Pick<ServerEventHandlers, 'post.purged'> {
  return {
    async 'post.purged'({ object_ids }, { trx }) {
      await removeRowsAbout(trx ? questionsTrx(trx) : ctx.database<QuestionsTables>(), object_ids);
    },
  };
}
