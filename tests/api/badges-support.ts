/**
 * What the badges plugin's API tests share: the badge calls as a member or guest makes them, the
 * admin's switch, and direct reads of the award rows (to count awards, not trust the counters).
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Envelope } from './harness';
import { addMember, API, type Fixture } from './questions-support';
import type { Person } from './users-support';
import type { AdminBadgeItem } from '../../plugins/badges/server/admin';
import type { BadgeAwardItem, Page, UserBadgeItem } from '../../plugins/badges/server/award-lists';
import type { BadgeGroupResp, BadgeInfoResp } from '../../plugins/badges/server/catalogue';

export type { AdminBadgeItem, BadgeAwardItem, BadgeGroupResp, BadgeInfoResp, Page, UserBadgeItem };

export const ADM = '/answer/admin/api';

interface BadgeTables {
  user: { id: number | string; username: string };
  badge: { id: string; name: string; award_count: number | string; status: number | string; rule_key: string };
  badge_award: { id: string; user_id: string; badge_id: string; award_key: string; is_badge_deleted: number | string };
  badge_backfill: { badge_id: string; status: number | string; done: number | string; total: number | string };
}

export const badgeRows = (fx: Fixture) => fx.db as unknown as Kysely<BadgeTables>;

type Caller = Pick<Person, 'token'> | null;

export async function get<T>(fx: Fixture, path: string, caller: Caller, query: Record<string, string | number> = {}, lang?: string) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return fx.host.api<Envelope<T>>('GET', `${path}${params ? `?${params}` : ''}`, { token: caller?.token, lang });
}

/** The same, expecting success. */
export async function ok<T>(fx: Fixture, path: string, caller: Caller, query: Record<string, string | number> = {}, lang?: string): Promise<T> {
  const response = await get<T>(fx, path, caller, query, lang);
  expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

export const catalogue = (fx: Fixture, caller: Caller = null, lang?: string) => ok<BadgeGroupResp[]>(fx, `${API}/badges`, caller, {}, lang);

/** The badge (active, in the catalogue) with this English name. */
export async function badgeNamed(fx: Fixture, name: string): Promise<string> {
  const row = await badgeRows(fx).selectFrom('badge').select('id').where('name', '=', `badge.default_badges.${name}.name`).executeTakeFirstOrThrow();
  return row.id;
}

export const userBadges = (fx: Fixture, username: string, recent = false) => ok<Page<UserBadgeItem>>(fx, `${API}/badge/user/awards${recent ? '/recent' : ''}`, null, { username });

/** How often `person` earned each badge, by English name, from the award rows. */
export async function awardsOf(fx: Fixture, person: Pick<Person, 'id'>): Promise<Record<string, number>> {
  const rows = await badgeRows(fx).selectFrom('badge_award').innerJoin('badge', 'badge.id', 'badge_award.badge_id').select('badge.name').where('badge_award.user_id', '=', person.id).execute();
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const name = row.name.replace(/^badge\.default_badges\.|\.name$/g, '');
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** `award_count` of a badge as stored, and what the award rows say it should be. */
export async function awardCounts(fx: Fixture, badgeId: string): Promise<{ stored: number; rows: number }> {
  const badge = await badgeRows(fx).selectFrom('badge').select('award_count').where('id', '=', badgeId).executeTakeFirstOrThrow();
  const rows = await badgeRows(fx).selectFrom('badge_award').select((eb) => eb.fn.countAll<number>().as('n')).where('badge_id', '=', badgeId).executeTakeFirstOrThrow();
  return { stored: Number(badge.award_count), rows: Number(rows.n) };
}

export function setStatus(fx: Fixture, id: string, status: 'active' | 'inactive', token = fx.site.adminToken) {
  return fx.host.api<Envelope<null>>('PUT', `${ADM}/badge/status`, { token, body: { id, status } });
}

export const adminList = (fx: Fixture, query: Record<string, string | number> = {}, lang?: string) => ok<Page<AdminBadgeItem>>(fx, `${ADM}/badges`, { token: fx.site.adminToken }, query, lang);

/** Lets members with 1 reputation vote up (privilege level 1), as an admin may choose. */
export async function lowerVotingBar(fx: Fixture): Promise<void> {
  const response = await fx.host.api('PUT', `${ADM}/setting/privileges`, { token: fx.site.adminToken, body: { level: 1 } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

export async function saveBio(fx: Fixture, person: Person, bio: string) {
  return fx.host.api<Envelope<null>>('PUT', `${API}/user/info`, {
    token: person.token,
    body: { display_name: `${person.username} Name`.slice(0, 30), username: person.username, bio, website: '', location: '', avatar: { type: 'default', gravatar: '', custom: '' } },
  });
}

/** A member the admin registered (no mail round trip), with their username. */
export async function registered(fx: Fixture): Promise<Person> {
  const member = await addMember(fx, 1);
  const row = await badgeRows(fx).selectFrom('user').select('username').where('id', '=', member.id).executeTakeFirstOrThrow();
  return { ...member, username: row.username };
}
