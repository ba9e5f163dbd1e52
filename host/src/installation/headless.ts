/**
 * Headless install for containers: with `AUTO_INSTALL=true` the host installs itself at start-up
 * from environment variables, checked by the same schemas as the wizard. Invalid values are
 * reported by variable name and stop the start-up.
 */
import { existsSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import type { DatabaseInput, InstallInput, InstallationService, ServerLogger } from '@answer/sdk/server';
import { createAjv, mapAjvErrors } from '../../../schemas/validation';
import dbSchema from '../../../plugins/installer/schemas/db.json' with { type: 'json' };
import baseInfoSchema from '../../../plugins/installer/schemas/base-info.json' with { type: 'json' };
import installerEnUS from '../../../plugins/installer/i18n/en_US.json' with { type: 'json' };
import { driverOf } from '../config';
import { lookup, type Tree } from '../i18n';

export class HeadlessInstallError extends Error {
  constructor(readonly problems: string[]) {
    super(`Automatic install failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'HeadlessInstallError';
    // printed to operators as is: the list says what to fix, a stack trace would only bury it
    this.stack = this.message;
  }
}

/** The environment variable behind each body field, to name it in messages. */
const VARIABLES: Record<string, string> = {
  db_type: 'DB_TYPE',
  db_username: 'DB_USERNAME',
  db_password: 'DB_PASSWORD',
  db_host: 'DB_HOST',
  db_name: 'DB_NAME',
  db_file: 'DB_FILE',
  lang: 'LANGUAGE',
  site_name: 'SITE_NAME',
  site_url: 'SITE_URL',
  contact_email: 'CONTACT_EMAIL',
  login_required: 'LOGIN_REQUIRED',
  external_content_display: 'EXTERNAL_CONTENT_DISPLAY',
  name: 'ADMIN_NAME',
  password: 'ADMIN_PASSWORD',
  email: 'ADMIN_EMAIL',
};

export function isAutoInstall(env: NodeJS.ProcessEnv): boolean {
  return /^(true|1|yes|on)$/i.test(env.AUTO_INSTALL ?? '');
}

function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

export function databaseFromVariables(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const type = env.DB_TYPE ? (driverOf(env.DB_TYPE) ?? env.DB_TYPE) : 'sqlite3';
  return defined({
    db_type: type,
    db_username: env.DB_USERNAME,
    db_password: env.DB_PASSWORD ?? '',
    db_host: env.DB_HOST,
    db_name: env.DB_NAME,
    db_file: type === 'sqlite3' ? env.DB_FILE || 'answer.db' : env.DB_FILE,
  });
}

export function baseInfoFromVariables(env: NodeJS.ProcessEnv): Record<string, unknown> {
  return defined({
    lang: env.LANGUAGE || 'en_US',
    site_name: env.SITE_NAME,
    site_url: env.SITE_URL,
    contact_email: env.CONTACT_EMAIL,
    login_required: /^(true|1|yes|on)$/i.test(env.LOGIN_REQUIRED ?? ''),
    external_content_display: env.EXTERNAL_CONTENT_DISPLAY || 'always_display',
    name: env.ADMIN_NAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL,
  });
}

const messages = (installerEnUS as { ui: Tree }).ui;

/** Compiled on the first headless install: an installed site's start-up never needs them. */
let validators: Record<'db' | 'baseInfo', ValidateFunction> | null = null;

/** Problems of `body` against the wizard's schema, as `VARIABLE: message` lines. */
export function problemsOf(kind: 'db' | 'baseInfo', body: Record<string, unknown>): string[] {
  if (!validators) {
    const ajv = createAjv();
    validators = { db: ajv.compile(dbSchema), baseInfo: ajv.compile(baseInfoSchema) };
  }
  const validate = validators[kind];
  if (validate(body)) return [];
  return mapAjvErrors(validate.errors)
    .filter((issue) => issue.error_field !== '')
    .map((issue) => {
      const variable = VARIABLES[issue.error_field] ?? issue.error_field;
      const message = (issue.messageKey && lookup(messages, issue.messageKey)) || issue.defaultMessage;
      return `${variable}: ${message}`;
    });
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export type HeadlessOutcome = 'not_requested' | 'already_installed' | 'installed';

/**
 * Installs from the environment when asked to. Safe on every start of a container: an installed
 * site is left alone, and a config file written by an earlier attempt is reused.
 */
export async function runHeadlessInstall(
  service: InstallationService,
  options: { env: NodeJS.ProcessEnv; configPath: string; log: ServerLogger },
): Promise<HeadlessOutcome> {
  const { env, configPath, log } = options;
  if (!isAutoInstall(env)) return 'not_requested';

  const dbBody = databaseFromVariables(env);
  const baseBody = baseInfoFromVariables(env);
  const problems = [...problemsOf('db', dbBody), ...problemsOf('baseInfo', baseBody)];
  if (problems.length > 0) throw new HeadlessInstallError(problems);

  if (await service.isInstalled()) {
    log.info('AUTO_INSTALL: the site is already installed; nothing to do');
    return 'already_installed';
  }

  const db = dbBody as unknown as DatabaseInput;
  try {
    await service.checkDatabase(db);
  } catch (error) {
    throw new HeadlessInstallError([`Database connection failed: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (!existsSync(configPath)) {
    const { written } = await service.writeConfig(db, trimmed(baseBody.lang));
    if (!written) throw new HeadlessInstallError([`Can't create the config file ${configPath}`]);
  }

  const input: InstallInput = {
    lang: trimmed(baseBody.lang),
    site_name: trimmed(baseBody.site_name),
    site_url: trimmed(baseBody.site_url).replace(/\/+$/, ''),
    contact_email: trimmed(baseBody.contact_email),
    name: trimmed(baseBody.name),
    password: String(baseBody.password),
    email: trimmed(baseBody.email),
    login_required: baseBody.login_required === true,
    external_content_display: trimmed(baseBody.external_content_display),
  };
  try {
    await service.install(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const detail = typeof (error as { vars?: { error?: unknown } }).vars?.error === 'string' ? `: ${(error as { vars: { error: string } }).vars.error}` : '';
    throw new HeadlessInstallError([`Install failed (${reason}${detail})`]);
  }
  log.info('AUTO_INSTALL: the site was installed');
  return 'installed';
}
