/**
 * Earning badges on each database, from what members do through the API: the catalogue of Answer's
 * default badges, First Upvote after a member's first vote (members who signed up by mail), Nice
 * Question after ten up votes (ten voters the admin registered), Autobiographer, Solved and
 * Scholar, Editor, First Reaction and First Share; the achievement notification and the badge that
 * pops up until it is read; one award however many events race for it; and the refusals of
 * unknown badges and members.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { ALL_DATABASES, type Envelope } from './harness';
import { API, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';
import { awardCounts, awardsOf, badgeNamed, catalogue, get, lowerVotingBar, ok, registered, saveBio, userBadges, type BadgeAwardItem, type BadgeInfoResp, type Page } from './badges-support';
import type { NotificationPage, RedDotResp } from '../../plugins/notifications/server/page';


for (const kind of ALL_DATABASES) {
  describe(`earning badges on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let alice: Person;
    let bob: Person;
    let carol: Person;
    let question: string;

    beforeAll(async () => {
      await lowerVotingBar(fx);
      alice = await u.signedUp(site, mailbox(), 'Alice Asker');
      bob = await u.signedUp(site, mailbox(), 'Bob Builder');
      carol = await u.signedUp(site, mailbox(), 'Carol Curious');
      question = await u.ask(fx, alice, 'How do I earn my very first badge here?');
    });

    it("lists Answer's default badges by group, in the reader's language", async () => {
      const groups = await catalogue(fx);
      expect(groups.map((group) => group.group_name)).toEqual(['Getting Started', 'Community', 'Posting']);
      expect(groups.map((group) => group.badges.map((badge) => badge.name))).toEqual([
        ['Autobiographer', 'Editor', 'First Flag', 'First Upvote', 'First Reaction', 'First Share', 'Scholar'],
        ['Solved'],
        ['Nice Answer', 'Good Answer', 'Great Answer', 'Nice Question', 'Good Question', 'Great Question'],
      ]);
      const upvote = groups[0].badges[3];
      expect(upvote).toEqual({ id: expect.stringMatching(/^1009\d{13}$/), name: 'First Upvote', icon: 'hand-thumbs-up-fill', award_count: 0, earned_count: 0, level: 1 });
      expect(groups[2].badges.map((badge) => [badge.icon, badge.level])).toEqual([
        ['chat-square-text-fill', 1],
        ['chat-square-text-fill', 2],
        ['chat-square-text-fill', 3],
        ['question-circle-fill', 1],
        ['question-circle-fill', 2],
        ['question-circle-fill', 3],
      ]);
      const chinese = await catalogue(fx, null, 'zh_CN');
      expect(chinese.map((group) => group.group_name)).toEqual(['入门', '社区', '发帖']);
      expect(chinese[0].badges[3].name).toBe('首次点赞');

      const info = await ok<BadgeInfoResp>(fx, `${API}/badge`, null, { id: upvote.id });
      expect(info).toEqual({ ...upvote, description: 'Up voted a post for the first time.', is_single: true });
      const autobiographer = await ok<BadgeInfoResp>(fx, `${API}/badge`, null, { id: groups[0].badges[0].id });
      expect(autobiographer.description).toMatch(/^Filled out their <a href="http[^"]+\/users\/settings\/profile" target="_blank">profile<\/a> with a bio\.$/);
      expect((await ok<BadgeInfoResp>(fx, `${API}/badge`, null, { id: groups[2].badges[0].id })).is_single).toBe(false);
    });

    it("awards First Upvote on a member's first up vote, once, and tells them", async () => {
      const upvote = await badgeNamed(fx, 'first_upvote');
      await u.vote(fx, bob, question, 'up');
      expect(await awardsOf(fx, bob)).toEqual({ first_upvote: 1 });
      // the author of the post voted on earns nothing for it
      expect(await awardsOf(fx, alice)).toEqual({});
      const second = await u.ask(fx, alice, 'Which badge comes after the first one?');
      await u.vote(fx, bob, second, 'up');
      expect(await awardsOf(fx, bob)).toEqual({ first_upvote: 1 });
      expect(await awardCounts(fx, upvote)).toEqual({ stored: 1, rows: 1 });

      expect((await userBadges(fx, bob.username)).list).toEqual([{ id: upvote, name: 'First Upvote', icon: 'hand-thumbs-up-fill', earned_count: 1, level: 1 }]);
      expect((await userBadges(fx, bob.username, true)).list.map((badge) => badge.id)).toEqual([upvote]);
      expect((await ok<BadgeInfoResp>(fx, `${API}/badge`, bob, { id: upvote })).earned_count).toBe(1);
      expect((await ok<BadgeInfoResp>(fx, `${API}/badge`, carol, { id: upvote })).earned_count).toBe(0);
      const awards = await ok<Page<BadgeAwardItem>>(fx, `${API}/badge/awards/page`, null, { badge_id: upvote });
      expect(awards.count).toBe(1);
      expect(awards.list[0]).toMatchObject({ object_id: question, question_id: question, answer_id: '', object_type: 'question', url_title: 'How do I earn my very first badge here?' });
      expect(awards.list[0].author_user_info).toMatchObject({ id: bob.id, username: bob.username });

      // the achievement, and the badge popping up until its notification is read
      const page = await ok<NotificationPage>(fx, `${API}/notification/page`, bob, { type: 'achievement' });
      const item = page.list.find((entry) => entry.object_info.object_type === 'badge_award');
      expect(item).toMatchObject({ object_info: { title: 'First Upvote', object_map: { badge_id: upvote } }, notification_action: "You've earned a badge", is_read: false, rank: 0 });
      expect(item?.user_info).toBeUndefined();
      const zh = await ok<NotificationPage>(fx, `${API}/notification/page`, bob, { type: 'achievement' }, 'zh_CN');
      expect(zh.list.find((entry) => entry.object_info.object_type === 'badge_award')?.object_info.title).toBe('首次点赞');
      const status = await ok<RedDotResp>(fx, `${API}/notification/status`, bob);
      expect(status.achievement).toBeGreaterThanOrEqual(1);
      expect(status.badge_award).toEqual({ notification_id: item?.id, badge_id: upvote, name: 'First Upvote', icon: 'hand-thumbs-up-fill', level: 1 });
      const read = await fx.host.api<Envelope<null>>('PUT', `${API}/notification/read/state`, { token: bob.token, body: { id: item?.id } });
      expect(read.status).toBe(200);
      expect((await ok<RedDotResp>(fx, `${API}/notification/status`, bob)).badge_award).toBeNull();
    });

    it('awards Autobiographer when a member saves a bio, not for an empty one', async () => {
      expect((await saveBio(fx, carol, '')).status).toBe(200);
      expect(await awardsOf(fx, carol)).toEqual({});
      expect((await saveBio(fx, carol, 'I read manuals for fun.')).status).toBe(200);
      expect((await saveBio(fx, carol, 'I read manuals for fun, twice.')).status).toBe(200);
      expect(await awardsOf(fx, carol)).toEqual({ autobiographer: 1 });
    });

    it('awards Solved to the answer’s author and Scholar to the asker when an answer is accepted, and Editor on a first edit', async () => {
      const asked = await u.ask(fx, carol, 'Why does my lamp flicker when it rains?');
      const answered = await u.answer(fx, bob, asked);
      await u.accept(fx, carol, asked, answered);
      expect(await awardsOf(fx, bob)).toMatchObject({ solved: 1 });
      expect(await awardsOf(fx, carol)).toMatchObject({ scholar: 1 });
      const solved = await ok<Page<BadgeAwardItem>>(fx, `${API}/badge/awards/page`, null, { badge_id: await badgeNamed(fx, 'solved'), username: bob.username });
      expect(solved.list.map((award) => [award.object_type, award.object_id, award.question_id, award.answer_id])).toEqual([['answer', answered, asked, answered]]);

      const edited = await fx.host.api('PUT', `${API}/answer`, { token: bob.token, body: { id: answered, question_id: asked, content: 'Check the seal of the lamp: water gets in.', edit_summary: 'clearer' } });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(await awardsOf(fx, bob)).toMatchObject({ editor: 1, solved: 1 });
    });

    it('awards First Reaction and First Share (not for the sharer’s own visit)', async () => {
      const reacted = await fx.host.api('PUT', `${API}/meta/reaction`, { token: carol.token, body: { object_id: question, emoji: 'heart', reaction: 'activate' } });
      expect(reacted.status, JSON.stringify(reacted.body)).toBe(200);
      expect(await awardsOf(fx, carol)).toMatchObject({ first_reaction: 1 });

      expect((await get(fx, `${API}/question/info`, alice, { id: question, share: alice.username })).status).toBe(200);
      expect(await awardsOf(fx, alice)).not.toHaveProperty('first_share');
      expect((await get(fx, `${API}/question/info`, null, { id: question, share: alice.username })).status).toBe(200);
      expect((await get(fx, `${API}/question/info`, bob, { id: question, share: 'nobody-of-that-name' })).status).toBe(200);
      // a visit served from the kept copy tells of the share after its answer has left
      await expect.poll(() => awardsOf(fx, alice)).toMatchObject({ first_share: 1 });
    });

    it('awards Nice Question at ten up votes, once, however the votes race', async () => {
      const voters = await Promise.all(Array.from({ length: 10 }, () => registered(fx)));
      const target = await u.ask(fx, alice, 'What makes a question nice enough for a badge?');
      for (const voter of voters.slice(0, 9)) await u.vote(fx, voter, target, 'up');
      expect(await awardsOf(fx, alice)).not.toHaveProperty('nice_question');
      await u.vote(fx, voters[9], target, 'up');
      expect(await awardsOf(fx, alice)).toMatchObject({ nice_question: 1 });

      // a second question voted up by all ten at once: one award for it, and one First Upvote each
      const raced = await u.ask(fx, alice, 'Does a nice question stay nice when everyone votes at once?');
      await Promise.all(voters.map((voter) => u.vote(fx, voter, raced, 'up')));
      expect(await awardsOf(fx, alice)).toMatchObject({ nice_question: 2 });
      for (const voter of voters) expect(await awardsOf(fx, voter)).toEqual({ first_upvote: 1 });
      const nice = await badgeNamed(fx, 'nice_question');
      expect(await awardCounts(fx, nice)).toEqual({ stored: 2, rows: 2 });
      expect((await userBadges(fx, alice.username)).list.find((badge) => badge.id === nice)?.earned_count).toBe(2);
    });

    it('makes one award when one member’s events race for a single badge', async () => {
      const dave = await registered(fx);
      const targets = await Promise.all([1, 2, 3, 4, 5].map((n) => u.ask(fx, alice, `Which of these five questions is number ${n}?`)));
      await Promise.all(targets.map((target) => u.vote(fx, dave, target, 'up')));
      await Promise.all([1, 2, 3, 4].map((n) => saveBio(fx, dave, `Bio number ${n}.`)));
      expect(await awardsOf(fx, dave)).toEqual({ first_upvote: 1, autobiographer: 1 });
      for (const name of ['first_upvote', 'autobiographer']) {
        const counts = await awardCounts(fx, await badgeNamed(fx, name));
        expect(counts.stored).toBe(counts.rows);
      }
    });

    it('refuses unknown badges and members as Answer does', async () => {
      for (const id of ['10090000099999999', 'zzzz', '']) {
        const response = await get(fx, `${API}/badge`, null, id ? { id } : {});
        expect(response.status, id).toBe(400);
        expect(response.body).toMatchObject({ reason: 'error.badge.object_not_found', msg: 'Badge not found.' });
      }
      expect((await get(fx, `${API}/badge`, null, { id: '10090000099999999' }, 'zh_CN')).body.msg).toBe('未找到徽章。');
      expect(await ok<Page<BadgeAwardItem>>(fx, `${API}/badge/awards/page`, null, { badge_id: '10090000099999999' })).toEqual({ count: 0, list: [] });
      expect((await get(fx, `${API}/badge/awards/page`, null)).status).toBe(400);
      const unknown = await get(fx, `${API}/badge/user/awards`, null, { username: 'nobody-of-that-name' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.reason).toBe('error.user.not_found');
      expect((await get(fx, `${API}/badge/user/awards/recent`, null)).status).toBe(400);
    });

    it('never had to undo the badge work of an event', () => {
      // a failing rule is rolled back on its own and logged: none of the calls above may have hit one
      expect(fx.host.output()).not.toMatch(/badges: .*failed/);
    });
  });
}
