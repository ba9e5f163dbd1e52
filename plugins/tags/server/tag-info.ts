/**
 * `GET /tag`: one tag as its page shows it (Answer's `GetTagResp`). A synonym answers with its main
 * tag, naming it in `main_tag_slug_name` so the page can send the reader there; a deleted tag is
 * there only for those who may undelete it.
 */
import { memberOf, postViewerStates, type Principal, type ServerContext } from '@answer/sdk/server';
import { tagsDb } from './db';
import { tagEditMode, type TagEditLimits } from './edit-rules';
import { tagMemberActions, type MemberAction } from './member-actions';
import { siteFlags, type SiteTagLists } from './site-flags';
import { TAG_STATUS } from './tables';
import { canTag, type TagLimits } from './tag-permissions';
import { isSynonym, tagById, tagBySlug, type TagRow } from './tag-rows';
import { excerpt } from './text';

export interface TagInfo {
  tag_id: string;
  created_at: number;
  updated_at: number;
  slug_name: string;
  display_name: string;
  excerpt: string;
  original_text: string;
  parsed_text: string;
  description: string;
  follow_count: number;
  question_count: number;
  is_follower: boolean;
  /** `available` or `deleted` */
  status: string;
  member_actions: MemberAction[];
  /** Set when the tag asked for is a synonym: the slug of the main tag answered instead. */
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

export interface TagLookup {
  id?: string;
  name?: string;
}

const STATUS_NAMES: Record<number, string> = { [TAG_STATUS.available]: 'available', [TAG_STATUS.deleted]: 'deleted' };

/** The tag asked for, with deleted ones when `withDeleted`; its main tag when it is a synonym. Null when there is none. */
export async function findTagForPage(ctx: ServerContext, lookup: TagLookup, withDeleted: boolean): Promise<{ tag: TagRow; mainSlug: string } | null> {
  const db = tagsDb(ctx);
  const found = lookup.id ? await tagById(db, lookup.id, withDeleted) : lookup.name ? await tagBySlug(db, lookup.name, withDeleted) : null;
  if (!found) return null;
  if (!isSynonym(found)) return { tag: found, mainSlug: '' };
  const main = await tagById(db, found.main_tag_id, withDeleted);
  return main ? { tag: main, mainSlug: main.slug_name } : null;
}

export interface TagInfoContext {
  ctx: ServerContext;
  principal: Principal | null;
  limits: TagLimits;
  editLimits: TagEditLimits;
  lists: SiteTagLists;
  t: (key: string) => string;
}

export async function tagInfo(tag: TagRow, mainSlug: string, { ctx, principal, limits, editLimits, lists, t }: TagInfoContext): Promise<TagInfo> {
  const actor = memberOf(principal);
  const viewer = await postViewerStates(ctx.queries, actor?.userId, [tag.id]);
  const text = excerpt(tag.parsed_text);
  const rights = {
    edit: tagEditMode(actor, editLimits) !== 'none',
    delete: canTag(actor, 'tag.delete', limits),
    merge: canTag(actor, 'tag.merge', limits),
    recover: canTag(actor, 'tag.undeleted', limits),
  };
  return {
    tag_id: tag.id,
    created_at: tag.created_at,
    updated_at: tag.updated_at,
    slug_name: tag.slug_name,
    display_name: tag.display_name,
    excerpt: text,
    original_text: tag.original_text,
    parsed_text: tag.parsed_text,
    description: text,
    follow_count: tag.follow_count,
    question_count: tag.question_count,
    is_follower: viewer.get(tag.id)?.is_followed === true,
    status: STATUS_NAMES[tag.status] ?? 'available',
    member_actions: tagMemberActions(tag.status, rights, t),
    main_tag_slug_name: mainSlug,
    ...siteFlags(tag.slug_name, tag, lists),
  };
}
