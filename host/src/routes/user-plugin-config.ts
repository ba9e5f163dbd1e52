/**
 * Each member's own settings of the plugins that declare a `userConfig` (Answer's `UserConfig`
 * plugins): the list, one plugin's form and values, and the save. Verified members only, as Answer
 * keeps these calls; the values are checked with the same functions as the admin's plugin config.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, type ServerContext } from '@answer/sdk/server';
import { API_BASE } from '../../../sdk/shared/paths';
import { guards } from '../http/guards';
import { ValidationError } from '../http/validation-error';
import type { Translator } from '../i18n';
import { validateWith } from '../plugins/context';
import { configFields, prepareSave, visibleValues } from '../plugins/plugin-config';
import type { PluginRecord, PluginRegistry } from '../plugins/registry';
import { readUserValues, saveUserValues, type UserConfigBackend } from '../plugins/user-config';

/** Answer: `validate:"required,gt=1,lte=100"`. */
const slugSchema = { type: 'string', minLength: 2, maxLength: 100 };

const configQuerySchema = {
  type: 'object',
  required: ['plugin_slug_name'],
  properties: { plugin_slug_name: slugSchema },
};

const configBodySchema = {
  type: 'object',
  required: ['plugin_slug_name'],
  properties: { plugin_slug_name: slugSchema, config_fields: { type: 'object' } },
};

/** What the save answers: nothing (`data: null`). */
const NO_DATA = { type: 'null' };

export interface UserPluginConfigDeps {
  registry: PluginRegistry;
  translator(): Translator;
  backend: UserConfigBackend;
  /** Each loaded plugin's context, for its `checkUserConfig`. */
  contexts: ReadonlyMap<string, ServerContext>;
}

interface WithUserConfig extends PluginRecord {
  userConfigSchema: NonNullable<PluginRecord['userConfigSchema']>;
}

function hasUserConfig(record: PluginRecord): record is WithUserConfig {
  return record.userConfigSchema !== null;
}

function callerId(request: FastifyRequest): string {
  // the guard ran: there is a caller
  return (request.principal as NonNullable<FastifyRequest['principal']>).userId;
}

export function userPluginConfigRoutes(app: FastifyInstance, deps: UserPluginConfigDeps): void {
  const { registry, backend } = deps;

  /** A serving plugin with member settings; any other slug is unknown here. */
  const find = (slug: string): WithUserConfig => {
    const record = registry.get(slug);
    if (!record || !registry.isServing(slug)) throw notFound('error.plugin.not_found');
    if (!hasUserConfig(record)) throw notFound('error.plugin.no_user_config');
    return record;
  };

  app.get(`${API_BASE}/user/plugin/configs`, { preHandler: guards.activeUser }, async () =>
    registry
      .list()
      .filter((record) => hasUserConfig(record) && registry.isServing(record.id))
      .map((record) => ({ name: record.manifest?.name ?? record.id, slug_name: record.id })),
  );

  app.get(`${API_BASE}/user/plugin/config`, { preHandler: guards.activeUser, config: { request: { querystring: configQuerySchema } } }, async (request) => {
    validateWith(null, configQuerySchema, request.query);
    const record = find((request.query as { plugin_slug_name: string }).plugin_slug_name);
    const userId = callerId(request);
    const stored = (await readUserValues(backend, record.id, [userId])).get(userId) ?? {};
    const translate = (text: string) => deps.translator().message(request.lang, text, record.id);
    return {
      name: record.manifest?.name ?? record.id,
      slug_name: record.id,
      description: record.manifest?.description ?? '',
      version: record.manifest?.version ?? '',
      config_fields: configFields(record.userConfigSchema, record.userUiSchema, stored, translate),
      schema: record.userConfigSchema,
      ui_schema: record.userUiSchema ?? {},
      values: visibleValues(record.userConfigSchema, stored),
    };
  });

  app.put(`${API_BASE}/user/plugin/config`, { preHandler: guards.activeUser, config: { request: { body: configBodySchema }, response: NO_DATA } }, async (request) => {
    validateWith(null, configBodySchema, request.body);
    const body = request.body as { plugin_slug_name: string; config_fields?: Record<string, unknown> };
    const record = find(body.plugin_slug_name);
    const userId = callerId(request);
    const input = body.config_fields ?? {};
    const check = async (values: Record<string, unknown>) => {
      const context = deps.contexts.get(record.id);
      if (record.server?.checkUserConfig && context) await record.server.checkUserConfig(context, { user_id: userId, lang: request.lang, values });
    };
    // The plugin's own check may take its time (lookups): it runs on the values as they would be
    // saved, before the transaction; the save then merges secrets again from what is stored then.
    const first = prepareSave(record.userConfigSchema, (await readUserValues(backend, record.id, [userId])).get(userId) ?? {}, input);
    if (!first.ok) throw new ValidationError(first.issues, record.id);
    await check(first.values);
    await backend.db().transaction().execute(async (trx) => {
      const stored = (await readUserValues(backend, record.id, [userId], trx)).get(userId) ?? {};
      const result = prepareSave(record.userConfigSchema, stored, input);
      if (!result.ok) throw new ValidationError(result.issues, record.id);
      await saveUserValues(backend, record.id, userId, result.values, trx);
    });
    return null;
  });
}
