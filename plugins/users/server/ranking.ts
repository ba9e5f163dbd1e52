/**
 * The users page: `GET /user/ranking` (who gained the most reputation and who voted the most in
 * the last seven days, twenty each, and every admin and moderator) and `GET /user/staff` (staff
 * whose username or display name starts with some text, for mentions). Deleted members are left
 * out of the ranking, as Answer leaves them out; the staff search shows active accounts only.
 */
import { sql } from 'kysely';
import { usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { VOTE_ACTIVITIES } from './activity-types';
import { toNumber, type UsersDb } from './db';
import { ROLE, USER_STATUS } from './tables';

export interface RankingUser {
  username: string;
  /** reputation gained in the period (the ranking by reputation), or the staff member's reputation */
  rank: number;
  /** votes in the period (the ranking by votes), else 0 */
  vote_count: number;
  display_name: string;
  avatar: string;
}

export interface UserRanking {
  users_with_the_most_reputation: RankingUser[];
  users_with_the_most_vote: RankingUser[];
  staffs: RankingUser[];
}

export interface StaffUser {
  username: string;
  display_name: string;
  avatar: string;
}

/** Answer's ranking: twenty members per list, over the last seven days. */
export const RANKING_SIZE = 20;
export const RANKING_DAYS = 7;
const DAY = 24 * 60 * 60;

interface Stat {
  userId: string;
  value: number;
}

async function reputationLeaders(db: UsersDb, from: number, to: number): Promise<Stat[]> {
  const rows = await db
    .selectFrom('activity')
    .select(['user_id', (eb) => eb.fn.sum<number | string>('rank').as('amount')])
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .where('cancelled', '=', 0)
    .where('has_rank', '=', 1)
    .groupBy('user_id')
    .orderBy(sql`sum(${sql.ref('rank')})`, 'desc')
    .orderBy('user_id')
    .limit(RANKING_SIZE)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, value: toNumber(row.amount) }));
}

async function voteLeaders(db: UsersDb, from: number, to: number): Promise<Stat[]> {
  const rows = await db
    .selectFrom('activity')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('votes')])
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .where('activity_type', 'in', [...VOTE_ACTIVITIES])
    .where('cancelled', '=', 0)
    .groupBy('user_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('user_id')
    .limit(RANKING_SIZE)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, value: toNumber(row.votes) }));
}

async function staffIds(db: UsersDb): Promise<string[]> {
  const rows = await db.selectFrom('user_role_rel').select('user_id').where('role_id', 'in', [ROLE.admin, ROLE.moderator]).orderBy('id').execute();
  return rows.map((row) => String(row.user_id));
}

const shown = (user: UserBasicInfo | undefined): user is UserBasicInfo => user !== undefined && user.status !== 'deleted';

const entry = (user: UserBasicInfo, rank: number, votes: number): RankingUser => ({ username: user.username, rank, vote_count: votes, display_name: user.display_name, avatar: user.avatar });

export async function userRanking(db: UsersDb, queries: QueryAsker, now: number): Promise<UserRanking> {
  const from = now - RANKING_DAYS * DAY;
  const [reputation, votes, staff] = await Promise.all([reputationLeaders(db, from, now), voteLeaders(db, from, now), staffIds(db)]);
  const gained = reputation.filter((stat) => stat.value > 0);
  const voted = votes.filter((stat) => stat.value > 0);
  const users = await usersByIds(queries, [...gained, ...voted].map((stat) => stat.userId).concat(staff));
  const ranked = (stats: Stat[], asVotes: boolean): RankingUser[] =>
    stats.flatMap((stat) => {
      const user = users.get(stat.userId);
      return shown(user) ? [entry(user, asVotes ? 0 : stat.value, asVotes ? stat.value : 0)] : [];
    });
  return {
    users_with_the_most_reputation: ranked(gained, false),
    users_with_the_most_vote: ranked(voted, true),
    staffs: staff.flatMap((id) => {
      const user = users.get(id);
      return shown(user) ? [entry(user, user.rank, 0)] : [];
    }),
  };
}

/** A LIKE prefix pattern of `text` (lower-cased) with `!` as the escape character, the same on every database. */
const prefixPattern = (text: string): string => `${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;

export async function staffSearch(db: UsersDb, queries: QueryAsker, text: string, limit: number): Promise<StaffUser[]> {
  const pattern = prefixPattern(text);
  const rows = await db
    .selectFrom('user')
    .innerJoin('user_role_rel', 'user_role_rel.user_id', 'user.id')
    .select(['user.id', 'user.username', 'user.display_name'])
    .where('user_role_rel.role_id', 'in', [ROLE.admin, ROLE.moderator])
    .where('user.status', '=', USER_STATUS.available)
    .where((eb) => eb.or([sql<boolean>`lower(${eb.ref('user.username')}) like ${pattern} escape '!'`, sql<boolean>`lower(${eb.ref('user.display_name')}) like ${pattern} escape '!'`]))
    .orderBy('user.username', 'asc')
    .orderBy('user.id', 'desc')
    .limit(limit)
    .execute();
  const users = await usersByIds(
    queries,
    rows.map((row) => String(row.id)),
  );
  return rows.map((row) => ({ username: row.username, display_name: row.display_name, avatar: users.get(String(row.id))?.avatar ?? '' }));
}
