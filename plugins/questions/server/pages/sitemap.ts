/**
 * The questions of `/sitemap.xml` (source `question`): every question a guest can open and find in
 * the lists (open or closed, listed), at its permalink, with the time of its last change (an edit or
 * new activity). Counted from the lists' visibility index alone; listed in id order, a page of the
 * sitemap walking the primary key.
 */
import { permalinkMode, questionPermalink, SHARED_SCOPES, urlTitle, type ServerContext, type SitemapEntry, type SitemapSource } from '@answer/sdk/server';
import { questionsDb, toNumber, type QuestionsDb } from '../db';
import { QUESTION_STATUS, SHOW } from '../tables';

const PUBLIC_STATUSES = [QUESTION_STATUS.available, QUESTION_STATUS.closed];

const publicQuestions = (db: QuestionsDb) => db.selectFrom('question').where('show', '!=', SHOW.unlisted).where('status', 'in', PUBLIC_STATUSES);

export async function countPublicQuestions(db: QuestionsDb): Promise<number> {
  const row = await publicQuestions(db)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return toNumber(row?.count as number | string | undefined);
}

export async function listPublicQuestions(db: QuestionsDb, mode: Parameters<typeof questionPermalink>[0], offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await publicQuestions(db).select(['id', 'title', 'created_at', 'updated_at', 'post_update_time']).orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((row) => ({
    path: questionPermalink(mode, { id: row.id, url_title: urlTitle(row.title) }),
    lastModified: Math.max(toNumber(row.created_at), toNumber(row.updated_at), toNumber(row.post_update_time)),
  }));
}

export function questionSitemap(ctx: ServerContext): SitemapSource {
  return {
    name: 'question',
    // a new, edited, deleted or unlisted question drops the lists' scope
    scopes: [SHARED_SCOPES.questionLists],
    count: () => countPublicQuestions(questionsDb(ctx)),
    list: async (offset, limit) => listPublicQuestions(questionsDb(ctx), permalinkMode((await ctx.siteInfo.get<{ permalink?: unknown }>('seo')) ?? undefined), offset, limit),
  };
}
