/**
 * Questions and the review of posts, for members who signed up and activated by mail: the basic
 * reviewer (its admin config set through the plugin config call) holds a new member's first
 * question and a direct edit with a blocked word; staff approve or reject it on the queued-post
 * queue; a moderator closes, unlists, deletes or edits a flagged question through the flag queue
 * (`post.moderate`); every logged-in member is offered flagging. On SQLite and PostgreSQL (every
 * database in the full suite): the queue's SQL is Kysely's common builder, and the claims whose
 * SQL differs per database have their own runs on all three (review-queue, flags-api).
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { API_DATABASES, type DatabaseKind, type Envelope } from './harness';
import { API, insertTag, tagCount, tagItems, type Fixture, type QuestionInfo, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';

interface QueuedPost {
  review_id: number;
  object_id: string;
  object_type: string;
  title: string;
  object_status: number;
  reason: string;
  submitter_display_name: string;
}

interface TimelineResp {
  timeline: { activity_type: string; comment: string; user_info: { id: string } | null }[];
}

interface ReviewTables {
  report: { id: string; object_id: string; status: number };
  answer: { id: string; question_id: string; user_id: string; original_text: string; status: number };
  question: { id: string; status: number; show: number; title: string; original_text: string; last_edit_user_id: string };
  tag_rel: { object_id: string; tag_id: string; status: number };
  user: { id: number | string; question_count: number; answer_count: number };
}

// `ANSWER_TEST_DB=sqlite` narrows the run while developing
const only = process.env.ANSWER_TEST_DB;
const kinds: readonly DatabaseKind[] = only ? API_DATABASES.filter((kind) => kind === only) : API_DATABASES;

const FIRST_POSTS_REASON = "One of the member's first posts.";

for (const kind of kinds) {
  describe(`questions held for review on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    const db = () => fx.db as unknown as Kysely<ReviewTables>;
    let alice: Person;
    let bob: Person;
    let mod: Person;
    const q: Record<string, string> = {};

    const configure = (fields: Record<string, unknown>) =>
      fx.host.api<Envelope<null>>('PUT', '/answer/admin/api/plugin/config', { token: fx.site.adminToken, body: { plugin_slug_name: 'reviewer_basic', config_fields: { first_posts: 0, max_links: 0, block_words: '', ip_ranges: '', email_domains: '', ...fields } } });
    const askAs = (who: Person, body: Record<string, unknown>, path = '/question') => fx.host.api<Envelope<QuestionInfo>>('POST', `${API}${path}`, { token: who.token, body });
    const infoAs = (id: string, who: Person | null) => fx.host.api<Envelope<QuestionInfo>>('GET', `${API}/question/info?id=${id}`, { token: who?.token });
    const listIds = async (who: Person | null, query: Record<string, string> = {}) =>
      (await u.data<u.Page<{ id: string }>>(fx, '/question/page', who, { order: 'newest', page: 1, page_size: 50, ...query })).list.map((item) => item.id);
    const queued = (objectId: string) => u.data<u.Page<QueuedPost>>(fx, '/review/pending/post/page', mod, { page: 1, object_id: objectId });
    const decide = (reviewId: number, status: 'approve' | 'reject') => fx.host.api<Envelope<null>>('PUT', `${API}/review/pending/post`, { token: mod.token, body: { review_id: reviewId, status } });
    const statusOf = async (id: string) => Number((await db().selectFrom('question').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);
    const timeline = async (id: string) => (await u.data<TimelineResp>(fx, '/activity/timeline', mod, { object_id: id })).timeline;
    const flagId = async (objectId: string) => (await db().selectFrom('report').select('id').where('object_id', '=', objectId).where('status', '=', 1).executeTakeFirstOrThrow()).id;
    const review = (body: Record<string, unknown>) => fx.host.api<Envelope<unknown>>('PUT', `${API}/report/review`, { token: mod.token, body });
    const flagged = async (objectId: string) => {
      const response = await fx.host.api<Envelope<null>>('POST', `${API}/report`, { token: bob.token, body: { object_id: objectId, report_type: 57 } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return flagId(objectId);
    };

    async function newcomer(name: string): Promise<Person> {
      return u.signedUp(site, mailbox(), name);
    }

    beforeAll(async () => {
      alice = await newcomer('Alice Asker');
      bob = await newcomer('Bob Bystander');
      mod = await newcomer('Dave Moderator');
      await u.setRole(fx, mod, 3);
      await insertTag(fx, 901, 'lamps');
      // published before the reviewer holds anything: alice has posts of her own by then
      for (const key of ['close', 'unlist', 'remove', 'edit', 'words']) q[key] = await u.ask(fx, alice, `How do I wire the ${key} lamp safely?`);
      const configured = await configure({ first_posts: 1 });
      expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    });

    it("holds a new member's first question: only its author and staff see it, with the waiting notice", async () => {
      const carol = await newcomer('Carol Curious');
      const before = await tagCount(fx, 'lamps');
      // read just before: her list holds nothing waiting yet
      expect(await listIds(carol)).toEqual(await listIds(null));
      const asked = await askAs(carol, { title: 'Where does the neutral wire of a lamp go?', content: 'The lamp has two wires and I am not sure which one.', tags: tagItems('lamps') });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const id = asked.body.data.id;
      expect(asked.body.data).toMatchObject({ status: 11, operation: { msg: 'This post is waiting for review.' } });
      expect(await statusOf(id)).toBe(11);
      expect(await tagCount(fx, 'lamps')).toBe(before);
      const questionCount = async () => Number((await db().selectFrom('user').select('question_count').where('id', '=', carol.id).executeTakeFirstOrThrow()).question_count);
      expect(await questionCount()).toBe(0);
      expect((await infoAs(id, bob)).status).toBe(404);
      expect((await infoAs(id, null)).status).toBe(404);
      const own = await infoAs(id, carol);
      expect(own.status).toBe(200);
      expect(own.body.data.operation?.msg).toBe('This post is waiting for review.');
      expect(own.body.data.tags.map((tag) => tag.slug_name)).toEqual(['lamps']);
      expect(await listIds(carol)).toContain(id);
      expect(await listIds(bob)).not.toContain(id);
      expect(await listIds(null)).not.toContain(id);
      expect(await listIds(null, { tag: 'lamps' })).not.toContain(id);

      expect((await u.read(fx, '/review/pending/post/page', bob, { page: 1 })).status).toBe(403);
      const page = await queued(id);
      expect(page.count).toBe(1);
      expect(page.list[0]).toMatchObject({ object_id: id, object_type: 'question', title: 'Where does the neutral wire of a lamp go?', object_status: 11, reason: FIRST_POSTS_REASON, submitter_display_name: 'reviewer_basic' });

      // approved: everyone sees it, its tag counts it, its author's first post is done
      expect((await decide(page.list[0].review_id, 'approve')).status).toBe(200);
      expect(await statusOf(id)).toBe(1);
      expect((await infoAs(id, bob)).body.data).toMatchObject({ id, status: 1 });
      expect((await infoAs(id, carol)).body.data.operation).toBeUndefined();
      expect(await tagCount(fx, 'lamps')).toBe((before ?? 0) + 1);
      expect(await listIds(null, { tag: 'lamps' })).toContain(id);
      expect((await queued(id)).count).toBe(0);
      expect(await questionCount()).toBe(1);
      // her next question is published at once
      const next = await askAs(carol, { title: 'Which bulb fits a reading lamp?', content: 'The old bulb broke and has no label.', tags: tagItems('lamps') });
      expect(next.body.data.status).toBe(1);
    });

    it('keeps the answer asked with a held question until the question is approved', async () => {
      const erin = await newcomer('Erin Eager');
      const asked = await askAs(
        erin,
        { title: 'Why does my lamp flicker at night?', content: 'It flickers only after dark.', tags: tagItems('lamps'), answer_content: 'Answering myself: the dimmer was broken.' },
        '/question/answer',
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const id = asked.body.data.id;
      expect(asked.body.data.status).toBe(11);
      expect(await db().selectFrom('answer').select('id').where('question_id', '=', id).execute()).toHaveLength(0);
      const [item] = (await queued(id)).list;
      expect((await decide(item.review_id, 'approve')).status).toBe(200);
      const answers = await db().selectFrom('answer').select(['user_id', 'original_text', 'status']).where('question_id', '=', id).execute();
      expect(answers.map((row) => ({ user_id: String(row.user_id), text: row.original_text, status: Number(row.status) }))).toEqual([
        { user_id: erin.id, text: 'Answering myself: the dimmer was broken.', status: 1 },
      ]);
      expect((await infoAs(id, bob)).body.data.answer_count).toBe(1);
    });

    it("deletes a rejected question with the reviewer's timeline entry", async () => {
      const frank = await newcomer('Frank First');
      const asked = await askAs(frank, { title: 'Buy cheap lamps at my shop today', content: 'Visit my lamp shop for cheap lamps.', tags: tagItems('lamps') });
      const id = asked.body.data.id;
      const before = await tagCount(fx, 'lamps');
      const [item] = (await queued(id)).list;
      expect((await decide(item.review_id, 'reject')).status).toBe(200);
      expect(await statusOf(id)).toBe(10);
      expect(await tagCount(fx, 'lamps')).toBe(before);
      expect((await infoAs(id, bob)).status).toBe(404);
      const entries = await timeline(id);
      expect(entries.find((entry) => entry.activity_type === 'deleted')?.user_info?.id).toBe(mod.id);
      expect((await decide(item.review_id, 'approve')).status).toBe(409);
    });

    it('holds a direct edit with a blocked word and hides the question until it is approved', async () => {
      expect((await configure({ block_words: 'casino' })).status).toBe(200);
      const id = q.words;
      const tags = async () => (await db().selectFrom('tag_rel').select('status').where('object_id', '=', id).execute()).map((row) => Number(row.status));
      const supportBefore = await tagCount(fx, 'support');
      const edited = await fx.host.api<Envelope<{ wait_for_review: boolean }>>('PUT', `${API}/question`, {
        token: alice.token,
        body: { id, title: 'How do I wire the casino lamp safely?', content: 'Asked again with more words about the casino lamp.', tags: tagItems('support'), edit_summary: 'more words' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data.wait_for_review).toBe(true);
      expect(await statusOf(id)).toBe(11);
      expect(await tags()).toEqual([2]);
      expect(await tagCount(fx, 'support')).toBe((supportBefore ?? 0) - 1);
      expect((await infoAs(id, bob)).status).toBe(404);
      expect(await listIds(null)).not.toContain(id);
      expect((await infoAs(id, alice)).body.data).toMatchObject({ title: 'How do I wire the casino lamp safely?', operation: { msg: 'This post is waiting for review.' } });
      const [item] = (await queued(id)).list;
      expect(item).toMatchObject({ object_id: id, reason: 'The post contains a blocked word.' });
      expect((await decide(item.review_id, 'approve')).status).toBe(200);
      expect((await infoAs(id, bob)).body.data).toMatchObject({ status: 1, title: 'How do I wire the casino lamp safely?' });
      expect(await tags()).toEqual([1]);
      expect(await tagCount(fx, 'support')).toBe(supportBefore);
      expect((await configure({})).status).toBe(200);
    });

    it('closes, unlists, deletes and edits a flagged question from the flag queue, with timeline entries', async () => {
      const closing = await flagged(q.close);
      const refused = await review({ flag_id: closing, operation_type: 'close_post', close_type: 57 });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ error_field: 'close_type', error_msg: 'Please select a reason.' }]);
      expect(Number((await db().selectFrom('report').select('status').where('id', '=', closing).executeTakeFirstOrThrow()).status)).toBe(1);
      const closed = await review({ flag_id: closing, operation_type: 'close_post', close_type: 63 });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(await statusOf(q.close)).toBe(2);
      expect((await infoAs(q.close, bob)).body.data.operation).toMatchObject({ type: 'a community-specific reason' });
      expect((await timeline(q.close)).find((entry) => entry.activity_type === 'closed')).toMatchObject({ comment: expect.stringContaining('a community-specific reason'), user_info: { id: mod.id } });

      const unlisting = await flagged(q.unlist);
      expect((await review({ flag_id: unlisting, operation_type: 'unlist_post' })).status).toBe(200);
      expect(Number((await db().selectFrom('question').select('show').where('id', '=', q.unlist).executeTakeFirstOrThrow()).show)).toBe(2);
      expect(await listIds(null)).not.toContain(q.unlist);
      expect((await timeline(q.unlist)).find((entry) => entry.activity_type === 'hide')?.user_info?.id).toBe(mod.id);

      const removing = await flagged(q.remove);
      expect((await review({ flag_id: removing, operation_type: 'delete_post' })).status).toBe(200);
      expect(await statusOf(q.remove)).toBe(10);
      expect((await infoAs(q.remove, bob)).status).toBe(404);
      expect((await timeline(q.remove)).find((entry) => entry.activity_type === 'deleted')?.user_info?.id).toBe(mod.id);

      const editing = await flagged(q.edit);
      const edited = await review({ flag_id: editing, operation_type: 'edit_post', title: 'How do I wire a lamp safely?', content: 'Cleaned up by a moderator: which wire goes where?' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const row = await db().selectFrom('question').select(['title', 'original_text', 'last_edit_user_id', 'status']).where('id', '=', q.edit).executeTakeFirstOrThrow();
      expect({ title: row.title, text: row.original_text, editor: String(row.last_edit_user_id), status: Number(row.status) }).toEqual({
        title: 'How do I wire a lamp safely?',
        text: 'Cleaned up by a moderator: which wire goes where?',
        editor: mod.id,
        status: 1,
      });
      // the tags stay when the queue sends none
      expect((await infoAs(q.edit, bob)).body.data.tags.map((tag) => tag.slug_name)).toEqual(['support']);
      expect((await timeline(q.edit)).find((entry) => entry.activity_type === 'edited')?.user_info?.id).toBe(mod.id);
      // tags sent with the edit replace the question's, and both tags' counts follow
      const [lampsBefore, supportBefore] = [await tagCount(fx, 'lamps'), await tagCount(fx, 'support')];
      const retagging = await flagged(q.edit);
      const retagged = await review({ flag_id: retagging, operation_type: 'edit_post', title: 'How do I wire a lamp safely?', content: 'Cleaned up by a moderator: which wire goes where?', tags: tagItems('lamps') });
      expect(retagged.status, JSON.stringify(retagged.body)).toBe(200);
      expect((await infoAs(q.edit, bob)).body.data.tags.map((tag) => tag.slug_name)).toEqual(['lamps']);
      expect(await tagCount(fx, 'lamps')).toBe((lampsBefore ?? 0) + 1);
      expect(await tagCount(fx, 'support')).toBe((supportBefore ?? 0) - 1);
      const flags = await db().selectFrom('report').select('status').where('object_id', 'in', [q.close, q.unlist, q.remove, q.edit]).execute();
      expect(flags.map((flag) => Number(flag.status))).toEqual([2, 2, 2, 2, 2]);
    });

    it('offers flagging to every logged-in member, first in the menu, as Answer does', async () => {
      const id = q.close;
      const actionsOf = async (who: Person | null) => (await infoAs(id, who)).body.data.member_actions;
      expect((await actionsOf(bob))[0]).toEqual({ action: 'report', name: 'Flag', type: 'reason' });
      expect((await actionsOf(mod)).map((item) => item.action)).toContain('report');
      // the author too (the flags plugin refuses flagging one's own post)
      expect((await actionsOf(alice)).map((item) => item.action)).toContain('report');
      expect(await actionsOf(null)).toEqual([]);
      const zh = await fx.host.api<Envelope<QuestionInfo>>('GET', `${API}/question/info?id=${id}`, { token: bob.token, lang: 'zh_CN' });
      expect(zh.body.data.member_actions[0]?.name).toBe('举报');
    });
  });
}
