/**
 * The first hour of a fresh site through the API, as its first people take it: nothing seeded, the
 * captcha on as after install. The admin points the site at a mail server; member A signs up,
 * activates from the mail and asks with the tag the site starts with; member B does the same and
 * answers; A comments on the answer and accepts it; B, above the up-vote threshold after the accept
 * (15 + 1 = 16 ≥ 8), up-votes A's question. Every step checks its answer and each member's
 * reputation as they see it. PostgreSQL, and SQLite.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase, installSite, startHost, type Envelope, type InstalledSite, type RunningHost } from './harness';
import { codeIn, freshClient, type LoginResp } from './accounts-email-support';
import { startMailbox, type Mailbox } from './mailbox';
import { openTestDatabase } from './test-database';

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';

interface Tables {
  kv_cache: { cache_key: string; value: string };
  activity: { user_id: string; object_id: string; activity_type: number; rank: number };
}

interface Person {
  name: string;
  email: string;
  password: string;
  id: string;
  token: string;
}

interface CaptchaStatus {
  captcha_id: string;
  verify: boolean;
}

const QUESTION = {
  title: 'How do I keep my notes in sync between two laptops?',
  content: 'I write notes on two laptops and copy the files by hand. What is a simple way to keep them in sync?',
};
const ANSWER = 'Put the notes folder in a git repository and push and pull it from both laptops.';
const COMMENT = 'Thanks, does that work with large images too?';

for (const kind of ['postgres', 'sqlite'] as const) {
  describe(`the first hour of a fresh site on ${kind}`, () => {
    let host: RunningHost;
    let site: InstalledSite;
    let db: Kysely<Tables>;
    let mailbox: Mailbox;
    const asker: Person = { name: 'Alma Asker', email: 'alma@example.com', password: 'alma-password-1', id: '', token: '' };
    const answerer: Person = { name: 'Bo Answerer', email: 'bo@example.com', password: 'bo-password-1', id: '', token: '' };
    let questionId = '';
    let answerId = '';

    beforeAll(async () => {
      mailbox = await startMailbox();
      host = await startHost();
      site = await installSite(host, await freshDatabase(kind));
      db = openTestDatabase<Tables>(site.database.body, host.dataDir);
    }, 120_000);

    afterAll(async () => {
      await db?.destroy();
      await host?.stop();
      await site?.database.drop();
      await mailbox?.close();
    });

    /**
     * The captcha answer for `action` when the site asks for one: the challenge the site just
     * stored for it, read from its database as the person would read the picture.
     */
    async function captcha(action: string, token?: string): Promise<Record<string, string>> {
      const status = await host.api<Envelope<CaptchaStatus>>('GET', `${API}/user/action/record?action=${action}`, { token });
      expect(status.status).toBe(200);
      if (!status.body.data.verify) return {};
      const stored = await db.selectFrom('kv_cache').select('value').where('cache_key', '=', `captcha_basic:captcha:${status.body.data.captcha_id}`).executeTakeFirstOrThrow();
      return { captcha_id: status.body.data.captcha_id, captcha_code: JSON.parse(stored.value) as string };
    }

    /** A member's reputation as they see it (`GET /user/info`). */
    const rankOf = async (person: Person) => (await host.api<Envelope<{ rank: number }>>('GET', `${API}/user/info`, { token: person.token })).body.data.rank;
    const ranks = async () => [await rankOf(asker), await rankOf(answerer)];

    /** Signs up with the form's fields and the captcha, then follows the link in the activation mail. */
    async function signUpAndActivate(person: Person): Promise<void> {
      const signedUp = await host.api<Envelope<LoginResp>>('POST', `${API}/user/register/email`, {
        body: { name: person.name, e_mail: person.email, pass: person.password, ...(await captcha('e_mail')) },
        headers: freshClient(),
      });
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
      expect(signedUp.body.data).toMatchObject({ display_name: person.name, e_mail: person.email, mail_status: 2, rank: 0 });
      person.id = signedUp.body.data.id;
      person.token = signedUp.body.data.access_token;
      expect(await rankOf(person)).toBe(0);

      const mail = await mailbox.next(person.email);
      expect(mail.subject).toBe('[Answer Test] Confirm your new account');
      const verified = await host.api<Envelope<LoginResp>>('POST', `${API}/user/email/verification`, { body: { code: codeIn(mail, '/users/account-activation') } });
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({ e_mail: person.email, mail_status: 1, status: 'normal' });
      person.token = verified.body.data.access_token;
      expect(await rankOf(person)).toBe(1);
      // the point is in the member's reputation history
      const history = await db.selectFrom('activity').select(['object_id', 'rank']).where('user_id', '=', person.id).where('activity_type', '=', 10).execute();
      expect(history.map((row) => [row.object_id, Number(row.rank)])).toEqual([['0', 1]]);
    }

    it('starts with the captcha on and lets the admin set up mail, with a test mail', async () => {
      const plugins = await host.api<Envelope<{ slug_name: string; enabled: boolean }[]>>('GET', `${API}/plugin/status`);
      expect(plugins.body.data.find((plugin) => plugin.slug_name === 'captcha_basic')?.enabled).toBe(true);
      expect((await host.api<Envelope<{ configured: boolean }>>('GET', `${API}/user/email/delivery`)).body.data).toEqual({ configured: false });

      const saved = await host.api<Envelope>('PUT', `${ADMIN_API}/setting/smtp`, {
        token: site.adminToken,
        body: { from_email: 'noreply@example.com', from_name: 'Answer Test', smtp_host: '127.0.0.1', smtp_port: mailbox.port, encryption: '', smtp_authentication: false, test_email_recipient: ADMIN.email },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await mailbox.next(ADMIN.email)).subject).toContain('Test Email');
      expect((await host.api<Envelope<{ configured: boolean }>>('GET', `${API}/user/email/delivery`)).body.data).toEqual({ configured: true });
    });

    it('lets member A sign up, activate from the mail and ask with the tag the site starts with', async () => {
      await signUpAndActivate(asker);
      const tags = await host.api<Envelope<{ slug_name: string }[]>>('GET', `${API}/question/tags?tag=sup`, { token: asker.token });
      expect(tags.status).toBe(200);
      expect(tags.body.data.map((tag) => tag.slug_name)).toContain('support');

      const asked = await host.api<Envelope<{ id: string }>>('POST', `${API}/question`, {
        token: asker.token,
        body: { ...QUESTION, tags: [{ slug_name: 'support', display_name: 'support' }], ...(await captcha('question', asker.token)) },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      questionId = asked.body.data.id;
      const shown = await host.api<Envelope<{ title: string; tags: { slug_name: string }[]; user_info: { id: string } }>>('GET', `${API}/question/info?id=${questionId}`);
      expect(shown.status).toBe(200);
      expect(shown.body.data.title).toBe(QUESTION.title);
      expect(shown.body.data.tags.map((tag) => tag.slug_name)).toEqual(['support']);
      expect(shown.body.data.user_info.id).toBe(asker.id);
      expect(await rankOf(asker)).toBe(1);
    });

    it('lets member B sign up, activate and answer, and not yet up-vote', async () => {
      await signUpAndActivate(answerer);
      const answered = await host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, {
        token: answerer.token,
        body: { question_id: questionId, content: ANSWER, ...(await captcha('answer', answerer.token)) },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      answerId = answered.body.data.info.id;
      const answers = await host.api<Envelope<{ count: number; list: { id: string; content: string; user_info: { id: string } }[] }>>('GET', `${API}/answer/page?question_id=${questionId}`);
      expect(answers.body.data.count).toBe(1);
      expect(answers.body.data.list[0]).toMatchObject({ id: answerId, content: ANSWER, user_info: { id: answerer.id } });
      expect(await ranks()).toEqual([1, 1]);

      const early = await host.api<Envelope>('POST', `${API}/vote/up`, { token: answerer.token, body: { object_id: questionId, is_cancel: false, ...(await captcha('vote', answerer.token)) } });
      expect([early.status, early.body.msg]).toEqual([403, 'You need at least 8 reputation to vote up.']);
    });

    it('lets A comment on the answer and accept it', async () => {
      const commented = await host.api<Envelope<{ comment_id: string; object_id: string }>>('POST', `${API}/comment`, {
        token: asker.token,
        body: { object_id: answerId, original_text: COMMENT, ...(await captcha('comment', asker.token)) },
      });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      const comments = await host.api<Envelope<{ list: { original_text: string; user_id: string }[] }>>('GET', `${API}/comment/page?object_id=${answerId}`);
      expect(comments.body.data.list.map((comment) => [comment.original_text, comment.user_id])).toEqual([[COMMENT, asker.id]]);

      const accepted = await host.api<Envelope>('POST', `${API}/answer/acceptance`, { token: asker.token, body: { question_id: questionId, answer_id: answerId } });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const shown = await host.api<Envelope<{ accepted_answer_id: string }>>('GET', `${API}/question/info?id=${questionId}`);
      expect(shown.body.data.accepted_answer_id).toBe(answerId);
      // +2 for accepting, +15 for the accepted answer
      expect(await ranks()).toEqual([3, 16]);
    });

    it("lets B, above the up-vote threshold now, up-vote A's question", async () => {
      const voted = await host.api<Envelope<{ votes: number; vote_status: string }>>('POST', `${API}/vote/up`, {
        token: answerer.token,
        body: { object_id: questionId, is_cancel: false, ...(await captcha('vote', answerer.token)) },
      });
      expect(voted.status, JSON.stringify(voted.body)).toBe(200);
      expect(voted.body.data).toMatchObject({ votes: 1, vote_status: 'vote_up' });
      const shown = await host.api<Envelope<{ vote_count: number; vote_status: string }>>('GET', `${API}/question/info?id=${questionId}`, { token: answerer.token });
      expect(shown.body.data).toMatchObject({ vote_count: 1, vote_status: 'vote_up' });
      expect(await ranks()).toEqual([13, 16]);
    });
  });
}
