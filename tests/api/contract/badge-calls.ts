/**
 * How the contract test calls the badges plugin's routes (part of `CONTRACT_CALLS`): the catalogue,
 * a badge and its awards (Bob's accepted answer earned him Solved), the members' badges, and the
 * admin's list and switch (set to the status the badge has, changing nothing).
 */
import type { Kysely } from 'kysely';
import { API, type Fixture } from '../questions-support';
import type { Community, Person } from './community';

type BadgeCall = { as?: Person; query?: Record<string, string | undefined>; body?: unknown };

const ADM = '/answer/admin/api';

async function badgeId(fx: Fixture, name: string): Promise<string> {
  const db = fx.db as unknown as Kysely<{ badge: { id: string; rule_key: string } }>;
  return (await db.selectFrom('badge').select('id').where('rule_key', '=', `badges.${name}`).executeTakeFirstOrThrow()).id;
}

export const BADGE_CONTRACT_CALLS: Record<string, (c: Community, fx: Fixture) => BadgeCall | BadgeCall[] | Promise<BadgeCall | BadgeCall[]>> = {
  [`GET ${API}/badges`]: (c) => [{}, { as: c.bob }],
  [`GET ${API}/badge`]: async (c, fx) => [{ query: { id: await badgeId(fx, 'solved') } }, { as: c.bob, query: { id: await badgeId(fx, 'nice_answer') } }],
  [`GET ${API}/badge/awards/page`]: async (c, fx) => [
    { query: { badge_id: await badgeId(fx, 'solved'), page: '1', page_size: '30' } },
    { as: c.alice, query: { badge_id: await badgeId(fx, 'scholar'), username: c.alice.username } },
  ],
  [`GET ${API}/badge/user/awards`]: (c) => [{ query: { username: c.bob.username } }, { as: c.alice, query: { username: c.alice.username } }],
  [`GET ${API}/badge/user/awards/recent`]: (c) => [{ query: { username: c.bob.username } }],
  [`GET ${ADM}/badges`]: (c) => [{ as: c.admin }, { as: c.admin, query: { page: '1', page_size: '5', status: 'active', q: 'answer' } }],
  [`PUT ${ADM}/badge/status`]: async (c, fx) => ({ as: c.admin, body: { id: await badgeId(fx, 'first_flag'), status: 'active' } }),
};
