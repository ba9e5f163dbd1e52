/** The actions menu of one user (list row and user page), and the dialog of the chosen action. */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import { useKernel, useT } from '@answer/sdk';
import type { AdminUser, Role } from './api';
import { ActivationModal, ConfirmStatusModal, DeleteModal, PasswordModal, ProfileModal, RoleModal, SuspendModal, type SimpleStatusAction } from './UserModals';

type Action = 'edit_profile' | 'set_password' | 'change_role' | 'activation' | SimpleStatusAction | 'suspend' | 'delete';

/** What can be done to a user in each state; a deleted account is final. */
export function actionsFor(user: Pick<AdminUser, 'status'>): Action[][] {
  const account: Action[] = ['edit_profile', 'set_password', 'change_role'];
  switch (user.status) {
    case 'normal':
      return [account, ['deactivate', 'suspend'], ['delete']];
    case 'inactive':
      return [account, ['activation', 'activate', 'suspend'], ['delete']];
    case 'suspended':
      return [account, ['unsuspend'], ['delete']];
    default:
      return [];
  }
}

interface UserActionsProps {
  user: AdminUser;
  roles: Role[];
  /** After a change: reload what is on screen. */
  onChanged: () => void;
  align?: 'start' | 'end';
}

export function UserActions({ user, roles, onChanged, align = 'end' }: UserActionsProps) {
  const { notify } = useKernel();
  const t = useT();
  const [open, setOpen] = useState<Action | null>(null);
  const groups = actionsFor(user);
  if (groups.length === 0) return null;

  const close = () => setOpen(null);
  const done = (message?: string) => {
    setOpen(null);
    notify.toast(message ?? t('admin.toast.updated'), 'success');
    onChanged();
  };
  const props = { user, onClose: close, onDone: done };

  return (
    <>
      <Dropdown align={align}>
        <Dropdown.Toggle variant="link" size="sm" className="text-secondary" id={`user-actions-${user.user_id}`} aria-label={t('admin.actions.menu', { name: user.username })}>
          {t('admin.actions.label')}
        </Dropdown.Toggle>
        {/* in the page's body, so the table's scroll box does not cut the menu off */}
        {createPortal(
          <Dropdown.Menu>
            {groups.map((group, index) => (
              <div key={group[0]}>
                {index > 0 ? <Dropdown.Divider /> : null}
                {group.map((action) => (
                  <Dropdown.Item key={action} as="button" className={action === 'delete' || action === 'suspend' ? 'text-danger' : undefined} onClick={() => setOpen(action)}>
                    {t(`admin.actions.${action}`)}
                  </Dropdown.Item>
                ))}
              </div>
            ))}
          </Dropdown.Menu>,
          document.body,
        )}
      </Dropdown>
      {open === 'edit_profile' ? <ProfileModal {...props} /> : null}
      {open === 'set_password' ? <PasswordModal {...props} /> : null}
      {open === 'change_role' ? <RoleModal {...props} roles={roles} /> : null}
      {open === 'activation' ? <ActivationModal {...props} /> : null}
      {open === 'suspend' ? <SuspendModal {...props} /> : null}
      {open === 'delete' ? <DeleteModal {...props} /> : null}
      {open === 'deactivate' || open === 'activate' || open === 'unsuspend' ? <ConfirmStatusModal {...props} kind={open} /> : null}
    </>
  );
}
