/**
 * Questions one plugin asks all the others, where events only tell. The asker names a query and
 * its input; every serving plugin that declares a handler answers, and the asker receives the
 * answers in plugin order (none when no plugin serves the query), so a page works with or
 * without the plugins that add to it. Plugins add queries of their own by augmenting `ServerQueries`.
 */
import type { Transaction } from 'kysely';
import type { Principal } from './context';

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
   * Members by id, as posts show their authors (the accounts plugin answers). Ids that match no
   * member are absent. Use `usersByIds()`.
   */
  'user.basic_info': {
    input: { user_ids: string[] };
    output: Record<string, UserBasicInfo>;
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
}

export type ServerQueryName = keyof ServerQueries;
export type ServerQueryInput<K extends ServerQueryName> = ServerQueries[K]['input'];
export type ServerQueryOutput<K extends ServerQueryName> = ServerQueries[K]['output'];

export interface QueryDelivery {
  /**
   * The asker's transaction, when it passed one: read through it. (SQLite has one connection: a
   * read on another while the asker's transaction is open would wait for it forever.)
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
    for (const [id, state] of Object.entries(answer)) merged.set(id, { ...merged.get(id), ...state });
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
