/** Checking a webhook address against the admin's policy and the site's own host. */
import { fieldError, type ServerContext, type UserConfigCheckInput } from '@answer/sdk/server';
import { hostOf, refuseAddress, type AddressRefusal } from './address-guard';
import { adminSettings, memberSettings } from './settings';

/** Why `url` may not be posted to under the admin's settings now, or null. */
export async function refusalOf(ctx: ServerContext, url: string): Promise<AddressRefusal | null> {
  const settings = adminSettings(await ctx.pluginConfig());
  return refuseAddress(url, { allowPrivate: settings.allowPrivateAddresses, siteHost: hostOf(await ctx.siteUrl()) });
}

/** The member's save: a webhook on this machine or a private network is a field error (unless the admin allows it). */
export async function checkMemberWebhook(ctx: ServerContext, input: UserConfigCheckInput): Promise<void> {
  const url = memberSettings(input.values).webhookUrl;
  if (!url) return;
  const refused = await refusalOf(ctx, url);
  if (refused) throw fieldError('webhook_url', ctx.t(input.lang, `notifier_chat.error.${refused}`));
}
