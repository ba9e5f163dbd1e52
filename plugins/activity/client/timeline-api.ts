/** The timeline calls, typed with the server half's own response shapes. */
import { API_BASE, type HttpClient } from '@answer/sdk';
import type { TimelineItem, TimelineResp } from '../server/timeline';
import type { RevisionDetail } from '../server/timeline-detail';

export type { TimelineItem, TimelineResp, RevisionDetail };

export interface TimelineDetail {
  new_revision: RevisionDetail;
  old_revision: RevisionDetail;
}

export type PermissionAnswers = Record<string, { has_permission: boolean; no_permission_tip: string }>;

export const fetchTimeline = (http: HttpClient, objectId: string, showVote: boolean, signal?: AbortSignal) =>
  http.get<TimelineResp>(`${API_BASE}/activity/timeline`, { query: { object_id: objectId, show_vote: showVote }, allow404: true, signal });

export const fetchTimelineDetail = (http: HttpClient, newRevisionId: string, oldRevisionId: string) =>
  http.get<TimelineDetail>(`${API_BASE}/activity/timeline/detail`, { query: { new_revision_id: newRevisionId, old_revision_id: oldRevisionId }, passingError: true });

export const fetchPermissions = (http: HttpClient, actions: string[]) => http.get<PermissionAnswers>(`${API_BASE}/permission`, { query: { action: actions.join(',') } });

export const rollbackRevision = (http: HttpClient, revisionId: string) => http.put<unknown>(`${API_BASE}/revisions/rollback`, { revision_id: revisionId });
