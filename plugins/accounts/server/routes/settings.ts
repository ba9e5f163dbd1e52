/** The logged user's own settings: profile, interface, notifications, password, external logins. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, fieldError, forbidden, PUBLIC_ROUTE, type ServerContext } from '@answer/sdk/server';
import interfaceSchema from '../../schemas/interface.json';
import notificationSchema from '../../schemas/notification-config.json';
import passwordSchema from '../../schemas/password-change.json';
import profileSchema from '../../schemas/profile.json';
import unbindSchema from '../../schemas/external-login-unbind.json';
import unsubscribeSchema from '../../schemas/unsubscribe.json';
import { redeemCode } from '../codes';
import { accountsDb, accountsTrx, nowSeconds } from '../db';
import { issueConnectTicket } from '../connector-flow';
import { listExternalLogins, unbindExternalLogin } from '../external-logins';
import {
  NOTIFICATION_SOURCES,
  readNotificationConfig,
  saveEmailChannels,
  unsubscribeFromEmail,
  type ChannelSetting,
  type NotificationSource,
} from '../notification-config';
import { changePassword, PASSWORD_CAPTCHA, type PasswordChangeInput } from '../password-change';
import { saveProfile, trimProfile, type ProfileInput } from '../profile';
import { callerOf, captchaAnswerOf } from '../requests';
import { refuseWhileUserCenterOnly } from '../user-center';

/** Answer's names for the interface language that follows the site's. */
const SITE_LANGUAGE = 'Default';
const PROFILE_CAPTCHA = 'edit_userinfo';

/**
 * Settings are for any logged-in member, an unverified one included (the spec's "logged in:
 * settings"); a suspended member changes nothing, as in Answer.
 */
async function refuseSuspended(request: FastifyRequest): Promise<void> {
  if (request.principal?.status === 'suspended') throw forbidden('error.user.suspended', { type: 'suspended' });
}

export function registerSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => accountsDb(ctx);
  const settingsWrite = [ctx.guards.user, refuseSuspended];

  // Answer's strategies: profile edits are cheap to abuse in bulk, password guesses after three misses.
  ctx.captcha.define(PROFILE_CAPTCHA, { threshold: 20, windowSeconds: 60 * 60 });
  ctx.captcha.define(PASSWORD_CAPTCHA, { threshold: 3, windowSeconds: 30 * 60 });

  app.put(`${API_BASE}/user/info`, { config: { request: { body: profileSchema } }, preHandler: ctx.guards.activeUser }, async (request) => {
    const body = trimProfile(request.body);
    ctx.validate(profileSchema, body);
    await ctx.captcha.check(request, PROFILE_CAPTCHA, captchaAnswerOf(request));
    await saveProfile(ctx, callerOf(request).userId, body as ProfileInput);
    await ctx.captcha.record(request, PROFILE_CAPTCHA);
    return null;
  });

  app.put(`${API_BASE}/user/interface`, { config: { request: { body: interfaceSchema } }, preHandler: settingsWrite }, async (request) => {
    ctx.sharedCache.unchanged(request);
    ctx.validate(interfaceSchema, request.body);
    const body = request.body as { language: string; color_scheme: string };
    const known = body.language === SITE_LANGUAGE || ctx.languages.options().some((option) => option.value === body.language);
    if (!known) throw fieldError('language', 'error.user.language_invalid');
    await db()
      .updateTable('user')
      .set({ language: body.language, color_scheme: body.color_scheme, updated_at: nowSeconds() })
      .where('id', '=', callerOf(request).userId)
      .execute();
    return null;
  });

  app.put(`${API_BASE}/user/password`, { config: { request: { body: passwordSchema } }, preHandler: settingsWrite }, async (request) => {
    ctx.sharedCache.unchanged(request);
    await refuseWhileUserCenterOnly(ctx, request);
    ctx.validate(passwordSchema, request.body);
    await ctx.captcha.check(request, PASSWORD_CAPTCHA, captchaAnswerOf(request));
    await changePassword(ctx, request, request.body as PasswordChangeInput);
    return null;
  });

  // Answer's swagger lists the read as POST; its UI reads with GET. Both answer the same.
  const notificationConfig = async (request: FastifyRequest) => readNotificationConfig(db(), callerOf(request).userId);
  app.get(`${API_BASE}/user/notification/config`, { preHandler: ctx.guards.user }, notificationConfig);
  app.post(`${API_BASE}/user/notification/config`, { preHandler: ctx.guards.user }, notificationConfig);

  app.put(`${API_BASE}/user/notification/config`, { config: { request: { body: notificationSchema } }, preHandler: settingsWrite }, async (request) => {
    ctx.sharedCache.unchanged(request);
    ctx.validate(notificationSchema, request.body);
    const body = request.body as Partial<Record<NotificationSource, ChannelSetting>>;
    const changes: Partial<Record<NotificationSource, boolean>> = {};
    for (const source of NOTIFICATION_SOURCES) {
      const setting = body[source];
      if (setting) changes[source] = setting.enable;
    }
    const userId = callerOf(request).userId;
    await ctx.transaction((trx) => saveEmailChannels(accountsTrx(trx), userId, changes));
    return null;
  });

  // Public: the link in a mail works without logging in, on a members-only site too.
  app.put(`${API_BASE}/user/notification/unsubscribe`, { config: { ...PUBLIC_ROUTE, request: { body: unsubscribeSchema } } }, async (request) => {
    ctx.sharedCache.unchanged(request);
    ctx.validate(unsubscribeSchema, request.body);
    const payload = await redeemCode(ctx, 'unsubscribe', (request.body as { code: string }).code);
    const user = payload ? await db().selectFrom('user').select('id').where('id', '=', payload.user_id).executeTakeFirst() : undefined;
    if (!payload || !user) throw new ApiError(400, 'error.email.link_invalid', { err_type: 'alert' });
    await ctx.transaction((trx) => unsubscribeFromEmail(accountsTrx(trx), String(user.id)));
    return null;
  });

  // unbound connectors come with a single-use connect link for the caller (connector-flow.ts)
  app.get(`${API_BASE}/connector/user/info`, { preHandler: ctx.guards.user }, async (request, reply) => {
    const caller = callerOf(request);
    const newTicket = caller.status === 'suspended' ? null : () => issueConnectTicket(ctx, request, reply, caller.userId);
    return listExternalLogins(ctx, caller.userId, request.lang, newTicket);
  });

  app.delete(`${API_BASE}/connector/user/unbinding`, { config: { request: { body: unbindSchema } }, preHandler: settingsWrite }, async (request) => {
    ctx.validate(unbindSchema, request.body);
    const body = request.body as { external_id: string; provider?: string };
    await unbindExternalLogin(ctx, callerOf(request).userId, body.external_id, body.provider);
    return null;
  });
}
