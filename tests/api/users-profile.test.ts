/**
 * Member profiles (`GET /personal/user/info`, `/personal/qa/top` and the profile's lists of
 * questions, answers, comments, reputation and votes), for members who signed up and activated by
 * mail: what guests, the member, other members and staff each see of
 * unlisted, waiting and deleted posts, pages past the end, unknown members, votes that are only
 * their caster's, and members who are inactive, suspended or deleted. On SQLite and PostgreSQL
 * (every database in the full suite): the lists are Kysely's common SQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { API_DATABASES } from './harness';
import { fieldsOf, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { CommentItem, Page, Person, ProfileInfo, RankItem, UserAnswerInfo, UserQuestionInfo, VoteItem } from './users-support';

const DELETED = 'Deleted question';
const WAITING = 'Question waiting for review';

for (const kind of API_DATABASES) {
  describe(`member profiles on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let admin: Person;
    let alice: Person;
    let bob: Person;
    let carol: Person;
    let mod: Person;
    const q: Record<string, string> = {};
    const a: Record<string, string> = {};
    const titles = (list: UserQuestionInfo[]) => list.map((item) => item.title);

    beforeAll(async () => {
      admin = u.adminOf(fx);
      alice = await u.signedUp(site, mailbox(), 'Alice Asker');
      bob = await u.signedUp(site, mailbox(), 'Bob Builder');
      carol = await u.signedUp(site, mailbox(), 'Carol Curious');
      mod = await u.signedUp(site, mailbox(), 'Dave Moderator');
      await u.setRole(fx, mod, 3);
      q.listed = await u.ask(fx, alice, 'How do I wire the listed lamp?');
      q.unlisted = await u.ask(fx, alice, 'How do I wire the unlisted lamp?');
      q.waiting = await u.ask(fx, alice, 'How do I wire the waiting lamp?');
      q.gone = await u.ask(fx, alice, 'How do I wire the removed lamp?');
      q.carolDeleted = await u.ask(fx, carol, 'Where did the deleted manual go?');
      q.carolWaiting = await u.ask(fx, carol, 'Where did the waiting manual go?');
      q.carolOpen = await u.ask(fx, carol, 'Where did the open manual go?');
      a.accepted = await u.answer(fx, bob, q.listed);
      a.onDeleted = await u.answer(fx, bob, q.carolDeleted);
      a.onWaiting = await u.answer(fx, bob, q.carolWaiting);
      a.waiting = await u.answer(fx, bob, q.carolOpen);
      await u.comment(fx, alice, a.accepted, 'Thanks, the lamp works now.');
      await u.comment(fx, carol, q.carolDeleted, 'Any news about this manual?');
      await u.accept(fx, alice, q.listed, a.accepted);
      await u.vote(fx, admin, q.listed, 'up');
      await u.vote(fx, mod, a.accepted, 'up');
      await u.operate(fx, mod, q.unlisted, 'hide');
      await u.removeQuestion(fx, alice, q.gone);
      await u.removeQuestion(fx, admin, q.carolDeleted);
      await u.makeWaiting(fx, 'question', q.waiting);
      await u.makeWaiting(fx, 'question', q.carolWaiting);
      await u.makeWaiting(fx, 'answer', a.waiting);
    });

    it('shows a profile to anyone, counting the questions each caller may see', async () => {
      const guest = await u.data<ProfileInfo>(fx, '/personal/user/info', null, { username: alice.username });
      expect(guest).toMatchObject({ id: alice.id, username: alice.username, display_name: 'Alice Asker', rank: 13, question_count: 1, answer_count: 0, status: 'normal', suspended_until: 0, bio: '', website: '' });
      expect(guest).not.toHaveProperty('status_msg');
      expect(guest).not.toHaveProperty('e_mail');
      expect(guest.avatar).toEqual(expect.any(String));
      expect(guest.created_at).toBeGreaterThan(0);
      // the member and staff count the unlisted question too; waiting and deleted ones count for no one
      for (const [who, count] of [[alice, 2], [mod, 2], [admin, 2], [bob, 1]] as const) expect((await u.data<ProfileInfo>(fx, '/personal/user/info', who, { username: alice.username })).question_count).toBe(count);
      // answer_count is the column the answers plugin keeps: the review state was set behind its back
      expect(await u.data<ProfileInfo>(fx, '/personal/user/info', null, { username: bob.username })).toMatchObject({ rank: 26, answer_count: 4 });
    });

    it('refuses an unknown member with 404 and a missing name as a field error', async () => {
      const unknown = await u.read(fx, '/personal/user/info', null, { username: 'nobody-here' });
      expect([unknown.status, unknown.body.reason]).toEqual([404, 'error.user.not_found']);
      expect((await u.read(fx, '/personal/user/info', alice, { username: 'x'.repeat(60) })).status).toBe(404);
      const missing = await u.read(fx, '/personal/user/info', null);
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing.body)).toEqual(['username']);
    });

    it("lists the member's top questions and answers, hiding what the caller may not see", async () => {
      const guest = await u.data<{ question: UserQuestionInfo[]; answer: UserAnswerInfo[] }>(fx, '/personal/qa/top', null, { username: alice.username });
      expect(guest.answer).toEqual([]);
      expect(guest.question.map((item) => [item.question_id, item.vote_count, item.status])).toEqual([[q.listed, 1, 'available']]);
      expect(guest.question[0]).toMatchObject({ url_title: 'how-do-i-wire-the-listed-lamp', accepted_answer_id: a.accepted, answer_count: 1 });
      expect(guest.question[0].tags.map((tag) => tag.slug_name)).toEqual(['support']);
      expect(titles((await u.data<{ question: UserQuestionInfo[] }>(fx, '/personal/qa/top', alice, { username: alice.username })).question)).toEqual(['How do I wire the listed lamp?', 'How do I wire the unlisted lamp?']);

      // bob's answers: the waiting one never; the deleted question's title withheld from all, the waiting one's from all but its asker and staff
      const topOf = async (who: Person | null) => (await u.data<{ answer: UserAnswerInfo[] }>(fx, '/personal/qa/top', who, { username: bob.username })).answer;
      const forGuest = await topOf(null);
      expect(forGuest.map((item) => item.answer_id).sort()).toEqual([a.accepted, a.onDeleted, a.onWaiting].sort());
      expect(forGuest[0]).toMatchObject({ answer_id: a.accepted, question_id: q.listed, accepted: 2, vote_count: 1, question_info: { title: 'How do I wire the listed lamp?' } });
      const titleOf = (list: UserAnswerInfo[], id: string) => list.find((item) => item.answer_id === id)?.question_info;
      expect(titleOf(forGuest, a.onDeleted)).toEqual({ title: DELETED, url_title: 'deleted-question', tags: [] });
      expect(titleOf(forGuest, a.onWaiting)).toEqual({ title: WAITING, url_title: 'question-waiting-for-review', tags: [] });
      expect(titleOf(await topOf(bob), a.onWaiting)?.title).toBe(WAITING);
      expect(titleOf(await topOf(carol), a.onWaiting)?.title).toBe('Where did the waiting manual go?');
      expect(titleOf(await topOf(mod), a.onWaiting)?.title).toBe('Where did the waiting manual go?');
      expect(titleOf(await topOf(mod), a.onDeleted)?.title).toBe(DELETED);
      expect(await u.data(fx, '/personal/qa/top', null, { username: 'nobody-here' })).toEqual({ question: [], answer: [] });
    });

    it("pages the member's questions: unlisted and waiting ones for the member and staff only", async () => {
      const page = (who: Person | null, query: Record<string, string | number> = {}) => u.data<Page<UserQuestionInfo>>(fx, '/personal/question/page', who, { username: alice.username, ...query });
      const guest = await page(null);
      expect([guest.count, titles(guest.list)]).toEqual([1, ['How do I wire the listed lamp?']]);
      for (const who of [alice, mod]) {
        const seen = await page(who, { order: 'newest' });
        expect(seen.count).toBe(3);
        expect(seen.list.map((item) => [item.question_id, item.status])).toEqual([[q.waiting, 'pending'], [q.unlisted, 'available'], [q.listed, 'available']]);
      }
      expect((await page(bob)).count).toBe(1);
      expect((await page(alice, { order: 'score' })).list[0].question_id).toBe(q.listed);
      expect((await page(alice, { order: 'unanswered' })).list.map((item) => item.question_id)).toEqual([q.waiting, q.unlisted]);
      const second = await page(alice, { page: 2, page_size: 2 });
      expect([second.count, second.list.map((item) => item.question_id)]).toEqual([3, [q.listed]]);
      expect(await page(alice, { page: 9, page_size: 2 })).toEqual({ count: 3, list: [] });

      const unknown = await u.read(fx, '/personal/question/page', null, { username: 'nobody-here' });
      expect([unknown.status, unknown.body.reason]).toEqual([400, 'error.user.not_found']);
      expect((await u.read(fx, '/personal/question/page', alice, {})).status).toBe(400);
      expect(fieldsOf((await u.read(fx, '/personal/question/page', null, { username: alice.username, order: 'oldest' })).body)).toEqual(['order']);
      expect(fieldsOf((await u.read(fx, '/personal/question/page', null, { username: alice.username, page: 0 })).body)).toEqual(['page']);
    });

    it("pages the member's answers: waiting ones for the member and staff only, accepted first by score", async () => {
      const page = (who: Person | null, query: Record<string, string | number> = {}) => u.data<Page<UserAnswerInfo>>(fx, '/personal/answer/page', who, { username: bob.username, ...query });
      const guest = await page(null, { order: 'newest' });
      expect([guest.count, guest.list.map((item) => item.answer_id)]).toEqual([3, [a.onWaiting, a.onDeleted, a.accepted]]);
      for (const who of [bob, mod, admin]) expect((await page(who, { order: 'newest' })).list.map((item) => item.answer_id)).toEqual([a.waiting, a.onWaiting, a.onDeleted, a.accepted]);
      expect((await page(carol)).count).toBe(3);
      const byScore = await page(null, { order: 'score' });
      expect(byScore.list[0]).toMatchObject({ answer_id: a.accepted, accepted: 2, question_info: { title: 'How do I wire the listed lamp?', url_title: 'how-do-i-wire-the-listed-lamp' } });
      expect(byScore.list[0].question_info.tags.map((tag) => tag.slug_name)).toEqual(['support']);
      expect(await page(null, { page: 4, page_size: 1 })).toMatchObject({ count: 3, list: [] });
      expect((await page(null, { page: 3, page_size: 1 })).list).toHaveLength(1);
      expect((await u.read(fx, '/personal/answer/page', null, { username: 'nobody-here' })).status).toBe(400);
    });

    it("pages the member's comments, newest first, without the text of posts the caller may not see", async () => {
      const alices = await u.data<Page<CommentItem>>(fx, '/personal/comment/page', null, { username: alice.username });
      expect(alices.count).toBe(1);
      expect(alices.list[0]).toMatchObject({ object_id: a.accepted, object_type: 'answer', question_id: q.listed, answer_id: a.accepted, title: 'How do I wire the listed lamp?', url_title: 'how-do-i-wire-the-listed-lamp' });
      expect(alices.list[0].content).toContain('Thanks, the lamp works now.');
      const forGuest = (await u.data<Page<CommentItem>>(fx, '/personal/comment/page', null, { username: carol.username })).list[0];
      expect(forGuest).toMatchObject({ object_id: q.carolDeleted, object_type: 'question', question_id: q.carolDeleted, answer_id: '', title: DELETED, content: '' });
      const forStaff = (await u.data<Page<CommentItem>>(fx, '/personal/comment/page', mod, { username: carol.username })).list[0];
      expect(forStaff.title).toBe(DELETED);
      expect(forStaff.content).toContain('Any news about this manual?');
      // no username: the caller's own, as Answer; a guest names no one
      expect((await u.data<Page<CommentItem>>(fx, '/personal/comment/page', carol)).list.map((item) => item.object_id)).toEqual([q.carolDeleted]);
      expect((await u.read(fx, '/personal/comment/page', null)).body.reason).toBe('error.user.not_found');
      expect(await u.data(fx, '/personal/comment/page', null, { username: alice.username, page: 2 })).toEqual({ count: 1, list: [] });
    });

    it('lists the reputation a member gained, with what earned it, in the caller’s language', async () => {
      const bobs = await u.data<Page<RankItem>>(fx, '/personal/rank/page', null, { username: bob.username });
      // the activation point is about no post and stays out of the list and its count
      expect(bobs.count).toBe(2);
      expect(bobs.list.map((item) => [item.reputation, item.rank_type, item.object_type, item.object_id, item.question_id, item.answer_id])).toEqual([
        [10, 'upvoted', 'answer', a.accepted, q.listed, a.accepted],
        [15, 'accepted', 'answer', a.accepted, q.listed, a.accepted],
      ]);
      expect(bobs.list[0]).toMatchObject({ title: 'How do I wire the listed lamp?', url_title: 'how-do-i-wire-the-listed-lamp' });
      const alices = await u.data<Page<RankItem>>(fx, '/personal/rank/page', null, { username: alice.username }, 'zh_CN');
      expect(alices.list.map((item) => [item.reputation, item.rank_type, item.object_type])).toEqual([
        [10, '被点赞', 'question'],
        [2, '采纳', 'answer'],
      ]);
      expect((await u.data<Page<RankItem>>(fx, '/personal/rank/page', bob, { page_size: 1 })).list.map((item) => item.reputation)).toEqual([10]);
      expect(await u.data(fx, '/personal/rank/page', null, { username: bob.username, page: 3, page_size: 1 })).toEqual({ count: 2, list: [] });
      expect((await u.read(fx, '/personal/rank/page', null, { username: 'nobody-here' })).status).toBe(400);
    });

    it("shows members their own votes only: guests log in first and another member's are refused", async () => {
      const votes = (who: Person | null, query: Record<string, string | number> = {}) => u.read<Page<VoteItem>>(fx, '/personal/vote/page', who, query);
      const admins = (await votes(admin)).body.data;
      expect(admins.count).toBe(1);
      expect(admins.list[0]).toMatchObject({ object_id: q.listed, object_type: 'question', question_id: q.listed, answer_id: '', vote_type: 'upvote', title: 'How do I wire the listed lamp?' });
      const mods = (await votes(mod, { username: mod.username })).body.data;
      expect(mods.list.map((item) => [item.object_type, item.object_id, item.vote_type])).toEqual([['answer', a.accepted, 'upvote']]);
      expect((await votes(bob)).body.data).toEqual({ count: 0, list: [] });
      expect((await votes(null)).status).toBe(401);
      const foreign = await votes(mod, { username: admin.username });
      expect([foreign.status, foreign.body.reason]).toEqual([403, 'base.forbidden_error']);
      expect((await votes(mod, { username: 'nobody-here' })).status).toBe(403);
      expect((await votes(admin, { page: 2 })).body.data).toEqual({ count: 1, list: [] });
    });

    it('shows inactive, suspended and deleted members with their status and a note', async () => {
      const info = async (person: Person, lang?: string) => u.data<ProfileInfo>(fx, '/personal/user/info', null, { username: person.username }, lang);
      const eve = await u.notActivated(site, 'Eve Early');
      expect(await info(eve)).toMatchObject({ status: 'inactive', status_msg: 'This member has not activated their account yet.', suspended_until: 0 });

      const before = Math.floor(Date.now() / 1000);
      await u.setStatus(fx, carol, 'suspended', '7d');
      const suspended = await info(carol);
      expect(suspended.status).toBe('suspended');
      expect(suspended.suspended_until).toBeGreaterThanOrEqual(before + 7 * 86400);
      expect(suspended.suspended_until).toBeLessThan(before + 7 * 86400 + 60);
      const until = new Date(suspended.suspended_until * 1000);
      expect(suspended.status_msg).toContain(`<strong>This member is suspended until `);
      expect(suspended.status_msg).toContain(`${until.getUTCFullYear()} at `);
      expect((await info(carol, 'zh_CN')).status_msg).toContain(`${until.getUTCFullYear()} 年`);
      // the member's lists stay readable
      expect((await u.data<Page<UserQuestionInfo>>(fx, '/personal/question/page', null, { username: carol.username })).count).toBe(1);

      await u.setStatus(fx, carol, 'suspended', 'forever');
      expect(await info(carol)).toMatchObject({ status: 'suspended', suspended_until: 0, status_msg: expect.stringContaining('suspended for good') });
      await u.setStatus(fx, carol, 'deleted');
      expect(await info(carol)).toMatchObject({ status: 'deleted', status_msg: 'This account was deleted.', suspended_until: 0 });
    });
  });
}
