/**
 * Edit rights on posts through the `post.edit_access` query: this plugin answers for questions,
 * the owners of other posts (answers) for theirs, so the revision routes judge every kind alike.
 */
import { longId, memberOf, type PostEditAccess, type Principal, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { questionsDb } from './db';
import { loadReviewLimits, questionEditAccess } from './edit-access';
import { loadRankLimits } from './permissions';
import { canSee, findQuestion, targetOf } from './question-read';

/** This plugin's answer to `post.edit_access`: the questions among the ids that the caller may see. */
export function questionAccessQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.edit_access']> {
  return async ({ principal, object_ids }) => {
    const db = questionsDb(ctx);
    const actor = memberOf(principal);
    const out: Record<string, PostEditAccess> = {};
    const [limits, review] = await Promise.all([loadRankLimits(ctx), loadReviewLimits(ctx)]);
    for (const id of object_ids) {
      const question = await findQuestion(db, id);
      if (!question || !canSee(actor, question)) continue;
      out[id] = questionEditAccess(actor, targetOf(question), { id: question.id, revisionId: question.revision_id }, limits, review);
    }
    return out;
  };
}

/** The caller's rights on any post by id (long or short), from whichever plugin owns it; null when absent. */
export async function editAccessOf(ctx: ServerContext, principal: Principal | null, rawId: unknown): Promise<{ id: string; access: PostEditAccess } | null> {
  const id = longId(rawId);
  if (!id) return null;
  for (const answer of await ctx.queries.ask('post.edit_access', { principal, object_ids: [id] })) {
    const access = answer[id];
    if (access) return { id, access };
  }
  return null;
}
