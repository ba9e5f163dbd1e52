/**
 * The upgrade that hands the activation point to members of a site that ran before it was given:
 * on the next start every verified, live member who never had it gets it, with its row in their
 * reputation history; the installer's admin, admin-made accounts (who start at 1), members who
 * already have it, unverified and deleted accounts are left as they are; and it runs once.
 *
 * A member can no longer verify without getting the point, so the old state is written into the
 * database behind the host's back (the point and its row taken away, the migration's record
 * removed), and the host restarted on it.
 */
import { rmSync } from 'node:fs';
import type { Generated, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ALL_DATABASES, disableCaptcha, installSite, login, startHost, tempDataDir, type Envelope, type InstalledSite, type RunningHost } from './harness';
import { codeIn, freshClient, signUp, type LoginResp } from './accounts-email-support';
import { configureSmtp, startMailbox, type Mailbox } from './mailbox';
import { openTestDatabase } from './test-database';

const API = '/answer/api/v1';
const USER_ACTIVATED = 10;
const ANSWER_VOTED_UP = 2;

interface Tables {
  user: { id: number | string; e_mail: string; rank: number };
  activity: {
    id: Generated<number | string>;
    created_at: number;
    updated_at: number;
    user_id: string;
    object_id: string;
    activity_type: number;
    rank: number;
    has_rank: number;
    cancelled: number;
    comment: string;
  };
  plugin_migration: { plugin_id: string; name: string };
  site_info: { type: string; content: string };
}

interface Member {
  id: string;
  email: string;
  password: string;
}

for (const kind of ALL_DATABASES) {
  describe(`the activation point for members of an older site on ${kind}`, () => {
    const dataDir = tempDataDir();
    let host: RunningHost | null = null;
    let site: InstalledSite;
    let db: Kysely<Tables>;
    let mailbox: Mailbox;

    const running = (): RunningHost => {
      if (!host) throw new Error('the host is not running');
      return host;
    };
    const restart = async () => {
      await running().stop();
      host = null;
      host = await startHost({ dataDir });
    };

    const idOf = async (email: string) => String((await db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow()).id);
    const rankOf = async (member: Member) => Number((await db.selectFrom('user').select('rank').where('id', '=', member.id).executeTakeFirstOrThrow()).rank);
    const pointRows = async (member: Member) =>
      (await db.selectFrom('activity').selectAll().where('user_id', '=', member.id).where('activity_type', '=', USER_ACTIVATED).execute()).map((row) => ({
        object_id: row.object_id,
        rank: Number(row.rank),
        has_rank: Number(row.has_rank),
      }));

    /** Signs up through the API and, unless told not to, follows the activation link. */
    async function member(name: string, activate = true): Promise<Member> {
      const email = `${name.toLowerCase()}@example.com`;
      const password = `${name.toLowerCase()}-password`;
      const response = await signUp({ host: running(), site }, name, email, password);
      expect(response.status).toBe(200);
      const code = codeIn(await mailbox.next(email), '/users/account-activation');
      if (activate) expect((await running().api('POST', `${API}/user/email/verification`, { body: { code } })).status).toBe(200);
      return { id: (response.body.data as LoginResp).id, email, password };
    }

    /** The state an older site left: verified without the point or its row. */
    async function withoutThePoint(someone: Member): Promise<void> {
      await db.deleteFrom('activity').where('user_id', '=', someone.id).where('activity_type', '=', USER_ACTIVATED).execute();
      await db.updateTable('user').set({ rank: 0 }).where('id', '=', someone.id).execute();
    }

    /** Reputation someone earned (and one vote taken back), as activity rows and rank. */
    async function earned(someone: Member, rank: number): Promise<void> {
      const now = Math.floor(Date.now() / 1000);
      const row = { created_at: now, updated_at: now, user_id: someone.id, activity_type: ANSWER_VOTED_UP, rank: 10, has_rank: 1, comment: '' };
      await db.insertInto('activity').values([{ ...row, object_id: '10020000000000901', cancelled: 0 }, { ...row, object_id: '10020000000000902', cancelled: 1 }]).execute();
      await db.updateTable('user').set({ rank }).where('id', '=', someone.id).execute();
    }

    const people: Record<string, Member> = {};

    beforeAll(async () => {
      mailbox = await startMailbox();
      host = await startHost({ dataDir });
      site = await installSite(host, kind);
      await disableCaptcha(host, site.adminToken);
      db = openTestDatabase<Tables>(site.database.body, dataDir);
      await configureSmtp(db, mailbox);

      people.admin = { id: await idOf(ADMIN.email), email: ADMIN.email, password: ADMIN.password };
      people.early = await member('Early');
      await withoutThePoint(people.early);
      people.helpful = await member('Helpful');
      await withoutThePoint(people.helpful);
      await earned(people.helpful, 10);
      people.current = await member('Current');
      people.waiting = await member('Waiting', false);
      people.gone = await member('Gone');
      await withoutThePoint(people.gone);
      const deleted = await running().api('PUT', '/answer/admin/api/user/status', { token: site.adminToken, body: { user_id: people.gone.id, status: 'deleted' } });
      expect(deleted.status).toBe(200);
      const made = await running().api('POST', '/answer/admin/api/user', { token: site.adminToken, body: { display_name: 'Made Here', email: 'made@example.com', password: 'made-password' } });
      expect(made.status).toBe(200);
      people.made = { id: await idOf('made@example.com'), email: 'made@example.com', password: 'made-password' };
      await earned(people.made, 11);

      await db.deleteFrom('plugin_migration').where('plugin_id', '=', 'activity').where('name', '=', '0003_user_activated_point').execute();
      await restart();
    }, 120_000);

    afterAll(async () => {
      await host?.stop();
      await db?.destroy();
      await site?.database.drop();
      await mailbox?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('gives verified members who never had it the point, with its row in their history', async () => {
      expect(await rankOf(people.early)).toBe(1);
      expect(await pointRows(people.early)).toEqual([{ object_id: '0', rank: 1, has_rank: 1 }]);
      // a cancelled vote gave its ten back: only the standing one counts
      expect(await rankOf(people.helpful)).toBe(11);
      expect(await pointRows(people.helpful)).toEqual([{ object_id: '0', rank: 1, has_rank: 1 }]);

      const token = await login(running(), people.early.email, people.early.password);
      const seen = await running().api<Envelope<{ rank: number }>>('GET', `${API}/user/info`, { token, headers: freshClient() });
      expect(seen.body.data.rank).toBe(1);
      const may = await running().api<Envelope<Record<string, { has_permission: boolean }>>>('GET', `${API}/permission?action=question.add`, { token });
      expect(may.body.data['question.add'].has_permission).toBe(true);
    });

    it('leaves alone the admin, admin-made accounts, members who have it, unverified and deleted accounts', async () => {
      expect(await rankOf(people.admin)).toBe(1);
      expect(await pointRows(people.admin)).toEqual([]);
      expect(await rankOf(people.made)).toBe(11);
      expect(await pointRows(people.made)).toEqual([]);
      expect(await rankOf(people.current)).toBe(1);
      expect(await pointRows(people.current)).toEqual([{ object_id: '0', rank: 1, has_rank: 1 }]);
      expect(await rankOf(people.waiting)).toBe(0);
      expect(await pointRows(people.waiting)).toEqual([]);
      expect(await rankOf(people.gone)).toBe(0);
      expect(await pointRows(people.gone)).toEqual([]);
    });

    it('runs once: the next start changes nothing', async () => {
      const migrations = await db.selectFrom('plugin_migration').select('name').where('plugin_id', '=', 'activity').where('name', '=', '0003_user_activated_point').execute();
      expect(migrations).toHaveLength(1);
      // the state it would act on again, were it to run twice
      await withoutThePoint(people.early);
      await restart();
      expect(await rankOf(people.early)).toBe(0);
      expect(await rankOf(people.helpful)).toBe(11);
      expect(await pointRows(people.helpful)).toHaveLength(1);
    });
  });
}
