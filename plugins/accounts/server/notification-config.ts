/**
 * Which notifications a user gets by email, per source, stored as Answer stores them in
 * `user_notification_config`: one row per (user, source) whose `channels` is the JSON list
 * `[{"key":"email","enable":true}]`. A source without a row has its default.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '@answer/sdk/server';
import { issueLink } from './codes';
import { nowSeconds } from './db';
import type { AccountsTables } from './tables';

export const NOTIFICATION_SOURCES = ['inbox', 'all_new_question', 'all_new_question_for_following_tags'] as const;

export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/** The one channel there is today; plugins may add others to the stored list. */
export const EMAIL_CHANNEL = 'email';

export interface ChannelSetting {
  key: string;
  enable: boolean;
}

/** `GET /user/notification/config`: each source's email channel. */
export type NotificationConfig = Record<NotificationSource, ChannelSetting>;

/** New users get inbox mail; the two "new question" digests are opt-in (Answer's defaults). */
const EMAIL_BY_DEFAULT: Record<NotificationSource, boolean> = {
  inbox: true,
  all_new_question: false,
  all_new_question_for_following_tags: false,
};

type Executor = Kysely<AccountsTables> | Transaction<AccountsTables>;

function parseChannels(text: string): ChannelSetting[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is { key: unknown; enable: unknown } => typeof item === 'object' && item !== null)
      .map((item) => ({ key: String(item.key), enable: item.enable === true }));
  } catch {
    return [];
  }
}

function emailEnabled(channels: ChannelSetting[], fallback: boolean): boolean {
  const email = channels.find((channel) => channel.key === EMAIL_CHANNEL);
  return email ? email.enable : fallback;
}

export async function readNotificationConfig(db: Executor, userId: string): Promise<NotificationConfig> {
  const rows = await db.selectFrom('user_notification_config').select(['source', 'channels']).where('user_id', '=', userId).execute();
  const stored = new Map(rows.map((row) => [row.source, parseChannels(row.channels)]));
  const config = {} as NotificationConfig;
  for (const source of NOTIFICATION_SOURCES) {
    config[source] = { key: EMAIL_CHANNEL, enable: emailEnabled(stored.get(source) ?? [], EMAIL_BY_DEFAULT[source]) };
  }
  return config;
}

/** Whether `userId` wants mail for `source` (for the senders of notification mails). */
export async function wantsEmail(db: Executor, userId: string, source: NotificationSource): Promise<boolean> {
  return (await readNotificationConfig(db, userId))[source].enable;
}

/** Turns the email channel of each given source on or off, keeping any other channel a plugin stored. */
export async function saveEmailChannels(db: Executor, userId: string, changes: Partial<Record<NotificationSource, boolean>>): Promise<void> {
  const now = nowSeconds();
  for (const source of NOTIFICATION_SOURCES) {
    const enable = changes[source];
    if (enable === undefined) continue;
    const row = await db
      .selectFrom('user_notification_config')
      .select(['id', 'channels'])
      .where('user_id', '=', userId)
      .where('source', '=', source)
      .executeTakeFirst();
    const others = row ? parseChannels(row.channels).filter((channel) => channel.key !== EMAIL_CHANNEL) : [];
    const channels = [{ key: EMAIL_CHANNEL, enable }, ...others];
    const values = { channels: JSON.stringify(channels), enabled: channels.some((channel) => channel.enable) ? 1 : 0, updated_at: now };
    if (row) {
      await db.updateTable('user_notification_config').set(values).where('id', '=', row.id).execute();
    } else {
      await db.insertInto('user_notification_config').values({ ...values, user_id: userId, source, created_at: now }).execute();
    }
  }
}

/** Every source's email off: what the unsubscribe link in a notification mail does. */
export function unsubscribeFromEmail(db: Executor, userId: string): Promise<void> {
  const off = Object.fromEntries(NOTIFICATION_SOURCES.map((source) => [source, false])) as Record<NotificationSource, boolean>;
  return saveEmailChannels(db, userId, off);
}

/** The one-click unsubscribe link to put in a notification mail to `user`. */
export function unsubscribeLink(ctx: ServerContext, user: { id: string | number; e_mail: string }): Promise<string> {
  return issueLink(ctx, 'unsubscribe', { user_id: String(user.id), e_mail: user.e_mail });
}
