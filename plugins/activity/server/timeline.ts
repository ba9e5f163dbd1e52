/**
 * `GET /activity/timeline`: a post's history in Answer's `GetObjectTimelineResp` shape, newest
 * first. Votes show only when asked for and allowed; who down-voted stays hidden from non-staff.
 */
import { usersByIds, type QueryAsker, type UserBasicInfo } from '@answer/sdk/server';
import { asNumber, type ActivityDb } from './db';
import { objectTypeOfId, type TimelineObject } from './objects';
import { activityTypeOf } from './reputation-config';
import { REVISION_TYPES, timelineActivityTypes, timelineTypeOf } from './timeline-types';

export interface TimelineItem {
  activity_id: string;
  revision_id: string;
  created_at: number;
  activity_type: string;
  comment: string;
  object_id: string;
  object_type: string;
  cancelled: boolean;
  cancelled_at: number;
  user_info: UserBasicInfo | null;
}

export interface TimelineResp {
  object_info: {
    title: string;
    object_type: string;
    question_id: string;
    answer_id: string;
    username: string;
    display_name: string;
    main_tag_slug_name: string;
  };
  timeline: TimelineItem[];
}

export interface TimelineViewer {
  staff: boolean;
  /** Asked for votes and may see them. */
  showVotes: boolean;
  /** Markdown to sanitised HTML, as Answer sends comments. */
  render: (markdown: string) => string;
}

const COMMENTED_TYPES = ['question.commented', 'answer.commented'];

/** Shown in place of a down-voter to non-staff, as Answer does. */
const HIDDEN_USER: UserBasicInfo = { id: '', username: 'N/A', rank: 0, display_name: 'N/A', avatar: '', website: '', location: '', language: '', status: 'normal', suspended_until: 0 };

interface ActivityRow {
  id: number | string;
  created_at: number | string;
  cancelled_at: number | string;
  user_id: string;
  trigger_user_id: string;
  object_id: string;
  activity_type: number;
  cancelled: number;
  revision_id: string;
  comment: string;
}

/**
 * Comment rows belong to the timeline of the post commented on. Their object is the comment, so
 * the comment table (comments plugin) says which post; it is read only when such rows exist,
 * which also means the table does.
 */
async function commentRows(db: ActivityDb, object: TimelineObject, types: number[]): Promise<{ rows: ActivityRow[]; texts: Map<string, string> }> {
  const commentTypes = COMMENTED_TYPES.map(activityTypeOf).filter((type): type is number => type !== undefined && types.includes(type));
  if (commentTypes.length === 0 || !object.questionId) return { rows: [], texts: new Map() };
  const candidates = await db
    .selectFrom('activity')
    .selectAll()
    .where('original_object_id', '=', object.questionId)
    .where('activity_type', 'in', commentTypes)
    .where('object_id', '<>', object.objectId)
    .execute();
  const onComments = candidates.filter((row) => objectTypeOfId(row.object_id) === 'comment');
  if (onComments.length === 0) return { rows: [], texts: new Map() };
  const comments = await db
    .selectFrom('comment')
    .select(['id', 'object_id', 'parsed_text'])
    .where('id', 'in', [...new Set(onComments.map((row) => row.object_id))])
    .execute();
  const ofThisPost = new Map(comments.filter((comment) => comment.object_id === object.objectId).map((comment) => [comment.id, comment.parsed_text]));
  return { rows: onComments.filter((row) => ofThisPost.has(row.object_id)), texts: ofThisPost };
}

/**
 * Revisions of rows recorded without one (an ask, an edit whose emitter did not say): the newest
 * revision of the object saved no later than the activity.
 */
async function revisionFallbacks(db: ActivityDb, objectId: string, rows: ActivityRow[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const needing = rows.filter((row) => (!row.revision_id || row.revision_id === '0') && REVISION_TYPES.has(timelineTypeOf(row.activity_type) ?? ''));
  if (needing.length === 0) return found;
  const revisions = await db.selectFrom('revision').select(['id', 'created_at', 'status']).where('object_id', '=', objectId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  const used = new Set(rows.map((row) => row.revision_id));
  for (const row of needing) {
    const at = asNumber(row.created_at);
    const candidates = revisions.filter((revision) => asNumber(revision.created_at) <= at && asNumber(revision.status) === 0 && !used.has(String(revision.id)));
    const match = candidates[candidates.length - 1];
    if (match) {
      found.set(String(row.id), String(match.id));
      used.add(String(match.id));
    }
  }
  return found;
}

/** `queries` answers who acted (the accounts plugin). */
export async function buildTimeline(db: ActivityDb, queries: QueryAsker, object: TimelineObject, viewer: TimelineViewer): Promise<TimelineResp> {
  const types = timelineActivityTypes(viewer.showVotes, activityTypeOf);
  const own = await db.selectFrom('activity').selectAll().where('object_id', '=', object.objectId).where('activity_type', 'in', types).execute();
  const comments = await commentRows(db, object, types);
  const rows: ActivityRow[] = [...own, ...comments.rows].sort((a, b) => asNumber(b.created_at) - asNumber(a.created_at) || asNumber(b.id) - asNumber(a.id));
  const fallbacks = await revisionFallbacks(db, object.objectId, own);

  const actorOf = (row: ActivityRow) => (row.trigger_user_id && row.trigger_user_id !== '0' ? row.trigger_user_id : row.user_id);
  const users = await usersByIds(queries, [...rows.map(actorOf), object.authorId]);
  const author = users.get(object.authorId);

  const timeline: TimelineItem[] = [];
  for (const row of rows) {
    const word = timelineTypeOf(row.activity_type);
    if (!word) continue;
    const cancelled = asNumber(row.cancelled) === 1;
    const commentText = comments.texts.get(row.object_id);
    timeline.push({
      activity_id: String(row.id),
      revision_id: fallbacks.get(String(row.id)) ?? (row.revision_id || '0'),
      created_at: asNumber(row.created_at),
      activity_type: word,
      comment: commentText ?? (row.comment ? viewer.render(row.comment) : ''),
      object_id: row.object_id,
      object_type: objectTypeOfId(row.object_id),
      cancelled,
      cancelled_at: cancelled ? asNumber(row.cancelled_at) : 0,
      user_info: word === 'downvote' && !viewer.staff ? HIDDEN_USER : (users.get(actorOf(row)) ?? null),
    });
  }
  return {
    object_info: {
      title: object.title,
      object_type: object.objectType,
      question_id: object.questionId,
      answer_id: object.answerId,
      username: author?.username ?? '',
      display_name: author?.display_name ?? object.ownDisplayName,
      main_tag_slug_name: object.mainTagSlugName,
    },
    timeline,
  };
}
