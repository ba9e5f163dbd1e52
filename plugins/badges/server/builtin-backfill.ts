/**
 * How the built-in badges find who already qualifies (`BadgeBackfill`): each pass walks candidates
 * (members or posts) in the order of their key, a page at a time, reading the tables the deeds
 * live in. Deeds no table keeps (shares, flags) have no pass.
 */
import type { BadgeBackfill, BadgeGrant, BadgeRuleContext } from '@answer/sdk/server';
import { asBadgesDb, toNumber } from './db';
import { EMPTY_AWARD_KEY } from './tables';

/** `vote.vote` of an up vote; `answer.adopted` of an accepted answer; `status` of a deleted row. */
const UP = 1;
const ADOPTED = 2;
const AVAILABLE = 1;
const DELETED = 10;

type Page = Awaited<ReturnType<BadgeBackfill['page']>>;

/** A page of candidates keyed `key`: their grants, and where the next page starts. */
function pageOf<T>(rows: T[], limit: number, key: (row: T) => string, grants: (row: T) => BadgeGrant[]): Page {
  return { grants: rows.flatMap(grants), scanned: rows.length, next: rows.length === limit && rows.length > 0 ? key(rows[rows.length - 1]) : null };
}

const countOf = (row: { n?: number | string | bigint } | undefined): number => toNumber(row?.n);

/** Members whose profile has a bio (Autobiographer). */
export const membersWithBio: BadgeBackfill = {
  async count({ db }) {
    return countOf(await asBadgesDb(db).selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', DELETED).where('bio', '<>', '').executeTakeFirst());
  },
  async page({ db }, after, limit) {
    let query = asBadgesDb(db).selectFrom('user').select('id').where('status', '<>', DELETED).where('bio', '<>', '');
    if (after !== null) query = query.where('id', '>', Number(after));
    const rows = await query.orderBy('id').limit(limit).execute();
    return pageOf(rows, limit, (row) => String(row.id), (row) => [{ user_id: String(row.id), object_id: EMPTY_AWARD_KEY }]);
  },
};

type Db = ReturnType<typeof asBadgesDb>;

/** The deeds of one kind, each with its member and the post it was about, as a query to group. */
type DeedSource = (db: Db, ctx: BadgeRuleContext) => Promise<ReturnType<typeof deedQuery> | null>;

/** A `user_id`/`object_id` query of one table of deeds, from `after` on. */
function deedQuery(db: Db, table: 'vote' | 'reaction' | 'activity', activityTypes: number[] = []) {
  // one builder shape for the three tables: each has user_id and object_id
  const from = db.selectFrom(table as 'vote');
  if (table === 'vote') return from.where('vote', '=', UP);
  if (table === 'activity') return db.selectFrom('activity').where('activity_type', 'in', activityTypes).where('cancelled', '=', 0) as unknown as typeof from;
  return from;
}

/**
 * The first of something per member, from a table of deeds: members in the order of their id,
 * each with the smallest object id as what it was earned for.
 */
function firstDeedPerMember(source: DeedSource): BadgeBackfill {
  return {
    async count(ctx) {
      const query = await source(asBadgesDb(ctx.db), ctx);
      if (!query) return 0;
      return countOf(await query.select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).executeTakeFirst());
    },
    async page(ctx, after, limit) {
      let query = await source(asBadgesDb(ctx.db), ctx);
      if (!query) return { grants: [], scanned: 0, next: null };
      if (after !== null) query = query.where('user_id', '>', after);
      const rows = await query
        .select(['user_id', (eb) => eb.fn.min<string>('object_id').as('object_id')])
        .groupBy('user_id')
        .orderBy('user_id')
        .limit(limit)
        .execute();
      return pageOf(rows, limit, (row) => row.user_id, (row) => [{ user_id: row.user_id, object_id: row.object_id }]);
    },
  };
}

export const firstUpVotes = firstDeedPerMember(async (db) => deedQuery(db, 'vote'));
export const firstReactions = firstDeedPerMember(async (db) => deedQuery(db, 'reaction'));

/** First edits: the history rows of `question.edited` and `answer.edited` (their ids are `config` rows). */
export const firstEdits = firstDeedPerMember(async (db) => {
  const rows = await db.selectFrom('config').select('id').where('key', 'in', ['question.edited', 'answer.edited']).execute();
  const types = rows.map((row) => toNumber(row.id));
  return types.length === 0 ? null : deedQuery(db, 'activity', types);
});

/** Askers who accepted an answer (Scholar), with the first accepted answer. */
export const askersWhoAccepted: BadgeBackfill = {
  async count({ db }) {
    const query = asBadgesDb(db).selectFrom('question').where('status', '<>', DELETED).where('accepted_answer_id', 'not in', ['0', '']);
    return countOf(await query.select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).executeTakeFirst());
  },
  async page({ db }, after, limit) {
    let query = asBadgesDb(db).selectFrom('question').where('status', '<>', DELETED).where('accepted_answer_id', 'not in', ['0', '']);
    if (after !== null) query = query.where('user_id', '>', after);
    const rows = await query
      .select(['user_id', (eb) => eb.fn.min<string>('accepted_answer_id').as('answer_id')])
      .groupBy('user_id')
      .orderBy('user_id')
      .limit(limit)
      .execute();
    return pageOf(rows, limit, (row) => row.user_id, (row) => [{ user_id: row.user_id, object_id: row.answer_id }]);
  },
};

/** Authors with at least `amount` accepted answers (Solved), for their latest one. */
export function acceptedAnswerAuthors(amount: number): BadgeBackfill {
  const accepted = (ctx: BadgeRuleContext) => asBadgesDb(ctx.db).selectFrom('answer').where('adopted', '=', ADOPTED).where('status', '=', AVAILABLE);
  return {
    async count(ctx) {
      return countOf(await accepted(ctx).select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).executeTakeFirst());
    },
    async page(ctx, after, limit) {
      let query = accepted(ctx);
      if (after !== null) query = query.where('user_id', '>', after);
      const rows = await query
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<string>('id').as('answer_id')])
        .groupBy('user_id')
        .orderBy('user_id')
        .limit(limit)
        .execute();
      return pageOf(rows, limit, (row) => row.user_id, (row) => (toNumber(row.n) >= amount ? [{ user_id: row.user_id, object_id: row.answer_id }] : []));
    },
  };
}

/** Questions or answers with at least `amount` up votes, for their authors (Nice/Good/Great). */
export function postsWithUpVotes(kind: 'question' | 'answer', amount: number): BadgeBackfill {
  const voted = (ctx: BadgeRuleContext, after: string | null) => {
    let query = asBadgesDb(ctx.db).selectFrom('vote').where('vote', '=', UP).where('object_type', '=', kind);
    if (after !== null) query = query.where('object_id', '>', after);
    return query.select('object_id').groupBy('object_id').having((eb) => eb.fn.countAll(), '>=', amount);
  };
  return {
    async count(ctx) {
      return countOf(await asBadgesDb(ctx.db).selectFrom(voted(ctx, null).as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst());
    },
    async page(ctx, after, limit) {
      const rows = await voted(ctx, after).orderBy('object_id').limit(limit).execute();
      const ids = rows.map((row) => row.object_id);
      const db = asBadgesDb(ctx.db);
      const authors =
        ids.length === 0
          ? []
          : kind === 'question'
            ? await db.selectFrom('question').select(['id', 'user_id']).where('id', 'in', ids).where('status', '<>', DELETED).execute()
            : await db.selectFrom('answer').select(['id', 'user_id']).where('id', 'in', ids).where('status', '<>', DELETED).execute();
      const authorOf = new Map(authors.map((row) => [row.id, row.user_id]));
      return pageOf(rows, limit, (row) => row.object_id, (row) => {
        const userId = authorOf.get(row.object_id);
        return userId ? [{ user_id: userId, object_id: row.object_id }] : [];
      });
    },
  };
}
