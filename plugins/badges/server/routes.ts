/**
 * The badge calls of Answer 1.7.1: the catalogue, one badge, its awards and a member's badges for
 * everyone (under `/answer/api/v1`), the list and the switch for admins (under `/answer/admin/api`).
 * Every call first makes sure the contributed badges have their rows and takes up backfills that
 * nobody runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_BASE, API_BASE, longId, numericQuery, pagingOf, type BadgeDefinition, type ServerContext } from '@answer/sdk/server';
import adminQuerySchema from '../schemas/admin-badges-query.json';
import awardsQuerySchema from '../schemas/badge-awards-query.json';
import badgeQuerySchema from '../schemas/badge-query.json';
import statusSchema from '../schemas/badge-status.json';
import userQuerySchema from '../schemas/badge-user-query.json';
import { adminBadgeList, setBadgeStatus, type BadgeStatusName } from './admin';
import { badgeAwardPage, memberBadges, memberIdByName, requireMember } from './award-lists';
import { BACKFILL_BATCH, completeBackfill, resumeBackfills, runInBackground } from './backfill';
import { badgeCatalogue, badgeInfo, descriptionVars, type Translate } from './catalogue';
import { badgesDb } from './db';
import { currentDefinitions } from './definitions';
import { BADGES_SCOPE } from './cache-scope';
import { RESPONSES } from './response-schemas';
import { ensureSeeded } from './seed';

/** Badges Answer's profile shows as recently earned. */
const RECENT_LIMIT = 10;
const AWARDS_PAGE_SIZE = 30;
const ADMIN_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export function registerBadgeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => badgesDb(ctx);
  const translate =
    (request: FastifyRequest): Translate =>
    (key, vars) =>
      ctx.t(request.lang, key, vars);
  const callerId = (request: FastifyRequest): string | null => request.principal?.userId ?? null;

  /** The definitions served now, their rows seeded. */
  async function definitions(): Promise<Map<string, BadgeDefinition>> {
    const found = await currentDefinitions(ctx);
    await ensureSeeded(ctx, found);
    resumeBackfills(ctx).catch((error: unknown) => ctx.log.error('badges: looking for backfills to take up failed', error));
    return found;
  }
  const liveKeys = async (): Promise<string[]> => [...(await definitions()).keys()];

  const query = (request: FastifyRequest, schema: object): Record<string, unknown> => {
    const values = numericQuery(request.query);
    ctx.validate(schema, values);
    return values;
  };
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');

  app.get(`${API_BASE}/badges`, { config: { response: RESPONSES.catalogue } }, async (request) => badgeCatalogue(db(), await liveKeys(), callerId(request), translate(request)));

  app.get(`${API_BASE}/badge`, { config: { request: { querystring: badgeQuerySchema }, response: RESPONSES.info } }, async (request) => {
    const values = query(request, badgeQuerySchema);
    return badgeInfo(db(), values.id, await liveKeys(), callerId(request), translate(request), await descriptionVars(ctx));
  });

  app.get(`${API_BASE}/badge/awards/page`, { config: { request: { querystring: awardsQuerySchema }, response: RESPONSES.awards } }, async (request) => {
    const values = query(request, awardsQuerySchema);
    const { page, pageSize } = pagingOf(values, AWARDS_PAGE_SIZE, MAX_PAGE_SIZE);
    await definitions();
    // an unknown member lists everyone's awards, as in Answer
    const userId = await memberIdByName(db(), text(values.username).trim());
    return badgeAwardPage(db(), ctx.queries, request.principal, { badgeId: longId(values.badge_id), userId, page, pageSize });
  });

  app.get(`${API_BASE}/badge/user/awards`, { config: { request: { querystring: userQuerySchema }, response: RESPONSES.userBadges } }, async (request) => {
    const values = query(request, userQuerySchema);
    const userId = await requireMember(db(), text(values.username).trim());
    return memberBadges(db(), userId, await liveKeys(), translate(request));
  });

  app.get(`${API_BASE}/badge/user/awards/recent`, { config: { request: { querystring: userQuerySchema }, response: RESPONSES.userBadges } }, async (request) => {
    const values = query(request, userQuerySchema);
    const userId = await requireMember(db(), text(values.username).trim());
    return memberBadges(db(), userId, await liveKeys(), translate(request), RECENT_LIMIT);
  });

  const admin = { preHandler: ctx.guards.admin };

  app.get(`${ADMIN_API_BASE}/badges`, { ...admin, config: { request: { querystring: adminQuerySchema }, response: RESPONSES.admin } }, async (request) => {
    const values = query(request, adminQuerySchema);
    const { page, pageSize } = pagingOf(values, ADMIN_PAGE_SIZE, MAX_PAGE_SIZE);
    const status = values.status === 'active' || values.status === 'inactive' ? values.status : undefined;
    return adminBadgeList(db(), await liveKeys(), { page, pageSize, status, q: text(values.q) }, translate(request), await descriptionVars(ctx));
  });

  app.put(`${ADMIN_API_BASE}/badge/status`, { ...admin, config: { request: { body: statusSchema }, response: RESPONSES.none } }, async (request) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    ctx.validate(statusSchema, body);
    const started = await setBadgeStatus(ctx, body.id, body.status as BadgeStatusName, await definitions());
    // the badges page shows active badges only; nothing else guests are shown changes
    ctx.sharedCache.invalidate([BADGES_SCOPE], request);
    if (started) {
      // a pass that fits in one batch is done before the answer; a longer one shows its progress
      if (started.total > BACKFILL_BATCH) runInBackground(ctx, started.badgeId);
      // the switch itself is saved: a pass that fails is logged and taken up again later
      else await completeBackfill(ctx, started.badgeId).catch((error: unknown) => ctx.log.error(`badges: awarding badge ${started.badgeId} to those who qualify stopped`, error));
    }
    return null;
  });
}
