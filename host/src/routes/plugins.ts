/** Plugin status for the browser and the admin plugin pages (enable, disable, configure). */
import type { FastifyInstance } from 'fastify';
import { ApiError, fieldError, MAINTENANCE_OPEN, notFound, PUBLIC_ROUTE } from '@answer/sdk/server';
import { ADMIN_API_BASE, API_BASE } from '../../../sdk/shared/paths';
import { ValidationError } from '../http/validation-error';
import { configFields, prepareSave, visibleValues } from '../plugins/plugin-config';
import type { PluginRecord, PluginRegistry } from '../plugins/registry';
import type { Translator } from '../i18n';
import type { StoreSource } from '../types';

const slugSchema = { type: 'string', minLength: 1, maxLength: 100 };

/** What the admin writes answer: nothing (`data: null`). */
const NO_DATA = { type: 'null' };

export interface PluginRoutesDeps extends StoreSource {
  registry: PluginRegistry;
  translator(): Translator;
  /** Runs a plugin's pending migrations (before it is enabled). */
  migratePlugin(id: string): Promise<void>;
}

export function pluginRoutes(app: FastifyInstance, deps: PluginRoutesDeps): void {
  const { registry } = deps;

  const summary = (record: PluginRecord) => ({
    name: record.manifest?.name ?? record.id,
    slug_name: record.id,
    description: record.manifest?.description ?? '',
    version: record.manifest?.version ?? '',
  });

  const find = (id: string): PluginRecord => {
    const record = registry.get(id);
    if (!record) throw notFound('error.plugin.not_found');
    return record;
  };

  // Answer's annotation promises `GetPluginListResp` here: the summary comes along with the state
  app.get(`${API_BASE}/plugin/status`, { config: { ...PUBLIC_ROUTE, ...MAINTENANCE_OPEN } }, async () =>
    registry.list().map((record) => ({
      ...summary(record),
      enabled: registry.isServing(record.id),
      have_config: record.configSchema !== null,
      link: record.manifest?.link ?? '',
    })),
  );

  app.get<{ Querystring: { status?: string; have_config?: boolean } }>(
    `${ADMIN_API_BASE}/plugins`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['active', 'inactive', ''] }, have_config: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const { status, have_config: haveConfig } = request.query;
      return registry
        .list()
        .filter((record) => (status === 'active' ? record.enabled : status === 'inactive' ? !record.enabled : true))
        .filter((record) => (haveConfig === undefined ? true : (record.configSchema !== null) === haveConfig))
        .map((record) => ({
          ...summary(record),
          enabled: record.enabled,
          have_config: record.configSchema !== null,
          link: record.manifest?.link ?? '',
          status: registry.status(record),
          reason: record.problem?.reason ?? '',
          builtin: record.builtin,
          required: record.required,
        }));
    },
  );

  app.put<{ Body: { plugin_slug_name: string; enabled: boolean } }>(
    `${ADMIN_API_BASE}/plugin/status`,
    {
      config: { response: NO_DATA },
      schema: {
        body: {
          type: 'object',
          required: ['plugin_slug_name', 'enabled'],
          properties: { plugin_slug_name: slugSchema, enabled: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const { plugin_slug_name: id, enabled } = request.body;
      const record = find(id);
      if (record.required && !enabled) throw fieldError('enabled', 'error.plugin.required');
      if (enabled && record.problem) {
        throw new ApiError(400, 'base.request_format_error', [{ error_field: 'enabled', error_msg: 'error.plugin.unavailable' }], { reason: record.problem.reason });
      }
      if (enabled) await deps.migratePlugin(id);
      await registry.setEnabled(deps.store(), id, enabled);
      return null;
    },
  );

  app.get<{ Querystring: { plugin_slug_name: string } }>(
    `${ADMIN_API_BASE}/plugin/config`,
    {
      schema: {
        querystring: { type: 'object', required: ['plugin_slug_name'], properties: { plugin_slug_name: slugSchema } },
      },
    },
    async (request) => {
      const record = find(request.query.plugin_slug_name);
      if (!record.configSchema) throw notFound('error.plugin.no_config');
      const translate = (text: string) => deps.translator().message(request.lang, text, record.id);
      return {
        ...summary(record),
        schema: record.configSchema,
        ui_schema: record.uiSchema ?? {},
        values: visibleValues(record.configSchema, record.values),
        config_fields: configFields(record.configSchema, record.uiSchema, record.values, translate),
      };
    },
  );

  app.put<{ Body: { plugin_slug_name: string; config_fields?: Record<string, unknown> } }>(
    `${ADMIN_API_BASE}/plugin/config`,
    {
      config: { response: NO_DATA },
      schema: {
        body: {
          type: 'object',
          required: ['plugin_slug_name'],
          properties: { plugin_slug_name: slugSchema, config_fields: { type: 'object' } },
        },
      },
    },
    async (request) => {
      const record = find(request.body.plugin_slug_name);
      if (!record.configSchema) throw notFound('error.plugin.no_config');
      const result = prepareSave(record.configSchema, record.values, request.body.config_fields ?? {});
      if (!result.ok) throw new ValidationError(result.issues, record.id);
      await registry.setValues(deps.store(), record.id, result.values);
      return null;
    },
  );
}
