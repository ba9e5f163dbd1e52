/**
 * The activation point (Answer's `user.activated`, +1), on each database: a member who verifies
 * their address can ask, answer and comment at once. It comes with the activation link, with an
 * admin setting an account that never had it to normal, and with an unverified member confirming a
 * new address; once per member whatever happens after, outside the daily cap, and as a row of the
 * member's reputation history.
 */
import { describe, expect, it } from 'vitest';
import { ALL_DATABASES, login, type Envelope } from './harness';
import { API, codeIn, freshClient, signUp, useMailbox, type LoginResp } from './accounts-email-support';
import { useInstalledSite } from './test-database';

const ADMIN_API = '/answer/admin/api';
const USER_ACTIVATED = 10;

interface Tables {
  user: { id: number | string; e_mail: string; rank: number; mail_status: number };
  activity: { id: number | string; user_id: string; object_id: string; activity_type: number; rank: number; has_rank: number; cancelled: number };
  config: { id: number; key: string; value: string };
  site_info: { type: string; content: string };
}

type Permissions = Record<string, { has_permission: boolean }>;

for (const kind of ALL_DATABASES) {
  describe(`the activation point on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);

    const verify = (code: string) => fx.host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification`, { body: { code } });
    const rankSeen = async (token: string) => Number((await fx.host.api<Envelope<{ rank: number }>>('GET', `${API}/user/info`, { token })).body.data.rank);
    const mayAsk = async (token: string) =>
      (await fx.host.api<Envelope<Permissions>>('GET', `${API}/permission?action=question.add,answer.add,comment.add`, { token })).body.data;
    const admin = (method: string, path: string, body?: unknown) => fx.host.api<Envelope>(method, `${ADMIN_API}${path}`, { token: fx.site.adminToken, body });
    const setStatus = async (userId: string, status: 'normal' | 'inactive') => expect((await admin('PUT', '/user/status', { user_id: userId, status })).status).toBe(200);
    const adminLink = async (userId: string) => {
      const response = await fx.host.api<Envelope<{ activation_url: string }>>('GET', `${ADMIN_API}/user/activation?user_id=${userId}`, { token: fx.site.adminToken });
      expect(response.status).toBe(200);
      return new URL(response.body.data.activation_url).searchParams.get('code') ?? '';
    };
    const userIdOf = async (email: string) => String((await fx.db.selectFrom('user').select('id').where('e_mail', '=', email).executeTakeFirstOrThrow()).id);
    const storedRank = async (userId: string) => Number((await fx.db.selectFrom('user').select('rank').where('id', '=', userId).executeTakeFirstOrThrow()).rank);
    /** The member's reputation history rows of the activation point. */
    const pointRows = async (userId: string) =>
      (await fx.db.selectFrom('activity').selectAll().where('user_id', '=', userId).where('activity_type', '=', USER_ACTIVATED).execute()).map((row) => ({
        object_id: row.object_id,
        rank: Number(row.rank),
        has_rank: Number(row.has_rank),
        cancelled: Number(row.cancelled),
      }));
    const ONE_POINT = [{ object_id: '0', rank: 1, has_rank: 1, cancelled: 0 }];

    async function signedUp(name: string, email: string): Promise<{ id: string; token: string }> {
      const response = await signUp(fx, name, email, `${name}-password`.replace(/\s+/g, '-'));
      expect(response.status).toBe(200);
      const data = response.body.data as LoginResp;
      expect(data.mail_status).toBe(2);
      return { id: data.id, token: data.access_token };
    }

    it('gives a new member one point at the activation link, recorded in their history, and lets them take part', async () => {
      const member = await signedUp('Point Person', 'point@example.com');
      expect(await rankSeen(member.token)).toBe(0);
      expect(await pointRows(member.id)).toEqual([]);

      const code = codeIn(await mailbox().next('point@example.com'), '/users/account-activation');
      const verified = await verify(code);
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ mail_status: 1, rank: 1 });
      const token = verified.body.data.access_token;
      expect(await rankSeen(token)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
      expect(await mayAsk(token)).toMatchObject({
        'question.add': { has_permission: true },
        'answer.add': { has_permission: true },
        'comment.add': { has_permission: true },
      });

      // the same link again is dead, and a fresh one (an admin's) verifies without a second point
      expect((await verify(code)).status).toBe(403);
      expect((await verify(await adminLink(member.id))).status).toBe(200);
      expect(await rankSeen(token)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
    });

    it('gives the point once when the link was sent again and both links are followed', async () => {
      const member = await signedUp('Twice Sent', 'twice@example.com');
      const first = codeIn(await mailbox().next('twice@example.com'), '/users/account-activation');
      expect((await fx.host.api('POST', `${API}/user/email/verification/send`, { token: member.token, headers: freshClient() })).status).toBe(200);
      const second = codeIn(await mailbox().next('twice@example.com'), '/users/account-activation');

      // followed at the same instant, from two mails
      const results = await Promise.all([verify(second), verify(first)]);
      expect(results.some((response) => response.status === 200)).toBe(true);
      expect((await verify(second)).status).toBe(403);
      expect(await storedRank(member.id)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
    });

    it('does not give the point again to a member an admin deactivated and who activates again', async () => {
      const member = await signedUp('Again Active', 'again@example.com');
      expect((await verify(codeIn(await mailbox().next('again@example.com'), '/users/account-activation'))).status).toBe(200);
      expect(await storedRank(member.id)).toBe(1);

      await setStatus(member.id, 'inactive');
      expect((await verify(await adminLink(member.id))).status).toBe(200);
      await setStatus(member.id, 'inactive');
      await setStatus(member.id, 'normal');
      expect(await storedRank(member.id)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
    });

    it('gives the point when an admin activates an account that never had it, once', async () => {
      const member = await signedUp('Admin Made', 'admin-made@example.com');
      await mailbox().next('admin-made@example.com');
      await setStatus(member.id, 'normal');
      expect(await rankSeen(member.token)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
      expect(await mayAsk(member.token)).toMatchObject({ 'question.add': { has_permission: true } });

      await setStatus(member.id, 'inactive');
      await setStatus(member.id, 'normal');
      expect(await rankSeen(member.token)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
    });

    it('gives no point to an account an admin created, which starts with it', async () => {
      expect((await admin('POST', '/user', { display_name: 'Made By Admin', email: 'made@example.com', password: 'made-password' })).status).toBe(200);
      const id = await userIdOf('made@example.com');
      const token = await login(fx.host, 'made@example.com', 'made-password');
      expect(await rankSeen(token)).toBe(1);

      await setStatus(id, 'inactive');
      await setStatus(id, 'normal');
      expect(await rankSeen(token)).toBe(1);
      expect(await pointRows(id)).toEqual([]);
    });

    it('gives the point to an unverified member who moves to another address and confirms it', async () => {
      const member = await signedUp('Moved Person', 'moved@exmaple.com');
      await mailbox().next('moved@exmaple.com');
      const changed = await fx.host.api('POST', `${API}/user/email/change/code`, {
        token: member.token,
        body: { e_mail: 'moved@example.com', pass: 'Moved-Person-password' },
        headers: freshClient(),
      });
      expect(changed.status).toBe(200);
      expect(await rankSeen(member.token)).toBe(0);

      const verified = await verify(codeIn(await mailbox().next('moved@example.com'), '/users/account-activation'));
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ e_mail: 'moved@example.com', mail_status: 1 });
      expect(await rankSeen(verified.body.data.access_token)).toBe(1);
      expect(await pointRows(member.id)).toEqual(ONE_POINT);
    });

    it('gives the point even when the daily cap is already reached', async () => {
      const limit = await fx.db.selectFrom('config').select('value').where('key', '=', 'daily_rank_limit').executeTakeFirstOrThrow();
      await fx.db.updateTable('config').set({ value: '0' }).where('key', '=', 'daily_rank_limit').execute();
      try {
        const member = await signedUp('Capped Person', 'capped@example.com');
        expect((await verify(codeIn(await mailbox().next('capped@example.com'), '/users/account-activation'))).status).toBe(200);
        expect(await storedRank(member.id)).toBe(1);
        expect(await pointRows(member.id)).toEqual(ONE_POINT);
      } finally {
        await fx.db.updateTable('config').set({ value: limit.value }).where('key', '=', 'daily_rank_limit').execute();
      }
    });
  });
}
