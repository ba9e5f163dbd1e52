/**
 * The chat notifier against a local chat server: members set their webhook through the real
 * settings API, notifications of the kinds they chose arrive as Slack or Mattermost JSON, a
 * receiver that fails or hangs is tried again with growing waits and then shown as failed, private
 * addresses are refused unless the admin allows them, and the site-wide webhook hears of new
 * questions in the chosen tags only. The delivery job runs every 100 ms here; "time passes" for a
 * back-off by moving the row's next try into the past.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryItem } from '../../plugins/notifier_chat/server/deliveries';
import { API_DATABASES, type Envelope } from './harness';
import { API, addMember, asked, insertTag, type FieldErrors, type Member, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const PLUGIN_API = `${API}/plugins/notifier_chat`;

interface Rows {
  notifier_chat_delivery: { id: number | string; user_id: string; status: string; attempts: number; next_attempt_at: number | string; updated_at: number | string };
}

interface ChatPost {
  text: string;
  username?: string;
}

const ADMIN_DEFAULTS = { site_webhook_url: '', site_format: 'slack', site_tags: '', allow_private_addresses: true, max_attempts: 5, timeout_seconds: 5 };

let titles = 0;
const title = (words: string) => `${words}, case ${(titles += 1)}?`;

for (const kind of API_DATABASES) {
  describe(`chat notifier on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind, { env: { ANSWER_JOBS_INTERVAL_MS: '100' } });
    const rows = () => fx.db as unknown as Kysely<Rows>;
    let receiver: WebhookReceiver;
    let asker: Member;
    let answerer: Member;
    let third: Member;

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      await insertTag(fx, 1, 'support');
      await insertTag(fx, 2, 'lamps');
      asker = await addMember(fx, 800);
      answerer = await addMember(fx, 800);
      third = await addMember(fx, 800);
    });
    afterAll(async () => {
      await receiver?.close();
    });

    const ok = <T>(response: { status: number; body: Envelope<T> }): T => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const configure = async (fields: Partial<typeof ADMIN_DEFAULTS>) =>
      ok(await fx.host.api<Envelope<null>>('PUT', '/answer/admin/api/plugin/config', { token: fx.site.adminToken, body: { plugin_slug_name: 'notifier_chat', config_fields: { ...ADMIN_DEFAULTS, ...fields } } }));
    const saveSettings = (member: Member, fields: Record<string, unknown>) =>
      fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/user/plugin/config`, { token: member.token, body: { plugin_slug_name: 'notifier_chat', config_fields: fields } });
    const savedSettings = async (member: Member) =>
      ok(await fx.host.api<Envelope<{ values: Record<string, unknown> }>>('GET', `${API}/user/plugin/config?plugin_slug_name=notifier_chat`, { token: member.token })).values;
    const deliveries = async (member: Member) => ok(await fx.host.api<Envelope<{ count: number; list: DeliveryItem[] }>>('GET', `${PLUGIN_API}/deliveries`, { token: member.token })).list;
    /** Reads the member's list until `check` holds for it (the job works in the background). */
    const deliveriesWhen = async (member: Member, check: (list: DeliveryItem[]) => boolean, ms = 15_000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const list = await deliveries(member);
        if (check(list)) return list;
        if (Date.now() > deadline) throw new Error(`deliveries never matched: ${JSON.stringify(list)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const answer = async (by: Member, questionId: string) =>
      ok(await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, { token: by.token, body: { question_id: questionId, content: 'Swap the capacitor, it is the usual culprit here.' } })).info.id;
    const comment = async (by: Member, objectId: string, text: string) =>
      ok(await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: by.token, body: { object_id: objectId, original_text: text } })).comment_id;
    const usernameOf = async (member: Member) => ok(await fx.host.api<Envelope<{ username: string }>>('GET', `${API}/user/info`, { token: member.token })).username;
    const postsTo = (path: string) => receiver.to(path).map((post) => post.body as ChatPost);

    it('refuses a webhook on this machine or a private network with a field error, until the admin allows such addresses', async () => {
      await configure({ allow_private_addresses: false });
      const own = await saveSettings(asker, { webhook_url: `${receiver.url}/ok/asker` });
      expect(own.status).toBe(400);
      expect(own.body.data).toEqual([{ error_field: 'webhook_url', error_msg: 'The address points at this site itself.' }]);
      for (const address of ['http://localhost:9/hook', 'http://10.20.30.40/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest/meta-data']) {
        const refused = await saveSettings(asker, { webhook_url: address });
        expect(refused.status, address).toBe(400);
        expect(refused.body.data).toEqual([{ error_field: 'webhook_url', error_msg: 'The address points at this machine or a private network, which this site does not post to.' }]);
      }
      const notHttp = await saveSettings(asker, { webhook_url: 'ftp://chat.example.com/hook' });
      expect(notHttp.status).toBe(400);
      expect((notHttp.body.data as FieldErrors).map((item) => item.error_field)).toEqual(['webhook_url']);
      // nothing was saved
      expect((await savedSettings(asker)).webhook_url).toBe('');

      await configure({ allow_private_addresses: true });
      ok(await saveSettings(asker, { webhook_url: `${receiver.url}/ok/asker`, format: 'slack' }));
      expect(await savedSettings(asker)).toMatchObject({ webhook_url: `${receiver.url}/ok/asker`, format: 'slack', notify_answers: true });
    });

    it("posts another member's answer to the asker's webhook as Slack JSON with the question's title and link", async () => {
      await configure({});
      ok(await saveSettings(asker, { webhook_url: `${receiver.url}/ok/asker`, format: 'slack' }));
      const question = await asked(fx, asker, title('Why does my desk lamp buzz when dimmed'));
      const answerId = await answer(answerer, question.id);

      const [post] = await receiver.waitFor('/ok/asker');
      expect(post.contentType).toMatch(/^application\/json/);
      const text = (post.body as ChatPost).text;
      expect(text).toContain(`|${question.title}>`);
      expect(text).toMatch(new RegExp(`<${fx.host.url}/questions/${question.id}(/[^/|>]+)?/${answerId}\\|`));
      expect(text).toMatch(/^<[^|]+\/users\/[^|]+\|Member \d+> answered /);

      const list = await deliveriesWhen(asker, (items) => items[0]?.status === 'delivered');
      expect(list[0]).toMatchObject({ kind: 'answers', status: 'delivered', title: question.title, target_host: '127.0.0.1', attempts: 1, error: '' });
      // the answerer keeps no webhook and sees nothing of the asker's
      expect(await deliveries(answerer)).toEqual([]);
    });

    it("posts comments, mentions and invitations only as the member chose, in the member's language", async () => {
      await configure({});
      ok(await fx.host.api('PUT', `${API}/user/interface`, { token: third.token, body: { language: 'zh_CN', color_scheme: 'default' } }));
      ok(await saveSettings(third, { webhook_url: `${receiver.url}/ok/third`, format: 'mattermost', notify_answers: true, notify_comments: false, notify_mentions: true, notify_invites: false }));
      const thirdName = await usernameOf(third);

      // a comment on their question: comments are off, nothing is queued
      const own = await asked(fx, third, title('How do I wire a three-way switch'));
      await comment(answerer, own.id, 'Which country are you in? The colours differ.');
      expect(await deliveries(third)).toEqual([]);

      // an invitation: off as well
      const other = await asked(fx, asker, title('Which bulbs work with old dimmers'));
      ok(await fx.host.api('PUT', `${API}/question/invite`, { token: asker.token, body: { id: other.id, invite_user: [thirdName] } }));
      expect(await deliveries(third)).toEqual([]);

      // a mention: on
      const commentId = await comment(answerer, other.id, `@${thirdName} you fixed this once, do you remember how?`);
      const [post] = await receiver.waitFor('/ok/third');
      const body = post.body as ChatPost;
      expect(body.username).toBe('Answer Test');
      expect(body.text).toMatch(/^\[Member \d+\]\([^)]+\) 在 \[.+\]\(.+\) 的评论中提及了你$/);
      expect(body.text).toContain(`${fx.host.url}/questions/${other.id}/`);
      expect(body.text).toContain(`?commentId=${commentId}`);
      const list = await deliveriesWhen(third, (items) => items.length === 1 && items[0].status === 'delivered');
      expect(list[0]).toMatchObject({ kind: 'mentions', title: other.title });

      // invitations switched on: the next one arrives
      ok(await saveSettings(third, { webhook_url: `${receiver.url}/ok/third`, format: 'mattermost', notify_comments: false, notify_mentions: true, notify_invites: true }));
      const again = await asked(fx, asker, title('Can a smart plug run a space heater'));
      ok(await fx.host.api('PUT', `${API}/question/invite`, { token: asker.token, body: { id: again.id, invite_user: [thirdName] } }));
      const posts = await receiver.waitFor('/ok/third', 2);
      expect((posts[1].body as ChatPost).text).toMatch(/邀请你回答 \[Can a smart plug run a space heater, case \d+\?\]/);
      expect(postsTo('/ok/third')).toHaveLength(2);
    });

    it('tries a receiver that answers 500 again after growing waits, then shows the delivery as failed with the reason', async () => {
      await configure({ max_attempts: 3 });
      ok(await saveSettings(answerer, { webhook_url: `${receiver.url}/fail/answerer` }));
      ok(await fx.host.api('POST', `${PLUGIN_API}/test`, { token: answerer.token, body: {} }));
      const row = () => rows().selectFrom('notifier_chat_delivery').selectAll().where('user_id', '=', answerer.id).executeTakeFirstOrThrow();
      const retried = async (attempts: number) => {
        const list = await deliveriesWhen(answerer, (items) => items[0]?.attempts === attempts && items[0].status === (attempts < 3 ? 'pending' : 'failed'));
        return { item: list[0], stored: await row() };
      };

      const first = await retried(1);
      expect(first.item).toMatchObject({ kind: 'test', status: 'pending', error: 'The webhook answered with status 500.' });
      expect(Number(first.stored.next_attempt_at) - Number(first.stored.updated_at)).toBe(30);
      expect(first.item.next_attempt_at).toBe(Number(first.stored.next_attempt_at));
      // time passes
      await rows().updateTable('notifier_chat_delivery').set({ next_attempt_at: 0 }).where('id', '=', first.stored.id).execute();

      const second = await retried(2);
      expect(second.item.status).toBe('pending');
      expect(Number(second.stored.next_attempt_at) - Number(second.stored.updated_at)).toBe(60);
      await rows().updateTable('notifier_chat_delivery').set({ next_attempt_at: 0 }).where('id', '=', second.stored.id).execute();

      const last = await retried(3);
      expect(last.item).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: 0, error: 'The webhook answered with status 500.' });
      expect(receiver.to('/fail/answerer')).toHaveLength(3);
      // the test message says where it came from
      expect((receiver.to('/fail/answerer')[0].body as ChatPost).text).toMatch(/^Test message from <http:\/\/127\.0\.0\.1:\d+\|Answer Test>/);
    });

    it('gives up on a receiver that hangs after the time limit, while other deliveries and requests go on', async () => {
      await configure({ timeout_seconds: 3 });
      const hanging = await addMember(fx, 800);
      ok(await saveSettings(hanging, { webhook_url: `${receiver.url}/hang/member` }));
      ok(await saveSettings(asker, { webhook_url: `${receiver.url}/ok/asker-again` }));
      const slow = await asked(fx, hanging, title('Why does my fan hum after midnight'));
      // the answer is saved and answered while the chat server holds the post open
      await answer(answerer, slow.id);
      const [held] = await receiver.waitFor('/hang/member');
      expect(held.abandoned).toBe(false);

      const quick = await asked(fx, asker, title('Is it safe to paint a radiator'));
      await answer(answerer, quick.id);
      await receiver.waitFor('/ok/asker-again');
      // the other member's post went through while the hanging one was still waiting
      expect(held.abandoned).toBe(false);

      const list = await deliveriesWhen(hanging, (items) => items[0]?.attempts === 1);
      expect(list[0]).toMatchObject({ status: 'pending', error: 'No answer within 3 seconds.' });
      expect(held.abandoned).toBe(true);
    });

    it('posts new questions to the site-wide webhook only in the chosen tags, in Mattermost form', async () => {
      await configure({ site_webhook_url: `${receiver.url}/ok/site`, site_format: 'mattermost', site_tags: 'lamps, heaters' });
      const siteRows = async () => (await rows().selectFrom('notifier_chat_delivery').select('id').where('user_id', '=', '0').execute()).length;
      const before = await siteRows();
      await asked(fx, asker, title('Where should the router go'), ['support']);
      // queued with the question or not at all
      expect(await siteRows()).toBe(before);

      const lamp = await asked(fx, asker, title('Do LED lamps need a special dimmer'), ['lamps']);
      const [post] = await receiver.waitFor('/ok/site');
      const body = post.body as ChatPost;
      expect(body.username).toBe('Answer Test');
      expect(body.text).toContain(`asked [${lamp.title}](${fx.host.url}/questions/${lamp.id}`);
      expect(body.text).toMatch(/\nTags: lamps$/);
      expect(receiver.to('/ok/site')).toHaveLength(1);
    });
  });
}
