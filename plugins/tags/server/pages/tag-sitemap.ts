/**
 * The sitemap's `tag` source: the page of every live main tag, oldest first. Synonyms are left
 * out, their addresses move to their main tag's page; deleted tags have no page for guests.
 */
import type { ServerContext, SitemapEntry, SitemapSource } from '@answer/sdk/server';
import { tagPath } from '../../client/paths';
import { tagsDb, toNumber } from '../db';
import { TAG_STATUS } from '../tables';

/**
 * What the questions plugin's tag list is kept under. Tag writes (create, delete, merge,
 * synonyms, edits) and questions tagged anew drop every kept response, the host's default, so
 * the sitemap is built again after any of them.
 */
export const TAG_LIST_SCOPE = 'tags';

export function tagSitemap(ctx: ServerContext): SitemapSource {
  const live = () => tagsDb(ctx).selectFrom('tag').where('status', '=', TAG_STATUS.available).where('main_tag_id', '=', '0');
  return {
    name: 'tag',
    scopes: [TAG_LIST_SCOPE],
    async count(): Promise<number> {
      const row = await live()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return toNumber(row?.n);
    },
    async list(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await live().select(['slug_name', 'updated_at']).orderBy('id').limit(limit).offset(offset).execute();
      return rows.map((row) => ({ path: tagPath(row.slug_name), lastModified: toNumber(row.updated_at) }));
    },
  };
}
