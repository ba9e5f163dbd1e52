/**
 * The caller's followed tags: `GET /tags/following` lists them, `PUT /follow/tags` replaces them.
 * A replacement follows and unfollows tag by tag in one transaction, so counts and history move
 * exactly as single follows would; slugs naming no tag in use are passed over, as Answer does.
 */
import type { ServerContext } from '@answer/sdk/server';
import { followsDb, followsTrx, toNumber, type FollowsDb } from './db';
import { switchFollow } from './follow-write';
import { TAG_STATUS } from './tables';

/** Answer's `GetFollowingTagsResp`. */
export interface FollowingTag {
  tag_id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

const followedTagIds = async (db: FollowsDb, userId: string): Promise<string[]> =>
  (await db.selectFrom('follow').select('object_id').where('user_id', '=', userId).where('object_type', '=', 'tag').execute()).map((row) => row.object_id);

export async function followingTags(db: FollowsDb, userId: string): Promise<FollowingTag[]> {
  const rows = await db
    .selectFrom('follow')
    .innerJoin('tag', 'tag.id', 'follow.object_id')
    .select(['tag.id', 'tag.slug_name', 'tag.display_name', 'tag.main_tag_slug_name', 'tag.recommend', 'tag.reserved'])
    .where('follow.user_id', '=', userId)
    .where('follow.object_type', '=', 'tag')
    .where('tag.status', '=', TAG_STATUS.available)
    .orderBy('tag.slug_name')
    .execute();
  return rows.map((row) => ({
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    main_tag_slug_name: row.main_tag_slug_name,
    recommend: Boolean(toNumber(row.recommend)),
    reserved: Boolean(toNumber(row.reserved)),
  }));
}

export async function replaceFollowedTags(ctx: ServerContext, userId: string, slugs: string[]): Promise<void> {
  const wanted = [...new Set(slugs.map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
  const tags = wanted.length
    ? await followsDb(ctx).selectFrom('tag').select('id').where('slug_name', 'in', wanted).where('status', '=', TAG_STATUS.available).execute()
    : [];
  const keep = new Set(tags.map((tag) => tag.id));
  await ctx.transaction(async (raw) => {
    const current = new Set(await followedTagIds(followsTrx(raw), userId));
    for (const id of keep) if (!current.has(id)) await switchFollow(ctx, raw, userId, { kind: 'tag', id, questionId: '' }, true);
    for (const id of current) if (!keep.has(id)) await switchFollow(ctx, raw, userId, { kind: 'tag', id, questionId: '' }, false);
  });
}
