/**
 * The checks every ask and edit passes before anything is written, whoever makes it (the ask and
 * edit routes, a moderator's edit from the flag queue): the write settings' counts, the tags' names
 * and rules, and a retry when another request created one of the new tags meanwhile.
 */
import { ApiError } from '@answer/sdk/server';
import { toNumber, type QuestionsDb } from './db';
import type { Actor, RankLimits } from './permissions';
import type { QuestionBody } from './question-body';
import type { QuestionRow } from './question-read';
import { tagRelStatusOf } from './tables';
import { tagsOf, type TagResp } from './tag-read';
import { checkTagRules, invalidSlugs, namedTags, planTags, type TagPlan } from './tag-write';
import type { WriteRules } from './write-rules';

/** What every write checks against: the caller, the site's thresholds and write settings. */
export interface WriteContext {
  actor: Actor;
  limits: RankLimits;
  rules: WriteRules;
}

/** The write settings' counts, in Answer's order: enough tags, then enough body. */
export function checkContent(body: QuestionBody, rules: WriteRules): void {
  if (namedTags(body.tags).length < rules.minTags) {
    const key = rules.minTags === 1 ? 'question_form.tags.required' : 'question_form.tags.too_few';
    throw new ApiError(400, 'base.request_format_error', [{ error_field: 'tags', error_msg: key }], { limit: rules.minTags });
  }
  if (rules.minContent > 0 && Array.from(body.content.trim()).length < rules.minContent) {
    throw new ApiError(400, 'base.request_format_error', [{ error_field: 'content', error_msg: 'error.question.content_too_short' }], { min: rules.minContent });
  }
}

/** The body's tags matched to stored ones, once their names and the tag rules allow them. */
export async function tagPlan(db: QuestionsDb, body: QuestionBody, write: WriteContext, previous: TagResp[] = []): Promise<TagPlan> {
  const named = namedTags(body.tags);
  const invalid = invalidSlugs(named);
  if (invalid.length > 0) throw new ApiError(400, 'base.request_format_error', [{ error_field: 'tags', error_msg: 'error.tag.slug_invalid' }], { tags: invalid.join('", "') });
  const plan = await planTags(db, named);
  checkTagRules(plan, write.actor, write.limits, write.rules, previous);
  return plan;
}

/**
 * Runs a write that creates the plan's new tags; when another request created one of them in
 * the meantime (the unique slug refuses the insert), plans again and retries once.
 */
export async function withTagRetry(db: QuestionsDb, body: QuestionBody, write: WriteContext, plan: TagPlan, previous: TagResp[], run: (plan: TagPlan) => Promise<void>): Promise<void> {
  try {
    await run(plan);
  } catch (error) {
    const created = plan.tags.filter((tag) => tag.kind === 'new').length;
    if (created === 0) throw error;
    const again = await tagPlan(db, body, write, previous);
    if (again.tags.filter((tag) => tag.kind === 'new').length >= created) throw error;
    await run(again);
  }
}

/** The question's tags as they are now (hidden ones while it is deleted or waiting). */
export async function currentTags(db: QuestionsDb, question: QuestionRow): Promise<TagResp[]> {
  return (await tagsOf(db, [question.id], tagRelStatusOf(toNumber(question.status)))).get(question.id) ?? [];
}

/** Whether the body leaves title, body and tags as they are. */
export function unchangedBy(body: QuestionBody, question: QuestionRow, plan: TagPlan, previous: readonly TagResp[]): boolean {
  const before = new Set(previous.map((tag) => tag.slug_name));
  return (
    body.title === question.title &&
    body.content === question.original_text &&
    plan.tags.length === before.size &&
    plan.tags.every((tag) => tag.kind === 'existing' && before.has(tag.row.slug_name))
  );
}
