/**
 * Turning forwarded notifications into queued chat posts, inside the notification's transaction:
 * a member's inbox items go to their own webhook when they chose that kind; a new question goes
 * to the admin's site-wide webhook when it carries one of the chosen tags. Nothing is posted here.
 */
import type { Transaction } from 'kysely';
import type { NotificationMessage, ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { chatBody, type Translate } from './payload';
import { enqueue, type NewDelivery } from './queue';
import { adminSettings, kindOfType, memberSettings, siteWantsQuestion } from './settings';
import { chatTrx, nowSeconds } from './tables';

async function siteName(ctx: ServerContext, trx: Transaction<unknown>): Promise<string> {
  return (await ctx.siteInfo.get<{ name?: string }>('general', trx))?.name || 'Answer';
}

export function noticeEvents(ctx: ServerContext): ServerEventHandlers {
  const t: Translate = (lang, key, vars) => ctx.t(lang, key, vars);
  const within = async (trx: Transaction<unknown> | null, work: (trx: Transaction<unknown>) => Promise<void>) => (trx ? work(trx) : ctx.transaction(work));

  return {
    async 'notification.forward'(forward, { trx }) {
      const candidates = forward.receivers.filter((receiver) => kindOfType(receiver.notification_type) !== null);
      if (candidates.length === 0) return;
      await within(trx, async (raw) => {
        const settings = await ctx.userConfig.getMany(
          candidates.map((receiver) => receiver.user_id),
          raw,
        );
        /** The member's webhook settings when they chose to hear of `type` in their chat, else null. */
        const chosen = (userId: string, type: NotificationMessage['notification_type']) => {
          const kind = kindOfType(type);
          const own = memberSettings(settings.get(userId));
          return kind && own.webhookUrl && own.kinds[kind] ? { kind, own } : null;
        };
        // most members keep no webhook: then the messages are never built
        if (!candidates.some((receiver) => chosen(receiver.user_id, receiver.notification_type))) return;
        const name = await siteName(ctx, raw);
        const deliveries: NewDelivery[] = [];
        for (const message of await forward.messages()) {
          const member = chosen(message.receiver_user_id, message.notification_type);
          if (!member) continue;
          deliveries.push({
            userId: message.receiver_user_id,
            kind: member.kind,
            notificationType: message.notification_type,
            title: message.question_title,
            target: member.own.webhookUrl,
            payload: JSON.stringify(chatBody(message, member.own.format, t, name)),
          });
        }
        await enqueue(chatTrx(raw), deliveries, nowSeconds());
      });
    },

    async 'notification.new_question'(notice, { trx }) {
      const settings = adminSettings(await ctx.pluginConfig());
      if (!siteWantsQuestion(settings, notice.tags)) return;
      await within(trx, async (raw) => {
        const message = await notice.message();
        const delivery: NewDelivery = {
          userId: '0',
          kind: 'new_question',
          notificationType: message.notification_type,
          title: message.question_title,
          target: settings.siteWebhookUrl,
          payload: JSON.stringify(chatBody(message, settings.siteFormat, t, await siteName(ctx, raw))),
        };
        await enqueue(chatTrx(raw), [delivery], nowSeconds());
      });
    },
  };
}
