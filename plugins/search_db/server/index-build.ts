/**
 * Filling the index from the posts already there: at install (the migration, on an empty index)
 * and on the admin's "rebuild" (every document written again in place, documents of posts gone
 * removed). Questions and answers are read in batches by id and merged in the order they were
 * written (ids share one sequence), so a document's place in the index follows its post's age.
 */
import { sql } from 'kysely';
import type { Dialect } from '@answer/sdk/server';
import { insertDocuments, removeDocuments, upsertDocuments, type IndexDb, type PostText } from './index-store';

export const BUILD_BATCH = 500;

/** The sequence part of a post id (`1` + 3-digit type + sequence): one clock for both kinds. */
const sequenceOf = (id: string): string => id.slice(4).padStart(16, '0');

type Reader = (after: string) => Promise<PostText[]>;

function questionReader(db: IndexDb): Reader {
  return async (after) => {
    const rows = await db.selectFrom('question').select(['id', 'title', 'original_text']).where('id', '>', after).orderBy('id').limit(BUILD_BATCH).execute();
    return rows.map((row) => ({ kind: 'question', id: row.id, question_id: row.id, title: row.title, text: row.original_text }));
  };
}

function answerReader(db: IndexDb): Reader {
  return async (after) => {
    const rows = await db.selectFrom('answer').select(['id', 'question_id', 'original_text']).where('id', '>', after).orderBy('id').limit(BUILD_BATCH).execute();
    return rows.map((row) => ({ kind: 'answer', id: row.id, question_id: row.question_id, title: '', text: row.original_text }));
  };
}

/** One stream of posts read in batches. */
class Stream {
  private buffer: PostText[] = [];
  private after = '';
  private done = false;
  constructor(private readonly read: Reader) {}

  async head(): Promise<PostText | undefined> {
    if (this.buffer.length === 0 && !this.done) {
      this.buffer = await this.read(this.after);
      if (this.buffer.length < BUILD_BATCH) this.done = true;
      if (this.buffer.length > 0) this.after = this.buffer[this.buffer.length - 1].id;
    }
    return this.buffer[0];
  }

  take(): void {
    this.buffer.shift();
  }
}

export async function countPosts(db: IndexDb): Promise<number> {
  const [questions, answers] = await Promise.all([
    db.selectFrom('question').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('answer').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return Number(questions.n) + Number(answers.n);
}

export interface BuildOptions {
  /** `insert`: the index is empty (install); `upsert`: documents are rewritten in place (rebuild). */
  mode: 'insert' | 'upsert';
  /** MySQL, `insert`: false leaves the terms out (migration 0001: the term table comes with 0002, filled from the documents). */
  terms?: boolean;
  progress?: (done: number, total: number) => void;
  /** Runs each batch's writes (in a transaction of its own, for a rebuild on a live site). */
  write?: (work: (db: IndexDb) => Promise<void>) => Promise<void>;
}

/** Indexes every question and answer, in batches; answers how many posts were read and how many documents written. */
export async function buildIndex(db: IndexDb, dialect: Dialect, options: BuildOptions): Promise<{ indexed: number; written: number }> {
  const total = await countPosts(db);
  const questions = new Stream(questionReader(db));
  const answers = new Stream(answerReader(db));
  const write = options.write ?? ((work) => work(db));
  let done = 0;
  let written = 0;
  let batch: PostText[] = [];
  const flush = async () => {
    const posts = batch;
    batch = [];
    await write(async (target) => {
      written += options.mode === 'insert' ? await insertDocuments(target, dialect, posts, options.terms ?? true) : await upsertDocuments(target, dialect, posts);
    });
    done += posts.length;
    options.progress?.(done, Math.max(total, done));
  };
  for (;;) {
    const [question, answer] = [await questions.head(), await answers.head()];
    if (!question && !answer) break;
    if (question && (!answer || sequenceOf(question.id) <= sequenceOf(answer.id))) {
      batch.push(question);
      questions.take();
    } else if (answer) {
      batch.push(answer);
      answers.take();
    }
    if (batch.length >= BUILD_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return { indexed: done, written };
}

/** Documents whose post is gone for good (purged while the index was not told); answers how many. */
export async function removeOrphans(db: IndexDb, dialect: Dialect): Promise<number> {
  const orphans = await db
    .selectFrom('search_doc')
    .select('object_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('object_type', '=', 'question'), eb.not(eb.exists(eb.selectFrom('question').select('question.id').whereRef('question.id', '=', 'search_doc.object_id')))]),
        eb.and([eb('object_type', '=', 'answer'), eb.not(eb.exists(eb.selectFrom('answer').select('answer.id').whereRef('answer.id', '=', 'search_doc.object_id')))]),
      ]),
    )
    .execute();
  const ids = orphans.map((row) => row.object_id);
  // through removeDocuments, which takes MySQL's terms along
  for (let start = 0; start < ids.length; start += BUILD_BATCH) await removeDocuments(db, dialect, ids.slice(start, start + BUILD_BATCH));
  return ids.length;
}

/**
 * After a bulk build: SQLite's FTS5 merges the many small segments the batches left into one
 * (searches read one segment per term instead of hundreds); the other databases keep their
 * indexes merged themselves.
 */
export async function optimizeIndex(db: IndexDb, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`insert into search_fts(search_fts) values ('optimize')`.execute(db);
}
