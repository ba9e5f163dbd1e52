/**
 * `search_doc`: one row per question and per answer with its normalised text, and the database's
 * full-text index over it (FTS5 table `search_fts` fed by triggers on SQLite, the `tsv` column
 * with a GIN index on PostgreSQL, a FULLTEXT index on MySQL). Rows stay while their post is
 * deleted or held: whether a post is shown is read from the post itself at search time, so
 * deleting, undeleting and status changes are seen at once; only new and edited text is written.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '@answer/sdk/server';
import { tsvectorLiteral } from './fts-query';
import { indexTokens } from './normalize';
import type { SearchTables } from './tables';

export type IndexDb = Kysely<SearchTables> | Transaction<SearchTables>;
export type PostKind = 'question' | 'answer';

/** A post as the index reads it. */
export interface PostText {
  kind: PostKind;
  id: string;
  question_id: string;
  title: string;
  text: string;
}

/** The row values of a post's document: normalised title and body (and PostgreSQL's vector). */
function documentOf(dialect: Dialect, post: PostText) {
  const title = indexTokens(post.title);
  const body = indexTokens(post.text);
  return {
    values: { object_id: post.id, object_type: post.kind, question_id: post.question_id, title: title.join(' '), body: body.join(' ') },
    vector: dialect === 'postgres' ? tsvectorLiteral(title, body) : null,
  };
}

/** The posts of `ids` with their text now (those gone are not in the list). */
export async function readPosts(db: IndexDb, kind: PostKind, ids: string[]): Promise<PostText[]> {
  if (ids.length === 0) return [];
  if (kind === 'question') {
    const rows = await db.selectFrom('question').select(['id', 'title', 'original_text']).where('id', 'in', ids).execute();
    return rows.map((row) => ({ kind, id: row.id, question_id: row.id, title: row.title, text: row.original_text }));
  }
  const rows = await db.selectFrom('answer').select(['id', 'question_id', 'original_text']).where('id', 'in', ids).execute();
  return rows.map((row) => ({ kind, id: row.id, question_id: row.question_id, title: '', text: row.original_text }));
}

/** Adds documents for posts that have none yet (a fresh index): one statement per call; answers how many. */
export async function insertDocuments(db: IndexDb, dialect: Dialect, posts: PostText[]): Promise<number> {
  if (posts.length === 0) return 0;
  const docs = posts.map((post) => documentOf(dialect, post));
  if (dialect !== 'postgres') {
    await db.insertInto('search_doc').values(docs.map((doc) => doc.values)).execute();
    return docs.length;
  }
  await db
    .insertInto('search_doc')
    .values(docs.map((doc) => ({ ...doc.values, tsv: sql<string>`cast(${doc.vector} as tsvector)` })))
    .execute();
  return docs.length;
}

/**
 * Writes the documents of `posts` as their text now is: added, or changed in place (a document
 * keeps its place in the index); answers how many were written (unchanged ones are left alone).
 */
export async function upsertDocuments(db: IndexDb, dialect: Dialect, posts: PostText[]): Promise<number> {
  if (posts.length === 0) return 0;
  const existing = await db
    .selectFrom('search_doc')
    .select(['object_id', 'title', 'body'])
    .where(
      'object_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute();
  const byId = new Map(existing.map((row) => [row.object_id, row]));
  const fresh: PostText[] = [];
  let written = 0;
  for (const post of posts) {
    const stored = byId.get(post.id);
    if (!stored) {
      fresh.push(post);
      continue;
    }
    const doc = documentOf(dialect, post);
    if (stored.title === doc.values.title && stored.body === doc.values.body) continue;
    await db
      .updateTable('search_doc')
      .set(dialect === 'postgres' ? { title: doc.values.title, body: doc.values.body, tsv: sql<string>`cast(${doc.vector} as tsvector)` } : { title: doc.values.title, body: doc.values.body })
      .where('object_id', '=', post.id)
      .execute();
    written += 1;
  }
  return written + (await insertDocuments(db, dialect, fresh));
}

export async function removeDocuments(db: IndexDb, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('search_doc').where('object_id', 'in', ids).execute();
}
