/** What the activity API tests share: the probe plugin that emits activity events, and the rows they write. */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { ROOT_DIR, type Envelope } from './harness';
import type { Fixture, Member } from './questions-support';
import type { ActivityTables } from '../../plugins/activity/server/tables';

export const ACTIVITY_PROBE = path.join(ROOT_DIR, 'tests', 'fixtures', 'event-plugins', 'activity_probe');

export const activityRows = (fx: Fixture) => fx.db as unknown as Kysely<ActivityTables>;

export async function enableProbe(fx: Fixture): Promise<void> {
  const enabled = await fx.host.api('PUT', '/answer/admin/api/plugin/status', { token: fx.site.adminToken, body: { plugin_slug_name: 'activity_probe', enabled: true } });
  expect(enabled.status).toBe(200);
}

/** Emits one event through the probe (admin call, the probe's own transaction); answers the HTTP status. */
export async function emit(fx: Fixture, route: 'record' | 'cancel' | 'record-then-fail', payload: Record<string, unknown>): Promise<number> {
  const response = await fx.host.api<Envelope<null>>('POST', `/answer/api/v1/activity_probe/${route}`, { token: fx.site.adminToken, body: payload });
  return response.status;
}

export async function rankOf(fx: Fixture, member: Member): Promise<number> {
  const row = await activityRows(fx).selectFrom('user').select('rank').where('id', '=', member.id).executeTakeFirstOrThrow();
  return Number(row.rank);
}

export async function rowsOf(fx: Fixture, objectId: string) {
  return activityRows(fx).selectFrom('activity').selectAll().where('object_id', '=', objectId).orderBy('id').execute();
}

let objects = 0;
/** A fresh answer-shaped content id, so every test's rows stand apart. */
export const nextObjectId = (typeCode = 2): string => `1${String(typeCode).padStart(3, '0')}${String(9_000_000_000_000 + (objects += 1) + Math.floor(Math.random() * 1_000_000) * 1000).padStart(13, '0')}`;
