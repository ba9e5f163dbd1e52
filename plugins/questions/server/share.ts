/**
 * Visits through a member's share link (Answer's `?share=<username>` on a question's address): told
 * as `question.shared`, which the badges plugin turns into First Share. The sharer's own visits are
 * not told, and a failure here never fails the page.
 */
import type { Principal, ServerContext } from '@answer/sdk/server';
import { questionsDb } from './db';

export async function tellShared(ctx: ServerContext, questionId: string, username: string, visitor: Principal | null): Promise<void> {
  try {
    const sharer = await questionsDb(ctx).selectFrom('user').select('id').where('username', '=', username).executeTakeFirst();
    if (!sharer || String(sharer.id) === visitor?.userId) return;
    await ctx.transaction((raw) => ctx.events.emit('question.shared', { question_id: questionId, user_id: String(sharer.id), visitor_id: visitor?.userId ?? '0' }, raw));
  } catch (error) {
    ctx.log.error('questions: telling of a share visit failed', error);
  }
}
