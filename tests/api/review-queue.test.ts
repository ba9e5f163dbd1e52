/**
 * Queued posts (`GET /review/pending/post/page`, `PUT /review/pending/post`, the `queued_post`
 * entry of `GET /reviewing/type`) for members who signed up and activated by mail: staff only,
 * Answer's item shape, and two moderators deciding one item at once (one wins, the other is told
 * it is done; the claim is a conditional write, so every database). The queued post and its review
 * row are set in the database so that this file tests the queue alone, with dates it controls;
 * review-questions.test.ts and review-answers-comments.test.ts queue posts through the reviewer.
 */
import type { Generated, Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { ALL_DATABASES, type DatabaseKind, type Envelope } from './harness';
import { API, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';

interface ReviewRow {
  id: Generated<number | string>;
  created_at: number;
  updated_at: number;
  user_id: string;
  object_id: string;
  object_type: number;
  reviewer_user_id: string;
  submitter: string;
  reason: string;
  status: number;
}

// `ANSWER_TEST_DB=sqlite` narrows the run while developing
const only = process.env.ANSWER_TEST_DB;
const kinds: readonly DatabaseKind[] = only ? ALL_DATABASES.filter((kind) => kind === only) : ALL_DATABASES;

for (const kind of kinds) {
  describe(`queued posts on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let alice: Person;
    let bob: Person;
    let mod: Person;
    let mod2: Person;
    let questionId = '';
    let reviewId = '';

    const reviews = () => fx.db as unknown as Kysely<{ review: ReviewRow }>;
    const decide = (who: Person, body: Record<string, unknown>) => fx.host.api<Envelope<null>>('PUT', `${API}/review/pending/post`, { token: who.token, body });

    beforeAll(async () => {
      alice = await u.signedUp(site, mailbox(), 'Alice Asker');
      bob = await u.signedUp(site, mailbox(), 'Bob Bystander');
      mod = await u.signedUp(site, mailbox(), 'Dave Moderator');
      mod2 = await u.signedUp(site, mailbox(), 'Erin Moderator');
      await u.setRole(fx, mod, 3);
      await u.setRole(fx, mod2, 3);
      questionId = await u.ask(fx, alice, 'How do I wire a lamp held for review?');
      await u.makeWaiting(fx, 'question', questionId);
      await reviews()
        .insertInto('review')
        .values({ created_at: 1700000000, updated_at: 1700000000, user_id: alice.id, object_id: questionId, object_type: 1, reviewer_user_id: '0', submitter: 'reviewer_basic', reason: 'One of the member\'s first posts.', status: 1 })
        .execute();
      const row = await reviews().selectFrom('review').select('id').where('object_id', '=', questionId).executeTakeFirstOrThrow();
      reviewId = String(row.id);
    });

    it('shows staff the queued post in Answer\'s shape, and nobody else', async () => {
      expect((await u.read(fx, '/review/pending/post/page', bob, { page: 1 })).status).toBe(403);
      expect((await u.read(fx, '/review/pending/post/page', null, { page: 1 })).status).toBe(401);
      const page = await u.data<{ count: number; list: Record<string, unknown>[] }>(fx, '/review/pending/post/page', mod, { page: 1 });
      expect(page.count).toBe(1);
      expect(page.list[0]).toMatchObject({
        review_id: Number(reviewId), object_id: questionId, question_id: questionId, object_type: 'question',
        title: 'How do I wire a lamp held for review?', object_status: 11, submitter_display_name: 'reviewer_basic', reason: 'One of the member\'s first posts.', submit_at: 1700000000,
      });
      expect((page.list[0].author_user_info as { id: string }).id).toBe(alice.id);
      const filtered = await u.data<{ count: number }>(fx, '/review/pending/post/page', mod, { page: 1, object_id: '10010000000999999' });
      expect(filtered.count).toBe(0);
    });

    it('counts the queue in /reviewing/type for staff only', async () => {
      const types = await u.data<{ name: string; todo_amount: number }[]>(fx, '/reviewing/type', mod);
      expect(types.map((t) => t.name)).toEqual(['flagged_post', 'queued_post', 'suggested_post_edit']);
      expect(types.find((t) => t.name === 'queued_post')?.todo_amount).toBe(1);
      // a member without an audit privilege has no queue at all
      const member = await u.data<{ name: string }[]>(fx, '/reviewing/type', bob);
      expect(member.map((t) => t.name)).toEqual([]);
    });

    it('refuses bad bodies, members and unknown items', async () => {
      expect((await decide(bob, { review_id: reviewId, status: 'approve' })).status).toBe(403);
      expect((await decide(mod, { review_id: reviewId, status: 'maybe' })).status).toBe(400);
      expect((await decide(mod, { status: 'approve' })).status).toBe(400);
      expect((await decide(mod, { review_id: 999999999, status: 'approve' })).status).toBe(404);
    });

    it('lets one of two moderators deciding at once win; the other is told it is done', async () => {
      const [first, second] = await Promise.all([decide(mod, { review_id: reviewId, status: 'approve' }), decide(mod2, { review_id: reviewId, status: 'reject' })]);
      const statuses = [first.status, second.status].sort();
      expect(statuses, JSON.stringify([first.body, second.body])).toEqual([200, 409]);
      const row = await reviews().selectFrom('review').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
      const winner = first.status === 200 ? mod : mod2;
      expect(String(row.reviewer_user_id)).toBe(winner.id);
      expect(Number(row.status)).toBe(winner === mod ? 2 : 3);
      const again = await decide(mod, { review_id: reviewId, status: 'approve' });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('This item has already been reviewed.');
      const page = await u.data<{ count: number }>(fx, '/review/pending/post/page', mod, { page: 1 });
      expect(page.count).toBe(0);
    });

    it('tells the second of two moderators it is done, never that the item is gone, race after race', async () => {
      for (let round = 0; round < 4; round++) {
        const queued = await u.ask(fx, alice, `How do I wire lamp number ${round + 2} held for review?`);
        await u.makeWaiting(fx, 'question', queued);
        await reviews()
          .insertInto('review')
          .values({ created_at: 1700000000, updated_at: 1700000000, user_id: alice.id, object_id: queued, object_type: 1, reviewer_user_id: '0', submitter: 'reviewer_basic', reason: 'One of the member\'s first posts.', status: 1 })
          .execute();
        const id = String((await reviews().selectFrom('review').select('id').where('object_id', '=', queued).executeTakeFirstOrThrow()).id);
        const answers = await Promise.all([decide(mod, { review_id: id, status: 'reject' }), decide(mod2, { review_id: id, status: 'approve' })]);
        expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      }
    });

    it('drops an item whose post its author deleted while it waited', async () => {
      const gone = await u.ask(fx, alice, 'How do I wire a lamp I then deleted?');
      await u.makeWaiting(fx, 'question', gone);
      await reviews()
        .insertInto('review')
        .values({ created_at: 1700000100, updated_at: 1700000100, user_id: alice.id, object_id: gone, object_type: 1, reviewer_user_id: '0', submitter: 'reviewer_basic', reason: 'Held.', status: 1 })
        .execute();
      expect((await u.data<{ count: number }>(fx, '/review/pending/post/page', mod, { page: 1 })).count).toBe(1);
      const deleted = await fx.host.api<Envelope<null>>('DELETE', `${API}/question`, { token: alice.token, body: { id: gone } });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect((await u.data<{ count: number }>(fx, '/review/pending/post/page', mod, { page: 1 })).count).toBe(0);
      const types = await u.data<{ name: string; todo_amount: number }[]>(fx, '/reviewing/type', mod);
      expect(types.find((t) => t.name === 'queued_post')?.todo_amount).toBe(0);
      const row = await reviews().selectFrom('review').select('id').where('object_id', '=', gone).executeTakeFirstOrThrow();
      const late = await decide(mod, { review_id: String(row.id), status: 'approve' });
      expect(late.status).toBe(404);
      expect(late.body.msg).toBe('This review item no longer exists.');
    });
  });
}
