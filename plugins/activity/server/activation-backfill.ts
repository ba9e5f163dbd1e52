/**
 * Sites that ran before verified members got Answer's activation point: the members who verified
 * their address without it get it now, each with its row in their reputation history, so they can
 * ask, answer and comment like members who sign up today.
 *
 * A member never had the point when their rank is not above what their standing activities applied
 * (rank = 0 + that sum). The installer's admin and accounts an admin created start at rank 1 with no
 * row, so their rank is 1 above the sum: they had their initial point and get no second one.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { asNumber, currentSeconds } from './db';
import { readLimit } from './rank-rules';
import { activityTypeOf, USER_ACTIVATED_KEY } from './reputation-config';
import type { ActivityTable, ConfigView } from './tables';

/** The accounts plugin's `user` columns this step reads (by name, as a dependency). */
interface MemberView {
  id: number | string;
  rank: number;
  mail_status: number;
  status: number;
  deleted_at: number | string;
}

interface BackfillTables {
  user: MemberView;
  activity: ActivityTable;
  config: ConfigView;
}

type BackfillDb = Kysely<BackfillTables> | Transaction<BackfillTables>;

/** Answer's `user.mail_status` of a verified address and `user.status` of a deleted account. */
const MAIL_VERIFIED = 1;
const STATUS_DELETED = 10;

/** Members written per statement, well under every database's limit on bound values. */
const CHUNK = 200;

/** The ids of verified, live members who never had the point, in id order. */
async function membersWithoutThePoint(db: BackfillDb, type: number): Promise<string[]> {
  const members = await db
    .selectFrom('user')
    .select(['id', 'rank'])
    .where('mail_status', '=', MAIL_VERIFIED)
    .where('status', '<>', STATUS_DELETED)
    .where('deleted_at', '=', 0)
    .orderBy('id')
    .execute();
  const granted = new Set((await db.selectFrom('activity').select('user_id').where('activity_type', '=', type).execute()).map((row) => String(row.user_id)));
  const applied = new Map(
    (
      await db
        .selectFrom('activity')
        .select(['user_id', (eb) => eb.fn.sum<number | string | null>('rank').as('applied')])
        .where('cancelled', '=', 0)
        .groupBy('user_id')
        .execute()
    ).map((row) => [String(row.user_id), asNumber(row.applied)]),
  );
  return members
    .filter((member) => !granted.has(String(member.id)) && asNumber(member.rank) <= (applied.get(String(member.id)) ?? 0))
    .map((member) => String(member.id));
}

async function backfill(db: BackfillDb): Promise<void> {
  const type = activityTypeOf(USER_ACTIVATED_KEY);
  if (type === undefined) return;
  const configured = await db.selectFrom('config').select('value').where('key', '=', USER_ACTIVATED_KEY).executeTakeFirst();
  // an admin who set the key to 0 or below gives no point: the rows still mark it as handed out
  const point = Math.max(0, readLimit(configured?.value, 1));
  const now = currentSeconds();
  const ids = await membersWithoutThePoint(db, type);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    await db
      .insertInto('activity')
      .values(
        chunk.map((userId) => ({
          created_at: now,
          updated_at: now,
          user_id: userId,
          object_id: '0',
          activity_type: type,
          rank: point,
          has_rank: point === 0 ? 0 : 1,
          comment: '',
        })),
      )
      .execute();
    if (point !== 0) {
      await db
        .updateTable('user')
        .set({ rank: sql<number>`${sql.ref('rank')} + ${point}` })
        .where('id', 'in', chunk)
        .execute();
    }
  }
}

/**
 * The migration step. Inside the upgrade's transaction where there is one (SQLite, PostgreSQL, the
 * installer); on MySQL, where each statement of a migration commits on its own, in a transaction of
 * its own, so a host stopped half way leaves no member with a row and no point or the reverse.
 */
export async function grantMissedActivationPoints(database: Kysely<unknown>): Promise<void> {
  const db = database as Kysely<BackfillTables>;
  if (db.isTransaction) await backfill(db);
  else await db.transaction().execute((trx) => backfill(trx));
}
