/**
 * `GET /tags/page`: the site's tags (main tags only: a synonym is reached through its main tag),
 * most used, by name or newest first, optionally those whose slug or display name hold some text.
 */
import { postViewerStates, type QueryAsker } from '@answer/sdk/server';
import { toNumber, type QuestionsDb } from './db';
import { likePattern, lowerLike } from './like';
import { TAG_STATUS } from './tables';
import { flag, withSiteFlags } from './tag-read';
import { excerpt } from './text';
import type { WriteRules } from './write-rules';

export const TAG_ORDERS = ['popular', 'name', 'newest'] as const;
export type TagOrder = (typeof TAG_ORDERS)[number];

export const TAG_PAGE_SIZE = 20;
/** The shared-cache scope of what the tag list shows (the API's list and the server-rendered page). */
export const TAG_LIST_SCOPE = 'tags';
export const TAG_PAGE_MAX = 100;

/** Answer's `GetTagPageResp`. */
export interface TagPageItem {
  tag_id: string;
  slug_name: string;
  display_name: string;
  excerpt: string;
  description: string;
  original_text: string;
  parsed_text: string;
  follow_count: number;
  question_count: number;
  is_follower: boolean;
  created_at: number;
  updated_at: number;
  recommend: boolean;
  reserved: boolean;
}

export interface TagPageQuery {
  page: number;
  pageSize: number;
  order: TagOrder;
  /** Text the slug or display name must contain. */
  text?: string;
  viewerId?: string;
}

export async function tagPage(db: QuestionsDb, queries: QueryAsker, rules: WriteRules, query: TagPageQuery): Promise<{ count: number; list: TagPageItem[] }> {
  // `main_tag_id = '0'` and the status lead every order's index (migration 0007), so each order
  // walks its index from the right end and stops after the page
  let base = db.selectFrom('tag').where('main_tag_id', '=', '0').where('status', '=', TAG_STATUS.available);
  const text = query.text?.trim().toLowerCase();
  if (text) {
    const pattern = likePattern(text, 'contains');
    base = base.where((eb) => eb.or([lowerLike('slug_name', pattern), lowerLike('display_name', pattern)]));
  }
  let page = base.selectAll();
  if (query.order === 'name') page = page.orderBy('slug_name');
  else if (query.order === 'newest') page = page.orderBy('created_at', 'desc').orderBy('id', 'desc');
  else page = page.orderBy('question_count', 'desc').orderBy('id', 'desc');
  const [rows, total] = await Promise.all([
    page.limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
  ]);
  const following = await postViewerStates(queries, query.viewerId, rows.map((row) => row.id));
  const list = rows.map((row): TagPageItem => {
    const flags = withSiteFlags({ slug_name: row.slug_name, display_name: row.display_name, main_tag_slug_name: '', recommend: flag(row.recommend), reserved: flag(row.reserved) }, rules);
    const summary = excerpt(row.parsed_text);
    return {
      tag_id: row.id,
      slug_name: row.slug_name,
      display_name: row.display_name,
      excerpt: summary,
      description: summary,
      original_text: row.original_text,
      parsed_text: row.parsed_text,
      follow_count: toNumber(row.follow_count),
      question_count: toNumber(row.question_count),
      is_follower: following.get(row.id)?.is_followed === true,
      created_at: toNumber(row.created_at),
      updated_at: toNumber(row.updated_at),
      recommend: flags.recommend,
      reserved: flags.reserved,
    };
  });
  return { count: toNumber(total?.count), list };
}
