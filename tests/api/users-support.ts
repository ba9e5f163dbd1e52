/**
 * What the users plugin's API tests share: members who sign up and activate through the API and
 * the mail, as people do, the staff changes an admin makes, and the profile calls.
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { activatedUser, signUp, type Site } from './accounts-email-support';
import type { Envelope } from './harness';
import type { Mailbox } from './mailbox';
import { API, type Fixture } from './questions-support';
import type { ProfileInfo } from '../../plugins/users/server/profile-info';
import type { UserQuestionInfo } from '../../plugins/users/server/question-list';
import type { UserAnswerInfo } from '../../plugins/users/server/answer-list';
import type { CommentItem } from '../../plugins/users/server/comment-list';
import type { RankItem, VoteItem } from '../../plugins/users/server/activity-lists';
import type { StaffUser, UserRanking } from '../../plugins/users/server/ranking';

export type { ProfileInfo, UserQuestionInfo, UserAnswerInfo, CommentItem, RankItem, VoteItem, StaffUser, UserRanking };

export const ADM = '/answer/admin/api';

export interface Person {
  id: string;
  token: string;
  username: string;
}

export interface Page<T> {
  count: number;
  list: T[];
}

let people = 0;

/** Signs up with a fresh address and follows the activation link: a verified member with 1 reputation. */
export async function signedUp(fx: Site, mailbox: Mailbox, name: string): Promise<Person> {
  people += 1;
  const user = await activatedUser(fx, mailbox, name, `${name.toLowerCase().replace(/\W+/g, '-')}-${people}-${Date.now().toString(36)}@example.com`, 'people-pass-1');
  return { id: user.id, token: user.access_token, username: user.username };
}

/** Signs up without activating: an inactive member. */
export async function notActivated(fx: Site, name: string): Promise<Person> {
  people += 1;
  const response = await signUp(fx, name, `${name.toLowerCase().replace(/\W+/g, '-')}-${people}-${Date.now().toString(36)}@example.com`, 'people-pass-1');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const user = response.body.data;
  if (!user) throw new Error('sign-up answered no user');
  return { id: user.id, token: user.access_token, username: user.username };
}

/** The admin's token, as the installer made them. */
export const adminOf = (fx: Fixture): Person => ({ id: '1', token: fx.site.adminToken, username: 'admin' });

async function ok<T>(call: Promise<{ status: number; body: Envelope<T> }>): Promise<T> {
  const response = await call;
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** An admin gives `person` a role (2 admin, 3 moderator, 1 back to member). */
export const setRole = (fx: Fixture, person: Person, roleId: 1 | 2 | 3) => ok(fx.host.api('PUT', `${ADM}/user/role`, { token: fx.site.adminToken, body: { user_id: person.id, role_id: roleId } }));

/** An admin changes `person`'s status (suspended for `duration`, deleted, normal). */
export const setStatus = (fx: Fixture, person: Person, status: 'normal' | 'suspended' | 'deleted', duration?: string) =>
  ok(fx.host.api('PUT', `${ADM}/user/status`, { token: fx.site.adminToken, body: { user_id: person.id, status, ...(duration ? { suspend_duration: duration } : {}) } }));

export const ask = (fx: Fixture, person: Person, title: string) =>
  ok<{ id: string }>(fx.host.api('POST', `${API}/question`, { token: person.token, body: { title, content: `Asked by ${person.username}: ${title}`, tags: [{ slug_name: 'support', display_name: 'support' }] } })).then((data) => data.id);

export const answer = (fx: Fixture, person: Person, questionId: string, content = 'The answer is in the manual, page twelve.') =>
  ok<{ info: { id: string } }>(fx.host.api('POST', `${API}/answer`, { token: person.token, body: { question_id: questionId, content } })).then((data) => data.info.id);

export const comment = (fx: Fixture, person: Person, objectId: string, text: string) =>
  ok<{ comment_id: string }>(fx.host.api('POST', `${API}/comment`, { token: person.token, body: { object_id: objectId, original_text: text } })).then((data) => data.comment_id);

export const accept = (fx: Fixture, person: Person, questionId: string, answerId: string) =>
  ok(fx.host.api('POST', `${API}/answer/acceptance`, { token: person.token, body: { question_id: questionId, answer_id: answerId } }));

export const vote = (fx: Fixture, person: Person, objectId: string, direction: 'up' | 'down') => ok(fx.host.api('POST', `${API}/vote/${direction}`, { token: person.token, body: { object_id: objectId } }));

/** A moderator's operation on a question (`hide` unlists it). */
export const operate = (fx: Fixture, person: Person, questionId: string, operation: 'hide' | 'show' | 'pin' | 'unpin') =>
  ok(fx.host.api('PUT', `${API}/question/operation`, { token: person.token, body: { id: questionId, operation } }));

export const removeQuestion = (fx: Fixture, person: Person, questionId: string) => ok(fx.host.api('DELETE', `${API}/question`, { token: person.token, body: { id: questionId } }));

interface PostTables {
  question: { id: string; status: number };
  answer: { id: string; status: number };
}

/**
 * Leaves a post waiting for review. No plugin puts posts into review yet (there is no reviewer
 * plugin), so the row is set in the database: the one state here no person can reach.
 */
export async function makeWaiting(fx: Fixture, table: 'question' | 'answer', id: string): Promise<void> {
  await (fx.db as unknown as Kysely<PostTables>).updateTable(table).set({ status: 11 }).where('id', '=', id).execute();
}

/** GETs a users route under the API as `person` (a guest when null). */
export function read<T>(fx: Fixture, path: string, person: Person | null, query: Record<string, string | number> = {}, lang?: string) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const search = params.toString();
  return fx.host.api<Envelope<T>>('GET', `${API}${path}${search ? `?${search}` : ''}`, { token: person?.token, lang });
}

/** The same, expecting success. */
export async function data<T>(fx: Fixture, path: string, person: Person | null, query: Record<string, string | number> = {}, lang?: string): Promise<T> {
  const response = await read<T>(fx, path, person, query, lang);
  expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}
