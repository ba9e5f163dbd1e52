/**
 * Page views of a question: `view_count` counts every opening, `unique_view_count` one per viewer
 * (member, or address for guests) per day, remembered in the shared cache so every host process
 * agrees.
 */
import type { FastifyRequest, ServerContext } from '@answer/sdk/server';
import type { QuestionsDb } from './db';

const DAY = 24 * 60 * 60;

export async function countView(ctx: ServerContext, db: QuestionsDb, request: FastifyRequest, questionId: string, now: number): Promise<void> {
  const viewer = request.principal ? `user:${request.principal.userId}` : `ip:${ctx.clientIp(request)}`;
  const day = Math.floor(now / DAY);
  const firstToday = (await ctx.cache.increment(`view:${questionId}:${viewer}:${day}`, DAY)) === 1;
  await db
    .updateTable('question')
    .set((eb) => ({
      view_count: eb('view_count', '+', 1),
      ...(firstToday ? { unique_view_count: eb('unique_view_count', '+', 1) } : {}),
    }))
    .where('id', '=', questionId)
    .execute();
}
