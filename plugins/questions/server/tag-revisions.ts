import { urlTitle } from '@answer/sdk/server';
/**
 * Tags' revisions as the revision calls show them. The tags plugin writes them (object type 3)
 * with a JSON snapshot of the tag's own fields; here they are read back in Answer's shapes: the
 * `content` of a revision is a `GetTagResp`, and a suggestion in the review queue is shown beside
 * the tag as it is now.
 */
import { toNumber, type QuestionsDb } from './db';
import { excerpt } from './text';

/** What a tag revision keeps (the tags plugin's `revision-snapshot.ts` writes it). */
export interface TagSnapshot {
  slug_name: string;
  display_name: string;
  original_text: string;
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
  created_at: number;
  updated_at: number;
}

/** Answer's `GetTagResp` as a revision's `content` carries it (no viewer state, no actions). */
export interface TagRevisionContent {
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
  status: string;
  member_actions: never[];
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const seconds = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function parseTagSnapshot(stored: string, title: string): TagSnapshot {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // an unreadable snapshot shows as the slug its row was titled with
  }
  return {
    slug_name: text(value.slug_name) || title,
    display_name: text(value.display_name) || text(value.slug_name) || title,
    original_text: text(value.original_text),
    main_tag_slug_name: text(value.main_tag_slug_name),
    recommend: value.recommend === true,
    reserved: value.reserved === true,
    created_at: seconds(value.created_at),
    updated_at: seconds(value.updated_at),
  };
}

/** A revision's `content` for a tag; the description is rendered afresh, as posts' bodies are. */
export function tagRevisionContent(tagId: string, snapshot: TagSnapshot, render: (markdown: string) => string): TagRevisionContent {
  const html = render(snapshot.original_text);
  const short = excerpt(html);
  return {
    tag_id: tagId,
    created_at: snapshot.created_at,
    updated_at: snapshot.updated_at,
    slug_name: snapshot.slug_name,
    display_name: snapshot.display_name,
    excerpt: short,
    original_text: snapshot.original_text,
    parsed_text: html,
    description: short,
    follow_count: 0,
    question_count: 0,
    is_follower: false,
    status: '',
    member_actions: [],
    main_tag_slug_name: snapshot.main_tag_slug_name,
    recommend: snapshot.recommend,
    reserved: snapshot.reserved,
  };
}

/** Answer's `UnreviewedRevisionInfoInfo` of a tag: the tag as it is now, titled with its slug. */
export interface ReviewedTagInfo {
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  object_type: 'tag';
  object_creator_user_id: string;
  title: string;
  url_title: string;
  content: string;
  html: string;
  answer_count: number;
  answer_accepted: boolean;
  tags: never[];
  status: number;
  show_status: number;
}

export async function reviewedTagInfo(db: QuestionsDb, tagId: string): Promise<ReviewedTagInfo | null> {
  const tag = await db.selectFrom('tag').selectAll().where('id', '=', tagId).executeTakeFirst();
  if (!tag) return null;
  return {
    created_at: toNumber(tag.created_at),
    object_id: tag.id,
    question_id: '',
    answer_id: '',
    comment_id: '',
    object_type: 'tag',
    // Answer leaves the creator of a tag out of the review card
    object_creator_user_id: '',
    title: tag.slug_name,
    url_title: urlTitle(tag.slug_name),
    content: tag.original_text,
    html: tag.parsed_text,
    answer_count: 0,
    answer_accepted: false,
    tags: [],
    status: toNumber(tag.status),
    show_status: 0,
  };
}
