/**
 * The site's side of an external user centre (`ctx.userCenter`): how `GET /user-center/agent`
 * describes it, what happens when a visitor comes back to a callback, and what it keeps about the
 * members it brought (settings pages, profile links).
 */
import type { FastifyRequest } from 'fastify';
import {
  API_BASE,
  ApiError,
  USER_CENTER_PATHS,
  type PersonalBrandingItem,
  type ServerContext,
  type ServingUserCenter,
  type UserCenterAgentResp,
  type UserCenterFailure,
  type UserCenterPerson,
  type UserCenterPersonalBrandingResp,
  type UserCenterUserSettingsResp,
  type UserSettingAgent,
} from '@answer/sdk/server';
import { accountsDb } from './db';
import { signInExternal, type ExternalIdentity } from './external-auth';

export type UserCenterReturn = 'login' | 'sign_up';

/** A web address the site may link or send to, else '': a plugin's answer never becomes a `javascript:` link. */
export function webAddress(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '';
}

/** Answer's agent description, with the site's own redirect addresses in place of the service's. */
export async function describeAgent(ctx: ServerContext, lang: string): Promise<UserCenterAgentResp> {
  const center = await ctx.userCenter(lang);
  if (!center) return { enabled: false, agent_info: null };
  const site = await ctx.siteUrl();
  const { description } = center;
  // the site's addresses, not the service's: pages link them, and the server decides where they lead
  const through = (path: string, target: string) => (target ? `${site}${API_BASE}${path}` : '');
  return {
    enabled: true,
    agent_info: {
      name: description.name,
      display_name: description.display_name,
      icon: description.icon,
      url: webAddress(description.url),
      login_redirect_url: through(USER_CENTER_PATHS.loginRedirect, webAddress(description.login_url)),
      sign_up_redirect_url: through(USER_CENTER_PATHS.signUpRedirect, webAddress(description.sign_up_url)),
      control_center: description.control_center.map(({ name, label, url }) => ({ name, label, url: webAddress(url) })).filter((item) => item.url !== ''),
      enabled_original_user_system: description.enabled_original_user_system,
    },
  };
}

/** Where `/user-center/login/redirect` (or sign-up) sends a visitor: the service's page, or the site's own while none serves. */
export async function redirectTarget(ctx: ServerContext, lang: string, kind: UserCenterReturn): Promise<string> {
  const center = await ctx.userCenter(lang);
  const target = webAddress((kind === 'login' ? center?.description.login_url : center?.description.sign_up_url) ?? '');
  if (target) return target;
  return `${await ctx.siteUrl()}${kind === 'login' ? '/users/login' : '/users/register'}`;
}

/**
 * Refuses the site's own password log-in, email sign-up and password changes while a user centre
 * serves that does not keep them (`enabled_original_user_system` false): the pages hide them,
 * and a direct call must not get past either.
 */
export async function refuseWhileUserCenterOnly(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const center = await ctx.userCenter(request.lang);
  if (center && !center.description.enabled_original_user_system) {
    throw new ApiError(403, 'error.user.user_center_only', null, { name: center.description.display_name });
  }
}

/** Which failure page a refusal of accounts' external sign-in leads to. */
function failureOf(error: ApiError): UserCenterFailure {
  if (error.reason === 'error.email.domain_not_allowed') return 'email_domain';
  if (error.reason === 'error.user.not_allowed_registration') return 'registration_closed';
  if (error.reason === 'error.user.suspended' || error.status === 403) return 'account_closed';
  return 'refused';
}

function identityOf(center: ServingUserCenter, person: UserCenterPerson): ExternalIdentity {
  return {
    provider: center.pluginId,
    external_id: person.external_id,
    display_name: person.display_name,
    username: person.username,
    email: person.email,
    email_verified: person.email_verified,
    avatar: person.avatar,
    meta: { name: center.description.display_name, icon: center.description.icon },
  };
}

/**
 * A visitor back from the user centre: the provider says who they are, accounts signs them in
 * (creating or finding the member linked to them). Answers the address to send them to: the
 * auth landing with a token, the email step, or the failure page with its reason.
 */
export async function userCenterReturn(ctx: ServerContext, request: FastifyRequest, kind: UserCenterReturn): Promise<string> {
  const site = await ctx.siteUrl();
  const failed = (reason: UserCenterFailure) => `${site}/user-center/auth-failed?${new URLSearchParams({ reason }).toString()}`;
  const center = await ctx.userCenter(request.lang);
  if (!center) return failed('unavailable');
  let person: UserCenterPerson;
  try {
    person = kind === 'login' ? await center.provider.loginCallback(request) : await center.provider.signUpCallback(request);
  } catch (error) {
    // what was wrong stays in the log: the visitor learns only that it did not work
    const detail = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && error.name === 'UserCenterRefused') ctx.log.warn(`user centre ${center.pluginId} refused a ${kind} return: ${detail}`);
    else ctx.log.error(`user centre ${center.pluginId} failed at the ${kind} callback`, detail);
    return failed('refused');
  }
  if (!person.external_id) return failed('refused');
  let result: Awaited<ReturnType<typeof signInExternal>>;
  try {
    result = await signInExternal(ctx, request, identityOf(center, person));
  } catch (error) {
    if (error instanceof ApiError) return failed(failureOf(error));
    throw error;
  }
  if (result.kind === 'needs_email') return `${site}/users/confirm-email?${new URLSearchParams({ binding_key: result.binding_key }).toString()}`;
  try {
    await center.provider.afterLogin?.(person.external_id, result.access_token);
  } catch (error) {
    ctx.log.error(`user centre ${center.pluginId} failed after a log-in`, error instanceof Error ? error.message : error);
  }
  return `${site}/users/auth-landing?${new URLSearchParams({ access_token: result.access_token }).toString()}`;
}

/** The id the serving user centre knows `userId` by, or null when the member did not come from it. */
async function externalIdOf(ctx: ServerContext, center: ServingUserCenter, userId: string): Promise<string | null> {
  const row = await accountsDb(ctx)
    .selectFrom('user_external_login')
    .select('external_id')
    .where('user_id', '=', userId)
    .where('provider', '=', center.pluginId)
    .executeTakeFirst();
  return row?.external_id ?? null;
}

const settingAgent = (url: string): UserSettingAgent => ({ enabled: webAddress(url) !== '', redirect_url: webAddress(url) });

/** `GET /user-center/user/settings`: the pages the user centre keeps for the member, else none. */
export async function userSettingsOf(ctx: ServerContext, userId: string, lang: string): Promise<UserCenterUserSettingsResp> {
  const none: UserCenterUserSettingsResp = { profile_setting_agent: settingAgent(''), account_setting_agent: settingAgent('') };
  const center = await ctx.userCenter(lang);
  if (!center?.provider.userSettings) return none;
  const externalId = await externalIdOf(ctx, center, userId);
  if (externalId === null) return none;
  try {
    const settings = await center.provider.userSettings(externalId, lang);
    return { profile_setting_agent: settingAgent(settings.profile_setting_redirect_url), account_setting_agent: settingAgent(settings.account_setting_redirect_url) };
  } catch (error) {
    // the site's own pages stay usable when the service cannot answer
    ctx.log.error(`user centre ${center.pluginId} failed to name its settings pages`, error instanceof Error ? error.message : error);
    return none;
  }
}

/** `GET /user-center/personal/branding?username=`: the user centre's links for a member it brought. */
export async function personalBrandingOf(ctx: ServerContext, username: string, lang: string): Promise<UserCenterPersonalBrandingResp> {
  const none: UserCenterPersonalBrandingResp = { enabled: false, personal_branding: [] };
  const center = await ctx.userCenter(lang);
  if (!center) return none;
  const user = await accountsDb(ctx).selectFrom('user').select('id').where('username', '=', username).executeTakeFirst();
  if (!user) return none;
  const externalId = await externalIdOf(ctx, center, String(user.id));
  if (externalId === null) return none;
  let links: PersonalBrandingItem[] = [];
  try {
    links = (await center.provider.personalBranding?.(externalId, lang)) ?? [];
  } catch (error) {
    ctx.log.error(`user centre ${center.pluginId} failed to give profile links`, error instanceof Error ? error.message : error);
  }
  return { enabled: true, personal_branding: links.map(({ icon, name, label, url }) => ({ icon, name, label, url: webAddress(url) })).filter((item) => item.url !== '') };
}
