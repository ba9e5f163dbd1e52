/**
 * "My logins": the member's accounts at other services, in the shape of Answer's
 * `GET /connector/user/info`: every serving connector, bound or not (an unbound one with a link
 * that connects it, see connector-flow.ts), then bound logins whose provider no longer serves.
 */
import { ApiError, type ServerContext } from '@answer/sdk/server';
import { connectorIcon } from './connector-info';
import { loginLinkOf } from './connector-flow';
import { accountsDb, accountsTrx } from './db';
import { loginSettings } from './settings';

/** One entry of `GET /connector/user/info`. */
export interface ExternalLoginEntry {
  name: string;
  /** SVG in base64 without prefix ('' when the provider gave none). */
  icon: string;
  /** The connector's log-in link; for an unbound one it connects it to the caller (single-use ticket); '' when the provider no longer serves. */
  link: string;
  binding: boolean;
  external_id: string;
}

interface MetaInfo {
  name?: unknown;
  icon?: unknown;
}

function metaOf(text: string): MetaInfo {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as MetaInfo) : {};
  } catch {
    return {};
  }
}

/**
 * `newTicket` makes the connect ticket of unbound connectors' links (connector-flow.ts); null
 * gives them no link (a suspended member changes nothing).
 */
export async function listExternalLogins(ctx: ServerContext, userId: string, lang: string, newTicket: (() => Promise<string>) | null): Promise<ExternalLoginEntry[]> {
  const rows = await accountsDb(ctx)
    .selectFrom('user_external_login')
    .select(['provider', 'external_id', 'meta_info'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const siteUrl = await ctx.siteUrl();
  const left = [...rows];
  let ticket: string | null = null;
  const entries: ExternalLoginEntry[] = [];
  for (const connector of await ctx.connectors.list()) {
    const at = left.findIndex((row) => row.provider === connector.slug);
    const base = { name: connector.name(lang), icon: connectorIcon(connector) };
    const link = loginLinkOf(siteUrl, connector.slug);
    if (at >= 0) {
      entries.push({ ...base, link, binding: true, external_id: left[at].external_id });
      left.splice(at, 1);
    } else {
      // one ticket for the whole answer: the page reloads the list after connecting one
      if (newTicket) ticket ??= await newTicket();
      entries.push({ ...base, link: ticket ? `${link}?ticket=${encodeURIComponent(ticket)}` : '', binding: false, external_id: '' });
    }
  }
  for (const row of left) {
    const meta = metaOf(row.meta_info);
    entries.push({
      name: typeof meta.name === 'string' && meta.name ? meta.name : row.provider,
      icon: typeof meta.icon === 'string' ? meta.icon : '',
      link: '',
      binding: true,
      external_id: row.external_id,
    });
  }
  return entries;
}

/**
 * Removes the member's login(s) with that external id (of `provider` when given). Refused when it
 * would leave no way in: no other bound login, and no password (or password log-in turned off).
 */
export async function unbindExternalLogin(ctx: ServerContext, userId: string, externalId: string, provider?: string): Promise<void> {
  // read before the transaction: on SQLite a read outside it would wait for it
  const passwordLogin = (await loginSettings(ctx)).allow_password_login;
  await ctx.transaction(async (transaction) => {
    const trx = accountsTrx(transaction);
    const logins = await trx.selectFrom('user_external_login').select(['id', 'provider', 'external_id']).where('user_id', '=', userId).execute();
    const targets = logins.filter((login) => login.external_id === externalId && (!provider || login.provider === provider));
    if (targets.length === 0) throw new ApiError(400, 'error.external_login.not_found', { err_type: 'toast' });
    const user = await trx.selectFrom('user').select('pass').where('id', '=', userId).executeTakeFirst();
    const passwordUsable = Boolean(user?.pass) && passwordLogin;
    if (!passwordUsable && logins.length - targets.length < 1) throw new ApiError(400, 'error.external_login.last_login_method', { err_type: 'toast' });
    await trx
      .deleteFrom('user_external_login')
      .where('id', 'in', targets.map((login) => String(login.id)))
      .execute();
  });
}
