/**
 * The chat notifier in Chromium against a real host and a local chat server: member A signs up
 * (form, captcha, activation mail), asks a question, opens Settings → Chat notifier and enters the
 * chat server's webhook. While the admin allows no private addresses the form refuses it on the
 * field; once allowed it saves. Member B answers A's question, the chat server receives the notice
 * (Slack JSON naming the question), and A's settings page shows it as delivered.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../api/harness';
import { startMailbox, type Mailbox } from '../api/mailbox';
import { startWebhookReceiver, type WebhookReceiver } from '../api/webhook-receiver';
import { fieldErrors, launchBrowser, openPage, seeText, type TrackedPage } from './browser';
import { addMembers, api, deliverMailTo, startSite, type Site } from './site';
import { signUpAndActivate } from './signup';

const MEMBER_A = { name: 'Ada Asker', email: 'ada@example.com', password: 'ada-password-1' };
const MEMBER_B = { display_name: 'Ben Answerer', email: 'ben@example.com', password: 'ben-password-1' };
const TAG = { slug_name: 'electronics', display_name: 'Electronics', original_text: '' };
const QUESTION = { title: 'Why does my soldering iron tip turn black?', content: 'It was shiny when new and now solder will not stick to it at all.' };
const ADMIN_CONFIG = { site_webhook_url: '', site_format: 'slack', site_tags: '', max_attempts: 5, timeout_seconds: 5 };
/** Optional: a folder to keep the journey's screenshots in. */
const SHOTS = process.env.ANSWER_E2E_SHOTS ?? '';

describe('chat notifier', () => {
  let site: Site;
  let mailbox: Mailbox;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let member: TrackedPage;

  const adminToken = () => site.adminToken ?? '';
  const allowPrivateAddresses = async (allow: boolean) => {
    const saved = await api(site, 'PUT', '/answer/admin/api/plugin/config', { token: adminToken(), body: { plugin_slug_name: 'notifier_chat', config_fields: { ...ADMIN_CONFIG, allow_private_addresses: allow } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  beforeAll(async () => {
    [mailbox, receiver] = await Promise.all([startMailbox(), startWebhookReceiver()]);
    site = await startSite({ installed: true });
    await deliverMailTo(site, mailbox);
    // the admin's question brings the tag members may then use
    const first = await api(site, 'POST', '/answer/api/v1/question', { token: adminToken(), body: { title: 'Which flux works best for electronics work?', content: 'Asking so the tag exists for members.', tags: [TAG] } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await addMembers(site, MEMBER_B);
    await allowPrivateAddresses(false);
    browser = await launchBrowser();
    member = await openPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await receiver?.close();
    await mailbox?.close();
  });

  it("posts an answer to the member's question to their chat webhook and shows it delivered", async () => {
    const { page } = member;
    await signUpAndActivate(page, site, mailbox, MEMBER_A);
    const asked = await api<{ id: string }>(site, 'POST', '/answer/api/v1/question', { token: await login(site.host, MEMBER_A.email, MEMBER_A.password), body: { ...QUESTION, tags: [TAG] } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);

    await page.goto(`${site.url}/users/settings`);
    await page.getByRole('link', { name: 'Chat notifier' }).click();
    await page.waitForURL((url) => url.pathname === '/users/settings/notifier_chat');
    const form = page.locator('#user-plugin-settings-form');
    await form.getByLabel(/^Webhook address/).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifier-chat-empty.png`, fullPage: true });
    const webhook = `${receiver.url}/ok/ada`;
    await form.getByLabel(/^Webhook address/).fill(webhook);
    await form.getByRole('button', { name: 'Save' }).click();
    // this machine is not a chat server the site posts to, unless the admin says so
    await seeText(await fieldErrors(page, /^Webhook address/), 'The address points at this site itself.');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifier-chat-refused.png`, fullPage: true });

    await allowPrivateAddresses(true);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update success.').waitFor();
    await page.getByText('Nothing has been posted yet.').waitFor();

    const answered = await api(site, 'POST', '/answer/api/v1/answer', {
      token: await login(site.host, MEMBER_B.email, MEMBER_B.password),
      body: { question_id: asked.body.data.id, content: 'The tip oxidised: clean it with tip tinner and keep it tinned when idle.' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    const [post] = await receiver.waitFor('/ok/ada', 1, 20_000);
    const text = (post.body as { text: string }).text;
    expect(text).toMatch(/^<[^|]+\|Ben Answerer> answered <[^|]+\|Why does my soldering iron tip turn black\?>$/);
    expect(text).toContain(`${site.url}/questions/${asked.body.data.id}`);

    // the panel under the form reads the deliveries again while the page is open
    const row = page.getByTestId('delivery').filter({ hasText: QUESTION.title });
    await seeText(row, 'Delivered');
    await expect(row.textContent()).resolves.toContain('127.0.0.1');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifier-chat-delivered.png`, fullPage: true });
    expect(member.errors).toEqual([]);
  });
});
