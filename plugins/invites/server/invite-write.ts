/**
 * Saving a question's invited members and telling the newly invited. The list is replaced with a
 * compare-and-set on the stored value, so of two identical requests only one finds members new to
 * the list: nobody is told or mailed twice. The mails are queued through `notification.email` on the same
 * transaction; the accounts plugin sends them to members who keep inbox mail on.
 */
import type { ServerContext } from '@answer/sdk/server';
import { invitesTrx } from './db';
import { invitedIds } from './rules';

export interface InviteChange {
  questionId: string;
  title: string;
  inviterId: string;
  inviterName: string;
  /** The members invited from now on, in order. */
  userIds: string[];
}

const ATTEMPTS = 3;

export async function saveInvites(ctx: ServerContext, change: InviteChange): Promise<void> {
  const stored = JSON.stringify(change.userIds);
  const link = `${await ctx.siteUrl()}/questions/${change.questionId}`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const saved = await ctx.transaction(async (raw) => {
      const trx = invitesTrx(raw);
      const row = await trx.selectFrom('question').select('invite_user_id').where('id', '=', change.questionId).executeTakeFirst();
      if (!row) return true;
      const before = new Set(invitedIds(row.invite_user_id));
      const updated = await trx
        .updateTable('question')
        .set({ invite_user_id: stored })
        .where('id', '=', change.questionId)
        .where('invite_user_id', '=', row.invite_user_id)
        .executeTakeFirst();
      // someone else changed the list meanwhile: read it again
      if (Number(updated.numUpdatedRows) === 0 && row.invite_user_id !== stored) return false;
      const added = change.userIds.filter((id) => !before.has(id));
      if (added.length > 0) await ctx.events.emit('question.invited', { question_id: change.questionId, user_id: change.inviterId, invitee_ids: added }, raw);
      for (const userId of added) {
        await ctx.events.emit(
          'notification.email',
          {
            user_id: userId,
            source: 'inbox',
            compose: (lang) => ({
              subject: ctx.t(lang, 'invites.mail.subject', { name: change.inviterName, title: change.title }),
              text: ctx.t(lang, 'invites.mail.text', { name: change.inviterName, title: change.title, link }),
              links: [link],
            }),
          },
          raw,
        );
      }
      return true;
    });
    if (saved) return;
  }
  throw new Error(`The invited members of question ${change.questionId} kept changing`);
}
