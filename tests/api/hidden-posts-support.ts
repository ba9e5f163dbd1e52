/**
 * Posts a member may not see, for the tests of every action on a post: a question with an answer
 * and a comment on each, made while everyone could see them, then left waiting for review or
 * deleted. Only the question's author and staff may see such a question, its answers or their
 * comments; to everyone else they are as absent as posts that never existed.
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Envelope } from './harness';
import { addMember, API, asked, type Fixture, type Member } from './questions-support';

export interface Thread {
  questionId: string;
  answerId: string;
  /** a comment of the asker's under the question */
  questionCommentId: string;
  /** a comment of the answerer's under the answer */
  answerCommentId: string;
}

/** `question.status` of a question waiting for review. */
const PENDING = 11;

let threads = 0;

async function comment(fx: Fixture, by: Member, objectId: string, text: string): Promise<string> {
  const response = await fx.host.api<Envelope<{ comment_id: string }>>('POST', `${API}/comment`, { token: by.token, body: { object_id: objectId, original_text: text } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.comment_id;
}

/** `asker` asks, `answerer` answers, each comments: every part of a thread, all visible. */
export async function thread(fx: Fixture, asker: Member, answerer: Member): Promise<Thread> {
  threads += 1;
  const questionId = (await asked(fx, asker, `Which cable does board revision ${threads} need?`)).id;
  const answered = await fx.host.api<Envelope<{ info: { id: string } }>>('POST', `${API}/answer`, {
    token: answerer.token,
    body: { question_id: questionId, content: 'The shorter one, with the ferrite bead on it.' },
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const answerId = answered.body.data.info.id;
  return {
    questionId,
    answerId,
    questionCommentId: await comment(fx, asker, questionId, 'Which revision is printed on yours?'),
    answerCommentId: await comment(fx, answerer, answerId, 'It is the one in the box.'),
  };
}

/**
 * Leaves the question waiting for review. No plugin puts a question into review yet (there is no
 * reviewer plugin), so the row is set in the database: a state no person can reach today, which
 * every action on a post must already respect.
 */
export async function makePending(fx: Fixture, questionId: string): Promise<void> {
  await fx.db.updateTable('question').set({ status: PENDING }).where('id', '=', questionId).execute();
}

/** An admin deletes the question (answers and all), as staff may. */
export async function deleteQuestion(fx: Fixture, questionId: string): Promise<void> {
  const response = await fx.host.api('DELETE', `${API}/question`, { token: fx.site.adminToken, body: { id: questionId } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** What the question page tells `member` about the question: its status, or 404. */
export async function questionSeenBy(fx: Fixture, member: Member, questionId: string): Promise<number> {
  const response = await fx.host.api<Envelope<{ status: number }>>('GET', `${API}/question/info?id=${questionId}`, { token: member.token });
  return response.status === 200 ? response.body.data.status : response.status;
}

interface StandingTables {
  user: { id: number | string; rank: number };
  notification: { user_id: string };
}

/** A member's reputation and the notifications they got: what a vote or a comment on their posts would change. */
export async function standing(fx: Fixture, member: Member): Promise<{ rank: number; notifications: number }> {
  const db = fx.db as unknown as Kysely<StandingTables>;
  const row = await db.selectFrom('user').select('rank').where('id', '=', member.id).executeTakeFirstOrThrow();
  const sent = await db.selectFrom('notification').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', member.id).executeTakeFirstOrThrow();
  return { rank: Number(row.rank), notifications: Number(sent.count) };
}

/** The two ways a question leaves everyone's sight but its author's and staff's. */
export const HIDINGS = ['pending', 'deleted'] as const;

export interface HiddenThread {
  asker: Member;
  answerer: Member;
  posts: Thread;
}

/** A thread of two new members whose question is then hidden the way `hide` says. */
export async function hiddenThread(fx: Fixture, hide: (typeof HIDINGS)[number]): Promise<HiddenThread> {
  const asker = await addMember(fx, 1);
  const answerer = await addMember(fx, 1);
  const posts = await thread(fx, asker, answerer);
  if (hide === 'pending') await makePending(fx, posts.questionId);
  else await deleteQuestion(fx, posts.questionId);
  return { asker, answerer, posts };
}
