/** The timeline calls; both need a logged-in caller. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, ApiError, longId, notFound, readNumbers, type ServerContext } from '@answer/sdk/server';
import detailSchema from '../schemas/timeline-detail.json';
import timelineSchema from '../schemas/timeline.json';
import { activityDb } from './db';
import { findTimelineObject, tagIdBySlug, type TimelineObject } from './objects';
import { buildTimeline } from './timeline';
import { EMPTY_REVISION, loadRevision, type LoadedRevision, type RevisionDetail } from './timeline-detail';

const STAFF_ROLES = new Set([2, 3]);
const OBJECT_NOT_FOUND = 'error.activity.object_not_found';
const REVISION_NOT_FOUND = 'error.activity.revision_not_found';
/** `revision.status` of a suggested edit still waiting for review, and of a rejected one. */
const UNREVIEWED_STATUSES = new Set([1, 3]);
const VOTE_DETAIL_DEFAULT = { 'rank.vote.detail': 0 };

/** Query values as strings, blanks dropped (the schemas describe strings). */
function queryOf(raw: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null) return query;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' && value !== '') query[key] = value;
  }
  return query;
}

interface Viewer {
  userId: string;
  staff: boolean;
  rank: number;
}

function viewerOf(request: FastifyRequest): Viewer {
  const principal = request.principal;
  // the user guard ran before; a missing principal here would be a routing mistake
  if (!principal) throw new ApiError(401, 'base.unauthorized_error');
  return { userId: principal.userId, staff: STAFF_ROLES.has(principal.roleId), rank: principal.rank };
}

/** Deleted and pending posts keep their history from everyone but their author and staff. */
const maySee = (object: TimelineObject, viewer: Viewer): boolean => !object.restricted || viewer.staff || object.authorId === viewer.userId;

export function registerTimelineRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => activityDb(ctx);
  const loggedIn = { preHandler: ctx.guards.user };

  /** `rank.vote.detail`: the reputation that lets a member see votes in timelines (staff always). */
  async function maySeeVotes(viewer: Viewer): Promise<boolean> {
    if (viewer.staff) return true;
    const { 'rank.vote.detail': threshold } = await readNumbers(ctx.config, VOTE_DETAIL_DEFAULT);
    return threshold >= 0 && viewer.rank >= threshold;
  }

  app.get(`${API_BASE}/activity/timeline`, { ...loggedIn, config: { request: { querystring: timelineSchema } } }, async (request) => {
    const query = queryOf(request.query);
    ctx.validate(timelineSchema, query);
    const viewer = viewerOf(request);
    // either spelling of the id, as Answer takes it; a tag also by its slug
    const objectId = query.object_id !== undefined ? longId(query.object_id) : query.tag_slug_name !== undefined ? await tagIdBySlug(db(), query.tag_slug_name) : null;
    const object = objectId ? await findTimelineObject(db(), objectId) : null;
    if (!object || !maySee(object, viewer) || (query.object_type !== undefined && query.object_type !== object.objectType)) throw notFound(OBJECT_NOT_FOUND);
    const wantsVotes = query.show_vote === 'true' || query.show_vote === '1';
    await ctx.markdown.prepare?.();
    return buildTimeline(db(), ctx.queries, object, {
      staff: viewer.staff,
      showVotes: wantsVotes && (await maySeeVotes(viewer)),
      render: (markdown) => ctx.markdown.render(markdown),
    });
  });

  app.get(`${API_BASE}/activity/timeline/detail`, { ...loggedIn, config: { request: { querystring: detailSchema } } }, async (request) => {
    const query = queryOf(request.query);
    ctx.validate(detailSchema, query);
    const viewer = viewerOf(request);
    const visible = (revision: LoadedRevision | null): revision is LoadedRevision =>
      revision !== null &&
      maySee(revision.object, viewer) &&
      (!UNREVIEWED_STATUSES.has(revision.status) || viewer.staff || revision.userId === viewer.userId);

    const newer = await loadRevision(db(), query.new_revision_id);
    if (!visible(newer)) throw notFound(REVISION_NOT_FOUND);
    let older: RevisionDetail = EMPTY_REVISION;
    if (query.old_revision_id && query.old_revision_id !== '0') {
      const loaded = await loadRevision(db(), query.old_revision_id);
      // two revisions of different posts are no diff anyone asked for
      if (!visible(loaded) || loaded.object.objectId !== newer.object.objectId) throw notFound(REVISION_NOT_FOUND);
      older = loaded.detail;
    }
    return { new_revision: newer.detail, old_revision: older };
  });
}
