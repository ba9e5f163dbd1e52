/** Tags as clients see them (Answer's `TagResp`), for lists, question pages and revisions. */
import type { QuestionTag, ServerContext, ServerQueryHandlers } from '@answer/sdk/server';
import { TAG_REL_STATUS, TAG_STATUS } from './tables';
import { questionsDb, type QuestionsDb } from './db';
import { loadWriteRules, type WriteRules } from './write-rules';

export type TagResp = QuestionTag;

/** The flag columns as stored (0/1, or booleans on some drivers). */
export const flag = (value: number | string | boolean | null | undefined): boolean => Boolean(Number(value));

/** The site's recommended and reserved lists count as much as the tags' own flags. */
export function withSiteFlags(tag: TagResp, rules: WriteRules): TagResp {
  return {
    ...tag,
    recommend: tag.recommend || rules.recommendTags.has(tag.slug_name),
    reserved: tag.reserved || rules.reservedTags.has(tag.slug_name),
  };
}

/** The current tags of each question, in the order they were attached. */
export async function tagsOf(db: QuestionsDb, questionIds: readonly string[], relStatus: number = TAG_REL_STATUS.available): Promise<Map<string, TagResp[]>> {
  const byQuestion = new Map<string, TagResp[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select(['tag_rel.object_id', 'tag.slug_name', 'tag.display_name', 'tag.main_tag_slug_name', 'tag.recommend', 'tag.reserved'])
    .where('tag_rel.object_id', 'in', [...questionIds])
    .where('tag_rel.status', '=', relStatus)
    .where('tag.status', '=', TAG_STATUS.available)
    .orderBy('tag_rel.id')
    .execute();
  for (const row of rows) {
    const list = byQuestion.get(row.object_id) ?? [];
    list.push({
      slug_name: row.slug_name,
      display_name: row.display_name,
      main_tag_slug_name: row.main_tag_slug_name,
      recommend: flag(row.recommend),
      reserved: flag(row.reserved),
    });
    byQuestion.set(row.object_id, list);
  }
  return byQuestion;
}

/** The `question.tags` query: other plugins' lists show a question's tags as this plugin's do. */
export function questionTagsQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['question.tags']> {
  return async ({ question_ids }) => {
    const [tags, rules] = await Promise.all([tagsOf(questionsDb(ctx), question_ids), loadWriteRules(ctx)]);
    const answer: Record<string, QuestionTag[]> = {};
    for (const [id, list] of tags) answer[id] = list.map((tag) => withSiteFlags(tag, rules));
    return answer;
  };
}
