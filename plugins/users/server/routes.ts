/**
 * The users page and member profiles in Answer 1.7.1's shapes, under `/answer/api/v1`. Every read
 * but the caller's votes is open to guests (and shared among them, see `SHARED`); a site that
 * requires login refuses guests before these handlers, as Answer's private mode does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, forbidden, numericQuery, pagingOf, questionListScopes, SHARED_SCOPES, unauthorized, type ServerContext, type SharedCachePolicy } from '@answer/sdk/server';
import infoSchema from '../schemas/user-info-query.json';
import topSchema from '../schemas/qa-top-query.json';
import postPageSchema from '../schemas/personal-post-page.json';
import listPageSchema from '../schemas/personal-list-page.json';
import votePageSchema from '../schemas/vote-page.json';
import staffSchema from '../schemas/user-staff-query.json';
import { rankPage, votePage, type ActivityListDeps } from './activity-lists';
import { answerPage, topAnswers } from './answer-list';
import { commentPage } from './comment-list';
import { nowSeconds, usersDb } from './db';
import { memberProfileRead } from './member-reads';
import { listMember, memberIdByName, seesAllOf, viewerOf } from './members';
import type { WithheldTitles } from './objects';
import { profileInfo } from './profile-info';
import { questionPage, topQuestions, type PersonalOrder } from './question-list';
import { staffSearch, userRanking } from './ranking';
import { RESPONSES } from './response-schemas';

/** Answer's page size when none is asked for; larger asks are cut to the most a page holds. */
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const DEFAULT_STAFF_SIZE = 10;

/**
 * Profiles are the same for every guest. Any write that does not name its scopes drops them, and
 * question-list drops do too (a profile's list in the hot order goes when hot scores are
 * recomputed); what changes with no write at all (a suspension running out, the ranking's week
 * moving on, views counted) is at most a minute old.
 */
export const USERS_SCOPE = SHARED_SCOPES.members;
/** What every profile read is kept under (the server-rendered profile too). */
export const PROFILE_SCOPES: readonly string[] = [USERS_SCOPE, SHARED_SCOPES.questionLists];
const orderOf = (request: FastifyRequest): unknown => (typeof request.query === 'object' && request.query !== null ? (request.query as Record<string, unknown>).order : undefined);
const SHARED: SharedCachePolicy = { scopes: (request) => [USERS_SCOPE, ...questionListScopes(orderOf(request))] };


export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // resolved per call: in install mode the routes are mounted before the database exists
  const db = () => usersDb(ctx);
  const checked = (schema: object, request: FastifyRequest): Record<string, unknown> => {
    const query = numericQuery(request.query);
    ctx.validate(schema, query);
    return query;
  };
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  // someone else's profile reads as a guest's: members get the guests' kept copy
  const PROFILE: SharedCachePolicy = { ...SHARED, member: memberProfileRead(ctx) };
  const withheld = (lang: string): WithheldTitles => ({ deleted: ctx.t(lang, 'users.withheld.deleted_question'), hidden: ctx.t(lang, 'users.withheld.hidden_question') });
  const listDeps = (request: FastifyRequest): ActivityListDeps => ({
    db: db(),
    queries: ctx.queries,
    viewer: viewerOf(request.principal),
    withheld: withheld(request.lang),
    word: (word) => ctx.t(request.lang, `users.activity.${word}`),
  });

  app.get(`${API_BASE}/user/ranking`, { config: { response: RESPONSES.ranking, sharedCache: SHARED } }, async () => userRanking(db(), ctx.queries, nowSeconds()));

  app.get(`${API_BASE}/user/staff`, { config: { request: { querystring: staffSchema }, response: RESPONSES.staff, sharedCache: SHARED } }, async (request) => {
    const query = checked(staffSchema, request);
    const size = Math.min(typeof query.page_size === 'number' ? query.page_size : DEFAULT_STAFF_SIZE, MAX_PAGE_SIZE);
    return staffSearch(db(), ctx.queries, text(query.username).trim(), size);
  });

  app.get(`${API_BASE}/personal/user/info`, { config: { request: { querystring: infoSchema }, response: RESPONSES.profile, sharedCache: PROFILE } }, async (request) => {
    const query = checked(infoSchema, request);
    return profileInfo(db(), ctx.queries, viewerOf(request.principal), text(query.username), (key, vars) => ctx.t(request.lang, key, vars));
  });

  app.get(`${API_BASE}/personal/qa/top`, { config: { request: { querystring: topSchema }, response: RESPONSES.top, sharedCache: PROFILE } }, async (request) => {
    const query = checked(topSchema, request);
    const memberId = await memberIdByName(db(), query.username);
    if (!memberId) return { question: [], answer: [] };
    const viewer = viewerOf(request.principal);
    const [question, answer] = await Promise.all([
      topQuestions(db(), memberId, seesAllOf(viewer, memberId), ctx.queries),
      topAnswers({ db: db(), queries: ctx.queries, viewer, withheld: withheld(request.lang) }, memberId),
    ]);
    return { question, answer };
  });

  app.get(`${API_BASE}/personal/question/page`, { config: { request: { querystring: postPageSchema }, response: RESPONSES.questions, sharedCache: PROFILE } }, async (request) => {
    const query = checked(postPageSchema, request);
    const viewer = viewerOf(request.principal);
    const memberId = await listMember(db(), query.username, viewer, false);
    const seesAll = seesAllOf(viewer, memberId);
    const order = (query.order as PersonalOrder | undefined) ?? 'newest';
    return questionPage(db(), { memberId, seesAll, withPending: seesAll, order }, pagingOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE), ctx.queries);
  });

  app.get(`${API_BASE}/personal/answer/page`, { config: { request: { querystring: postPageSchema }, response: RESPONSES.answers, sharedCache: PROFILE } }, async (request) => {
    const query = checked(postPageSchema, request);
    const viewer = viewerOf(request.principal);
    const memberId = await listMember(db(), query.username, viewer, false);
    const order = (query.order as PersonalOrder | undefined) ?? 'newest';
    const deps = { db: db(), queries: ctx.queries, viewer, withheld: withheld(request.lang) };
    return answerPage(deps, memberId, seesAllOf(viewer, memberId), order, pagingOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
  });

  app.get(`${API_BASE}/personal/comment/page`, { config: { request: { querystring: listPageSchema }, response: RESPONSES.comments, sharedCache: SHARED } }, async (request) => {
    const query = checked(listPageSchema, request);
    const deps = listDeps(request);
    const memberId = await listMember(deps.db, query.username, deps.viewer, true);
    return commentPage(deps, memberId, pagingOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
  });

  app.get(`${API_BASE}/personal/rank/page`, { config: { request: { querystring: listPageSchema }, response: RESPONSES.reputation, sharedCache: SHARED } }, async (request) => {
    const query = checked(listPageSchema, request);
    const deps = listDeps(request);
    const memberId = await listMember(deps.db, query.username, deps.viewer, true);
    return rankPage(deps, memberId, pagingOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
  });

  // one's own votes only: Answer's route reads no username at all; naming anyone else is refused
  app.get(`${API_BASE}/personal/vote/page`, { preHandler: ctx.guards.activeUser, config: { request: { querystring: votePageSchema }, response: RESPONSES.votes } }, async (request) => {
    const query = checked(votePageSchema, request);
    const userId = request.principal?.userId;
    // the activeUser guard ran before; a missing caller here would be a routing mistake
    if (!userId) throw unauthorized();
    if (text(query.username) !== '' && (await memberIdByName(db(), query.username)) !== userId) throw forbidden();
    return votePage(listDeps(request), userId, pagingOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
  });
}
