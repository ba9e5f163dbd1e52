/**
 * Members' own settings of plugins that declare a `userConfig`: one JSON value per plugin and
 * member in the host's `user_plugin_config` table. Plugins read them through `ctx.userConfig`;
 * the member edits them through the `/user/plugin/config` routes.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Dialect, ServerEventHandlers, UserConfigService } from '@answer/sdk/server';
import type { HostTables } from '../db/tables';
import type { Tree } from '../i18n';
import { withDefaults } from './plugin-config';

type Executor = Kysely<HostTables> | Transaction<HostTables>;

/** Ids per statement: well below every database's limit of bound values. */
const CHUNK = 500;

export interface UserConfigBackend {
  db(): Kysely<unknown>;
  dialect(): Dialect;
}

function executorOf(backend: UserConfigBackend, trx?: Transaction<unknown>): Executor {
  return (trx ?? backend.db()) as Executor;
}

function parseValues(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Saved values (without defaults) of the members asked for who saved any. */
export async function readUserValues(
  backend: UserConfigBackend,
  pluginId: string,
  userIds: readonly string[],
  trx?: Transaction<unknown>,
): Promise<Map<string, Record<string, unknown>>> {
  const executor = executorOf(backend, trx);
  const saved = new Map<string, Record<string, unknown>>();
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await executor
      .selectFrom('user_plugin_config')
      .select(['user_id', 'value'])
      .where('plugin_id', '=', pluginId)
      .where('user_id', 'in', unique.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) saved.set(row.user_id, parseValues(row.value));
  }
  return saved;
}

/** Replaces one member's values (already validated). */
export async function saveUserValues(
  backend: UserConfigBackend,
  pluginId: string,
  userId: string,
  values: Record<string, unknown>,
  trx?: Transaction<unknown>,
): Promise<void> {
  const row = { plugin_id: pluginId, user_id: userId, value: JSON.stringify(values), updated_at: Math.floor(Date.now() / 1000) };
  const insert = executorOf(backend, trx).insertInto('user_plugin_config').values(row);
  const change = { value: row.value, updated_at: row.updated_at };
  // An upsert, so that two saves of one member at once cannot trip the unique index.
  await (backend.dialect() === 'mysql'
    ? insert.onDuplicateKeyUpdate(change)
    : insert.onConflict((conflict) => conflict.columns(['plugin_id', 'user_id']).doUpdateSet(change))
  ).execute();
}

/** Drops every plugin's values of members removed for good. */
export async function removeUsersValues(backend: UserConfigBackend, userIds: readonly string[], trx?: Transaction<unknown>): Promise<void> {
  const executor = executorOf(backend, trx);
  for (let start = 0; start < userIds.length; start += CHUNK) {
    await executor.deleteFrom('user_plugin_config').where('user_id', 'in', userIds.slice(start, start + CHUNK)).execute();
  }
}

/** `ctx.userConfig` of one plugin; `schema` is read per call, so values follow the loaded manifest. */
export function createUserConfigService(backend: UserConfigBackend, pluginId: string, schema: () => Tree | null): UserConfigService {
  return {
    async get(userId, trx) {
      const saved = await readUserValues(backend, pluginId, [userId], trx);
      return withDefaults(schema(), saved.get(userId) ?? {});
    },
    async getMany(userIds, trx) {
      const saved = await readUserValues(backend, pluginId, userIds, trx);
      const current = schema();
      return new Map(userIds.map((userId) => [userId, withDefaults(current, saved.get(userId) ?? {})]));
    },
  };
}

/** The host's own handling of domain events about members. */
export function userConfigEvents(backend: UserConfigBackend): Pick<ServerEventHandlers, 'user.purged'> {
  return {
    async 'user.purged'({ user_ids: userIds }, { trx }) {
      await removeUsersValues(backend, userIds, trx ?? undefined);
    },
  };
}
