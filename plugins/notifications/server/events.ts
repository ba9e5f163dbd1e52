/**
 * What makes notifications: other plugins' events, handled inside their transactions. New answers
 * and acceptances arrive as the answers plugin's history entries, votes as the votes plugin's,
 * posts closed or deleted by someone else as the owners' history entries, comments (new and
 * deleted) and invitations as their own events, reputation as the activity plugin's
 * `reputation.changed`, badges earned as the badges plugin's `badge.awarded`. Where Answer mails
 * (a new answer, a new comment) this also emits `notification.email`; invitations are mailed by
 * the invites plugin itself.
 */
import type { Transaction } from 'kysely';
import { usersByIds, type ServerContext, type ServerEventHandlers, type ServerEvents } from '@answer/sdk/server';
import { currentSeconds, notificationsTrx } from './db';
import { commentReceivers, moderationActionOf, moderationReceivers, MSG_TYPE, postReceivers, receivers, summary, voteOf, type InboxItem } from './kinds';
import { notificationForwarding } from './forward';
import { addAchievement, addBadgeAward, addInbox, locate, type Located } from './notify';
import { redDotCache } from './red-dot-cache';

type Work = (raw: Transaction<unknown>) => Promise<void>;

/** Mails one kind of notification: `key` names `notifications.mail.<key>.subject|text`. */
interface Mail {
  key: 'new_answer' | 'new_comment';
  /** The receivers it goes to (the others only see the inbox item). */
  to: readonly string[];
  /** The post's Markdown, summarised in the mail. */
  text: string;
}

function postPath(at: Located): string {
  const base = `/questions/${at.questionId}${at.answerId ? `/${at.answerId}` : ''}`;
  return at.commentId ? `${base}?commentId=${at.commentId}` : base;
}

export function notificationEvents(ctx: ServerContext): ServerEventHandlers {
  // the receivers' bell counts are dropped as soon as their items are written
  const dots = redDotCache(ctx);
  const forwarding = notificationForwarding(ctx);
  // every inbox item also goes to the notifier plugins, in the same transaction
  const inbox = async (...args: Parameters<typeof addInbox>): Promise<void> => {
    const [raw, at, triggerUserId, items] = args;
    await addInbox(...args);
    await forwarding.inbox(raw, at, triggerUserId, items);
    dots.forget(items.map((item) => item.userId));
  };
  const achievement = async (...args: Parameters<typeof addAchievement>): Promise<void> => {
    await addAchievement(...args);
    dots.forget([args[2]]);
  };
  const within = async (trx: Transaction<unknown> | null, work: Work): Promise<void> => {
    if (trx) await work(trx);
    else await ctx.transaction(work);
  };

  async function mail(raw: Transaction<unknown>, at: Located, actorId: string, message: Mail): Promise<void> {
    if (message.to.length === 0) return;
    const actor = (await usersByIds(ctx.queries, [actorId], raw)).get(actorId);
    const vars = { name: actor?.display_name || actor?.username || '', title: at.title, summary: summary(message.text) };
    for (const userId of message.to) {
      await ctx.events.emit(
        'notification.email',
        {
          user_id: userId,
          source: 'inbox',
          // composed after the commit: the site address is read on another connection, which on
          // SQLite would wait for this transaction forever
          compose: async (lang) => {
            const link = `${await ctx.siteUrl()}${postPath(at)}`;
            return {
              subject: ctx.t(lang, `notifications.mail.${message.key}.subject`, { ...vars, link }),
              text: ctx.t(lang, `notifications.mail.${message.key}.text`, { ...vars, link }),
              links: [link],
            };
          },
        },
        raw,
      );
    }
  }

  async function followers(raw: Transaction<unknown>, questionId: string): Promise<string[]> {
    const answers = await ctx.queries.ask('question.followers', { question_id: questionId }, raw);
    return answers.flatMap((answer) => answer.user_ids);
  }

  async function answered(raw: Transaction<unknown>, payload: ServerEvents['activity.record']): Promise<void> {
    const at = await locate(notificationsTrx(raw), payload.object_id);
    if (!at) return;
    const items = postReceivers(payload.user_id, 'answer_the_question', at.questionAuthorId, await followers(raw, at.questionId));
    await inbox(raw, at, payload.user_id, items, payload.at ?? currentSeconds());
    const text = (await notificationsTrx(raw).selectFrom('answer').select('original_text').where('id', '=', at.objectId).executeTakeFirst())?.original_text ?? '';
    const author = items.filter((item) => item.userId === at.questionAuthorId).map((item) => item.userId);
    await mail(raw, at, payload.user_id, { key: 'new_answer', to: author, text });
  }

  async function accepted(raw: Transaction<unknown>, payload: ServerEvents['activity.record']): Promise<void> {
    const actorId = payload.trigger_user_id ?? '';
    const at = await locate(notificationsTrx(raw), payload.object_id);
    if (!at || !actorId) return;
    await inbox(raw, at, actorId, postReceivers(actorId, 'accept_answer', payload.user_id, await followers(raw, at.questionId)), payload.at ?? currentSeconds());
  }

  async function voted(raw: Transaction<unknown>, payload: ServerEvents['activity.record']): Promise<void> {
    const vote = voteOf(payload.activity);
    if (!vote) return;
    const at = await locate(notificationsTrx(raw), payload.object_id);
    if (!at) return;
    const actorId = vote.authorRow ? (payload.trigger_user_id ?? '') : payload.user_id;
    const receiverId = vote.authorRow ? payload.user_id : at.authorId;
    const items: InboxItem[] = receivers(actorId, [{ userId: receiverId, action: vote.action, msgType: MSG_TYPE.votes }]);
    await inbox(raw, at, actorId, items, payload.at ?? currentSeconds());
  }

  /** A question closed or deleted, an answer deleted: its author hears of it from whoever did it. */
  async function moderated(raw: Transaction<unknown>, payload: ServerEvents['activity.record']): Promise<void> {
    const action = moderationActionOf(payload.activity);
    const at = action ? await locate(notificationsTrx(raw), payload.object_id) : null;
    if (!action || !at) return;
    // the owners write these rows as the doer's; a row written as the author's names the doer as its trigger
    const actorId = payload.trigger_user_id && payload.trigger_user_id !== '0' ? payload.trigger_user_id : payload.user_id;
    await inbox(raw, at, actorId, moderationReceivers(actorId, at.authorId, action), payload.at ?? currentSeconds());
  }

  return {
    async 'activity.record'(payload, { trx }) {
      const activity = payload.activity;
      const handler = activity === 'answer.answered' ? answered : activity === 'answer.accepted' ? accepted : voteOf(activity) ? voted : moderationActionOf(activity) ? moderated : null;
      if (handler) await within(trx, (raw) => handler(raw, payload));
    },

    async 'comment.created'(payload, { trx }) {
      await within(trx, async (raw) => {
        const at = await locate(notificationsTrx(raw), payload.comment_id);
        const post = await locate(notificationsTrx(raw), payload.object_id);
        if (!at || !post || post.objectType === 'comment') return;
        const items = commentReceivers({ actorId: payload.user_id, postKind: post.objectType, postAuthorId: post.authorId, replyUserId: payload.reply_user_id, mentionedIds: payload.mentioned_user_ids });
        await inbox(raw, at, payload.user_id, items, payload.at);
        // Answer mails the post's author and the member replied to, not the members mentioned
        const to = items.filter((item) => item.action !== 'mention_you').map((item) => item.userId);
        await mail(raw, at, payload.user_id, { key: 'new_comment', to, text: payload.content });
      });
    },

    async 'comment.deleted'(payload, { trx }) {
      if (payload.author_id === payload.actor_id) return;
      await within(trx, async (raw) => {
        const at = await locate(notificationsTrx(raw), payload.comment_id);
        if (at) await inbox(raw, at, payload.actor_id, moderationReceivers(payload.actor_id, payload.author_id, 'your_comment_was_deleted'), payload.at);
      });
    },

    async 'question.invited'(payload, { trx }) {
      await within(trx, async (raw) => {
        const at = await locate(notificationsTrx(raw), payload.question_id);
        if (!at) return;
        const items = receivers(payload.user_id, payload.invitee_ids.map((userId) => ({ userId, action: 'invited_you_to_answer', msgType: MSG_TYPE.invites })));
        await inbox(raw, at, payload.user_id, items, currentSeconds());
      });
    },

    async 'question.published'(payload, { trx }) {
      await within(trx, (raw) => forwarding.published(raw, payload));
    },

    async 'badge.awarded'(payload, { trx }) {
      await within(trx, (raw) => addBadgeAward(raw, payload));
      dots.forget([payload.user_id]);
    },

    async 'reputation.changed'(payload, { trx }) {
      // reputation one earns or spends by one's own doing (asking, down-voting) is no news
      if (['', '0', payload.user_id].includes(payload.trigger_user_id)) return;
      await within(trx, async (raw) => {
        const at = await locate(notificationsTrx(raw), payload.object_id);
        if (at) await achievement(raw, at, payload.user_id, payload.trigger_user_id, payload.delta, currentSeconds());
      });
    },
  };
}
