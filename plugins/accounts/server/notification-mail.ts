/**
 * Notification mails for every plugin: a plugin emits `notification.email` and this sends it to
 * verified members who keep mail on for that source, in their language, with a one-click
 * unsubscribe link at the end. The mail leaves once the emitter's transaction has committed; a
 * failure is logged.
 */
import type { Transaction } from 'kysely';
import type { ServerContext, ServerEventHandlers } from '@answer/sdk/server';
import { accountsDb } from './db';
import { mailInBackground, mailLanguage, textToHtml } from './mails';
import { unsubscribeLink, wantsEmail } from './notification-config';
import { accountStatus } from './sessions';
import { MAIL_STATUS, type AccountsTables } from './tables';
import { findUserById, mailUserOf } from './users';

export function notificationMailHandlers(ctx: ServerContext): ServerEventHandlers {
  return {
    async 'notification.email'({ user_id, source, compose }, { trx }) {
      // read through the emitter's transaction when there is one: it may hold the connection
      const db = (trx as Transaction<AccountsTables> | null) ?? accountsDb(ctx);
      const user = await findUserById(db, user_id);
      if (!user || Number(user.mail_status) !== MAIL_STATUS.verified) return;
      if (accountStatus(Number(user.status), Number(user.suspended_until)) !== 'normal') return;
      if (!(await wantsEmail(db, user_id, source))) return;
      // the mail leaves once the write that notified is kept: never for a rolled-back one
      ctx.afterCommit(trx, () => mailInBackground(ctx, 'notification', async () => {
        if (!(await ctx.mail.configured())) return;
        const recipient = mailUserOf(user);
        const lang = await mailLanguage(ctx, recipient);
        const content = await compose(lang);
        const unsubscribe = await unsubscribeLink(ctx, user);
        const text = `${content.text}\n\n${ctx.t(lang, 'email.notification.footer', { link: unsubscribe })}`;
        await ctx.mail.send({
          to: user.e_mail,
          // a header cannot hold line breaks
          subject: content.subject.replace(/[\r\n]+/g, ' '),
          text,
          html: textToHtml(text, [...(content.links ?? []), unsubscribe]),
        });
      }));
    },
  };
}
