/**
 * Inviting members to answer on each database: who may invite (reputation, staff), on which
 * questions (open ones), whom (existing members, not oneself, at most five), the list the page
 * shows, the mail the newly invited get (once), `/permission`, and the member search the
 * invitation form uses.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import type { Envelope } from './harness';
import { useInstalledSite } from './test-database';
import { API, addMember, asked, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import type { InvitedUser } from '../../plugins/invites/server/users';
import { ALL_DATABASES } from './harness';

interface InviteTables {
  question: { id: string; status: number; invite_user_id: string };
  user: { id: number | string; username: string; e_mail: string; display_name: string };
}

interface Person extends Member {
  username: string;
  email: string;
}

const ACTION = 'answer.invite_someone_to_answer';
let titles = 0;

for (const kind of ALL_DATABASES) {
  describe(`invitations to answer on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind);
    const mailbox = useMailbox(fx);
    const rows = () => fx.db as unknown as Kysely<InviteTables>;
    let admin: Member;
    let inviter: Person;
    let newcomer: Person;
    let moderator: Person;
    let alice: Person;
    let bob: Person;
    let carol: Person;

    async function person(rank: number, roleId?: 3): Promise<Person> {
      const member = await addMember(fx, rank, roleId);
      const row = await rows().selectFrom('user').select(['username', 'e_mail']).where('id', '=', member.id).executeTakeFirstOrThrow();
      return { ...member, username: row.username, email: row.e_mail };
    }

    beforeAll(async () => {
      await insertTag(fx, 1, 'support');
      admin = { id: '1', token: fx.site.adminToken };
      inviter = await person(500);
      newcomer = await person(499);
      moderator = await person(1, 3);
      alice = await person(1);
      bob = await person(1);
      carol = await person(1);
    });

    const newQuestion = async () => (await asked(fx, admin, `Who can answer question number ${(titles += 1)}?`)).id;
    const invite = (member: Member, id: string, usernames: string[]) =>
      fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/question/invite`, { token: member.token, body: { id, invite_user: usernames } });
    const invited = async (id: string) => {
      const response = await fx.host.api<Envelope<InvitedUser[]>>('GET', `${API}/question/invite?id=${id}`);
      expect(response.status).toBe(200);
      return response.body.data.map((user) => user.username);
    };
    const stored = async (id: string) => (await rows().selectFrom('question').select('invite_user_id').where('id', '=', id).executeTakeFirstOrThrow()).invite_user_id;

    it('lets members with enough reputation invite, lists the invited and mails them once', async () => {
      const questionId = await newQuestion();
      expect(await invited(questionId)).toEqual([]);
      const saved = await invite(inviter, questionId, [alice.username]);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(JSON.parse(await stored(questionId))).toEqual([alice.id]);
      const list = await fx.host.api<Envelope<InvitedUser[]>>('GET', `${API}/question/invite?id=${questionId}`);
      expect(list.body.data).toEqual([expect.objectContaining({ id: alice.id, username: alice.username, status: 'normal' })]);

      const mail = await mailbox().next(alice.email);
      expect(mail.subject).toContain('invited you to answer');
      expect(mail.subject).toContain(`Who can answer question number ${titles}?`);
      expect(mail.text).toContain(`/questions/${questionId}`);

      // the same list again, then one more: only the newcomer to the list is mailed
      expect((await invite(inviter, questionId, [alice.username])).status).toBe(200);
      expect((await invite(inviter, questionId, [alice.username, bob.username])).status).toBe(200);
      await mailbox().next(bob.email);
      expect(mailbox().to(alice.email)).toHaveLength(1);
      expect(await invited(questionId)).toEqual([alice.username, bob.username]);

      // the list is replaced, not added to
      expect((await invite(inviter, questionId, [bob.username])).status).toBe(200);
      expect(await invited(questionId)).toEqual([bob.username]);
    });

    it('refuses members below the reputation threshold and lets staff invite whatever their reputation', async () => {
      const questionId = await newQuestion();
      const refused = await invite(newcomer, questionId, [alice.username]);
      expect([refused.status, refused.body.reason, refused.body.msg]).toEqual([403, 'error.invite.no_enough_rank', 'You need at least 500 reputation to invite people to answer.']);
      expect(await stored(questionId)).toBe('');
      expect((await invite(moderator, questionId, [carol.username])).status).toBe(200);
      expect((await invite(admin, questionId, [carol.username, alice.username])).status).toBe(200);
      expect(await invited(questionId)).toEqual([carol.username, alice.username]);
    });

    it('refuses unknown members, oneself and more than five, on the invite_user field', async () => {
      const questionId = await newQuestion();
      const cases: string[][] = [
        [alice.username, 'nobody-by-this-name'],
        [inviter.username],
        [alice.username, bob.username, carol.username, moderator.username, newcomer.username, 'admin'],
      ];
      for (const usernames of cases) {
        const response = await invite(inviter, questionId, usernames);
        expect(response.status, usernames.join(',')).toBe(400);
        expect((response.body.data ?? []).map((item) => item.error_field)).toEqual(['invite_user']);
      }
      expect((await invite(inviter, questionId, [alice.username])).status).toBe(200);
      expect(await invited(questionId)).toEqual([alice.username]);
    });

    it('takes invitations on open questions only', async () => {
      const closed = await newQuestion();
      await rows().updateTable('question').set({ status: 2 }).where('id', '=', closed).execute();
      const onClosed = await invite(inviter, closed, [alice.username]);
      expect([onClosed.status, onClosed.body.reason]).toEqual([403, 'error.invite.question_closed']);
      expect(await stored(closed)).toBe('');
      expect((await invite(inviter, '10010000000099999', [alice.username])).status).toBe(404);
      expect((await fx.host.api('PUT', `${API}/question/invite`, { body: { id: closed, invite_user: [] } })).status).toBe(401);
    });

    it('answers /permission for the invitation action', async () => {
      const ask = (member: Member) => fx.host.api<Envelope<Record<string, { has_permission: boolean; no_permission_tip: string }>>>('GET', `${API}/permission?action=${ACTION}`, { token: member.token });
      expect((await ask(inviter)).body.data[ACTION]).toEqual({ has_permission: true, no_permission_tip: '' });
      expect((await ask(moderator)).body.data[ACTION].has_permission).toBe(true);
      expect((await ask(newcomer)).body.data[ACTION]).toEqual({ has_permission: false, no_permission_tip: 'You need at least 500 reputation to invite people to answer.' });
    });

    it('finds members by the start of their username or display name, leaving out the caller', async () => {
      const search = (member: Member | null, text: string) =>
        fx.host.api<Envelope<InvitedUser[]>>('GET', `${API}/user/info/search?username=${encodeURIComponent(text)}`, { token: member?.token });
      await rows().updateTable('user').set({ display_name: 'Zed Zebra' }).where('id', '=', carol.id).execute();
      const byName = await search(inviter, 'zed z');
      expect(byName.status).toBe(200);
      expect(byName.body.data.map((user) => user.id)).toEqual([carol.id]);
      expect(byName.body.data[0]).toMatchObject({ username: carol.username, display_name: 'Zed Zebra', status: 'normal' });
      expect((await search(inviter, carol.username)).body.data.map((user) => user.id)).toEqual([carol.id]);
      expect((await search(carol, carol.username)).body.data).toEqual([]);

      const many = (await search(inviter, 'member')).body.data;
      expect(many.length).toBe(5);
      expect(many.map((user) => user.id)).not.toContain(inviter.id);
      expect((await search(inviter, '%')).body.data).toEqual([]);
      expect((await search(inviter, '')).body.data).toEqual([]);
      expect((await search(null, 'member')).status).toBe(401);
    });
  });
}
