/**
 * The admin's side of flags and flags on members, on every database (settling is a conditional
 * write): `GET /answer/admin/api/reasons` answering what `GET /reasons` answers, `PUT
 * /answer/admin/api/report` settling a flag with a review reason (delete, close, or leave the post
 * as it is), the open flags in the dashboard's `report_count`, and members flagging members: the
 * reasons offered, the refusals, the staff's queue showing the member, and only ignoring applying.
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
  flagged_type: number;
  flagged_content: string | null;
  status: number;
}

interface PostRows {
  report: ReportRow;
  question: { id: string; status: number };
  answer: { id: string; status: number };
}

type FieldErrors = { error_field: string; error_msg: string }[];
type Reason = { reason_key: string; reason_type: number; name: string; content_type: string };
type QueueItem = { flag_id: string; object_id: string; object_type: string; title: string; original_text: string; parsed_text: string; question_id: string; author_user_info: { id: string; username: string }; submitter_user: { id: string }; reason: { reason_type: number } | null; reason_content: string };

const ADM = '/answer/admin/api';

for (const kind of ALL_DATABASES) {
  describe(`flags for admins and on members on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let alice: Person;
    let bob: Person;
    let carol: Person;
    let mod: Person;
    let admin: Person;
    const q: Record<string, string> = {};
    let answerId = '';

    const db = () => fx.db as unknown as Kysely<PostRows>;
    const reports = () => db().selectFrom('report').selectAll();
    const flagOf = async (who: Person, objectId: string): Promise<ReportRow> => (await reports().where('user_id', '=', who.id).where('object_id', '=', objectId).orderBy('id', 'desc').executeTakeFirstOrThrow());
    const flag = (who: Person, body: Record<string, unknown>) => fx.host.api<Envelope<FieldErrors | null>>('POST', `${API}/report`, { token: who.token, body });
    const handle = (who: Person, body: Record<string, unknown>) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${ADM}/report`, { token: who.token, body });
    const review = (who: Person, body: Record<string, unknown>) => fx.host.api<Envelope<FieldErrors | null>>('PUT', `${API}/report/review`, { token: who.token, body });
    const adminReasons = (who: Person, query: string) => fx.host.api<Envelope<Reason[] | FieldErrors>>('GET', `${ADM}/reasons?${query}`, { token: who.token });
    const fieldOf = (body: Envelope<unknown>) => (body.data as FieldErrors | null)?.[0] ?? null;
    const reportCount = async () => (await fx.host.api<Envelope<{ info: { report_count: number } }>>('GET', `${ADM}/dashboard`, { token: admin.token })).body.data.info.report_count;
    const statusOf = async (table: 'question' | 'answer', id: string) => Number((await db().selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);

    async function flagged(who: Person, objectId: string, reason: number, content = ''): Promise<ReportRow> {
      const response = await flag(who, { object_id: objectId, report_type: reason, content });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return flagOf(who, objectId);
    }

    async function queue(): Promise<QueueItem[]> {
      const first = await u.data<{ count: number; list: QueueItem[] }>(fx, '/report/unreviewed/post', mod, { page: 1 });
      const items = [...first.list];
      for (let page = 2; page <= first.count; page += 1) items.push(...(await u.data<{ list: QueueItem[] }>(fx, '/report/unreviewed/post', mod, { page })).list);
      return items;
    }

    beforeAll(async () => {
      admin = u.adminOf(fx);
      alice = await u.signedUp(site, mailbox(), 'Alice Author');
      bob = await u.signedUp(site, mailbox(), 'Bob Flagger');
      carol = await u.signedUp(site, mailbox(), 'Carol Flagger');
      mod = await u.signedUp(site, mailbox(), 'Dave Moderator');
      await u.setRole(fx, mod, 3);
      q.close = await u.ask(fx, alice, 'Where can I buy the cheapest lamps online?');
      q.keep = await u.ask(fx, alice, 'How do I wire a lamp with two switches?');
      answerId = await u.answer(fx, alice, q.keep, 'Buy my lamps at the shop down the road, best prices.');
    });

    it('answers admins the same reasons as GET /reasons, and field errors for unknown kinds', async () => {
      for (const query of ['object_type=question&action=close', 'object_type=answer&action=flag', 'object_type=user&action=status', 'object_type=comment&action=review', 'object_type=user&action=flag']) {
        const [object_type, action] = query.split('&').map((part) => part.split('=')[1]);
        const publicOnes = await u.data<Reason[]>(fx, '/reasons', bob, { object_type, action });
        const response = await adminReasons(admin, query);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body.data).toEqual(publicOnes);
      }
      expect(((await adminReasons(admin, 'object_type=question&action=review')).body.data as Reason[]).map((item) => item.reason_type)).toEqual([72, 73, 74, 75]);
      expect((await adminReasons(mod, 'object_type=question&action=close')).status).toBe(403);
      const badType = await adminReasons(admin, 'object_type=tag&action=close');
      expect(badType.status).toBe(400);
      expect(fieldOf(badType.body)?.error_field).toBe('object_type');
      const noAction = await adminReasons(admin, 'object_type=question');
      expect(noAction.status).toBe(400);
      expect(fieldOf(noAction.body)?.error_field).toBe('action');
    });

    it('counts open flags in the dashboard as they come and go', async () => {
      const before = await reportCount();
      const open = await flagged(bob, q.keep, 57);
      expect(await reportCount()).toBe(before + 1);
      expect((await handle(admin, { id: open.id, flagged_type: 72 })).status).toBe(200);
      expect(await reportCount()).toBe(before);
      const settled = await flagOf(bob, q.keep);
      expect(Number(settled.status)).toBe(2);
      expect(Number(settled.flagged_type)).toBe(72);
      expect(await statusOf('question', q.keep)).toBe(1);
    });

    it('refuses unknown and settled flags, bad reasons and callers who are not admins', async () => {
      const open = await flagged(bob, answerId, 61);
      expect((await handle(mod, { id: open.id, flagged_type: 75 })).status).toBe(403);
      expect((await handle(admin, { id: '10080000000999999', flagged_type: 72 })).status).toBe(404);
      for (const [body, field] of [
        [{ id: open.id, flagged_type: 99 }, 'flagged_type'],
        [{ id: open.id, flagged_type: '75' }, 'flagged_type'],
        [{ id: open.id }, 'flagged_type'],
        [{ flagged_type: 72 }, 'id'],
        [{ id: open.id, flagged_type: 74, flagged_content: 'x'.repeat(501) }, 'flagged_content'],
        // closing is for questions
        [{ id: open.id, flagged_type: 74 }, 'flagged_type'],
      ] as const) {
        const response = await handle(admin, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(fieldOf(response.body)?.error_field).toBe(field);
      }
      expect(Number((await flagOf(bob, answerId)).status)).toBe(1);
      expect(await statusOf('answer', answerId)).toBe(1);
    });

    it('deletes a flagged answer for "needs delete", settling every open flag on it once', async () => {
      const open = await flagOf(bob, answerId);
      await flagged(carol, answerId, 57);
      expect((await handle(admin, { id: open.id, flagged_type: 75 })).status).toBe(200);
      expect(await statusOf('answer', answerId)).toBe(10);
      const rows = await reports().where('object_id', '=', answerId).execute();
      expect(rows.map((row) => Number(row.status))).toEqual([2, 2]);
      const again = await handle(admin, { id: open.id, flagged_type: 75 });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('This flag has already been handled by another moderator.');
    });

    it('closes a flagged question for "needs close" with the admin\'s words', async () => {
      const open = await flagged(bob, q.close, 57);
      const response = await handle(admin, { id: open.id, flagged_type: 74, flagged_content: 'Shopping questions are off topic here.' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(await statusOf('question', q.close)).toBe(2);
      const settled = await flagOf(bob, q.close);
      expect(Number(settled.status)).toBe(2);
      expect(settled.flagged_content).toBe('Shopping questions are off topic here.');
      // closed for "something else", the close reason that carries words, with the admin's words
      const info = await u.data<{ operation?: { type: string; msg: string } }>(fx, '/question/info', alice, { id: q.close });
      expect(info.operation).toMatchObject({ type: 'something else', msg: 'Shopping questions are off topic here.' });
    });

    it('offers reasons for flagging a member and takes one open flag per member from another member', async () => {
      const reasons = await u.data<Reason[]>(fx, '/reasons', bob, { object_type: 'user', action: 'flag' });
      expect(reasons.map((item) => item.reason_type)).toEqual([57, 58, 59]);
      expect(reasons.map((item) => item.name)).toEqual(['spam', 'rude or abusive', 'something else']);

      const row = await flagged(bob, alice.id, 59, 'The profile links to a lamp shop and nothing else.');
      expect(row).toMatchObject({ object_id: alice.id, reported_user_id: alice.id });
      expect(Number(row.object_type)).toBe(4);
      expect(Number(row.report_type)).toBe(59);

      const refused = async (who: Person, body: Record<string, unknown>, field: string, message: string) => {
        const before = (await reports().execute()).length;
        const response = await flag(who, body);
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(fieldOf(response.body)).toEqual({ error_field: field, error_msg: message });
        expect((await reports().execute()).length).toBe(before);
      };
      await refused(bob, { object_id: alice.id, report_type: 57 }, 'object_id', 'You have already flagged this member. Staff will review it.');
      await refused(bob, { object_id: bob.id, report_type: 57 }, 'object_id', "You can't flag yourself.");
      await refused(bob, { object_id: '987654', report_type: 57 }, 'object_id', 'The member was not found.');
      await refused(carol, { object_id: alice.id, report_type: 61 }, 'report_type', 'This reason does not apply to members.');
      await refused(carol, { object_id: alice.id, report_type: 59 }, 'content', 'Cannot be empty.');
      await refused(carol, { object_id: '10060000000000001', report_type: 57 }, 'object_id', 'Only questions, answers, comments and members can be flagged.');

      const gone = await u.signedUp(site, mailbox(), 'Gone Member');
      await u.setStatus(fx, gone, 'deleted');
      await refused(bob, { object_id: gone.id, report_type: 57 }, 'object_id', 'The member was not found.');

      // another member's flag on the same member is their own
      expect((await flag(carol, { object_id: alice.id, report_type: 58 })).status).toBe(200);
    });

    it('shows staff a flagged member with their info, and lets them only ignore or settle it', async () => {
      const items = (await queue()).filter((item) => item.object_type === 'user');
      const bobs = items.find((item) => item.submitter_user.id === bob.id);
      expect(bobs).toMatchObject({
        object_id: alice.id,
        question_id: '',
        title: '',
        original_text: '',
        parsed_text: '',
        author_user_info: { id: alice.id, username: alice.username },
        reason: { reason_type: 59 },
        reason_content: 'The profile links to a lamp shop and nothing else.',
      });
      const flagId = bobs?.flag_id ?? '';
      for (const operation_type of ['delete_post', 'close_post', 'edit_post', 'unlist_post']) {
        const response = await review(mod, { flag_id: flagId, operation_type, close_type: 63 });
        expect(response.status).toBe(400);
        expect(fieldOf(response.body)).toEqual({ error_field: 'operation_type', error_msg: 'A flagged member can only be ignored here.' });
      }
      for (const flagged_type of [74, 75]) {
        const response = await handle(admin, { id: flagId, flagged_type });
        expect(response.status).toBe(400);
        expect(fieldOf(response.body)?.error_field).toBe('flagged_type');
      }
      expect(Number((await flagOf(bob, alice.id)).status)).toBe(1);
      expect((await review(mod, { flag_id: flagId, operation_type: 'ignore_report' })).status).toBe(200);
      expect(Number((await flagOf(bob, alice.id)).status)).toBe(3);
      // ignoring one flag leaves the other member's flag open; the admin settles that one
      const carols = await flagOf(carol, alice.id);
      expect(Number(carols.status)).toBe(1);
      expect((await handle(admin, { id: carols.id, flagged_type: 72 })).status).toBe(200);
      expect(Number((await flagOf(carol, alice.id)).status)).toBe(2);
      expect((await queue()).filter((item) => item.object_type === 'user')).toEqual([]);
    });
  });
}
