/**
 * The installer's API (Apache Answer's `/installation/*`). The host serves it in install mode and
 * keeps it in run mode, where every write answers "already installed".
 */
import { ApiError, INSTALL_API_BASE, defineServerPlugin } from '@answer/sdk/server';
import type { DatabaseInput, FastifyRequest, InstallInput, ServerContext } from '@answer/sdk/server';
import dbSchema from '../schemas/db.json' with { type: 'json' };
import baseInfoSchema from '../schemas/base-info.json' with { type: 'json' };
import { toDatabaseInput, toInstallInput } from './input';

export const INSTALLER_ID = 'installer';

/** Reasons of the installer's errors; messages live in `i18n/<lang>.json` under `backend`. */
export const REASONS = {
  connectionFailed: 'database.connection_failed',
  alreadyInstalled: 'installation.already_installed',
  createConfigFailed: 'installation.create_config_failed',
  configMissing: 'installation.config_missing',
  langNotFound: 'installation.lang_not_found',
} as const;

const alreadyInstalled = () => new ApiError(400, REASONS.alreadyInstalled, { err_type: 'alert' });

async function refuseWhenInstalled(ctx: ServerContext): Promise<void> {
  if (await ctx.installation.isInstalled()) throw alreadyInstalled();
}

async function checkConnection(ctx: ServerContext, db: DatabaseInput): Promise<void> {
  try {
    await ctx.installation.checkDatabase(db);
  } catch (error) {
    ctx.log.warn('installation: database connection failed', error instanceof Error ? error.message : error);
    throw new ApiError(400, REASONS.connectionFailed, { err_type: 'alert' });
  }
}

function langOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lang === 'string' ? query.lang : '';
}

export default defineServerPlugin({
  id: INSTALLER_ID,
  routes(app, ctx) {
    app.get(`${INSTALL_API_BASE}/language/options`, async () => ctx.languages.options());

    app.get(`${INSTALL_API_BASE}/language/config`, async (request) => {
      const lang = langOf(request);
      if (!ctx.languages.options().some((option) => option.value === lang)) {
        throw new ApiError(400, REASONS.langNotFound);
      }
      return ctx.languages.bundle(lang);
    });

    app.post(`${INSTALL_API_BASE}/config-file/check`, async () => ctx.installation.state());

    app.post(`${INSTALL_API_BASE}/db/check`, { config: { request: { body: dbSchema } } }, async (request) => {
      ctx.validate(dbSchema, request.body);
      await refuseWhenInstalled(ctx);
      await checkConnection(ctx, toDatabaseInput(request.body));
      return { connection_success: true };
    });

    app.post(`${INSTALL_API_BASE}/init`, { config: { request: { body: dbSchema } } }, async (request) => {
      ctx.validate(dbSchema, request.body);
      await refuseWhenInstalled(ctx);
      const db = toDatabaseInput(request.body);
      await checkConnection(ctx, db);
      const { written, text } = await ctx.installation.writeConfig(db, request.lang);
      if (!written) {
        // Answer's shape: the wizard shows `default_config` for the operator to save by hand
        throw new ApiError(400, REASONS.createConfigFailed, {
          success: false,
          create_config_failed: true,
          default_config: text,
          err_type: 'alert',
        });
      }
      return { success: true, create_config_failed: false, default_config: '' };
    });

    app.post(`${INSTALL_API_BASE}/base-info`, { config: { request: { body: baseInfoSchema } } }, async (request) => {
      ctx.validate(baseInfoSchema, request.body);
      await refuseWhenInstalled(ctx);
      const state = await ctx.installation.state();
      if (!state.config_file_exist) throw new ApiError(400, REASONS.configMissing, { err_type: 'alert' });
      if (!state.db_connection_success) throw new ApiError(400, REASONS.connectionFailed, { err_type: 'alert' });
      const input: InstallInput = toInstallInput(request.body);
      await ctx.installation.install(input);
      return null;
    });
  },
});
