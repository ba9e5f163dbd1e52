/**
 * The admin's badges on each database: the list with its status filter, name search in the
 * admin's language and `badge:<id>`; deactivating a badge (gone from the catalogue, not awarded,
 * its awards kept but off profiles) and activating it again (awards shown and recounted, and those
 * who qualified meanwhile awarded by the backfill, a batch at a time with its progress in the list).
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DATABASES, type Envelope } from './harness';
import { API, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person } from './users-support';
import { ADM, adminList, awardCounts, awardsOf, badgeNamed, badgeRows, catalogue, get, lowerVotingBar, registered, setStatus, userBadges, type AdminBadgeItem } from './badges-support';
import { shortId } from '../../sdk/shared/ids';

/** Members whose profiles already hold a bio, more than one backfill batch of them. */
const SEEDED_BIOS = 250;

interface UserRows {
  user: { id?: number; username: string; e_mail: string; pass: string; display_name: string; bio: string; bio_html: string; mail_status: number; status: number; rank: number; created_at: number; updated_at: number };
}


const names = (list: AdminBadgeItem[]) => list.map((item) => item.name);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of ALL_DATABASES) {
  describe(`badges in admin on ${kind}`, () => {
    const fx = useInstalledSite<Tables>(kind) as unknown as Fixture;
    let alice: Person;
    let bob: Person;
    let question: string;

    beforeAll(async () => {
      await lowerVotingBar(fx);
      alice = await registered(fx);
      bob = await registered(fx);
      question = await u.ask(fx, alice, 'Where do the badges of this site come from?');
    });

    it('lists every badge with its group and status, a page at a time', async () => {
      // seeded at install, where nobody can qualify yet: no backfill was started
      expect(await badgeRows(fx).selectFrom('badge').select('id').execute()).toHaveLength(14);
      expect(await badgeRows(fx).selectFrom('badge_backfill').selectAll().execute()).toEqual([]);
      const all = await adminList(fx);
      expect(all.count).toBe(14);
      expect(all.list[3]).toEqual({
        id: await badgeNamed(fx, 'first_upvote'),
        name: 'First Upvote',
        description: 'Up voted a post for the first time.',
        icon: 'hand-thumbs-up-fill',
        award_count: 0,
        earned: false,
        level: 1,
        group_name: 'Getting Started',
        status: 'active',
        progress: null,
      });
      const third = await adminList(fx, { page: 3, page_size: 5 });
      expect(third).toEqual({ count: 14, list: all.list.slice(10) });
      expect(names(third.list)).toEqual(['Great Answer', 'Nice Question', 'Good Question', 'Great Question']);
      expect((await adminList(fx, { status: 'active' })).count).toBe(14);
      expect((await adminList(fx, { status: 'inactive' })).count).toBe(0);
    });

    it("finds badges by a part of their name in the admin's language, or by id", async () => {
      expect(names((await adminList(fx, { q: 'upVOTE' })).list)).toEqual(['First Upvote']);
      expect(names((await adminList(fx, { q: 'question' })).list)).toEqual(['Nice Question', 'Good Question', 'Great Question']);
      expect(names((await adminList(fx, { q: '问题' }, 'zh_CN')).list)).toEqual(['不错的问题', '好问题', '优秀问题']);
      const solved = await badgeNamed(fx, 'solved');
      expect(names((await adminList(fx, { q: `badge:${solved}` })).list)).toEqual(['Solved']);
      expect(names((await adminList(fx, { q: `badge:${shortId(solved)}` })).list)).toEqual(['Solved']);
      expect((await adminList(fx, { q: 'badge:nonsense' })).count).toBe(0);
      expect((await adminList(fx, { q: 'no badge is called this' })).list).toEqual([]);
    });

    it('takes a deactivated badge out of the catalogue and stops awarding it, keeping what was awarded', async () => {
      const upvote = await badgeNamed(fx, 'first_upvote');
      const reaction = await badgeNamed(fx, 'first_reaction');
      await u.vote(fx, bob, question, 'up');
      expect(await awardsOf(fx, bob)).toEqual({ first_upvote: 1 });

      for (const id of [upvote, reaction]) expect((await setStatus(fx, id, 'inactive')).status).toBe(200);
      // switching to the status a badge has changes nothing
      expect((await setStatus(fx, reaction, 'inactive')).status).toBe(200);
      const shown = (await catalogue(fx)).flatMap((group) => group.badges.map((badge) => badge.id));
      expect(shown).not.toContain(upvote);
      expect(shown).not.toContain(reaction);
      expect(shown).toHaveLength(12);
      expect((await get(fx, `${API}/badge`, null, { id: reaction })).status).toBe(400);
      expect(names((await adminList(fx, { status: 'inactive' })).list)).toEqual(['First Upvote', 'First Reaction']);
      // the award stays, off the member's profile
      expect((await userBadges(fx, bob.username)).list).toEqual([]);
      expect(await awardsOf(fx, bob)).toEqual({ first_upvote: 1 });

      const reacted = await fx.host.api('PUT', `${API}/meta/reaction`, { token: alice.token, body: { object_id: question, emoji: 'smile', reaction: 'activate' } });
      expect(reacted.status).toBe(200);
      expect(await awardsOf(fx, alice)).toEqual({});
    });

    it('shows the awards again on activation and awards those who qualified meanwhile', async () => {
      const upvote = await badgeNamed(fx, 'first_upvote');
      const reaction = await badgeNamed(fx, 'first_reaction');
      expect((await setStatus(fx, upvote, 'active')).status).toBe(200);
      expect((await userBadges(fx, bob.username)).list.map((badge) => badge.id)).toEqual([upvote]);
      expect(await awardCounts(fx, upvote)).toEqual({ stored: 1, rows: 1 });

      expect((await setStatus(fx, reaction, 'active')).status).toBe(200);
      // one batch: done before the answer
      expect(await awardsOf(fx, alice)).toEqual({ first_reaction: 1 });
      expect(await awardCounts(fx, reaction)).toEqual({ stored: 1, rows: 1 });
      expect((await catalogue(fx)).flatMap((group) => group.badges).find((badge) => badge.id === reaction)?.award_count).toBe(1);
      expect((await adminList(fx, { q: `badge:${reaction}` })).list[0]).toMatchObject({ status: 'active', progress: null });
      // activating twice awards nothing twice
      await setStatus(fx, reaction, 'inactive');
      await setStatus(fx, reaction, 'active');
      expect(await awardCounts(fx, reaction)).toEqual({ stored: 1, rows: 1 });
    });

    it('awards Nice Question on activation to the author of a question voted up ten times while it was inactive', async () => {
      const nice = await badgeNamed(fx, 'nice_question');
      expect((await setStatus(fx, nice, 'inactive')).status).toBe(200);
      const voters = await Promise.all(Array.from({ length: 10 }, () => registered(fx)));
      const target = await u.ask(fx, alice, 'Is this question nice while nobody can earn the badge?');
      for (const voter of voters) await u.vote(fx, voter, target, 'up');
      expect(await awardsOf(fx, alice)).not.toHaveProperty('nice_question');
      expect((await setStatus(fx, nice, 'active')).status).toBe(200);
      expect(await awardsOf(fx, alice)).toMatchObject({ nice_question: 1 });
      expect((await userBadges(fx, alice.username)).list.find((badge) => badge.id === nice)?.earned_count).toBe(1);
    });

    it("runs every badge's backfill on this database, awarding nobody twice", async () => {
      for (const item of (await adminList(fx)).list) {
        const before = await awardCounts(fx, item.id);
        expect((await setStatus(fx, item.id, 'inactive')).status).toBe(200);
        expect((await setStatus(fx, item.id, 'active')).status).toBe(200);
        const after = await awardCounts(fx, item.id);
        expect(after.stored, item.name).toBe(after.rows);
        expect(after.rows, item.name).toBeGreaterThanOrEqual(before.rows);
      }
      // who earned what by now: each badge once per member (per post for the multi ones)
      expect(await awardsOf(fx, bob)).toEqual({ first_upvote: 1 });
      expect(await awardsOf(fx, alice)).toEqual({ first_reaction: 1, nice_question: 1 });
    });

    it('backfills a badge a batch at a time, with its progress in the list, and never twice', async () => {
      // members whose bio was saved before the badge was active: seeded, as no person writes 250 profiles in a test
      const rows = fx.db as unknown as Kysely<UserRows>;
      const stamp = Date.now().toString(36);
      const now = Math.floor(Date.now() / 1000);
      const seeded = Array.from({ length: SEEDED_BIOS }, (_, n) => ({
        username: `bio_${stamp}_${n}`,
        e_mail: `bio-${stamp}-${n}@example.com`,
        pass: '',
        display_name: `Bio ${n}`,
        bio: `Bio number ${n}.`,
        bio_html: `<p>Bio number ${n}.</p>`,
        mail_status: 1,
        status: 1,
        rank: 1,
        created_at: now,
        updated_at: now,
      }));
      for (let start = 0; start < seeded.length; start += 50) await rows.insertInto('user').values(seeded.slice(start, start + 50)).execute();
      const autobiographer = await badgeNamed(fx, 'autobiographer');
      expect((await setStatus(fx, autobiographer, 'inactive')).status).toBe(200);
      const carol = await registered(fx);
      expect((await fx.host.api('PUT', `${API}/user/info`, { token: carol.token, body: { display_name: 'Carol Profile', username: carol.username, bio: 'Written while inactive.', website: '', location: '', avatar: { type: 'default', gravatar: '', custom: '' } } })).status).toBe(200);

      expect((await setStatus(fx, autobiographer, 'active')).status).toBe(200);
      const progress: { done: number; total: number }[] = [];
      for (let round = 0; round < 200; round += 1) {
        const item = (await adminList(fx, { q: `badge:${autobiographer}` })).list[0];
        if (!item.progress) break;
        progress.push(item.progress);
        await sleep(25);
      }
      // more than a batch: the answer came before the end, and the list showed how far it got
      expect(progress.length).toBeGreaterThan(0);
      expect(progress[0].total).toBe(SEEDED_BIOS + 1);
      for (const step of progress) expect(step.done).toBeLessThanOrEqual(step.total);
      const job = await badgeRows(fx).selectFrom('badge_backfill').selectAll().where('badge_id', '=', autobiographer).executeTakeFirstOrThrow();
      expect([Number(job.status), Number(job.done)]).toEqual([2, SEEDED_BIOS + 1]);
      expect(await awardCounts(fx, autobiographer)).toEqual({ stored: SEEDED_BIOS + 1, rows: SEEDED_BIOS + 1 });
      expect(await awardsOf(fx, carol)).toEqual({ autobiographer: 1 });

      // activated again: the pass repeats and awards nobody twice
      await setStatus(fx, autobiographer, 'inactive');
      await setStatus(fx, autobiographer, 'active');
      for (let round = 0; round < 200 && (await adminList(fx, { q: `badge:${autobiographer}` })).list[0].progress; round += 1) await sleep(25);
      expect(await awardCounts(fx, autobiographer)).toEqual({ stored: SEEDED_BIOS + 1, rows: SEEDED_BIOS + 1 });
    });

    it('refuses unknown badges and bad switches', async () => {
      const unknown = await setStatus(fx, '10090000099999999', 'inactive');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ reason: 'error.badge.object_not_found' });
      const bad = await fx.host.api<Envelope<{ error_field: string }[]>>('PUT', `${ADM}/badge/status`, { token: fx.site.adminToken, body: { id: await badgeNamed(fx, 'solved'), status: 'deleted' } });
      expect(bad.status).toBe(400);
      expect(bad.body.data.map((item) => item.error_field)).toEqual(['status']);
      expect((await setStatus(fx, await badgeNamed(fx, 'solved'), 'inactive', bob.token)).status).toBe(403);
      expect((await get(fx, `${ADM}/badges`, bob)).status).toBe(403);
      expect((await get(fx, `${ADM}/badges`, null, { status: 'gone' })).status).toBe(401);
      expect((await get(fx, `${ADM}/badges`, { token: fx.site.adminToken }, { status: 'gone' })).status).toBe(400);
      expect(fx.host.output()).not.toMatch(/badges: .*(failed|stopped)/);
    });
  });
}
