/** The actions a tag page offers the caller (Answer's `PermissionMemberAction` lists). */
import { TAG_STATUS } from './tables';

export interface MemberAction {
  action: string;
  name: string;
  /** How the page asks before acting: `edit` opens a form, `reason` a confirmation, `confirm` a yes/no. */
  type: string;
}

export interface TagRights {
  edit: boolean;
  delete: boolean;
  merge: boolean;
  recover: boolean;
}

type Translate = (key: string) => string;

/** In Answer's order: edit, delete and merge on a live tag, undelete on a deleted one. */
export function tagMemberActions(status: number, rights: TagRights, t: Translate): MemberAction[] {
  const deleted = status === TAG_STATUS.deleted;
  const actions: MemberAction[] = [];
  if (rights.edit) actions.push({ action: 'edit', name: t('action.edit'), type: 'edit' });
  if (rights.delete && !deleted) actions.push({ action: 'delete', name: t('action.delete'), type: 'reason' });
  if (rights.merge && !deleted) actions.push({ action: 'merge', name: t('action.merge'), type: 'edit' });
  if (rights.recover && deleted) actions.push({ action: 'undelete', name: t('action.undelete'), type: 'confirm' });
  return actions;
}

export const synonymMemberActions = (canEdit: boolean, t: Translate): MemberAction[] => (canEdit ? [{ action: 'edit', name: t('action.edit'), type: 'edit' }] : []);
