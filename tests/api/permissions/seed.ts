/**
 * The site the permission matrix is walked against, seeded through the API; the database is
 * touched only for what the API cannot produce (reputation, a pending post) and to read back ids
 * the API does not return (revisions, notifications).
 *
 * Targets (all written by `owner` unless said): `normal` question (edited once by its author, with
 * an answer by `owner`, an answer by `bystander`, a comment by `owner` and a deleted comment),
 * `deleted`, `pending` (awaiting review), `unlisted` and `closed` questions, a deleted and a
 * pending answer on the normal question, an answer by `bystander` on the pending question (written
 * before it went pending), a pending comment of `owner`'s on the normal question, and a
 * notification of `owner`'s. Before the pending posts went pending, `user` followed both
 * questions, was invited to the pending one and mentioned in the pending comment, and voted for
 * and bookmarked the pending question and answer: their lists would name them if they leaked.
 */
import type { Kysely } from 'kysely';
import { ADMIN, login, type Envelope, type RunningHost } from '../harness';
import { writeSiteInfo } from '../test-database';
import type { Caller } from '../permission-matrix';

export interface Account {
  id: string;
  token: string;
  email: string;
  username: string;
  password: string;
}

/** The rows the seeding reads or sets behind the API's back. */
export interface SeedTables {
  user: { id: number | string; e_mail: string; username: string; rank: number; mail_status: number; pass: string };
  question: { id: string; status: number; user_id: string };
  answer: { id: string; status: number; question_id: string };
  comment: { id: string; status: number };
  revision: { id: number | string; object_id: string; status: number };
  notification: { id: string; user_id: string };
  site_info: { type: string; content: string; status: number };
}

export type Member = Exclude<Caller, 'guest'>;
/** The callers with an account, plus `bystander` (writes the fresh targets others act on) and `walker` (the account a guest logs in as). */
export type AccountName = Member | 'bystander' | 'walker' | 'deleted';

export interface Seed {
  accounts: Record<AccountName, Account>;
  tag: string;
  questions: { normal: string; deleted: string; pending: string; unlisted: string; closed: string };
  answers: { own: string; other: string; deleted: string; pending: string; onDeleted: string; onPending: string };
  comments: { normal: string; deleted: string; pending: string };
  /** `pending`, `pendingAnswer`: the first revisions of the pending question and answer. */
  revisions: { normal: [string, string]; deleted: string; pending: string; pendingAnswer: string };
  ownerNotification: string;
}

const API = '/answer/api/v1';
const ADMIN_API = '/answer/admin/api';
/** Enough to vote down, invite and suggest edits; not enough to edit others' posts directly or to review. */
export const MEMBER_RANK = 800;
const PASSWORD = 'matrix-pass-1';

let serial = 0;
/** A suffix that keeps titles and texts apart, so no write is taken for a repeated one. */
export const unique = (): string => `${Date.now().toString(36)}${(serial += 1)}`;

async function expectOk<T>(step: string, call: Promise<{ status: number; body: Envelope<T> }>): Promise<T> {
  const response = await call;
  if (response.status !== 200) throw new Error(`seeding: ${step} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Writes posts and accounts for the seed and for the fresh targets of destructive cases. */
export class SiteWriter {
  constructor(
    readonly host: RunningHost,
    readonly db: Kysely<SeedTables>,
    readonly adminToken: string,
  ) {}

  /** A verified member created by the admin, with `MEMBER_RANK`; logged in only when asked (logins are rate limited). */
  async member(name: string, options: { login?: boolean; roleId?: 2 | 3 } = {}): Promise<Account> {
    const email = `${name}-${unique()}@example.com`;
    await expectOk('add member', this.host.api('POST', `${ADMIN_API}/user`, { token: this.adminToken, body: { display_name: `${name} ${serial}`, email, password: PASSWORD } }));
    const row = await this.db.selectFrom('user').select(['id', 'username']).where('e_mail', '=', email).executeTakeFirstOrThrow();
    const id = String(row.id);
    await this.db.updateTable('user').set({ rank: MEMBER_RANK }).where('id', '=', id).execute();
    if (options.roleId) await expectOk('set role', this.host.api('PUT', `${ADMIN_API}/user/role`, { token: this.adminToken, body: { user_id: id, role_id: options.roleId } }));
    const token = options.login ? await login(this.host, email, PASSWORD) : '';
    return { id, token, email, username: row.username, password: PASSWORD };
  }

  async question(author: Account, tag: string): Promise<string> {
    const body = { title: `Permission matrix question ${unique()}`, content: `What may each caller do here? ${unique()}`, tags: [{ slug_name: tag, display_name: tag }] };
    const data = await expectOk<{ id: string }>('ask', this.host.api('POST', `${API}/question`, { token: author.token, body }));
    return data.id;
  }

  async answer(author: Account, questionId: string): Promise<string> {
    const body = { question_id: questionId, content: `An answer for the permission matrix ${unique()}` };
    const data = await expectOk<{ info: { id: string } }>('answer', this.host.api('POST', `${API}/answer`, { token: author.token, body }));
    return data.info.id;
  }

  async comment(author: Account, objectId: string, text = 'A comment for the permission matrix'): Promise<string> {
    const body = { object_id: objectId, original_text: `${text} ${unique()}` };
    const data = await expectOk<{ comment_id: string }>('comment', this.host.api('POST', `${API}/comment`, { token: author.token, body }));
    return data.comment_id;
  }

  /** A write of `account`'s that must succeed (a follow, vote, bookmark or invite the seed needs). */
  async act(step: string, account: Account, method: 'POST' | 'PUT', path: string, body: unknown): Promise<void> {
    await expectOk(step, this.host.api(method, `${API}${path}`, { token: account.token, body }));
  }

  async deleteQuestion(author: Account, id: string): Promise<void> {
    await expectOk('delete question', this.host.api('DELETE', `${API}/question`, { token: author.token, body: { id } }));
  }

  async deleteAnswer(author: Account, id: string): Promise<void> {
    await expectOk('delete answer', this.host.api('DELETE', `${API}/answer`, { token: author.token, body: { id } }));
  }

  async close(id: string): Promise<void> {
    await expectOk('close', this.host.api('PUT', `${API}/question/status`, { token: this.adminToken, body: { id, close_type: 63 } }));
  }

  /** An edit of the author's own question, applied at once: the question then has two revisions. */
  async edit(author: Account, id: string, tag: string): Promise<void> {
    const body = { id, title: `Permission matrix question, edited ${unique()}`, content: `Edited: what may each caller do? ${unique()}`, tags: [{ slug_name: tag, display_name: tag }], edit_summary: 'clearer' };
    await expectOk('edit', this.host.api('PUT', `${API}/question`, { token: author.token, body }));
  }

  /** Marks a post as awaiting review, which no API call of this site produces yet. */
  async makePending(table: 'question' | 'answer' | 'comment', id: string): Promise<void> {
    await this.db.updateTable(table).set({ status: 11 }).where('id', '=', id).execute();
  }

  async revisionsOf(objectId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('revision').select('id').where('object_id', '=', objectId).orderBy('id').execute();
    return rows.map((row) => String(row.id));
  }
}

/** Seeds accounts in every caller state and the targets the matrix's cases name. */
export async function seedSite(writer: SiteWriter): Promise<Seed> {
  const { host, db, adminToken } = writer;
  // several answers per member and question (the admin area has no write settings yet)
  const write = await db.selectFrom('site_info').select('content').where('type', '=', 'write').executeTakeFirst();
  await writeSiteInfo(db, 'write', JSON.stringify({ ...(write ? (JSON.parse(write.content) as object) : {}), restrict_answer: false }));
  const adminRow = await db.selectFrom('user').select(['id', 'username']).where('e_mail', '=', ADMIN.email).executeTakeFirstOrThrow();
  const admin: Account = { id: String(adminRow.id), token: adminToken, email: ADMIN.email, username: adminRow.username, password: ADMIN.password };

  const moderator = await writer.member('moderator', { login: true, roleId: 3 });
  const user = await writer.member('user', { login: true });
  const owner = await writer.member('owner', { login: true });
  const bystander = await writer.member('bystander', { login: true });
  const walker = await writer.member('walker');
  const suspended = await writer.member('suspended', { login: true });
  const deleted = await writer.member('deleted');

  // an account that signed up and has not followed its activation link yet
  const inactiveEmail = `inactive-${unique()}@example.com`;
  const registered = await expectOk<{ id: string; access_token: string; username: string; mail_status: number }>(
    'sign up',
    host.api('POST', `${API}/user/register/email`, { body: { name: 'inactive member', e_mail: inactiveEmail, pass: PASSWORD } }),
  );
  if (registered.mail_status !== 2) throw new Error('seeding: a new sign-up should wait for activation');
  await db.updateTable('user').set({ rank: MEMBER_RANK }).where('id', '=', registered.id).execute();
  const inactive: Account = { id: String(registered.id), token: registered.access_token, email: inactiveEmail, username: registered.username, password: PASSWORD };

  const tag = `matrix-${unique()}`;
  const normal = await writer.question(owner, tag);
  await writer.edit(owner, normal, tag);
  // `user` hears of what is later held for review: a list of theirs would then name it
  await writer.act('follow', user, 'POST', '/follow', { object_id: normal, is_cancel: false });
  // first: an answer held for review at once would never have been the question's newest one
  const pendingAnswer = await writer.answer(owner, normal);
  const ownAnswer = await writer.answer(owner, normal);
  const otherAnswer = await writer.answer(bystander, normal);
  const deletedAnswer = await writer.answer(owner, normal);
  await writer.deleteAnswer(owner, deletedAnswer);
  const comment = await writer.comment(owner, normal);
  const deletedComment = await writer.comment(owner, normal);
  await expectOk('delete comment', host.api('DELETE', `${API}/comment`, { token: owner.token, body: { comment_id: deletedComment } }));

  const deletedQuestion = await writer.question(owner, tag);
  const onDeleted = await writer.answer(bystander, deletedQuestion);
  await writer.deleteAnswer(bystander, onDeleted);
  await writer.deleteQuestion(owner, deletedQuestion);
  const pending = await writer.question(owner, tag);
  await writer.act('follow', user, 'POST', '/follow', { object_id: pending, is_cancel: false });
  await writer.act('invite', owner, 'PUT', '/question/invite', { id: pending, invite_user: [user.username] });
  const onPending = await writer.answer(bystander, pending);
  for (const id of [pending, pendingAnswer]) {
    await writer.act('vote', user, 'POST', '/vote/up', { object_id: id, is_cancel: false });
    await writer.act('bookmark', user, 'POST', '/collection/switch', { object_id: id, group_id: '0', bookmark: true });
  }
  const unlisted = await writer.question(owner, tag);
  await expectOk('unlist', host.api('PUT', `${API}/question/operation`, { token: adminToken, body: { id: unlisted, operation: 'hide' } }));
  const closed = await writer.question(owner, tag);
  await writer.close(closed);
  await writer.makePending('question', pending);
  await writer.makePending('answer', pendingAnswer);
  const pendingComment = await writer.comment(owner, normal, `A comment for @${user.username} in the permission matrix`);
  await writer.makePending('comment', pendingComment);

  // suspended last: its session keeps answering "suspended"
  await expectOk('suspend', host.api('PUT', `${ADMIN_API}/user/status`, { token: adminToken, body: { user_id: suspended.id, status: 'suspended', suspend_duration: 'forever' } }));
  await expectOk('delete user', host.api('PUT', `${ADMIN_API}/user/status`, { token: adminToken, body: { user_id: deleted.id, status: 'deleted' } }));

  const [first, second] = await writer.revisionsOf(normal);
  const [deletedRevision] = await writer.revisionsOf(deletedQuestion);
  const [pendingRevision] = await writer.revisionsOf(pending);
  const [pendingAnswerRevision] = await writer.revisionsOf(pendingAnswer);
  const notification = await db.selectFrom('notification').select('id').where('user_id', '=', owner.id).executeTakeFirst();
  if (!first || !second || !deletedRevision || !pendingRevision || !pendingAnswerRevision || !notification) throw new Error('seeding: revisions or a notification of the owner are missing');

  return {
    accounts: { inactive, suspended, user, owner, moderator, admin, bystander, walker, deleted },
    tag,
    questions: { normal, deleted: deletedQuestion, pending, unlisted, closed },
    answers: { own: ownAnswer, other: otherAnswer, deleted: deletedAnswer, pending: pendingAnswer, onDeleted, onPending },
    comments: { normal: comment, deleted: deletedComment, pending: pendingComment },
    revisions: { normal: [first, second], deleted: deletedRevision, pending: pendingRevision, pendingAnswer: pendingAnswerRevision },
    ownerNotification: String(notification.id),
  };
}
