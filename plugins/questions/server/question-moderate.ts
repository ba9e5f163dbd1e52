/**
 * `post.moderate` for questions: a moderator working a flag closes, deletes, unlists or edits the
 * question exactly as `PUT /question/status`, `DELETE /question`, `PUT /question/operation`
 * (`hide`) and a direct `PUT /question` of theirs would: same checks and errors, same writes in
 * their own transaction, timeline included. An edit is not judged by the reviewer plugins (the
 * moderator is the review). Ids that are not questions are left to the other owners.
 */
import { contentIdOf, forbidden, memberOf, OBJECT_TYPE, unauthorized, type PostModeration, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import { closeWithReason } from './close-with-reason';
import { nowSeconds, questionsDb, toNumber } from './db';
import { loadReviewLimits, questionEditAccess } from './edit-access';
import { moderationApplies } from './moderation-check';
import { operateQuestion } from './moderation';
import { can, loadRankLimits, type Actor, type RankLimits } from './permissions';
import { questionBodyOf } from './question-body';
import { checkContent, currentTags, tagPlan, unchangedBy, withTagRetry } from './question-checks';
import { targetOf, visibleQuestion, type QuestionRow } from './question-read';
import { setQuestionDeleted, updateQuestion } from './question-write';
import { pendingRevisionOf, reviewUnderway } from './revision-write';
import { QUESTION_STATUS, SHOW } from './tables';
import { loadWriteRules } from './write-rules';

interface Moderation {
  ctx: ServerContext;
  input: PostModeration;
  actor: Actor;
  question: QuestionRow;
  limits: RankLimits;
}

async function close({ ctx, input, actor, question, limits }: Moderation): Promise<void> {
  if (!moderationApplies(actor, question, 'question.close', limits, toNumber(question.status) === QUESTION_STATUS.closed)) return;
  const site = await ctx.siteUrl();
  await closeWithReason(ctx, {
    questionId: question.id,
    moderatorId: actor.userId,
    closeType: input.close_type,
    closeMsg: input.close_msg,
    lang: input.lang,
    origins: site ? [site] : [],
    now: nowSeconds(),
  });
}

async function remove({ ctx, actor, question, limits }: Moderation): Promise<void> {
  // deleting twice changes nothing, as in Answer
  if (toNumber(question.status) === QUESTION_STATUS.deleted) return;
  if (!can(actor, 'question.delete', limits, targetOf(question))) throw forbidden('error.question.cannot_delete');
  await setQuestionDeleted(ctx, question, true, actor.userId, nowSeconds());
}

async function unlist({ ctx, actor, question, limits }: Moderation): Promise<void> {
  if (!moderationApplies(actor, question, 'question.hide', limits, toNumber(question.show) === SHOW.unlisted)) return;
  await operateQuestion(ctx, question.id, actor.userId, 'hide', nowSeconds());
}

/** The flag queue edits title and body; without tags the question keeps its own. */
async function edit({ ctx, input, actor, question, limits }: Moderation): Promise<void> {
  const db = questionsDb(ctx);
  const previous = await currentTags(db, question);
  const tags = input.tags.length > 0 ? input.tags : previous.map((tag) => ({ slug_name: tag.slug_name, display_name: tag.display_name }));
  const body = questionBodyOf(ctx, { title: input.title, content: input.content, tags });
  const access = questionEditAccess(actor, targetOf(question), { id: question.id, revisionId: question.revision_id }, limits, await loadReviewLimits(ctx));
  if (access.edit !== 'direct') throw forbidden('error.question.cannot_update');
  const write = { actor, limits, rules: await loadWriteRules(ctx) };
  checkContent(body, write.rules);
  const plan = await tagPlan(db, body, write, previous);
  if (await pendingRevisionOf(db, question.id)) throw reviewUnderway();
  if (unchangedBy(body, question, plan, previous)) return;
  const text = { title: body.title, content: body.content, html: ctx.markdown.render(body.content) };
  await withTagRetry(db, body, write, plan, previous, async (current) => {
    await updateQuestion(ctx, question, actor.userId, text, current, '', nowSeconds());
  });
}

const OPERATIONS: Record<PostModeration['operation'], (moderation: Moderation) => Promise<void>> = { close, delete: remove, unlist, edit };

async function moderate(ctx: ServerContext, input: PostModeration): Promise<{ applied: boolean }> {
  if (contentIdOf(input.object_id, OBJECT_TYPE.question) !== input.object_id) return { applied: false };
  const actor = memberOf(input.principal);
  if (!actor) throw unauthorized();
  const question = await visibleQuestion(questionsDb(ctx), input.object_id, actor);
  await OPERATIONS[input.operation]({ ctx, input, actor, question, limits: await loadRankLimits(ctx) });
  return { applied: true };
}

export function questionModerateQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.moderate']> {
  return (input) => moderate(ctx, input);
}
