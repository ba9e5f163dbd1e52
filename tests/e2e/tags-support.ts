/**
 * What the tag journeys share: a fresh site that sends mail to a mailbox of the test, people who
 * join it by signing up and following the emailed link, the admin's role and reputation changes,
 * and screenshots of the steps worth looking at.
 */
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PRINCIPAL_MAX_AGE_MS } from '../../host/src/http/principal-cache';
import { linkIn, startMailbox, type Mailbox } from '../api/mailbox';
import { answerCaptcha } from './captcha';
import { siteHeader } from './session';
import { api, deliverMailTo, startSite, type Site } from './site';

export interface Person {
  display_name: string;
  email: string;
  password: string;
}

export interface MailingSite {
  site: Site;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

/** An installed site whose SMTP settings point at a mailbox of the test. */
export async function startMailingSite(): Promise<MailingSite> {
  const mailbox = await startMailbox();
  const site = await startSite({ installed: true });
  const stop = async () => {
    await site.stop();
    await mailbox.close();
  };
  try {
    await deliverMailTo(site, mailbox);
  } catch (error) {
    await stop();
    throw error;
  }
  return { site, mailbox, stop };
}

/** `person` signs up on the sign-up page and follows the emailed link; the page is then logged in. Resolves to the member's id. */
export async function join({ site, mailbox }: MailingSite, page: Page, person: Person): Promise<string> {
  await page.goto(`${site.url}/users/register`);
  const form = page.locator('#register-form');
  await form.getByLabel(/^Display name/).fill(person.display_name);
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await answerCaptcha(page, site);
  await page.waitForURL('**/users/confirm-email');
  await page.goto(linkIn(await mailbox.next(person.email), '/users/account-activation').href);
  await page.getByRole('heading', { name: 'Your account is activated' }).waitFor();
  await siteHeader(page).getByRole('button', { name: person.display_name }).waitFor();
  const found = await api<{ list: { user_id: string; e_mail: string }[] }>(site, 'GET', `/answer/admin/api/users/page?query=${encodeURIComponent(person.email)}`, { token: site.adminToken ?? '' });
  const id = found.body.data.list.find((user) => user.e_mail === person.email)?.user_id;
  if (!id) throw new Error(`${person.email} is not in the admin's user list: ${JSON.stringify(found.body)}`);
  return id;
}

/** The admin makes the member a moderator (Admin → Users → change role). */
export async function makeModerator(site: Site, userId: string): Promise<void> {
  const changed = await api(site, 'PUT', '/answer/admin/api/user/role', { token: site.adminToken ?? '', body: { user_id: userId, role_id: 3 } });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

/**
 * Reputation has no API of its own: the journeys that need some set it as the neighbours do. The
 * host keeps who a token is for a moment, so a member logged in already acts with the new
 * reputation once that moment has passed; this resolves then.
 */
export async function setReputation(site: Site, email: string, rank: number): Promise<void> {
  const db = new Database(path.join(site.dataDir, 'answer.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE user SET rank = ? WHERE e_mail = ?').run(rank, email);
  } finally {
    db.close();
  }
  await setTimeout(PRINCIPAL_MAX_AGE_MS + 100);
}

/** The id of the tag with the slug `slug`, as the admin reads it. */
export async function tagIdOf(site: Site, slug: string): Promise<string> {
  const found = await api<{ tag_id: string }>(site, 'GET', `/answer/api/v1/tag?name=${encodeURIComponent(slug)}`, { token: site.adminToken ?? '' });
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  return found.body.data.tag_id;
}

/** What the post editor holds, whichever editor is active (a text area or a rich-text box). */
export const editorText = (box: Locator) => box.evaluate((element) => (element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? '')));

const SHOTS = path.join(tmpdir(), 'tags-e2e');

/** A full-page screenshot of a step, kept outside the repository for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
