/**
 * Closing a question for a reason from the close list, as `PUT /question/status` and a moderator
 * working a flag do: the reason and the moderator's words checked by the close rules, the reason
 * stored, and the timeline entry naming it.
 */
import { fieldErrors, type ServerContext } from '@answer/sdk/server';
import { closeRequestErrors } from '../shared/close-request';
import { closeQuestion } from './moderation';
import { reasonsFor } from './reasons';

export interface CloseOrder {
  questionId: string;
  moderatorId: string;
  closeType: number | undefined;
  closeMsg: string;
  /** The language the timeline's words are written in. */
  lang: string;
  /** This site's origins, which a duplicate's link must start with. */
  origins: readonly string[];
  now: number;
}

/** Closes the question; throws the close rules' field errors. False when it was not open any more. */
export async function closeWithReason(ctx: ServerContext, order: CloseOrder): Promise<boolean> {
  const t = (key: string) => ctx.t(order.lang, key);
  const reasons = await reasonsFor((key) => ctx.config.get<unknown>(key), 'question', 'close', t);
  const closeMsg = order.closeMsg.trim();
  const errors = closeRequestErrors({ close_type: order.closeType, close_msg: closeMsg }, reasons, order.origins);
  if (errors.length > 0) throw fieldErrors(errors);
  const reason = reasons.find((item) => item.reason_type === order.closeType);
  // the timeline shows the reason by name, with the moderator's words when the reason asked for them
  const comment = reason?.content_type && closeMsg ? `${reason.name}: ${closeMsg}` : reason?.name ?? '';
  return closeQuestion(ctx, order.questionId, order.moderatorId, { close_type: order.closeType ?? 0, close_msg: reason?.content_type ? closeMsg : '' }, comment, order.now);
}
