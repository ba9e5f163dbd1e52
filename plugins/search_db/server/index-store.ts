/**
 * `search_doc`: one row per question and per answer with its normalised text, and the database's
 * full-text index over it (FTS5 table `search_fts` fed by triggers on SQLite, the `tsv` column
 * with a GIN index on PostgreSQL, the term table `search_term` on MySQL, written here in the same
 * transaction as the document). Rows stay while their post is deleted or held: whether a post is
 * shown is read from the post itself at search time, so deleting, undeleting and status changes
 * are seen at once; only new and edited text is written.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '@answer/sdk/server';
import { tsvectorLiteral } from './fts-query';
import { atomically, dropTerms, writeTerms, type TermDoc } from './mysql-terms';
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

/** The documents of `values` as written, with their ids (for their terms). */
async function withIds(db: IndexDb, values: { object_id: string; title: string; body: string }[]): Promise<TermDoc[]> {
  const ids = values.map((value) => value.object_id);
  const rows = await db.selectFrom('search_doc').select(['id', 'object_id']).where('object_id', 'in', ids).execute();
  const idOf = new Map(rows.map((row) => [row.object_id, row.id]));
  return values.flatMap((value) => {
    const id = idOf.get(value.object_id);
    return id === undefined ? [] : [{ id, title: value.title, body: value.body }];
  });
}

/**
 * Adds documents for posts that have none yet (a fresh index): one statement per call (and the
 * terms' on MySQL, unless `terms` is false: migration 0001 runs before the term table is made);
 * answers how many.
 */
export async function insertDocuments(db: IndexDb, dialect: Dialect, posts: PostText[], terms = true): Promise<number> {
  if (posts.length === 0) return 0;
  const docs = posts.map((post) => documentOf(dialect, post));
  const values = docs.map((doc) => doc.values);
  if (dialect === 'postgres') {
    await db
      .insertInto('search_doc')
      .values(docs.map((doc) => ({ ...doc.values, tsv: sql<string>`cast(${doc.vector} as tsvector)` })))
      .execute();
  } else if (dialect === 'mysql' && terms) {
    await atomically(db, async (trx) => {
      await trx.insertInto('search_doc').values(values).execute();
      await writeTerms(trx, await withIds(trx, values));
    });
  } else {
    await db.insertInto('search_doc').values(values).execute();
  }
  return docs.length;
}

/**
 * Writes the documents of `posts` as their text now is: added, or changed in place (a document
 * keeps its place in the index); answers how many were written (unchanged ones are left alone).
 */
export async function upsertDocuments(db: IndexDb, dialect: Dialect, posts: PostText[], options: { allNew?: boolean } = {}): Promise<number> {
  if (posts.length === 0) return 0;
  // posts just created have no document yet: no need to look for one
  if (options.allNew) return dialect === 'mysql' ? atomically(db, (trx) => insertDocuments(trx, dialect, posts)) : insertDocuments(db, dialect, posts);
  return dialect === 'mysql' ? atomically(db, (trx) => writeDocuments(trx, dialect, posts)) : writeDocuments(db, dialect, posts);
}

async function writeDocuments(db: IndexDb, dialect: Dialect, posts: PostText[]): Promise<number> {
  const existing = await db
    .selectFrom('search_doc')
    .select(['id', 'object_id', 'title', 'body'])
    .where(
      'object_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute();
  const byId = new Map(existing.map((row) => [row.object_id, row]));
  const fresh: PostText[] = [];
  const changed: TermDoc[] = [];
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
    changed.push({ id: stored.id, title: doc.values.title, body: doc.values.body });
  }
  if (dialect === 'mysql' && changed.length > 0) {
    // replaced whole rather than compared: a document has few rows, found by their doc_id index
    await dropTerms(db, changed.map((doc) => doc.id));
    await writeTerms(db, changed);
  }
  return changed.length + (await insertDocuments(db, dialect, fresh));
}

export async function removeDocuments(db: IndexDb, dialect: Dialect, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  if (dialect !== 'mysql') {
    await db.deleteFrom('search_doc').where('object_id', 'in', ids).execute();
    return;
  }
  await atomically(db, async (trx) => {
    // locked: an edit of one of them waits, and cannot write terms of a document going away
    const docs = await trx.selectFrom('search_doc').select('id').where('object_id', 'in', ids).forUpdate().execute();
    await dropTerms(trx, docs.map((doc) => doc.id));
    await trx.deleteFrom('search_doc').where('object_id', 'in', ids).execute();
  });
}
