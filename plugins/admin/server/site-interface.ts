/**
 * `GET|PUT /answer/admin/api/siteinfo/interface`: the site's language (what guests and members on
 * "Default" get) and the time zone dates are shown in (site_info `interface`). The language must
 * be one the site offers and the zone one the platform's time zone data knows.
 *
 * Answer's page reads and sends the default avatar rule here too; this site keeps it with the
 * other user rules (site_info `users`, the users settings page), so it is shown here and accepted
 * unchanged, and changing it here is refused on its field rather than silently dropped.
 */
import type { FastifyInstance } from 'fastify';
import { fieldError, readSiteSettings, registerSiteSettings, type ServerContext } from '@answer/sdk/server';
import interfaceSchema from '../schemas/interface.json';

export interface SiteInterface {
  language: string;
  time_zone: string;
}

/** What Answer's form sends besides; never stored in this block. */
interface AvatarFields {
  default_avatar?: string;
  gravatar_base_url?: string;
}

export const INTERFACE_DEFAULTS: Readonly<SiteInterface> = { language: 'en_US', time_zone: 'UTC' };

/** A fresh site's avatar rule, as `/siteinfo` reads the users block. */
const AVATAR_DEFAULTS = { default_avatar: 'system', gravatar_base_url: 'https://www.gravatar.com/avatar/' };

let zones: Set<string> | null = null;

/** Every IANA zone the platform knows (its Intl data), and `UTC`, which it may list under another name. */
export function knownTimeZones(): Set<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}

/** `Area/Location` as the IANA database spells it (its older links included: `America/Argentina/Buenos_Aires`). */
const IANA_NAME = /^[A-Z][A-Za-z]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * A zone of the platform's list, or another IANA name its time zone data resolves (the list holds
 * one name a zone; Answer's page offers some of the others).
 */
export function isKnownTimeZone(zone: string): boolean {
  if (knownTimeZones().has(zone)) return true;
  if (!IANA_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const avatarRule = (ctx: ServerContext) => readSiteSettings<typeof AVATAR_DEFAULTS>(ctx, 'users', AVATAR_DEFAULTS);

export function registerInterfaceSettings(app: FastifyInstance, ctx: ServerContext): void {
  registerSiteSettings<SiteInterface & AvatarFields>(app, ctx, {
    path: '/siteinfo/interface',
    type: 'interface',
    schema: interfaceSchema,
    defaults: INTERFACE_DEFAULTS,
    present: async (saved) => {
      const avatar = await avatarRule(ctx);
      return { language: saved.language, time_zone: saved.time_zone, default_avatar: avatar.default_avatar, gravatar_base_url: avatar.gravatar_base_url };
    },
    prepare: async (next) => {
      const language = next.language.trim();
      if (!ctx.languages.options().some((option) => option.value === language)) throw fieldError('language', 'interface.language.unknown');
      const timeZone = next.time_zone.trim();
      if (!isKnownTimeZone(timeZone)) throw fieldError('time_zone', 'interface.time_zone.unknown');
      const avatar = await avatarRule(ctx);
      if (next.default_avatar !== undefined && next.default_avatar !== avatar.default_avatar) throw fieldError('default_avatar', 'interface.avatar.elsewhere');
      if (next.gravatar_base_url !== undefined && next.gravatar_base_url !== avatar.gravatar_base_url) throw fieldError('gravatar_base_url', 'interface.avatar.elsewhere');
      return { language, time_zone: timeZone };
    },
  });
}
