/**
 * The chat post of a notification: one line in the receiver's language with the member who caused
 * it and the question linked, as the JSON body both Slack's and Mattermost's incoming webhooks take
 * (`{"text": ...}`; Mattermost also `username`). Slack marks links up as `<url|label>` and needs
 * `&`, `<`, `>` escaped; Mattermost reads Markdown, and a bare `@channel` in a title would ping a
 * whole channel there, so member-written text is defused.
 */
import { NOTIFICATION_TYPE_PREFIX, type NotificationMessage } from '@answer/sdk/server';
import type { ChatFormat } from './settings';

export type Translate = (lang: string, key: string, vars?: Record<string, unknown>) => string;

export interface ChatBody {
  text: string;
  username?: string;
}

const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const markdownText = (text: string) => text.replace(/[\\[\]()*_~`#>|]/g, '\\$&').replace(/@/g, '@\u200b');
/** An address as link markup accepts it: only http(s), with the characters ending the markup escaped. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url.replace(/[\s|<>()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`) : '');

/** `label` linked to `url` in the format's markup (plain text without an address). */
export function link(format: ChatFormat, label: string, url: string): string {
  const target = safeUrl(url);
  if (format === 'slack') return target ? `<${target}|${slackText(label)}>` : slackText(label);
  return target ? `[${markdownText(label)}](${target})` : markdownText(label);
}

/** Plain member-written text in the format's markup. */
export const plain = (format: ChatFormat, text: string) => (format === 'slack' ? slackText(text) : markdownText(text));

/** The backend message key of a notification type (`notifier_chat.message.answer_the_question`). */
export const messageKey = (type: string) => `notifier_chat.message.${type.startsWith(NOTIFICATION_TYPE_PREFIX) ? type.slice(NOTIFICATION_TYPE_PREFIX.length) : type}`;

/** The body posted for `message`, written in `message.receiver_lang`. */
export function chatBody(message: NotificationMessage, format: ChatFormat, t: Translate, siteName: string): ChatBody {
  const lang = message.receiver_lang;
  const actorName = message.trigger_user_display_name || t(lang, 'notifier_chat.message.someone');
  const actor = link(format, actorName, message.trigger_user_url);
  const question = link(format, message.question_title, message.comment_url || message.answer_url || message.question_url);
  const tags = message.tags
    .split(',')
    .filter(Boolean)
    .map((tag) => plain(format, tag))
    .join(', ');
  let text = t(lang, messageKey(message.notification_type), { actor, question });
  if (tags) text += `\n${t(lang, 'notifier_chat.message.tags', { tags })}`;
  return format === 'mattermost' ? { text, username: siteName } : { text };
}

/** The body of the test a member sends themselves from their settings. */
export function testBody(format: ChatFormat, t: Translate, lang: string, siteName: string, siteUrl: string): ChatBody {
  const text = t(lang, 'notifier_chat.message.test', { site: link(format, siteName, siteUrl) });
  return format === 'mattermost' ? { text, username: siteName } : { text };
}
