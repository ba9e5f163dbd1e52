/**
 * How the contract test calls the flags plugin's routes (part of `CONTRACT_CALLS`): Bob flags the
 * admin's answer, the admin reads the queue (so it holds that flag), and Alice's flag on Bob's
 * answer is the one the admin's review settles. The admin's reasons are those of flagging a question;
 * the admin's report handling settles Bob's flag on Alice as a member ("looks ok").
 */
import type { Kysely } from 'kysely';
import type { Envelope } from '../harness';
import { API, type Fixture } from '../questions-support';
import type { Community, Person } from './community';

const ADM = '/answer/admin/api';

type FlagCall = { as?: Person; query?: Record<string, string | undefined>; body?: unknown };

async function openFlag(fx: Fixture, who: Person, objectId: string, reason: number, content = ''): Promise<string> {
  const db = fx.db as unknown as Kysely<{ report: { id: string; user_id: string; object_id: string; status: number } }>;
  const find = () => db.selectFrom('report').select('id').where('user_id', '=', who.id).where('object_id', '=', objectId).where('status', '=', 1).executeTakeFirst();
  const existing = await find();
  if (existing) return String(existing.id);
  const made = await fx.host.api<Envelope<null>>('POST', `${API}/report`, { token: who.token, body: { object_id: objectId, report_type: reason, content } });
  if (made.status !== 200) throw new Error(`flag refused: ${JSON.stringify(made.body)}`);
  return String((await find())?.id ?? '');
}

export const FLAG_CONTRACT_CALLS: Record<string, (c: Community, fx: Fixture) => FlagCall | FlagCall[] | Promise<FlagCall | FlagCall[]>> = {
  [`GET ${API}/report/unreviewed/post`]: async (c, fx) => {
    await openFlag(fx, c.bob, c.answers.admin, 58);
    return [{ as: c.admin, query: { page: '1' } }];
  },
  [`POST ${API}/report`]: (c) => ({ as: c.alice, body: { object_id: c.answers.admin, report_type: 57, content: '' } }),
  [`PUT ${API}/report/review`]: async (c, fx) => ({ as: c.admin, body: { flag_id: await openFlag(fx, c.alice, c.answers.bob, 59, 'It copies another answer word for word.'), operation_type: 'ignore_report' } }),
  [`GET ${ADM}/reasons`]: (c) => ({ as: c.admin, query: { object_type: 'question', action: 'flag' } }),
  [`PUT ${ADM}/report`]: async (c, fx) => ({ as: c.admin, body: { id: await openFlag(fx, c.bob, c.alice.id, 58), flagged_type: 72, flagged_content: '' } }),
};
