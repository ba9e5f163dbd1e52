/**
 * Answering the basic captcha as the journeys meet it on a fresh site (where it is on): the answer
 * is the newest challenge the site stored, read from its SQLite database.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { Site } from './site';

/** The answer of the captcha the dialog shows: the newest challenge the site stored. */
export function storedCaptchaAnswer(site: Site): string {
  const db = new Database(path.join(site.dataDir, 'answer.db'), { readonly: true });
  try {
    const row = db
      .prepare("SELECT value FROM kv_cache WHERE cache_key LIKE 'captcha_basic:captcha:%' ORDER BY expires_at DESC, rowid DESC LIMIT 1")
      .get() as { value: string } | undefined;
    if (!row) throw new Error('no captcha challenge stored');
    return JSON.parse(row.value) as string;
  } finally {
    db.close();
  }
}

/** Waits for the captcha dialog, answers it and waits until it closes. */
export async function answerCaptcha(page: Page, site: Site): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Captcha' });
  await dialog.getByRole('img').waitFor();
  await dialog.getByLabel('Captcha code').fill(storedCaptchaAnswer(site));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
