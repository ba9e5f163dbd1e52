/**
 * `post.moderate` for answers: a moderator working a flag deletes or edits the answer exactly as
 * `DELETE /answer` and a direct `PUT /answer` of theirs would (same checks, same writes, timeline
 * included). Other operations, and ids that are not answers, are left to the other owners.
 */
import { contentIdOf, forbidden, memberOf, OBJECT_TYPE, unauthorized, type PostModeration, type ServerContext, type ServerQueryHandlers } from '@answer/sdk/server';
import editSchema from '../schemas/answer-edit.json';
import { targetOf, visibleAnswer } from './answer-read';
import { hasPendingEdit, reviewUnderway } from './answer-revisions';
import { setAnswerDeleted, updateAnswer } from './answer-write';
import { answersDb, asNumber, currentSeconds } from './db';
import { editMode, loadAnswerLimits, may } from './permissions';
import { ANSWER_STATUS } from './tables';

async function moderate(ctx: ServerContext, input: PostModeration): Promise<{ applied: boolean }> {
  if (input.operation !== 'delete' && input.operation !== 'edit') return { applied: false };
  if (contentIdOf(input.object_id, OBJECT_TYPE.answer) !== input.object_id) return { applied: false };
  const caller = memberOf(input.principal);
  if (!caller) throw unauthorized();
  const limits = await loadAnswerLimits(ctx);
  const { answer, question } = await visibleAnswer(answersDb(ctx), input.object_id, caller);
  const target = targetOf(answer, question);
  if (input.operation === 'delete') {
    if (asNumber(answer.status) === ANSWER_STATUS.deleted) return { applied: true };
    if (!may(caller, 'answer.delete', limits, target)) throw forbidden(target.accepted ? 'error.answer.accepted_cannot_delete' : 'error.answer.cannot_delete');
    await setAnswerDeleted(ctx, answer, question.user_id, caller.userId, true, currentSeconds());
    return { applied: true };
  }
  const content = input.content.trim();
  ctx.validate(editSchema, { id: answer.id, content });
  if (editMode(caller, limits, target) !== 'direct') throw forbidden('error.answer.cannot_update');
  if (await hasPendingEdit(answersDb(ctx), answer.id)) throw reviewUnderway();
  if (content !== answer.original_text) await updateAnswer(ctx, answer, caller.userId, { content, html: ctx.markdown.render(content) }, '', currentSeconds());
  return { applied: true };
}

export function answerModerateQuery(ctx: ServerContext): NonNullable<ServerQueryHandlers['post.moderate']> {
  return (input) => moderate(ctx, input);
}
