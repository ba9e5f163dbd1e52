/**
 * Flags (`POST /report`) and their review (`GET /report/unreviewed/post`, `PUT /report/review`)
 * for members who signed up and activated by mail: who may flag what, the words a reason asks for,
 * one open flag per member and post, the staff's queue in Answer's shape, and two moderators
 * acting on one flag at once. On every database (the claim of a flag is a conditional write).
 * A post waiting for review is set in the database: no person can put one there yet.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { ALL_DATABASES, type Envelope } from './harness';
import { API, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';

interface ReportRow {
  id: string;
  user_id: string;
  object_id: string;
  reported_user_id: string;
  object_type: number;
  report_type: number;
  content: string;
  status: number;
}

type FieldErrors = { error_field: string; error_msg: string }[];

for (const kind of ALL_DATABASES) {
  describe(`flags on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let alice: Person;
    let bob: Person;
    let carol: Person;
    let mod: Person;
    let mod2: Person;
    const q: Record<string, string> = {};
    let answerId = '';
    let commentId = '';

    const reports = () => (fx.db as unknown as Kysely<{ report: ReportRow }>).selectFrom('report').selectAll();
    const flag = (who: Person | null, body: Record<string, unknown>) => fx.host.api<Envelope<null>>('POST', `${API}/report`, { token: who?.token, body });
    const review = (who: Person, body: Record<string, unknown>) => fx.host.api<Envelope<null>>('PUT', `${API}/report/review`, { token: who.token, body });
    const fieldOf = (body: Envelope<unknown>) => (body.data as FieldErrors | null)?.[0] ?? null;

    async function refusedField(response: Promise<{ status: number; body: Envelope<null> }>, field: string, message: string): Promise<void> {
      const before = (await reports().execute()).length;
      const result = await response;
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(fieldOf(result.body)).toEqual({ error_field: field, error_msg: message });
      expect((await reports().execute()).length).toBe(before);
    }

    beforeAll(async () => {
      alice = await u.signedUp(site, mailbox(), 'Alice Asker');
      bob = await u.signedUp(site, mailbox(), 'Bob Flagger');
      carol = await u.signedUp(site, mailbox(), 'Carol Curious');
      mod = await u.signedUp(site, mailbox(), 'Dave Moderator');
      mod2 = await u.signedUp(site, mailbox(), 'Erin Moderator');
      await u.setRole(fx, mod, 3);
      await u.setRole(fx, mod2, 3);
      q.spam = await u.ask(fx, alice, 'Where can I buy cheap lamps today?');
      q.other = await u.ask(fx, alice, 'How do I wire the second lamp?');
      q.gone = await u.ask(fx, alice, 'How do I wire the removed lamp?');
      q.waiting = await u.ask(fx, alice, 'How do I wire the waiting lamp?');
      answerId = await u.answer(fx, carol, q.other);
      commentId = await u.comment(fx, carol, q.other, 'Have you checked the fuse box first?');
      await u.removeQuestion(fx, alice, q.gone);
      await u.makeWaiting(fx, 'question', q.waiting);
    });

    it('lists the flag reasons of each kind of post under their config ids', async () => {
      const reasons = await u.data<{ reason_type: number; content_type: string }[]>(fx, '/reasons', bob, { object_type: 'question', action: 'flag' });
      expect(reasons.map((item) => item.reason_type)).toEqual([57, 58, 59, 60]);
      const forAnswers = await u.data<{ reason_type: number }[]>(fx, '/reasons', bob, { object_type: 'answer', action: 'flag' });
      expect(forAnswers.map((item) => item.reason_type)).toEqual([57, 58, 59, 61]);
    });

    it('records a member flag on a question with the author and the reason', async () => {
      const guest = await flag(null, { object_id: q.spam, report_type: 57 });
      expect(guest.status).toBe(401);
      const response = await flag(bob, { object_id: q.spam, report_type: 57 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const rows = await reports().where('object_id', '=', q.spam).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: bob.id, reported_user_id: alice.id, content: '' });
      expect(Number(rows[0].object_type)).toBe(1);
      expect(Number(rows[0].report_type)).toBe(57);
      expect(Number(rows[0].status)).toBe(1);
      expect(String(rows[0].id)).toMatch(/^1008\d{13}$/);
      // the flag's event earns the flagger First Flag, in the same transaction
      const badges = fx.db as unknown as Kysely<{ badge: { id: string; rule_key: string }; badge_award: { user_id: string; badge_id: string } }>;
      const firstFlag = await badges.selectFrom('badge').select('id').where('rule_key', '=', 'badges.first_flag').executeTakeFirstOrThrow();
      expect(await badges.selectFrom('badge_award').select('user_id').where('badge_id', '=', firstFlag.id).where('user_id', '=', bob.id).execute()).toHaveLength(1);
    });

    it('refuses a second open flag by the same member, and flags on one\'s own post', async () => {
      await refusedField(flag(bob, { object_id: q.spam, report_type: 58 }), 'object_id', 'You have already flagged this post. Staff will review it.');
      await refusedField(flag(alice, { object_id: q.spam, report_type: 57 }), 'object_id', "You can't flag your own post.");
    });

    it('refuses flags on deleted posts, on posts the member cannot see, and on ids of no post', async () => {
      await refusedField(flag(bob, { object_id: q.gone, report_type: 57 }), 'object_id', 'The post was not found.');
      await refusedField(flag(mod, { object_id: q.gone, report_type: 57 }), 'object_id', 'This post has been deleted and can no longer be flagged.');
      await refusedField(flag(bob, { object_id: q.waiting, report_type: 57 }), 'object_id', 'The post was not found.');
      await refusedField(flag(bob, { object_id: '10010000000999999', report_type: 57 }), 'object_id', 'The post was not found.');
      await refusedField(flag(bob, { object_id: '10060000000000001', report_type: 57 }), 'object_id', 'Only questions, answers, comments and members can be flagged.');
    });

    it('checks the reason and the words it asks for', async () => {
      await refusedField(flag(bob, { object_id: q.other, report_type: 61 }), 'report_type', 'This reason does not apply to this kind of post.');
      await refusedField(flag(bob, { object_id: q.other, report_type: 999 }), 'report_type', 'This reason does not apply to this kind of post.');
      await refusedField(flag(bob, { object_id: q.other, report_type: 59 }), 'content', 'Cannot be empty.');
      await refusedField(flag(bob, { object_id: q.other, report_type: 59, content: '   ' }), 'content', 'Cannot be empty.');
      const long = await flag(bob, { object_id: q.other, report_type: 59, content: 'x'.repeat(501) });
      expect(long.status).toBe(400);
      expect(fieldOf(long.body)?.error_field).toBe('content');
      await refusedField(flag(bob, { object_id: q.other, report_type: 60, content: 'not a link' }), 'content', 'URL format is incorrect.');
      await refusedField(flag(bob, { object_id: q.other, report_type: 60, content: 'https://elsewhere.example.org/questions/1' }), 'content', 'URL origin does not match the current website.');
      const missing = await flag(bob, { object_id: q.other });
      expect(missing.status).toBe(400);
      expect(fieldOf(missing.body)).toEqual({ error_field: 'report_type', error_msg: 'Please select a reason.' });
      const dup = await flag(bob, { object_id: q.other, report_type: 60, content: `${fx.host.url}/questions/${q.spam}` });
      expect(dup.status, JSON.stringify(dup.body)).toBe(200);
    });

    it('takes flags on answers and comments with their own reasons', async () => {
      expect((await flag(bob, { object_id: answerId, report_type: 61 })).status).toBe(200);
      expect((await flag(bob, { object_id: commentId, report_type: 62 })).status).toBe(200);
      await refusedField(flag(bob, { object_id: commentId, report_type: 60, content: fx.host.url }), 'report_type', 'This reason does not apply to this kind of post.');
      const rows = await reports().where('object_id', 'in', [answerId, commentId]).execute();
      expect(rows.map((row) => Number(row.object_type)).sort()).toEqual([2, 7]);
      expect(rows.every((row) => row.reported_user_id === carol.id)).toBe(true);
    });

    it('shows staff the open flags one per page in Answer\'s shape, and nobody else', async () => {
      const member = await u.read(fx, '/report/unreviewed/post', bob);
      expect(member.status).toBe(403);
      const page = await u.data<{ count: number; list: Record<string, unknown>[] }>(fx, '/report/unreviewed/post', mod, { page: 1 });
      expect(page.count).toBe(4);
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({
        object_id: q.spam,
        question_id: q.spam,
        object_type: 'question',
        title: 'Where can I buy cheap lamps today?',
        object_status: 1,
        object_show_status: 1,
        reason_content: '',
        reason: { reason_type: 57, name: 'spam' },
        author_user_info: { id: alice.id },
        submitter_user: { id: bob.id },
      });
      expect(Object.keys(page.list[0]).sort()).toEqual(
        ['flag_id', 'created_at', 'object_id', 'question_id', 'answer_id', 'comment_id', 'object_type', 'title', 'url_title', 'original_text', 'parsed_text', 'answer_count', 'answer_accepted', 'tags', 'object_status', 'object_show_status', 'author_user_info', 'submit_at', 'submitter_user', 'reason', 'reason_content'].sort(),
      );
      const bad = await u.read(fx, '/report/unreviewed/post', mod, { page: 'x' });
      expect(bad.status).toBe(400);
    });

    it('lets one of two moderators acting at once settle a flag; the other is told it is done', async () => {
      const [first] = await reports().where('object_id', '=', q.spam).execute();
      const both = await Promise.all([review(mod, { flag_id: first.id, operation_type: 'ignore_report' }), review(mod2, { flag_id: first.id, operation_type: 'ignore_report' })]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = both.find((r) => r.status === 409);
      expect(loser?.body.msg).toBe('This flag has already been handled by another moderator.');
      const [after] = await reports().where('id', '=', first.id).execute();
      expect(Number(after.status)).toBe(3);
      // with that flag settled, the same member may flag the post again
      expect((await flag(bob, { object_id: q.spam, report_type: 58 })).status).toBe(200);
    });

    it('refuses reviews by members, of unknown flags, with unknown operations, and leaves the flag open when the action is refused', async () => {
      const [open] = await reports().where('object_id', '=', commentId).execute();
      expect((await review(bob, { flag_id: open.id, operation_type: 'ignore_report' })).status).toBe(403);
      expect((await review(mod, { flag_id: '10080000000999999', operation_type: 'ignore_report' })).status).toBe(404);
      const unknown = await review(mod, { flag_id: open.id, operation_type: 'burn_post' });
      expect(unknown.status).toBe(400);
      expect(fieldOf(unknown.body)?.error_field).toBe('operation_type');
      const close = await review(mod, { flag_id: open.id, operation_type: 'close_post', close_type: 67 });
      expect(close.status).toBe(400);
      expect(fieldOf(close.body)?.error_field).toBe('operation_type');
      const [still] = await reports().where('id', '=', open.id).execute();
      expect(Number(still.status)).toBe(1);
    });
  });
}
