/** Typed install inputs from request bodies that already passed their JSON Schema. */
import type { DatabaseInput, InstallInput } from '@answer/sdk/server';

type Body = Record<string, unknown>;

const text = (body: Body, key: string): string | undefined => (typeof body[key] === 'string' ? (body[key] as string).trim() : undefined);

export function toDatabaseInput(value: unknown): DatabaseInput {
  const body = value as Body;
  const dbType = body.db_type as DatabaseInput['db_type'];
  if (dbType === 'sqlite3') return { db_type: dbType, db_file: text(body, 'db_file') };
  const input: DatabaseInput = {
    db_type: dbType,
    db_username: text(body, 'db_username'),
    // a password is taken as typed: spaces may be part of it
    db_password: typeof body.db_password === 'string' ? body.db_password : '',
    db_host: text(body, 'db_host'),
    db_name: text(body, 'db_name'),
  };
  if (typeof body.ssl_enabled === 'boolean') input.ssl_enabled = body.ssl_enabled;
  if (typeof body.ssl_mode === 'string') input.ssl_mode = body.ssl_mode;
  return input;
}

export function toInstallInput(value: unknown): InstallInput {
  const body = value as Body;
  return {
    lang: text(body, 'lang') ?? 'en_US',
    site_name: text(body, 'site_name') ?? '',
    // Answer stores the site URL without a trailing slash; links are built by appending paths
    site_url: (text(body, 'site_url') ?? '').replace(/\/+$/, ''),
    contact_email: text(body, 'contact_email') ?? '',
    name: text(body, 'name') ?? '',
    password: typeof body.password === 'string' ? body.password : '',
    email: text(body, 'email') ?? '',
    login_required: body.login_required === true,
    external_content_display: text(body, 'external_content_display') ?? 'always_display',
  };
}
