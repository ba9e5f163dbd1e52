/**
 * Passing notifications on to notifier plugins (Answer forwards every inbox item to its
 * Notification plugins, with absolute addresses and the receiver's language). Each inbox write
 * emits `notification.forward` in its own transaction; a question everyone may see now emits
 * `notification.new_question`. Messages are built only when a notifier asks for them, reading
 * through that transaction.
 */
import type { Transaction } from 'kysely';
import {
  notificationTypeOf,
  permalinkMode,
  questionPermalink,
  urlTitle,
  usersByIds,
  type NotificationMessage,
  type NotificationType,
  type ServerContext,
  type ServerEvents,
} from '@answer/sdk/server';
import { notificationsTrx } from './db';
import type { InboxItem } from './kinds';
import type { Located } from './notify';

/** `tag_rel.status` of a question's visible tags. */
const TAG_REL_VISIBLE = 1;

interface Site {
  url: string;
  permalink: ReturnType<typeof permalinkMode>;
  language: string;
}

/** The first call's promise, shared by later calls. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | null = null;
  return () => (built ??= build());
}

async function siteOf(ctx: ServerContext, raw: Transaction<unknown>): Promise<Site> {
  const seo = await ctx.siteInfo.get<{ permalink?: unknown }>('seo', raw);
  const look = await ctx.siteInfo.get<{ language?: string }>('interface', raw);
  return { url: await ctx.siteUrl(raw), permalink: permalinkMode(seo ?? undefined), language: look?.language || 'en_US' };
}

/** The absolute addresses of the question, answer and comment `at` names, in the site's permalink form. */
function addressesOf(site: Site, at: Pick<Located, 'questionId' | 'answerId' | 'commentId' | 'title'>) {
  const question = { id: at.questionId, url_title: urlTitle(at.title) };
  const questionUrl = site.url + questionPermalink(site.permalink, question);
  const answerUrl = at.answerId ? site.url + questionPermalink(site.permalink, question, at.answerId) : '';
  const commentUrl = at.commentId ? `${answerUrl || questionUrl}?commentId=${at.commentId}` : '';
  return { question_url: questionUrl, answer_url: answerUrl, comment_url: commentUrl };
}

async function triggerOf(ctx: ServerContext, raw: Transaction<unknown>, site: Site, userId: string) {
  const user = (await usersByIds(ctx.queries, [userId], raw)).get(userId);
  if (!user) return { trigger_user_id: '', trigger_user_display_name: '', trigger_user_url: '' };
  return { trigger_user_id: user.id, trigger_user_display_name: user.display_name || user.username, trigger_user_url: `${site.url}/users/${encodeURIComponent(user.username)}` };
}

const chosenLanguage = (language: string | undefined, site: Site) => (language && language !== 'Default' ? language : site.language);

export function notificationForwarding(ctx: ServerContext) {
  /** Tells the notifiers of inbox items just written about `at`, caused by `triggerUserId`. */
  async function inbox(raw: Transaction<unknown>, at: Located, triggerUserId: string, items: readonly InboxItem[]): Promise<void> {
    if (items.length === 0) return;
    const receivers = items.map((item) => ({ user_id: item.userId, notification_type: notificationTypeOf(item.action) }));
    const messages = once(async (): Promise<NotificationMessage[]> => {
      const site = await siteOf(ctx, raw);
      const trigger = await triggerOf(ctx, raw, site, triggerUserId);
      const people = await usersByIds(ctx.queries, receivers.map((receiver) => receiver.user_id), raw);
      const addresses = addressesOf(site, at);
      return receivers.map((receiver) => ({
        notification_type: receiver.notification_type,
        receiver_user_id: receiver.user_id,
        receiver_lang: chosenLanguage(people.get(receiver.user_id)?.language, site),
        receiver_external_id: '',
        ...trigger,
        question_title: at.title,
        ...addresses,
        tags: '',
      }));
    });
    await ctx.events.emit('notification.forward', { receivers, messages }, raw);
  }

  /** Tells the notifiers of a question everyone may see now. */
  async function published(raw: Transaction<unknown>, payload: ServerEvents['question.published']): Promise<void> {
    const db = notificationsTrx(raw);
    const question = await db.selectFrom('question').select(['id', 'title']).where('id', '=', payload.question_id).executeTakeFirst();
    if (!question) return;
    const tagRows = await db
      .selectFrom('tag_rel')
      .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
      .select('tag.slug_name')
      .where('tag_rel.object_id', '=', question.id)
      .where('tag_rel.status', '=', TAG_REL_VISIBLE)
      .orderBy('tag_rel.id')
      .execute();
    const tags = tagRows.map((row) => row.slug_name);
    const message = once(async (): Promise<NotificationMessage> => {
      const site = await siteOf(ctx, raw);
      const type: NotificationType = 'notification.action.new_question';
      return {
        notification_type: type,
        receiver_user_id: '',
        receiver_lang: site.language,
        receiver_external_id: '',
        ...(await triggerOf(ctx, raw, site, payload.user_id)),
        question_title: question.title,
        ...addressesOf(site, { questionId: question.id, answerId: '', commentId: '', title: question.title }),
        tags: tags.join(','),
      };
    });
    await ctx.events.emit('notification.new_question', { question_id: question.id, user_id: payload.user_id, tags, message }, raw);
  }

  return { inbox, published };
}
