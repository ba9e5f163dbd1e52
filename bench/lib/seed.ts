/**
 * Fills a fresh site with a realistic community for the benchmarks. The site is installed the
 * way the product installs itself (the host's headless install), so every plugin's migrations and
 * install seeds exist; the content is then bulk-inserted with Kysely in multi-row statements inside
 * transactions, because going through the HTTP API would take hours at 1M questions.
 *
 * Content is generated one block of questions at a time (with their answers, comments, votes and
 * tag relations) so memory stays flat at any size; users and tags are written last, once their
 * counters are known, which keeps every counter consistent without a second pass of updates.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseInput } from '@answer/sdk/server';
import { hashPassword } from '../../plugins/accounts/server/password';
import { hotScore } from '../../plugins/questions/server/hot-score';
import { buildIndex, optimizeIndex } from '../../plugins/search_db/server/index-build';
import type { SearchTables } from '../../plugins/search_db/server/tables';
import { install, openBenchDatabase, Writer } from './seed-database';
import { contentId, random, skewed, WORDS, words } from './seed-text';
import type { BenchDb, Row, SeededSite, SeedFigures, SeedOptions } from './seed-types';

export { BENCH_ADMIN, type BenchDatabase, type SeededSite, type SeedOptions } from './seed-types';
export { openBenchDatabase } from './seed-database';

/** Every seeded member shares this password: one scrypt hash instead of one per user keeps seeding fast. */
export const MEMBER_PASSWORD = 'bench-password-1';
const MEMBERS_RETURNED = 5;
const SAMPLE_QUESTIONS = 200;
const SAMPLE_TAGS = 50;

// Answer's column values (plugins/*/server/tables.ts), repeated here: the bench is not a plugin
const QUESTION_STATUS = { available: 1, closed: 2, deleted: 10 } as const;
const PIN = { unpinned: 1, pinned: 2 } as const;
const SHOW = { listed: 1, unlisted: 2 } as const;
const TAG_REL_STATUS = { available: 1, hidden: 2 } as const;
const ADOPTED = { no: 1, yes: 2 } as const;
const OBJECT_TYPE = { question: 1, answer: 2, tag: 3, comment: 7 } as const;
const ROLE_USER = 1;
const MAIL_VERIFIED = 1;
/** `activity_type` of `question.asked` (the row id of Answer's reputation config). */
const ACTIVITY_QUESTION_ASKED = 87;

interface UserStats {
  questions: number;
  answers: number;
  rank: number;
}

/** How many questions are generated and written per transaction. */
const BLOCK = 1000;
const DAY = 24 * 60 * 60;

/** Written beside the site once seeding finished, so a reused data directory still knows its members and sample ids. */
const MANIFEST = 'bench-site.json';

/** The seeded site in `dataDir`, or null when none finished seeding there. */
export function readSeededSite(dataDir: string): SeededSite | null {
  const manifest = path.join(dataDir, MANIFEST);
  if (!existsSync(manifest)) return null;
  return { ...(JSON.parse(readFileSync(manifest, 'utf8')) as SeededSite), dataDir };
}

export function isInstalled(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'conf', 'config.yaml'));
}

export async function seedCommunity(options: SeedOptions): Promise<SeededSite> {
  return seedCommunityWithFigures(options);
}

/** `seedCommunity` plus the time spent per table, for the seed CLI. */
export async function seedCommunityWithFigures(options: SeedOptions): Promise<SeedFigures> {
  const log = options.log ?? (() => undefined);
  const n = Math.max(1, Math.floor(options.questions));
  const started = performance.now();
  const body = await install(options);
  const installMs = performance.now() - started;
  log(`installed ${options.database} site in ${(installMs / 1000).toFixed(1)} s`);

  const db = openBenchDatabase(body, options.dataDir);
  const writer = new Writer(db);
  const rand = random(n * 7919 + 17);
  const now = Math.floor(Date.now() / 1000);
  const span = Math.max(30 * DAY, Math.min(3 * 365 * DAY, n * 600));
  const firstAt = now - span;

  try {
    const maxUser = await db.selectFrom('user').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    const maxUniq = await db.selectFrom('uniqid').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    const firstUserId = Number(maxUser?.max ?? 0) + 1;
    let sequence = Number(maxUniq?.max ?? 0);

    const userCount = Math.max(20, Math.round(n * 0.3));
    const tagCount = Math.max(10, Math.round(n / 20));
    const userId = (index: number): string => String(firstUserId + index);
    const users: UserStats[] = Array.from({ length: userCount }, () => ({ questions: 0, answers: 0, rank: 1 }));
    const tagIds: string[] = [];
    const tagSlugs: string[] = [];
    const tagCounts = new Array<number>(tagCount).fill(0);
    const uniqRows: Row[] = [];
    const nextId = (type: number): string => {
      sequence += 1;
      uniqRows.push({ id: sequence, uniqid_type: type });
      return contentId(type, sequence);
    };
    for (let t = 0; t < tagCount; t++) {
      tagIds.push(nextId(OBJECT_TYPE.tag));
      tagSlugs.push(t < WORDS.length ? WORDS[t] : `${WORDS[t % WORDS.length]}-${Math.floor(t / WORDS.length)}`);
    }

    const sampleIds: string[] = [];
    const sampleEvery = Math.max(1, Math.floor(n / SAMPLE_QUESTIONS));
    const pinnedEvery = Math.max(1, Math.floor(n / 5));
    // an author and someone else: votes never come from the post's author
    const voterOf = (author: number): number => {
      const voter = Math.floor(rand() * userCount);
      return voter === author ? (voter + 1) % userCount : voter;
    };

    let written = 0;
    while (written < n) {
      const count = Math.min(BLOCK, n - written);
      const questions: Row[] = [];
      const answers: Row[] = [];
      const comments: Row[] = [];
      const tagRels: Row[] = [];
      const votes: Row[] = [];
      const activities: Row[] = [];

      const addVotes = (objectId: string, kind: 'question' | 'answer', author: number, at: number, weight: number): number => {
        const wanted = Math.floor(Math.pow(rand(), 4) * 12 * weight);
        const seen = new Set<number>();
        let total = 0;
        for (let v = 0; v < wanted && v < userCount - 1; v++) {
          const voter = voterOf(author);
          if (seen.has(voter)) continue;
          seen.add(voter);
          const value = rand() < 0.9 ? 1 : -1;
          total += value;
          const votedAt = Math.min(now, at + Math.floor(rand() * 30 * DAY));
          votes.push({ user_id: userId(voter), object_id: objectId, object_type: kind, vote: value, created_at: votedAt, updated_at: votedAt });
          users[author].rank += value > 0 ? 10 : -2;
        }
        return total;
      };

      for (let k = 0; k < count; k++) {
        const index = written + k;
        const id = nextId(OBJECT_TYPE.question);
        const author = skewed(rand, userCount);
        const createdAt = firstAt + Math.floor(((index + rand()) / n) * span);
        const roll = rand();
        const status = roll < 0.01 ? QUESTION_STATUS.deleted : roll < 0.03 ? QUESTION_STATUS.closed : QUESTION_STATUS.available;
        const show = rand() < 0.005 ? SHOW.unlisted : SHOW.listed;
        const pin = index % pinnedEvery === pinnedEvery - 1 && status !== QUESTION_STATUS.deleted ? PIN.pinned : PIN.unpinned;
        const deleted = status === QUESTION_STATUS.deleted;
        if (!deleted) users[author].questions += 1;

        // tags: 1–5 distinct, popular ones far more often
        const tagsWanted = 1 + Math.floor(rand() * 5);
        const chosen = new Set<number>();
        while (chosen.size < Math.min(tagsWanted, tagCount)) chosen.add(skewed(rand, tagCount, 2.5));
        for (const tag of chosen) {
          tagRels.push({ created_at: createdAt, updated_at: createdAt, object_id: id, tag_id: tagIds[tag], status: deleted ? TAG_REL_STATUS.hidden : TAG_REL_STATUS.available });
          if (!deleted) tagCounts[tag] += 1;
        }

        // answers: ~1.6 per question, some with none, a few with many
        const answerRoll = rand();
        const answerCount = answerRoll < 0.2 ? 0 : answerRoll < 0.55 ? 1 : answerRoll < 0.8 ? 2 : answerRoll < 0.95 ? 3 : 4 + Math.floor(rand() * 4);
        const questionAnswers: { id: string; at: number; votes: number; author: number }[] = [];
        for (let a = 0; a < answerCount; a++) {
          const answerId = nextId(OBJECT_TYPE.answer);
          const answerAuthor = skewed(rand, userCount);
          const at = Math.min(now, createdAt + Math.floor(rand() * 7 * DAY));
          questionAnswers.push({ id: answerId, at, votes: addVotes(answerId, 'answer', answerAuthor, at, 0.8), author: answerAuthor });
          users[answerAuthor].answers += 1;
        }
        questionAnswers.sort((x, y) => x.at - y.at);
        const accepted = questionAnswers.length > 0 && rand() < 0.45 ? questionAnswers[Math.floor(rand() * questionAnswers.length)] : null;
        if (accepted) users[accepted.author].rank += 15;
        const lastAnswer = questionAnswers.at(-1);

        // comments: ~2 per question, spread over the question and its answers
        const commentCount = Math.floor(rand() * 5);
        const commentsPer = new Map<string, number>();
        for (let c = 0; c < commentCount; c++) {
          const target = questionAnswers.length > 0 && rand() < 0.5 ? questionAnswers[Math.floor(rand() * questionAnswers.length)].id : id;
          const at = Math.min(now, createdAt + Math.floor(rand() * 10 * DAY));
          const text = `${words(rand, 6)} ${c}`;
          comments.push({
            id: nextId(OBJECT_TYPE.comment),
            created_at: at,
            updated_at: at,
            user_id: userId(skewed(rand, userCount)),
            reply_user_id: null,
            reply_comment_id: null,
            object_id: target,
            question_id: id,
            vote_count: 0,
            status: 1,
            original_text: text,
            parsed_text: `<p>${text}</p>`,
          });
          commentsPer.set(target, (commentsPer.get(target) ?? 0) + 1);
        }

        for (const answer of questionAnswers) {
          const text = `${words(rand, 30)}\n\n\`\`\`\n${words(rand, 8)}\n\`\`\``;
          answers.push({
            id: answer.id,
            created_at: answer.at,
            updated_at: answer.at,
            question_id: id,
            user_id: userId(answer.author),
            last_edit_user_id: '0',
            original_text: text,
            parsed_text: `<p>${text.split('\n\n')[0]}</p>`,
            status: 1,
            adopted: answer === accepted ? ADOPTED.yes : ADOPTED.no,
            comment_count: commentsPer.get(answer.id) ?? 0,
            vote_count: answer.votes,
            revision_id: '0',
          });
        }

        const voteCount = addVotes(id, 'question', author, createdAt, 1);
        const viewCount = 1 + Math.floor(Math.pow(rand(), 3) * 5000);
        const postUpdate = lastAnswer ? lastAnswer.at : createdAt;
        const answerVotes = questionAnswers.reduce((sum, answer) => sum + answer.votes, 0);
        const title = `How do I ${words(rand, 6)} ${index}?`;
        const text = `${words(rand, 40)}\n\n${words(rand, 25)}`;
        questions.push({
          id,
          created_at: createdAt,
          updated_at: postUpdate,
          user_id: userId(author),
          invite_user_id: '',
          last_edit_user_id: '0',
          title,
          original_text: text,
          parsed_text: `<p>${text.replace('\n\n', '</p>\n<p>')}</p>`,
          pin,
          show,
          status,
          view_count: viewCount,
          unique_view_count: Math.ceil(viewCount * 0.7),
          vote_count: voteCount,
          answer_count: questionAnswers.length,
          collection_count: 0,
          follow_count: 0,
          hot_score: hotScore({ views: viewCount, answers: questionAnswers.length, votes: voteCount, answerVotes, createdAt, updatedAt: postUpdate }, now),
          linked_count: 0,
          accepted_answer_id: accepted ? accepted.id : '0',
          last_answer_id: lastAnswer ? lastAnswer.id : '0',
          post_update_time: postUpdate,
          revision_id: '0',
        });
        activities.push({
          created_at: createdAt,
          updated_at: createdAt,
          cancelled_at: 0,
          user_id: userId(author),
          trigger_user_id: '0',
          object_id: id,
          original_object_id: id,
          activity_type: ACTIVITY_QUESTION_ASKED,
          cancelled: 0,
          rank: 0,
          has_rank: 0,
          revision_id: '0',
          comment: '',
        });
        if (index % sampleEvery === 0 && sampleIds.length < SAMPLE_QUESTIONS && !deleted && show === SHOW.listed) sampleIds.push(id);
      }

      const uniq = uniqRows.splice(0);
      await writer.transaction(async (trx) => {
        await writer.insert(trx, 'uniqid', uniq);
        await writer.insert(trx, 'question', questions);
        await writer.insert(trx, 'answer', answers);
        await writer.insert(trx, 'comment', comments);
        await writer.insert(trx, 'tag_rel', tagRels);
        await writer.insert(trx, 'vote', votes);
        await writer.insert(trx, 'activity', activities);
      });
      written += count;
      if (written % (BLOCK * 20) === 0 || written === n) log(`  ${written} / ${n} questions`);
    }

    // users and tags last: their counters are now known
    const hash = await hashPassword(MEMBER_PASSWORD);
    const memberEmail = (index: number) => `member${index + 1}@bench.example.com`;
    for (let start = 0; start < userCount; start += BLOCK * 5) {
      const userRows: Row[] = [];
      const roleRows: Row[] = [];
      for (let u = start; u < Math.min(userCount, start + BLOCK * 5); u++) {
        const joined = firstAt - DAY + Math.floor((u / userCount) * span);
        const stats = users[u];
        userRows.push({
          id: firstUserId + u,
          created_at: joined,
          updated_at: joined,
          username: `member${u + 1}`,
          pass: hash,
          e_mail: memberEmail(u),
          mail_status: MAIL_VERIFIED,
          question_count: stats.questions,
          answer_count: stats.answers,
          rank: Math.max(1, stats.rank),
          status: 1,
          display_name: `Member ${u + 1}`,
          bio: '',
          bio_html: '',
        });
        roleRows.push({ user_id: String(firstUserId + u), role_id: ROLE_USER, created_at: joined, updated_at: joined });
      }
      await writer.transaction(async (trx) => {
        await writer.insert(trx, 'user', userRows);
        await writer.insert(trx, 'user_role_rel', roleRows);
      });
    }
    const tagRows: Row[] = tagIds.map((id, t) => ({
      id,
      created_at: firstAt,
      updated_at: firstAt,
      main_tag_id: '0',
      main_tag_slug_name: '',
      slug_name: tagSlugs[t],
      display_name: tagSlugs[t],
      original_text: '',
      parsed_text: '',
      follow_count: 0,
      question_count: tagCounts[t],
      status: 1,
      recommend: 0,
      reserved: 0,
      revision_id: '0',
      user_id: '0',
    }));
    await writer.transaction(async (trx) => writer.insert(trx, 'tag', tagRows));

    // the posts went in by SQL, past the search index's events: index them as a rebuild would
    const indexStarted = performance.now();
    const dialect = body.db_type === 'sqlite3' ? 'sqlite' : body.db_type;
    let reported = 0;
    await (db as unknown as Kysely<SearchTables>).transaction().execute(async (trx) => {
      await buildIndex(trx, dialect, {
        mode: 'insert',
        progress: (done, total) => {
          if (done - reported < 100_000 && done < total) return;
          reported = done;
          log(`  ${done} / ${total} posts indexed for search`);
        },
      });
      await optimizeIndex(trx, dialect);
    });
    writer.figures.set('search_doc', { table: 'search_doc', rows: reported, ms: performance.now() - indexStarted });

    await afterBulkInsert(db, body, sequence, firstUserId + userCount - 1);
    await db.destroy();

    const popular = tagIds.map((_, t) => t).sort((a, b) => tagCounts[b] - tagCounts[a]);
    const tables = [...writer.figures.values()];
    const site: SeededSite = {
      dataDir: options.dataDir,
      members: Array.from({ length: Math.min(MEMBERS_RETURNED, userCount) }, (_, u) => ({ email: memberEmail(u), password: MEMBER_PASSWORD })),
      questionIds: sampleIds,
      tagSlugs: popular.slice(0, SAMPLE_TAGS).map((t) => tagSlugs[t]),
    };
    // written last: its presence says the seed finished, so a broken run is never reused
    writeFileSync(path.join(options.dataDir, MANIFEST), JSON.stringify(site, null, 2));
    return {
      ...site,
      installMs,
      tables,
      totalMs: performance.now() - started,
      totalRows: tables.reduce((sum, figure) => sum + figure.rows, 0),
    };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * Explicit ids went into auto-increment columns: PostgreSQL's sequences do not move for those,
 * so they are set past the last id (later asks and sign-ups would collide otherwise); SQLite and
 * MySQL continue after the largest id by themselves. The planner gets fresh statistics too.
 */
async function afterBulkInsert(db: BenchDb, body: DatabaseInput, lastSequence: number, lastUserId: number): Promise<void> {
  if (body.db_type === 'postgres') {
    await sql`SELECT setval(pg_get_serial_sequence('uniqid', 'id'), ${lastSequence})`.execute(db);
    await sql`SELECT setval(pg_get_serial_sequence('"user"', 'id'), ${lastUserId})`.execute(db);
    await sql`ANALYZE`.execute(db);
  } else if (body.db_type === 'sqlite3') {
    await sql`ANALYZE`.execute(db);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  } else {
    for (const table of ['question', 'answer', 'comment', 'tag', 'tag_rel', 'vote', 'user']) await sql`ANALYZE TABLE ${sql.table(table)}`.execute(db);
  }
}
