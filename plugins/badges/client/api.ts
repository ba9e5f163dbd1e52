/** The badge calls of the badge pages, in Answer 1.7.1's shapes (`/answer/api/v1/badge...`). */
import { ADMIN_API_BASE, API_BASE, ApiError, type HttpClient } from '@answer/sdk';

/** 1 bronze, 2 silver, 3 gold. */
export type BadgeLevel = 1 | 2 | 3;

/** A badge in a list (`GET /badges`, Answer's `BadgeListInfo`); name in the reader's language. */
export interface BadgeListItem {
  id: string;
  name: string;
  /** A Bootstrap Icons name, or the address of a picture. */
  icon: string;
  award_count: number;
  /** How often the viewer earned it (0 for guests). */
  earned_count: number;
  level: BadgeLevel;
}

export interface BadgeGroup {
  group_name: string;
  badges: BadgeListItem[] | null;
}

/** `GET /badge?id=` (Answer's `GetBadgeInfoResp`). */
export interface BadgeInfo extends BadgeListItem {
  /** May hold a link (HTML), as Answer's descriptions do. */
  description: string;
  /** Earned once per member; otherwise once per post. */
  is_single: boolean;
}

/** A member as the award list shows them (Answer's `UserBasicInfo`, the fields read here). */
export interface AwardUser {
  id: string;
  username: string;
  display_name: string;
  avatar: string;
  rank: number;
  status: string;
}

/** One award of a badge (Answer's `GetBadgeAwardWithPageResp`); the post fields are '' when it was for none. */
export interface BadgeAward {
  created_at: number;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  /** `question`, `answer`, `comment` or ''. */
  object_type: string;
  /** The post's title. */
  url_title: string;
  author_user_info: AwardUser;
}

export interface Page<T> {
  count: number;
  list: T[];
}

/** A badge a member has (`GET /badge/user/awards`, Answer's `GetUserBadgeAwardListResp`). */
export type UserBadge = Pick<BadgeListItem, 'id' | 'name' | 'icon' | 'earned_count' | 'level'>;

export const BADGE_STATUSES = ['active', 'inactive'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** Progress of handing a freshly activated badge to those who already qualify. */
export interface BackfillProgress {
  done: number;
  total: number;
}

/** A row of the admin list (Answer's `GetBadgeListPagedResp`). */
export interface AdminBadge {
  id: string;
  name: string;
  description: string;
  icon: string;
  award_count: number;
  earned: boolean;
  level: BadgeLevel;
  group_name: string;
  status: BadgeStatus;
  /** Present while awards are being handed out after an activation. */
  progress?: BackfillProgress | null;
}

export interface AdminBadgeQuery {
  page: number;
  page_size: number;
  status?: BadgeStatus;
  q?: string;
}

/**
 * A member's badges come as a list, or (as Answer's server sends them) as a page of one; either
 * way the badges.
 */
export function listOf<T>(data: T[] | Page<T> | null | undefined): T[] {
  if (!data) return [];
  if (Array.isArray(data)) return data;
  return data.list ?? [];
}

export const fetchBadgeGroups = async (http: HttpClient, signal?: AbortSignal) => (await http.get<BadgeGroup[] | null>(`${API_BASE}/badges`, { signal })) ?? [];

/** A badge by id. Answer refuses an unknown (or inactive) one with 400: the caller hears of every refusal. */
export const fetchBadge = (http: HttpClient, id: string, signal?: AbortSignal) => http.get<BadgeInfo>(`${API_BASE}/badge`, { query: { id }, passingError: true, signal });

/** Answer's refusal of a badge it does not show (400), or a 404: the page then is the 404 page. */
export const isMissingBadge = (error: unknown) => error instanceof ApiError && (error.code === 400 || error.code === 404);

export const fetchAwards = (http: HttpClient, query: { badge_id: string; page: number; page_size: number; username?: string }, signal?: AbortSignal) =>
  http.get<Page<BadgeAward>>(`${API_BASE}/badge/awards/page`, { query, signal });

export const fetchUserBadges = async (http: HttpClient, username: string, signal?: AbortSignal) =>
  listOf(await http.get<UserBadge[] | Page<UserBadge> | null>(`${API_BASE}/badge/user/awards`, { query: { username }, signal }));

export const fetchRecentUserBadges = async (http: HttpClient, username: string, signal?: AbortSignal) =>
  listOf(await http.get<UserBadge[] | Page<UserBadge> | null>(`${API_BASE}/badge/user/awards/recent`, { query: { username }, signal }));

export const fetchAdminBadges = (http: HttpClient, query: AdminBadgeQuery, signal?: AbortSignal) =>
  http.get<Page<AdminBadge>>(`${ADMIN_API_BASE}/badges`, { query: { ...query }, signal });

export const setBadgeStatus = (http: HttpClient, id: string, status: BadgeStatus) => http.put<null>(`${ADMIN_API_BASE}/badge/status`, { id, status });
