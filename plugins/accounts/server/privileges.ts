/**
 * Privilege levels, `GET|PUT /answer/admin/api/setting/privileges` in Answer 1.7.1's shapes: three
 * preset tables of minimum reputation per action and a custom level (99) with a value for every
 * configurable key. A save writes the `rank.*` config rows and site_info `privileges` in one
 * transaction; every plugin reads the thresholds per request (ctx.config), so `/permission` and
 * each action follow on the next request.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_API_BASE, ApiError, type ServerContext } from '@answer/sdk/server';
import privilegesSchema from '../schemas/privileges.json';
import { CUSTOM_LEVEL, labelKeyOf, levelDescKeyOf, PRIVILEGE_TABLE, type PresetLevel } from '../shared/privileges';
import { DEFAULT_PRIVILEGE_LEVEL, RANK_CONFIG } from './seed';

const CONFIG_IDS = new Map(RANK_CONFIG.map((row) => [row.key, row.id]));
const KEYS = PRIVILEGE_TABLE.map((row) => row.key);

export interface Privilege {
  key: string;
  label: string;
  value: number;
}

interface StoredPrivileges {
  level?: unknown;
  custom_privileges?: unknown;
}

const presetValues = (level: PresetLevel): Map<string, number> => new Map(PRIVILEGE_TABLE.map((row) => [row.key, row.values[level - 1]]));

/** The custom values last saved, or level 1's (Answer's starting point for a custom level). */
function savedCustom(stored: StoredPrivileges | null): Map<string, number> {
  const values = presetValues(1);
  if (!Array.isArray(stored?.custom_privileges)) return values;
  for (const item of stored.custom_privileges as unknown[]) {
    const { key, value } = (typeof item === 'object' && item !== null ? item : {}) as { key?: unknown; value?: unknown };
    if (typeof key === 'string' && values.has(key) && Number.isInteger(Number(value))) values.set(key, Number(value));
  }
  return values;
}

const isPreset = (level: number): level is PresetLevel => level === 1 || level === 2 || level === 3;

function levelOf(stored: StoredPrivileges | null): number {
  const level = Number(stored?.level);
  return isPreset(level) || level === CUSTOM_LEVEL ? level : DEFAULT_PRIVILEGE_LEVEL;
}

/** The value rule of one key (schema `definitions.value`), applied to every custom value at once. */
const CUSTOM_VALUES_SCHEMA = {
  type: 'object',
  required: KEYS,
  additionalProperties: false,
  'x-messages': { additionalProperties: 'admin.privileges.value.unknown' },
  properties: Object.fromEntries(KEYS.map((key) => [key, privilegesSchema.definitions.value])),
};

/** The custom values by key, each checked; an error names the key it is about. */
function customValues(ctx: ServerContext, items: readonly unknown[]): Map<string, number> {
  const byKey: Record<string, unknown> = {};
  for (const item of items) {
    const { key, value } = (typeof item === 'object' && item !== null ? item : {}) as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || key.length === 0 || key.length > 100) throw new ApiError(400, 'base.request_format_error', [{ error_field: 'custom_privileges', error_msg: 'admin.privileges.custom.invalid' }]);
    byKey[key] = value;
  }
  ctx.validate(CUSTOM_VALUES_SCHEMA, byKey);
  return new Map(KEYS.map((key) => [key, Number(byKey[key])]));
}

export function registerPrivilegeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const url = `${ADMIN_API_BASE}/setting/privileges`;
  const admin = { preHandler: ctx.guards.admin };

  app.get(url, admin, async (request) => {
    const stored = await ctx.siteInfo.get<StoredPrivileges>('privileges');
    const list = (values: Map<string, number>): Privilege[] => KEYS.map((key) => ({ key, label: ctx.t(request.lang, labelKeyOf(key)), value: values.get(key) ?? 1 }));
    const preset = (level: PresetLevel) => ({ level, level_desc: ctx.t(request.lang, levelDescKeyOf(level)), privileges: list(presetValues(level)) });
    return {
      options: [preset(1), preset(2), preset(3), { level: CUSTOM_LEVEL, level_desc: ctx.t(request.lang, levelDescKeyOf(CUSTOM_LEVEL)), privileges: list(savedCustom(stored)) }],
      selected_level: levelOf(stored),
    };
  });

  app.put(url, { ...admin, config: { request: { body: privilegesSchema }, response: { type: 'null' } } }, async (request) => {
    ctx.validate(privilegesSchema, request.body);
    const body = request.body as { level: number; custom_privileges?: unknown[] };
    const stored = await ctx.siteInfo.get<StoredPrivileges>('privileges');
    // a preset keeps the custom values saved before, so switching back to custom finds them again
    const custom = body.level === CUSTOM_LEVEL ? customValues(ctx, body.custom_privileges ?? []) : savedCustom(stored);
    const chosen = isPreset(body.level) ? presetValues(body.level) : custom;
    const rows = KEYS.map((key) => ({ id: CONFIG_IDS.get(key) ?? 0, key, value: chosen.get(key) ?? 1 }));
    await ctx.transaction(async (trx) => {
      await ctx.config.set(rows, trx);
      await ctx.siteInfo.set('privileges', { level: body.level, custom_privileges: KEYS.map((key) => ({ key, label: labelKeyOf(key), value: custom.get(key) ?? 1 })) }, trx);
    });
    return null;
  });
}
