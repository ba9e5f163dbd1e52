/**
 * A comment's text as stored: the Markdown as typed, its HTML with mentions of existing members
 * linked to their profiles, and who it mentions (for the notifications of `comment.created`).
 */
import type { ServerContext } from '@answer/sdk/server';
import type { CommentsDb } from './db';
import { linkMentions, mentionedNames } from './mentions';

export interface CommentText {
  markdown: string;
  /** `markdown` rendered and sanitised, mentions linked */
  html: string;
  /** The existing members it mentions. */
  mentionedUserIds: string[];
}

/** Members whose names the text mentions, live accounts only. */
async function mentionedMembers(db: CommentsDb, markdown: string): Promise<{ id: string; username: string }[]> {
  const names = mentionedNames(markdown);
  if (names.length === 0) return [];
  const rows = await db.selectFrom('user').select(['id', 'username']).where('username', 'in', names).where('status', '<>', 10).execute();
  return rows.map((row) => ({ id: String(row.id), username: row.username }));
}

export async function renderCommentText(ctx: ServerContext, db: CommentsDb, markdown: string): Promise<CommentText> {
  const members = await mentionedMembers(db, markdown);
  await ctx.markdown.prepare?.();
  const html = ctx.markdown.render(linkMentions(markdown, new Set(members.map((member) => member.username.toLowerCase()))));
  return { markdown, html, mentionedUserIds: [...new Set(members.map((member) => member.id))] };
}

/** The ids of the members a stored comment mentions, read again when a held comment is published. */
export async function mentionedIdsOf(db: CommentsDb, markdown: string): Promise<string[]> {
  return [...new Set((await mentionedMembers(db, markdown)).map((member) => member.id))];
}
