/**
 * The users page on each database: `GET /user/ranking` (reputation gained and votes in the last
 * seven days, twenty each, and the staff) and `GET /user/staff` (staff by the start of a name),
 * for members who signed up and activated by mail.
 */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMailbox } from './accounts-email-support';
import { ALL_DATABASES } from './harness';
import { API, fieldsOf, type Fixture, type Tables } from './questions-support';
import { useInstalledSite } from './test-database';
import * as u from './users-support';
import type { Person, StaffUser, UserRanking } from './users-support';

interface ActivityRows {
  activity: { id: number | string; user_id: string; object_id: string; activity_type: number; created_at: number | string };
}

/** `activity_type` of `question.voted_up` (Answer's config id). */
const QUESTION_VOTED_UP = 3;

for (const kind of ALL_DATABASES) {
  describe(`the users page on ${kind}`, () => {
    const site = useInstalledSite<Tables>(kind);
    const fx = site as unknown as Fixture;
    const mailbox = useMailbox(site);
    let admin: Person;
    let alice: Person;
    let bob: Person;
    let mod: Person;
    let quitter: Person;

    const ranking = (who: Person | null = null) => u.data<UserRanking>(fx, '/user/ranking', who);
    const names = (list: { username: string }[]) => list.map((item) => item.username);
    const entryOf = (list: UserRanking['users_with_the_most_reputation'], person: Person) => list.find((item) => item.username === person.username);

    beforeAll(async () => {
      admin = u.adminOf(fx);
      alice = await u.signedUp(site, mailbox(), 'Alice Asker');
      bob = await u.signedUp(site, mailbox(), 'Bob Builder');
      mod = await u.signedUp(site, mailbox(), 'Moira Moderator');
      quitter = await u.signedUp(site, mailbox(), 'Quentin Quitter');
      await u.setRole(fx, mod, 3);
    });

    it('lists the staff and, for the week, the activation points of new members', async () => {
      const first = await ranking();
      expect(first.staffs.map((item) => [item.username, item.rank, item.vote_count])).toEqual([
        [admin.username, 1, 0],
        [mod.username, 1, 0],
      ]);
      expect(first.staffs[1]).toMatchObject({ display_name: 'Moira Moderator', avatar: expect.any(String) });
      // the admin made by the installer earned no point; members who activated did
      expect(names(first.users_with_the_most_reputation).sort()).toEqual([alice, bob, mod, quitter].map((person) => person.username).sort());
      expect(first.users_with_the_most_reputation.every((item) => item.rank === 1 && item.vote_count === 0)).toBe(true);
      expect(first.users_with_the_most_vote).toEqual([]);
    });

    it('ranks by reputation gained and by votes given and received, accepts included', async () => {
      const questionId = await u.ask(fx, alice, 'Which fuse does the old amplifier take?');
      await u.vote(fx, admin, questionId, 'up');
      const answerId = await u.answer(fx, bob, questionId, 'A slow-blow fuse of two amperes.');
      await u.accept(fx, alice, questionId, answerId);

      const now = await ranking(alice);
      expect(names(now.users_with_the_most_reputation).slice(0, 2)).toEqual([bob.username, alice.username]);
      expect(entryOf(now.users_with_the_most_reputation, bob)).toMatchObject({ rank: 16, vote_count: 0, display_name: 'Bob Builder' });
      expect(entryOf(now.users_with_the_most_reputation, alice)?.rank).toBe(13);
      // the admin's vote and alice's upvoted count one each; the accept counts for both sides
      expect(now.users_with_the_most_vote.map((item) => [item.username, item.vote_count, item.rank])).toEqual(
        [
          [alice.username, 2, 0],
          [admin.username, 1, 0],
          [bob.username, 1, 0],
        ].sort((x, y) => Number(y[1]) - Number(x[1]) || String(x[0]).localeCompare(String(y[0]))),
      );
    });

    it('counts only the last seven days and only what still stands', async () => {
      const rows = fx.db as unknown as Kysely<ActivityRows>;
      const upvoted = await rows.selectFrom('activity').select(['id', 'object_id']).where('user_id', '=', alice.id).where('activity_type', '=', QUESTION_VOTED_UP).executeTakeFirstOrThrow();
      // a week and a day ago: a state only waiting a week would reach
      await rows.updateTable('activity').set({ created_at: Math.floor(Date.now() / 1000) - 8 * 86400 }).where('id', '=', upvoted.id).execute();
      const later = await ranking();
      expect(entryOf(later.users_with_the_most_reputation, alice)?.rank).toBe(3);
      expect(entryOf(later.users_with_the_most_vote, alice)?.vote_count).toBe(1);

      // the admin takes the vote back: their vote stops counting
      const cancelled = await fx.host.api('POST', `${API}/vote/up`, { token: admin.token, body: { object_id: upvoted.object_id, is_cancel: true } });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(names((await ranking()).users_with_the_most_vote)).not.toContain(admin.username);
    });

    it('leaves deleted members out and keeps suspended ones, as Answer does', async () => {
      await u.setStatus(fx, quitter, 'deleted');
      await u.setStatus(fx, bob, 'suspended', '7d');
      const after = await ranking();
      expect(names(after.users_with_the_most_reputation)).not.toContain(quitter.username);
      expect(names(after.users_with_the_most_reputation)).toContain(bob.username);
      await u.setStatus(fx, bob, 'normal');
    });

    it('finds staff by the start of their username or display name, any case, active ones only', async () => {
      const search = (username: string, extra: Record<string, string | number> = {}) => u.data<StaffUser[]>(fx, '/user/staff', alice, { username, ...extra });
      expect(await search(admin.username.slice(0, 3).toUpperCase())).toEqual([{ username: admin.username, display_name: expect.any(String), avatar: expect.any(String) }]);
      expect(names(await search('moira'))).toEqual([mod.username]);
      expect(names(await search('MOIRA MOD'))).toEqual([mod.username]);
      // members are not staff; wildcards are taken literally
      expect(await search('alice')).toEqual([]);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(names(await search(''))).toEqual([admin.username, mod.username].sort());
      expect(await search('', { page_size: 1 })).toHaveLength(1);
      expect(fieldsOf((await u.read(fx, '/user/staff', null, { page_size: 0 })).body)).toEqual(['page_size']);

      await u.setStatus(fx, mod, 'suspended', '7d');
      expect(await search('moira')).toEqual([]);
      expect(names((await ranking()).staffs)).toContain(mod.username);
    });
  });
}
