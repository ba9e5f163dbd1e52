/** The tag calls of the tag pages, in Answer 1.7.1's shapes (`/answer/api/v1/tag...`). */
import { API_BASE, type HttpClient } from '@answer/sdk';
import type { TagView } from './points';

/** An action the server offers the viewer (`edit`, `delete`, `merge`, `undelete`). */
export interface MemberAction {
  action: string;
  name: string;
  type: string;
}

/** `GET /tag` (Answer's `GetTagResp`). */
export interface TagInfo extends TagView {
  created_at: number;
  updated_at: number;
  /** First line of the rendered description (HTML). */
  excerpt: string;
  /** Markdown description. */
  original_text: string;
  /** Sanitised HTML of the description. */
  parsed_text: string;
  member_actions: MemberAction[] | null;
  /** Set when the address named a synonym: the main tag's slug (the rest describes the main tag). */
  main_tag_slug_name: string;
}

export const TAG_STATUS_DELETED = 'deleted';

/** `GET /tag/synonyms`: one synonym (Answer's `TagSynonym`). */
export interface TagSynonym {
  tag_id: string;
  slug_name: string;
  display_name: string;
  main_tag_slug_name: string;
}

export interface TagSynonyms {
  synonyms: TagSynonym[] | null;
  /** `edit` when the viewer may change the list. */
  member_actions: MemberAction[] | null;
}

/** A tag as a write sends it (Answer's `TagItem`). */
export interface TagItem {
  slug_name: string;
  display_name: string;
  original_text?: string;
}

/** `GET /question/tags` (Answer's `GetTagBasicResp`). */
export interface TagBasic {
  tag_id: string;
  slug_name: string;
  display_name: string;
  recommend: boolean;
  reserved: boolean;
}

export interface TagFields {
  slug_name: string;
  display_name: string;
  original_text: string;
}

export interface TagUpdate extends TagFields {
  tag_id: string;
  edit_summary: string;
}

/** Whether the viewer was offered `action` in `actions`. */
export const offers = (actions: readonly MemberAction[] | null | undefined, action: string) => (actions ?? []).some((item) => item.action === action);

/** A tag by slug; a missing one shows the kernel's 404 page. */
export const fetchTagByName = (http: HttpClient, name: string, signal?: AbortSignal) =>
  http.get<TagInfo>(`${API_BASE}/tag`, { query: { name }, allow404: true, signal });

/** A tag by id (the edit page); a missing one shows the kernel's 404 page. */
export const fetchTagById = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get<TagInfo>(`${API_BASE}/tag`, { query: { id }, allow404: true, signal });

export const fetchSynonyms = (http: HttpClient, tagId: string, signal?: AbortSignal) =>
  http.get<TagSynonyms>(`${API_BASE}/tag/synonyms`, { query: { tag_id: tagId }, signal });

/** Replaces the tag's synonyms with `list` (the whole list, as Answer's `PUT /tag/synonym` takes it). */
export const saveSynonyms = (http: HttpClient, tagId: string, list: readonly TagItem[]) =>
  http.put<null>(`${API_BASE}/tag/synonym`, { tag_id: tagId, synonym_tag_list: list });

export const createTag = (http: HttpClient, fields: TagFields) => http.post<{ slug_name: string }>(`${API_BASE}/tag`, fields);

/** Whether the viewer may edit the tag now, and whether the edit waits for review; the refusal's reason otherwise. */
export const checkTagEditable = (http: HttpClient, tagId: string, signal?: AbortSignal) =>
  http.get<{ wait_for_review?: boolean } | null>(`${API_BASE}/revisions/edit/check`, { query: { id: tagId }, passingError: true, signal });

/** Field errors come back to the form, other refusals (a pending edit, rank) to the page. */
export const updateTag = (http: HttpClient, update: TagUpdate) => http.put<{ wait_for_review: boolean } | null>(`${API_BASE}/tag`, update, { passingError: true });

/** Refusals come back to the caller, which shows the server's reason (a tag still in use) as a toast. */
export const deleteTag = (http: HttpClient, tagId: string) => http.delete<null>(`${API_BASE}/tag`, { tag_id: tagId }, { passingError: true });

export const recoverTag = (http: HttpClient, tagId: string) => http.post<null>(`${API_BASE}/tag/recover`, { tag_id: tagId });

export const mergeTag = (http: HttpClient, sourceTagId: string, targetTagId: string) =>
  http.post<null>(`${API_BASE}/tag/merge`, { source_tag_id: sourceTagId, target_tag_id: targetTagId });

/** Tags whose slug or name contain `text` (synonyms as their main tags); members only. */
export async function searchTags(http: HttpClient, text: string, signal?: AbortSignal): Promise<TagBasic[]> {
  return (await http.get<TagBasic[] | null>(`${API_BASE}/question/tags`, { query: { tag: text }, signal })) ?? [];
}
