/**
 * Questions one plugin asks all the others, where events only tell. The asker names a query and
 * its input; every serving plugin that declares a handler answers, and the asker receives the
 * answers in plugin order (none when no plugin serves the query), so a page works with or
 * without the plugins that add to it. Plugins add queries of their own by augmenting `ServerQueries`.
 */
import type { Transaction } from 'kysely';
import type { Principal } from './context';
import type { BadgeAwardInfo, BadgeDefinition } from './badges';
import type { DailySeries, DailyWindow, DashboardCounts } from './dashboard';

/** A member as posts show them (Answer's `UserBasicInfo`). */
export interface UserBasicInfo {
  id: string;
  username: string;
  rank: number;
  display_name: string;
  /** Avatar URL as the site shows it (the member's choice or the site default), '' for none. */
  avatar: string;
  website: string;
  location: string;
  language: string;
  /** `normal`, `suspended`, `deleted` or `inactive` */
  status: string;
  /** Unix seconds; 0 unless suspended. */
  suspended_until: number;
}

/** JSON Schema of `UserBasicInfo`, for the response schemas of routes that show members (`config.response`). */
export const USER_BASIC_INFO_SCHEMA = Object.freeze({
  type: 'object',
  required: ['id', 'username', 'rank', 'display_name', 'avatar', 'website', 'location', 'language', 'status', 'suspended_until'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    rank: { type: 'integer' },
    display_name: { type: 'string' },
    avatar: { type: 'string' },
    website: { type: 'string' },
    location: { type: 'string' },
    language: { type: 'string' },
    status: { type: 'string' },
    suspended_until: { type: 'integer' },
  },
});

/** A tag as questions show it (Answer's `TagResp`). */
export interface QuestionTag {
  slug_name: string;
  display_name: string;
  /** the slug of the tag it is a synonym of, '' for none */
  main_tag_slug_name: string;
  recommend: boolean;
  reserved: boolean;
}

/** What one viewer has done to a post, as the post's response carries it. */
export interface PostViewerState {
  /** `vote_up`, `vote_down` or '' (votes plugin). */
  vote_status?: 'vote_up' | 'vote_down' | '';
  /** The viewer bookmarked the post. */
  collected?: boolean;
  /** The viewer follows the question. */
  is_followed?: boolean;
}

/** `GET /permission`: whether the caller may do an action now and, if not, why (in their language). */
export interface PermissionAnswer {
  has_permission: boolean;
  no_permission_tip: string;
}

/** How the caller may change a post's content (`PUT /question`, `PUT /answer`, review, rollback). */
export interface PostEditAccess {
  /** 'direct': an edit lands at once; 'review': it waits as a suggested edit; 'none': refused. */
  edit: 'direct' | 'review' | 'none';
  /** When refused for want of reputation, the reputation needed (0 otherwise: a deleted post, a guest). */
  rank_needed: number;
  /** The caller may approve or reject suggested edits of this post. */
  review: boolean;
  /** The question the post belongs to (its own id for a question). */
  question_id: string;
  /** The revision the post shows now ('0' when none). */
  revision_id: string;
}

export interface ServerQueries {
  /**
   * The viewer's own marks on posts (questions, answers, comments) and tags (followed), for the
   * responses that show them. Answer only the ids you know and only the fields you own.
   */
  'post.viewer_state': {
    input: { user_id: string; object_ids: string[] };
    output: Record<string, PostViewerState>;
  };
  /**
   * The caller's edit rights on posts, answered by each post's owner for the ids it knows (and the
   * caller may see); an id nobody answers is treated as absent.
   */
  'post.edit_access': {
    input: { principal: Principal | null; object_ids: string[] };
    output: Record<string, PostEditAccess>;
  };
  /**
   * Which posts (questions, answers, comments; long ids) the caller may see, each answered by the
   * plugin that owns that kind of post for the whole chain: an answer goes with its question, a
   * comment with the question or answer it is under. Deleted and pending posts exist only for
   * their author and staff. An id no plugin answers `true` for is hidden or absent: act on it as
   * on a missing post. Use `visiblePosts()` / `postVisible()`.
   */
  'post.visible': {
    input: { principal: Principal | null; object_ids: string[] };
    output: Record<string, boolean>;
  };
  /**
   * Members by id, as posts show their authors (the accounts plugin answers). Ids that match no
   * member are absent. Use `usersByIds()`.
   */
  'user.basic_info': {
    input: { user_ids: string[] };
    output: Record<string, UserBasicInfo>;
  };
  /**
   * The member's own answers to a question (the answers plugin): the id of their first published
   * one ('' when none) and how many are deleted or waiting for review. Costs no statement for a
   * question the member never answered.
   */
  'answer.own': {
    input: { user_id: string; question_id: string };
    output: { first_available_id: string; hidden: number };
  };
  /**
   * The tags of questions as lists show them: each question's available tags in the order they
   * were attached, marked recommended or reserved by their own flag or the admin's lists. The
   * questions plugin answers with one statement for any number of ids; questions without tags are
   * absent. Use `questionTags()`.
   */
  'question.tags': {
    input: { question_ids: string[] };
    output: Record<string, QuestionTag[]>;
  };
  /** Members following a question (the follows plugin), to tell them about its answers. */
  'question.followers': {
    input: { question_id: string };
    output: { user_ids: string[] };
  };
  /**
   * Which of `actions` (Answer's action keys: `question.add`, `answer.vote_up`, ...) the caller may
   * do. Answer only the actions your plugin owns; an action nobody answers is refused.
   */
  'permission.check': {
    input: { principal: Principal | null; actions: string[]; lang: string };
    output: Record<string, PermissionAnswer>;
  };
  /**
   * A question as `GET /question/info` shows it to `principal` in `lang` (Answer's
   * `QuestionInfoResp`), for responses that carry the whole question (`GET /answer/info`). The
   * questions plugin answers; null when the question is absent or hidden from the caller. Ask it
   * outside a transaction: answering it asks other plugins in turn.
   */
  'question.detail': {
    input: { principal: Principal | null; question_id: string; lang: string };
    output: QuestionDetail | null;
  };
  /**
   * Site-wide totals for the admin dashboard (Answer's `DashboardInfo` counts). Each plugin answers
   * only the counts of what it owns; the dashboard adds up every answer, a count nobody answers is 0.
   */
  'admin.dashboard_counts': {
    input: Record<string, never>;
    output: DashboardCounts;
  };
  /**
   * New rows per day since `since` (Unix seconds, the start of the first day) for the dashboard's
   * chart: questions, answers, members. Days are numbered as `dayNumberSql` does; days without
   * rows may be left out.
   */
  'admin.daily_counts': {
    input: DailyWindow;
    output: DailySeries;
  };
  /**
   * Removes for good everything of `type` that was soft-deleted (status 10): deleted questions
   * (questions plugin), answers (answers plugin) or users (accounts plugin), with the rows that hang
   * off them. Ask it with a transaction: the owners write through it and tell the others with
   * `post.purged` / `user.purged`, so all of it goes or none. Each owner answers how many it removed.
   */
  'content.purge_deleted': {
    input: { type: 'questions' | 'answers' | 'users' };
    output: { purged: number };
  };
  /**
   * The badges a plugin adds (see `BadgeDefinition`), asked by the badges plugin, which answers
   * with its built-in ones too. Answer with the same static list every time, without reading the
   * database: it is asked inside other plugins' transactions.
   */
  'badge.rules': {
    input: Record<string, never>;
    output: BadgeDefinition[];
  };
  /** Badge awards by award id, in `lang` (the badges plugin answers); unknown ids are absent. */
  'badge.awards': {
    input: { award_ids: string[]; lang: string };
    output: Record<string, BadgeAwardInfo>;
  };
  /**
   * A moderator acts on a flagged post (`PUT /report/review`, the flags plugin): the plugin owning
   * the post answers `{applied: true}` for ids it knows after applying `operation` as its own
   * moderation route would (checks, timeline, activity, notifications, in its own transaction:
   * asked outside one); it throws the route's errors. An operation nobody applies is refused.
   */
  'post.moderate': {
    input: PostModeration;
    output: { applied: boolean };
  };
  /**
   * Review queues other plugins keep, for `GET /reviewing/type` (the flags plugin answers
   * `flagged_post`): one entry per queue the principal may work, with its label in `lang`.
   */
  'review.queues': {
    input: { principal: Principal; lang: string };
    output: ReviewQueue[];
  };
  /**
   * A reviewer plugin judges a new or edited post before it is published (Answer's `Reviewer`):
   * the post's owner asks inside its write transaction and applies the strictest answer
   * (`delete_directly` over `need_review` over `approved`; see `strictestReview`). On
   * `need_review` the owner stores the post with status 11 (pending) and emits `post.queued` so
   * the review plugin keeps a review row; no answer means approved.
   */
  'post.review': {
    input: PostReviewInput;
    output: PostReviewVerdict;
  };
}

/** What a reviewer plugin sees of a post (Answer's `ReviewContent`). */
export interface PostReviewInput {
  object_type: 'question' | 'answer' | 'comment';
  /** '' when the post is new */
  object_id: string;
  /** questions only */
  title: string;
  /** Markdown as written */
  content: string;
  tags: string[];
  /** `approved_posts`: the author's published questions, answers and comments (first-posts rules). */
  author: { user_id: string; rank: number; email: string; role: 'user' | 'admin' | 'moderator'; approved_posts: number };
  ip: string;
  user_agent: string;
  lang: string;
}

/** One reviewer plugin's judgement (Answer's `ReviewResult`). */
export interface PostReviewVerdict {
  result: 'approved' | 'need_review' | 'delete_directly';
  /** Shown to staff on the queued post, in the site language. */
  reason: string;
  /** The judging plugin's id (the review row's `submitter`). */
  reviewer: string;
}

/** The verdict the owner applies: the strictest of the answers, `approved` when none. */
export function strictestReview(verdicts: readonly PostReviewVerdict[]): PostReviewVerdict {
  const weight = { approved: 0, need_review: 1, delete_directly: 2 } as const;
  let worst: PostReviewVerdict = { result: 'approved', reason: '', reviewer: '' };
  for (const v of verdicts) if (weight[v.result] > weight[worst.result]) worst = v;
  return worst;
}

/** What `post.moderate` asks of a post's owner. */
export interface PostModeration {
  principal: Principal;
  object_id: string;
  operation: 'edit' | 'close' | 'delete' | 'unlist';
  lang: string;
  /** close: the close reason's config id and the moderator's words */
  close_type: number;
  close_msg: string;
  /** edit: the new title (questions), Markdown and tags (questions) */
  title: string;
  content: string;
  tags: { slug_name: string; display_name?: string; original_text?: string }[];
}

/** A queue of `GET /reviewing/type` (Answer's `GetReviewingTypeResp`). */
export interface ReviewQueue {
  name: string;
  label: string;
  todo_amount: number;
}

/** A question object as `GET /question/info` answers it (Answer's `QuestionInfoResp`). */
export interface QuestionDetail {
  id: string;
  title: string;
  [field: string]: unknown;
}

export type ServerQueryName = keyof ServerQueries;
export type ServerQueryInput<K extends ServerQueryName> = ServerQueries[K]['input'];
export type ServerQueryOutput<K extends ServerQueryName> = ServerQueries[K]['output'];

export interface QueryDelivery {
  /**
   * The asker's transaction, when it passed one: read through it. A read outside it does not see
   * its uncommitted rows, and on SQLite, where writes share one connection, a write outside it
   * would wait for it forever.
   */
  readonly trx: Transaction<unknown> | null;
}

export type ServerQueryHandlers = {
  [K in ServerQueryName]?: (input: ServerQueryInput<K>, delivery: QueryDelivery) => Promise<ServerQueryOutput<K>>;
};

export interface QueryAsker {
  /** Every serving plugin's answer to `name`, in plugin order; rejects with the first failure. */
  ask<K extends ServerQueryName>(name: K, input: ServerQueryInput<K>, trx?: Transaction<unknown>): Promise<ServerQueryOutput<K>[]>;
}

/**
 * The viewer's marks on `objectIds`, merged from every plugin that answers `post.viewer_state`;
 * empty for guests. Posts nobody marked are absent: read them with defaults.
 */
export async function postViewerStates(
  queries: QueryAsker,
  userId: string | null | undefined,
  objectIds: string[],
  trx?: Transaction<unknown>,
): Promise<Map<string, PostViewerState>> {
  const merged = new Map<string, PostViewerState>();
  if (!userId || objectIds.length === 0) return merged;
  for (const answer of await queries.ask('post.viewer_state', { user_id: userId, object_ids: objectIds }, trx)) {
    for (const id in answer) {
      const earlier = merged.get(id);
      // a plugin's own answer object is never changed: merged into a new one when another answered too
      merged.set(id, earlier ? { ...earlier, ...answer[id] } : answer[id]);
    }
  }
  return merged;
}

/** Members by id from the plugin that keeps them; pass the open transaction when there is one. */
export async function usersByIds(queries: QueryAsker, userIds: readonly string[], trx?: Transaction<unknown>): Promise<Map<string, UserBasicInfo>> {
  const users = new Map<string, UserBasicInfo>();
  const wanted = [...new Set(userIds)].filter((id) => id !== '' && id !== '0');
  if (wanted.length === 0) return users;
  for (const answer of await queries.ask('user.basic_info', { user_ids: wanted }, trx)) {
    for (const [id, user] of Object.entries(answer)) users.set(id, user);
  }
  return users;
}

/** The tags of each of `questionIds` (see `question.tags`); questions without tags are absent. */
export async function questionTags(queries: QueryAsker, questionIds: readonly string[]): Promise<Map<string, QuestionTag[]>> {
  const tags = new Map<string, QuestionTag[]>();
  const wanted = [...new Set(questionIds)].filter((id) => id !== '' && id !== '0');
  if (wanted.length === 0) return tags;
  for (const answer of await queries.ask('question.tags', { question_ids: wanted })) {
    for (const [id, list] of Object.entries(answer)) tags.set(id, list);
  }
  return tags;
}

/** The posts among `objectIds` (long ids) that `principal` may see, as their owners judge them. */
export async function visiblePosts(queries: QueryAsker, principal: Principal | null, objectIds: readonly string[], trx?: Transaction<unknown>): Promise<Set<string>> {
  const visible = new Set<string>();
  const wanted = [...new Set(objectIds)];
  if (wanted.length === 0) return visible;
  for (const answer of await queries.ask('post.visible', { principal, object_ids: wanted }, trx)) {
    for (const [id, seen] of Object.entries(answer)) if (seen === true) visible.add(id);
  }
  return visible;
}

/** Whether `principal` may see the post `objectId` (long id); false for a post nobody knows. */
export async function postVisible(queries: QueryAsker, principal: Principal | null, objectId: string, trx?: Transaction<unknown>): Promise<boolean> {
  return (await visiblePosts(queries, principal, [objectId], trx)).has(objectId);
}
