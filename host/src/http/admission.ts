/**
 * Who is calling the API and whether they may: the session behind the token (kept briefly in the
 * principal cache), the admin area's door and the private site's.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, type Principal, type SessionProvider } from '@answer/sdk/server';
import type { SiteInfoCache } from '../db/site-info-cache';
import type { PluginRegistry } from '../plugins/registry';
import type { StoreSource } from '../types';
import type { ApiKind } from './api-paths';
import { isAdmin, requireAdminApi, requireUser } from './guards';
import { maintenanceRefusal, type MaintenanceGate } from './maintenance';
import type { PrincipalCache } from './principal-cache';
import { tokenOf } from './token';

/** How stale this process's copy of the plugin enable states may get (another process may change them). */
export const PLUGIN_STATE_MAX_AGE_MS = 3000;

let lastLogin: { content: string | null; required: boolean } = { content: null, required: false };

/** Whether the login settings' JSON (`site_info` row `login`, null when absent) make the site members-only. */
function loginRequired(content: string | null): boolean {
  if (content === null) return false;
  // the same row on nearly every call: parsed once per content
  if (content !== lastLogin.content) {
    let required = false;
    try {
      required = (JSON.parse(content) as { login_required?: unknown }).login_required === true;
    } catch {
      // unreadable settings leave the site open, as a missing row does
    }
    lastLogin = { content, required };
  }
  return lastLogin.required;
}

export interface AdmissionDeps extends StoreSource {
  registry: PluginRegistry;
  siteInfoCache: SiteInfoCache;
  principals: PrincipalCache;
  /** The serving session provider, or null when none serves. */
  sessionProvider(): SessionProvider | null;
  maintenance: MaintenanceGate;
}

export class Admission {
  constructor(private readonly deps: AdmissionDeps) {}

  /**
   * A call to the user API admitted without waiting, when all it depends on is at hand: a guest's,
   * or a member's whose token was resolved within the second (most calls of all, every kept
   * response and every notification poll). False: take `admit`.
   */
  admitNow(request: FastifyRequest, kind: ApiKind): boolean {
    const { registry, principals, siteInfoCache } = this.deps;
    if (kind !== 'user' || !registry.isFresh(PLUGIN_STATE_MAX_AGE_MS)) return false;
    const token = tokenOf(request);
    if (token !== '') {
      if (!this.deps.sessionProvider()) return false;
      const principal = principals.peek(token);
      if (principal === undefined) return false;
      request.principal = principal && { ...principal };
    }
    if (!this.passesMaintenanceNow(request)) return false;
    if (request.routeOptions.config?.public === true) return true;
    const login = siteInfoCache.peek('login');
    // a members-only site checks the caller on the full path
    return login !== undefined && !loginRequired(login);
  }

  /** Who is calling the API, and whether they may call it at all (admin area, private site). */
  async admit(request: FastifyRequest, kind: ApiKind): Promise<void> {
    await this.deps.registry.refreshIfStale(this.deps.store(), PLUGIN_STATE_MAX_AGE_MS);
    request.principal = await this.resolvePrincipal(request);
    if (kind === 'admin') requireAdminApi(request);
    if (kind !== 'user') return;
    const maintenance = await this.deps.maintenance.refuses(request, request.principal);
    if (maintenance) throw maintenanceRefusal(maintenance);
    if (request.routeOptions.config?.public !== true) await this.enforcePrivateSite(request);
  }

  /** Without waiting: the route is open in maintenance, the caller an admin, or maintenance known to be off. */
  private passesMaintenanceNow(request: FastifyRequest): boolean {
    if (request.routeOptions.config?.maintenanceOpen === true) return true;
    if (request.principal && isAdmin(request.principal)) return true;
    return this.deps.maintenance.knownOff();
  }

  /**
   * On a site that requires login (Answer's private mode), user-API routes not marked public
   * answer 401 to guests and 403 `inactive` to accounts whose email is not verified.
   */
  private async enforcePrivateSite(request: FastifyRequest): Promise<void> {
    const login = await this.deps.store().siteInfo.get<{ login_required?: boolean }>('login');
    if (login?.login_required !== true) return;
    const principal = requireUser(request);
    if (principal.mailStatus !== 1 && principal.status !== 'suspended') throw forbidden('error.email.need_to_be_verified', { type: 'inactive' });
  }

  private async resolvePrincipal(request: FastifyRequest): Promise<Principal | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const provider = this.deps.sessionProvider();
    if (!provider) return null;
    try {
      // a copy that principals share: a handler that changed `request.principal` changes only its own
      const principal = await this.deps.principals.read(token, () => provider.resolve(token));
      return principal && { ...principal };
    } catch (error) {
      request.log.error({ err: error }, 'the session provider failed');
      return null;
    }
  }
}
