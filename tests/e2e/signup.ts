/** Signing up as a person does on a fresh site: the form, the captcha, the mail, the link. */
import type { Page } from 'playwright-core';
import { linkIn, type Mailbox } from '../api/mailbox';
import { answerCaptcha } from './captcha';
import { siteHeader } from './session';
import type { Site } from './site';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Signs up through the form, answers the captcha and activates the account from the mail. */
export async function signUpAndActivate(page: Page, site: Site, mailbox: Mailbox, person: Person): Promise<void> {
  await page.goto(`${site.url}/`);
  await siteHeader(page).getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL('**/users/register');
  const form = page.locator('#register-form');
  await form.getByLabel(/^Display name/).fill(person.name);
  await form.getByLabel(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await answerCaptcha(page, site);
  await page.waitForURL('**/users/confirm-email');
  await page.getByText(`We sent an email to ${person.email}`).waitFor();

  const mail = await mailbox.next(person.email);
  await page.goto(linkIn(mail, '/users/account-activation').href);
  await page.getByRole('heading', { name: 'Your account is activated' }).waitFor();
  await siteHeader(page).getByRole('button', { name: person.name }).waitFor();
}
