/**
 * The plugin's settings as typed values: the admin's (site-wide notices, address policy, retries)
 * and each member's (their webhook and what goes to it). The schemas in `config/` give the
 * defaults; these readers only narrow the types.
 */
import type { NotificationType } from '@answer/sdk/server';
import type { DeliveryKind } from './tables';

export type ChatFormat = 'slack' | 'mattermost';

export interface AdminSettings {
  siteWebhookUrl: string;
  siteFormat: ChatFormat;
  /** Tag slugs whose new questions the site webhook hears of; empty: every new question. */
  siteTags: string[];
  allowPrivateAddresses: boolean;
  maxAttempts: number;
  timeoutSeconds: number;
}

export interface MemberSettings {
  webhookUrl: string;
  format: ChatFormat;
  kinds: Record<MemberKind, boolean>;
}

/** The kinds a member chooses among. */
export type MemberKind = Extract<DeliveryKind, 'answers' | 'comments' | 'mentions' | 'invites'>;

export const MEMBER_KINDS: readonly MemberKind[] = ['answers', 'comments', 'mentions', 'invites'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const formatOf = (value: unknown): ChatFormat => (value === 'mattermost' ? 'mattermost' : 'slack');
const integer = (value: unknown, fallback: number, min: number, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** Slugs from a list typed by hand (commas, spaces or new lines between them), lower case, once each. */
export function tagList(value: string): string[] {
  return [...new Set(value.split(/[\s,]+/).map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
}

export function adminSettings(values: Record<string, unknown>): AdminSettings {
  return {
    siteWebhookUrl: text(values.site_webhook_url),
    siteFormat: formatOf(values.site_format),
    siteTags: tagList(text(values.site_tags)),
    allowPrivateAddresses: values.allow_private_addresses === true,
    maxAttempts: integer(values.max_attempts, 5, 1, 10),
    timeoutSeconds: integer(values.timeout_seconds, 5, 1, 30),
  };
}

export function memberSettings(values: Record<string, unknown> | undefined): MemberSettings {
  const own = values ?? {};
  return {
    webhookUrl: text(own.webhook_url),
    format: formatOf(own.format),
    kinds: {
      answers: own.notify_answers !== false,
      comments: own.notify_comments !== false,
      mentions: own.notify_mentions !== false,
      invites: own.notify_invites !== false,
    },
  };
}

/** Which of a member's kinds an inbox notification falls under; null for those never posted (votes, moderation). */
const KIND_OF_TYPE: Partial<Record<NotificationType, MemberKind>> = {
  'notification.action.answer_the_question': 'answers',
  'notification.action.accept_answer': 'answers',
  'notification.action.update_answer': 'answers',
  'notification.action.comment_question': 'comments',
  'notification.action.comment_answer': 'comments',
  'notification.action.reply_to_you': 'comments',
  'notification.action.mention_you': 'mentions',
  'notification.action.invited_you_to_answer': 'invites',
};

export const kindOfType = (type: NotificationType): MemberKind | null => KIND_OF_TYPE[type] ?? null;

/** Whether a new question with `tags` is one the site webhook should hear of. */
export function siteWantsQuestion(settings: AdminSettings, tags: readonly string[]): boolean {
  if (!settings.siteWebhookUrl) return false;
  if (settings.siteTags.length === 0) return true;
  return tags.some((tag) => settings.siteTags.includes(tag.toLowerCase()));
}
