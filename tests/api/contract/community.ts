/**
 * A small community built through the API, so every response the contract test reads carries
 * real data: an admin, two members, questions with tags (one edited, one closed), answers (one
 * accepted, one edited), comments, votes, a follow, a bookmark and the notifications they made.
 */
import { expect } from 'vitest';
import type { Envelope } from '../harness';
import { addMember, API, type Fixture, type Member } from '../questions-support';

export interface Person extends Member {
  username: string;
}

export interface Community {
  admin: Person;
  alice: Person;
  bob: Person;
  /** Alice's question, tagged, edited, answered by Bob (accepted) and the admin, commented, voted, followed. */
  question: string;
  /** Bob's question, closed by the admin as a duplicate of `question`. */
  closed: string;
  /** The admin's question with a new tag. */
  tagged: string;
  tag: string;
  answers: { bob: string; admin: string };
  comment: string;
  /** Revisions of `question`, oldest first. */
  revisions: string[];
}

type Call = { token?: string; body?: unknown };

export async function call<T>(fx: Fixture, method: string, path: string, options: Call = {}): Promise<T> {
  const response = await fx.host.api<Envelope<T>>(method, path, options);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

async function person(fx: Fixture, member: Member): Promise<Person> {
  const info = await call<{ username: string }>(fx, 'GET', `${API}/user/info`, { token: member.token });
  return { ...member, username: info.username };
}

const tagged = (...slugs: string[]) => slugs.map((slug) => ({ slug_name: slug, display_name: slug }));

export async function buildCommunity(fx: Fixture): Promise<Community> {
  const adminRow = await fx.db.selectFrom('user').select('id').where('e_mail', '=', 'admin@example.com').executeTakeFirstOrThrow();
  const admin = await person(fx, { id: String(adminRow.id), token: fx.site.adminToken });
  // enough reputation to vote either way and to create tags
  const alice = await person(fx, await addMember(fx, 20_000));
  const bob = await person(fx, await addMember(fx, 20_000));
  const tag = 'contract-shapes';

  const ask = (by: Person, title: string, tags: string[]) =>
    call<{ id: string }>(fx, 'POST', `${API}/question`, { token: by.token, body: { title, content: `${title}: the details, with **Markdown**.`, tags: tagged(...tags) } });
  const question = (await ask(alice, 'How do response shapes stay the same?', ['support', tag])).id;
  const closed = (await ask(bob, 'Why do response shapes stay the same?', ['support'])).id;
  const taggedQuestion = (await ask(admin, 'Which tags describe response shapes?', [tag])).id;

  await call(fx, 'PUT', `${API}/question`, {
    token: alice.token,
    body: { id: question, title: 'How do response shapes stay the same over time?', content: 'Edited: the details, with **Markdown** and more.', tags: tagged('support', tag), edit_summary: 'clearer' },
  });
  const answer = (by: Person, content: string) => call<{ info: { id: string } }>(fx, 'POST', `${API}/answer`, { token: by.token, body: { question_id: question, content } });
  const bobAnswer = (await answer(bob, 'A contract test that checks every route keeps them.')).info.id;
  const adminAnswer = (await answer(admin, 'Reviews catch the rest, most of the time.')).info.id;
  await call(fx, 'PUT', `${API}/answer`, { token: bob.token, body: { id: bobAnswer, question_id: question, content: 'A contract test that checks every route keeps them, run on every change.', edit_summary: 'more' } });
  await call(fx, 'POST', `${API}/answer/acceptance`, { token: alice.token, body: { question_id: question, answer_id: bobAnswer } });

  const comment = (await call<{ comment_id: string }>(fx, 'POST', `${API}/comment`, { token: admin.token, body: { object_id: question, original_text: `Good question, @${bob.username} knows.` } })).comment_id;
  await call(fx, 'POST', `${API}/comment`, { token: bob.token, body: { object_id: bobAnswer, original_text: 'Thanks for accepting this one.' } });

  await call(fx, 'POST', `${API}/vote/up`, { token: bob.token, body: { object_id: question, is_cancel: false } });
  await call(fx, 'POST', `${API}/vote/up`, { token: alice.token, body: { object_id: bobAnswer, is_cancel: false } });
  await call(fx, 'POST', `${API}/vote/down`, { token: bob.token, body: { object_id: adminAnswer, is_cancel: false } });
  await call(fx, 'POST', `${API}/follow`, { token: bob.token, body: { object_id: question, is_cancel: false } });
  await call(fx, 'POST', `${API}/collection/switch`, { token: bob.token, body: { object_id: question, group_id: '0', bookmark: true } });

  await call(fx, 'PUT', `${API}/question/status`, { token: admin.token, body: { id: closed, close_type: 60, close_msg: `${fx.host.url}/questions/${question}` } });

  const revisions = await call<{ id: string }[]>(fx, 'GET', `${API}/revisions?object_id=${question}`);
  return {
    admin,
    alice,
    bob,
    question,
    closed,
    tagged: taggedQuestion,
    tag,
    answers: { bob: bobAnswer, admin: adminAnswer },
    comment,
    revisions: revisions.map((revision) => revision.id).reverse(),
  };
}
