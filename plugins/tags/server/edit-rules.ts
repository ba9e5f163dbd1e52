/**
 * Who may edit tags and how an edit lands (answer.md 5.2, 5.3): moderators and admins hold every
 * tag power; other active members edit from `rank.tag.edit` on, their edits waiting for a reviewer
 * until they reach `rank.tag.edit_without_review`; reviewers need `rank.tag.audit`. Renaming the
 * slug is the `tag.edit_slug_name` power, which only the staff roles have. Pure rules first, then
 * what loads the thresholds.
 */
import { ApiError, readNumbers, type Member, type PermissionAnswer, type PostEditAccess, type ServerContext } from '@answer/sdk/server';

export const TAG_EDIT_ACTIONS = ['tag.edit', 'tag.edit_without_review', 'tag.audit'] as const;
export type TagEditAction = (typeof TAG_EDIT_ACTIONS)[number];
export type TagEditLimits = Record<TagEditAction, number>;

/** Privilege level 2, what a fresh site seeds; used when a row is missing. */
export const DEFAULT_TAG_EDIT_LIMITS: TagEditLimits = { 'tag.edit': 50, 'tag.edit_without_review': 10000, 'tag.audit': 2500 };

/** The actions of `GET /permission` these rules answer. */
export const EDIT_PERMISSION_ACTIONS = [...TAG_EDIT_ACTIONS, 'tag.edit_slug_name'] as const;
export type EditPermissionAction = (typeof EDIT_PERMISSION_ACTIONS)[number];

const ADMIN_ROLE = 2;
const MODERATOR_ROLE = 3;

export const isStaff = (member: Member | null): boolean => !!member && member.active && (member.roleId === ADMIN_ROLE || member.roleId === MODERATOR_ROLE);

/** A threshold of -1 lets nobody in by reputation, only by role. */
const reaches = (member: Member, limit: number): boolean => limit >= 0 && member.rank >= limit;

/** How an edit by `member` lands, whatever the tag: at once, as a suggestion, or not at all. */
export function tagEditMode(member: Member | null, limits: TagEditLimits): PostEditAccess['edit'] {
  if (!member || !member.active) return 'none';
  if (isStaff(member) || reaches(member, limits['tag.edit_without_review'])) return 'direct';
  return reaches(member, limits['tag.edit']) ? 'review' : 'none';
}

export const mayReviewTags = (member: Member | null, limits: TagEditLimits): boolean => !!member && member.active && (isStaff(member) || reaches(member, limits['tag.audit']));

/** `tag.edit_slug_name`: a role power in Answer, granted to no reputation. */
export const mayRenameSlug = (member: Member | null): boolean => isStaff(member);

/** The 403 of an edit refused for want of reputation (worded as the plugin's other refusals). */
export function editRefusal(limits: TagEditLimits): ApiError {
  const limit = limits['tag.edit'];
  if (limit >= 0) return new ApiError(403, 'error.rank.no_enough_rank_to_operate', null, { rank: limit });
  return new ApiError(403, 'error.rank.fail_to_meet_the_condition');
}

/** The tag a `post.edit_access` answer is about. */
export interface EditedTag {
  live: boolean;
  revisionId: string;
}

/** The caller's rights on one tag, as the revision calls read them (`post.edit_access`). */
export function tagEditAccess(member: Member | null, limits: TagEditLimits, tag: EditedTag): PostEditAccess {
  const base: PostEditAccess = { edit: 'none', rank_needed: 0, review: mayReviewTags(member, limits), question_id: '', revision_id: tag.revisionId };
  // a deleted tag is frozen for everyone until it is recovered: Answer edits available tags only
  if (!tag.live) return base;
  const edit = tagEditMode(member, limits);
  const needed = edit === 'none' && member && member.active && limits['tag.edit'] >= 0 ? limits['tag.edit'] : 0;
  return { ...base, edit, rank_needed: needed };
}

function allowed(member: Member | null, action: EditPermissionAction, limits: TagEditLimits): boolean {
  if (action === 'tag.edit_slug_name') return mayRenameSlug(member);
  if (action === 'tag.audit') return mayReviewTags(member, limits);
  const mode = tagEditMode(member, limits);
  return action === 'tag.edit' ? mode !== 'none' : mode === 'direct';
}

/** `GET /permission`'s answer for one edit action, with the reason in the caller's language when refused. */
export function editPermissionAnswer(member: Member | null, action: EditPermissionAction, limits: TagEditLimits, t: (key: string, vars?: Record<string, unknown>) => string): PermissionAnswer {
  if (allowed(member, action, limits)) return { has_permission: true, no_permission_tip: '' };
  const limit = action === 'tag.edit_slug_name' ? -1 : limits[action];
  if (member && limit >= 0) return { has_permission: false, no_permission_tip: t('error.rank.no_enough_rank_to_operate', { rank: limit }) };
  return { has_permission: false, no_permission_tip: t('error.rank.fail_to_meet_the_condition') };
}

export const isEditPermissionAction = (action: string): action is EditPermissionAction => (EDIT_PERMISSION_ACTIONS as readonly string[]).includes(action);

/** The site's current `rank.tag.*` edit thresholds (the admin may change the privilege level at any time). */
export const loadTagEditLimits = (ctx: ServerContext): Promise<TagEditLimits> => readNumbers(ctx.config, DEFAULT_TAG_EDIT_LIMITS, 'rank.');
