/**
 * Answers and comments held by the reviewer plugin (reviewer_basic, set through the admin's plugin
 * config) for members who signed up and activated by mail: a held post is seen by its author and
 * staff only and announced to nobody until staff approve it on the review queue; rejecting deletes
 * it. Moderators delete and edit flagged answers and comments through `PUT /report/review`
 * (`post.moderate`). On SQLite and PostgreSQL (every database in the full suite): the holding and
 * the review go through Kysely's common builder; the claims whose SQL differs per database have
 * their own runs on all three (review-queue, flags-api).
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { API_DATABASES, type Envelope } from './harness';
import { API, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';

interface Rows {
  question: { id: string; answer_count: number | string; last_answer_id: string; post_update_time: number | string };
  answer: { id: string; status: number | string; original_text: string };
  comment: { id: string; status: number | string; original_text: string };
  notification: { user_id: string; object_id: string; action: string };
  report: { id: string; object_id: string; status: number | string };
  review: { id: number | string; object_id: string; status: number | string; submitter: string };
}

interface AnswerInfo {
  id: string;
  status: number;
  member_actions: { action: string; name: string; type: string }[];
}

interface CommentResp {
  comment_id: string;
  status: number;
  member_actions: { action: string; name: string; type: string }[];
}

for (const kind of API_DATABASES) {
  describe(`held answers and comments on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let alice: Person;
    let mod: Person;
    let questionId = '';

    const db = () => fx.db as unknown as Kysely<Rows>;
    const ok = <T>(response: { status: number; body: Envelope<T> }): T => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const reviewer = (fields: Record<string, unknown>) =>
      fx.host.api('PUT', `${u.ADM}/plugin/config`, { token: fx.site.adminToken, body: { plugin_slug_name: 'reviewer_basic', config_fields: { first_posts: 0, max_links: 0, block_words: '', ip_ranges: '', email_domains: '', ...fields } } }).then(ok);
    const answers = (who: Person | null) => u.data<{ count: number; list: AnswerInfo[] }>(fx, '/answer/page', who, { question_id: questionId });
    const comments = (who: Person | null, objectId = questionId) => u.data<{ count: number; list: CommentResp[] }>(fx, '/comment/page', who, { object_id: objectId });
    const questionRow = () => db().selectFrom('question').select(['answer_count', 'last_answer_id', 'post_update_time']).where('id', '=', questionId).executeTakeFirstOrThrow();
    const notified = async (userId: string, objectId: string) => (await db().selectFrom('notification').select('action').where('user_id', '=', userId).where('object_id', '=', objectId).execute()).map((row) => row.action);
    const statusOf = async (table: 'answer' | 'comment', id: string) => Number((await db().selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);

    /** The review queue's item for a post, decided by the moderator. */
    async function decide(objectId: string, status: 'approve' | 'reject'): Promise<void> {
      const page = await u.data<{ list: { review_id: number; object_id: string; reason: string }[] }>(fx, '/review/pending/post/page', mod, { page: 1, object_id: objectId });
      const item = page.list.find((entry) => entry.object_id === objectId);
      expect(item, JSON.stringify(page)).toBeDefined();
      ok(await fx.host.api('PUT', `${API}/review/pending/post`, { token: mod.token, body: { review_id: item?.review_id, status } }));
    }

    beforeAll(async () => {
      alice = await u.signedUp(site, mailbox(), 'Alice Asker');
      mod = await u.signedUp(site, mailbox(), 'Dave Moderator');
      await u.setRole(fx, mod, 3);
      questionId = await u.ask(fx, alice, 'How do I wire a lamp that others review?');
    });

    it("holds a new member's first answer until staff approve it, then tells the asker", async () => {
      const bob = await u.signedUp(site, mailbox(), 'Bob Beginner');
      const carol = await u.signedUp(site, mailbox(), 'Carol Curious');
      await reviewer({ first_posts: 1 });
      const touched = Number((await questionRow()).post_update_time);
      // a second later: an announcement would move the question's activity time
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const posted = ok(await fx.host.api<Envelope<{ info: AnswerInfo }>>('POST', `${API}/answer`, { token: bob.token, body: { question_id: questionId, content: 'Turn the power off at the fuse box first.' } }));
      const answerId = posted.info.id;
      expect(posted.info.status).toBe(11);
      await reviewer({});

      expect((await answers(carol)).count).toBe(0);
      expect((await answers(null)).count).toBe(0);
      expect((await answers(alice)).count).toBe(0);
      expect((await u.read(fx, '/answer/info', carol, { id: answerId })).status).toBe(404);
      const own = await answers(bob);
      expect(own.list.map((item) => [item.id, item.status])).toEqual([[answerId, 11]]);
      expect((await answers(mod)).list.map((item) => item.id)).toContain(answerId);
      expect(await questionRow()).toMatchObject({ last_answer_id: '0' });
      expect(Number((await questionRow()).answer_count)).toBe(0);
      expect(await notified(alice.id, answerId)).toEqual([]);

      // the author improves it while it waits: still waiting, still one item in the queue, still unannounced
      const improved = ok(await fx.host.api<Envelope<{ wait_for_review: boolean; info: AnswerInfo }>>('PUT', `${API}/answer`, { token: bob.token, body: { id: answerId, question_id: questionId, content: 'Turn the power off at the fuse box first, then test the wires.' } }));
      expect([improved.wait_for_review, improved.info.status]).toEqual([false, 11]);
      expect((await db().selectFrom('review').select('id').where('object_id', '=', answerId).execute()).length).toBe(1);
      expect(Number((await questionRow()).post_update_time)).toBe(touched);
      expect(await notified(alice.id, answerId)).toEqual([]);

      await decide(answerId, 'approve');
      expect(await statusOf('answer', answerId)).toBe(1);
      expect((await answers(carol)).list.map((item) => item.id)).toEqual([answerId]);
      expect(Number((await questionRow()).answer_count)).toBe(1);
      expect((await questionRow()).last_answer_id).toBe(answerId);
      expect(Number((await questionRow()).post_update_time)).toBeGreaterThan(touched);
      expect(await notified(alice.id, answerId)).toEqual(['answer_the_question']);
    });

    it('deletes a held answer staff reject; nobody else ever sees it', async () => {
      const erin = await u.signedUp(site, mailbox(), 'Erin Eager');
      await reviewer({ first_posts: 1 });
      const answerId = await u.answer(fx, erin, questionId, 'Buy a new lamp, it is simpler.');
      await reviewer({});
      expect(await statusOf('answer', answerId)).toBe(11);
      await decide(answerId, 'reject');
      expect(await statusOf('answer', answerId)).toBe(10);
      expect((await answers(alice)).list.map((item) => item.id)).not.toContain(answerId);
      expect(Number((await questionRow()).answer_count)).toBe(1);
      expect(await notified(alice.id, answerId)).toEqual([]);
      // deciding again changes nothing: the item is done
      const again = await u.data<{ count: number }>(fx, '/review/pending/post/page', mod, { page: 1, object_id: answerId });
      expect(again.count).toBe(0);
    });

    it('holds a new member\'s comment, shows it to its author only, and publishes it on approval', async () => {
      const frank = await u.signedUp(site, mailbox(), 'Frank First');
      const kim = await u.signedUp(site, mailbox(), 'Kim Known');
      await reviewer({ first_posts: 1 });
      const text = `@${kim.username} is the lamp plugged into a dimmer?`;
      const posted = ok(await fx.host.api<Envelope<CommentResp>>('POST', `${API}/comment`, { token: frank.token, body: { object_id: questionId, original_text: text, mention_username_list: [kim.username] } }));
      await reviewer({});
      expect(posted.status).toBe(11);
      const commentId = posted.comment_id;
      expect((await comments(null)).list.map((item) => item.comment_id)).not.toContain(commentId);
      expect((await comments(alice)).list.map((item) => item.comment_id)).not.toContain(commentId);
      expect((await u.read(fx, '/comment', alice, { id: commentId })).status).toBe(404);
      expect((await comments(frank)).list.find((item) => item.comment_id === commentId)?.status).toBe(11);
      expect((await comments(mod)).list.map((item) => item.comment_id)).toContain(commentId);
      expect(await notified(alice.id, commentId)).toEqual([]);
      expect(await notified(kim.id, commentId)).toEqual([]);

      await decide(commentId, 'approve');
      expect((await comments(null)).list.find((item) => item.comment_id === commentId)?.status).toBe(1);
      expect(await notified(alice.id, commentId)).toEqual(['comment_question']);
      expect(await notified(kim.id, commentId)).toEqual(['mention_you']);
    });

    it('holds a comment edited to use a blocked word, and deletes it when staff reject it', async () => {
      const grace = await u.signedUp(site, mailbox(), 'Grace Guest');
      const commentId = await u.comment(fx, grace, questionId, 'Check the bulb wattage first.');
      expect((await comments(null)).list.map((item) => item.comment_id)).toContain(commentId);
      await reviewer({ block_words: 'casino' });
      const edited = ok(await fx.host.api<Envelope<{ status: number }>>('PUT', `${API}/comment`, { token: grace.token, body: { comment_id: commentId, original_text: 'Visit my casino for lamp deals.' } }));
      await reviewer({});
      expect(edited.status).toBe(11);
      expect((await comments(null)).list.map((item) => item.comment_id)).not.toContain(commentId);
      expect((await comments(grace)).list.find((item) => item.comment_id === commentId)?.status).toBe(11);
      await decide(commentId, 'reject');
      expect(await statusOf('comment', commentId)).toBe(10);
      expect((await comments(grace)).list.map((item) => item.comment_id)).not.toContain(commentId);
    });

    it('offers every logged-in member the flag on answers and comments, never guests', async () => {
      const henry = await u.signedUp(site, mailbox(), 'Henry Helper');
      const answerId = (await answers(henry)).list[0].id;
      const info = await u.data<{ info: AnswerInfo }>(fx, '/answer/info', henry, { id: answerId });
      expect(info.info.member_actions[0]).toEqual({ action: 'report', name: 'Flag', type: 'reason' });
      expect((await u.data<{ info: AnswerInfo }>(fx, '/answer/info', null, { id: answerId })).info.member_actions).toEqual([]);
      const listed = (await comments(henry)).list[0];
      expect(listed.member_actions.map((item) => item.action)).toEqual(['report']);
      expect((await comments(null)).list[0].member_actions).toEqual([]);
    });

    it('lets a moderator edit and delete a flagged answer and a flagged comment', async () => {
      const ivan = await u.signedUp(site, mailbox(), 'Ivan Informer');
      const judy = await u.signedUp(site, mailbox(), 'Judy Jumper');
      const other = await u.ask(fx, alice, 'How do I wire a flagged lamp?');
      const answerId = await u.answer(fx, judy, other, 'Cheap lamps at my shop, best prices.');
      const commentId = await u.comment(fx, judy, answerId, 'My shop sells these lamps.');
      const flagOf = async (objectId: string) => {
        // a second flag within a second asks for a captcha
        await new Promise((resolve) => setTimeout(resolve, 1100));
        ok(await fx.host.api('POST', `${API}/report`, { token: ivan.token, body: { object_id: objectId, report_type: 57 } }));
        const row = await db().selectFrom('report').select('id').where('object_id', '=', objectId).where('status', '=', 1).executeTakeFirstOrThrow();
        return String(row.id);
      };
      const review = (body: Record<string, unknown>) => fx.host.api<Envelope<null>>('PUT', `${API}/report/review`, { token: mod.token, body });

      ok(await review({ flag_id: await flagOf(answerId), operation_type: 'edit_post', content: 'Use a lamp rated for the socket.' }));
      expect((await db().selectFrom('answer').select('original_text').where('id', '=', answerId).executeTakeFirstOrThrow()).original_text).toBe('Use a lamp rated for the socket.');
      const timeline = await u.data<{ timeline: { activity_type: string }[] }>(fx, '/activity/timeline', mod, { object_id: answerId });
      expect(timeline.timeline.map((item) => item.activity_type)).toContain('edited');

      ok(await review({ flag_id: await flagOf(commentId), operation_type: 'edit_post', content: 'Which lamp do you use?' }));
      expect((await db().selectFrom('comment').select('original_text').where('id', '=', commentId).executeTakeFirstOrThrow()).original_text).toBe('Which lamp do you use?');

      const tooShort = await review({ flag_id: await flagOf(commentId), operation_type: 'edit_post', content: 'x' });
      expect(tooShort.status, JSON.stringify(tooShort.body)).toBe(400);
      ok(await review({ flag_id: (await db().selectFrom('report').select('id').where('object_id', '=', commentId).where('status', '=', 1).executeTakeFirstOrThrow()).id, operation_type: 'delete_post' }));
      expect(await statusOf('comment', commentId)).toBe(10);

      ok(await review({ flag_id: await flagOf(answerId), operation_type: 'delete_post' }));
      expect(await statusOf('answer', answerId)).toBe(10);
      expect((await u.read(fx, '/answer/info', ivan, { id: answerId })).status).toBe(404);
    });
  });
}
