/** The dialogs of the admin user actions: each sends one request and reports back when it worked. */
import { useEffect, useState } from 'react';
import { useKernel, useT, type SchemaFormData } from '@answer/sdk';
import passwordSchema from '../../schemas/admin-user-password.json';
import passwordUi from '../../schemas/admin-user-password.ui.json';
import profileSchema from '../../schemas/admin-user-profile.json';
import profileUi from '../../schemas/admin-user-profile.ui.json';
import statusSchema from '../../schemas/admin-user-status.json';
import { ActionModal, FormModal, useAction } from './ActionModal';
import {
  activationLink,
  changeRole,
  changeStatus,
  editProfile,
  sendActivation,
  setPassword,
  type AdminUser,
  type ProfileForm,
  type Role,
  type UserStatus,
} from './api';
import { roleLabel } from './UserBits';

export interface UserModalProps {
  user: AdminUser;
  onClose: () => void;
  /** The change went through: refresh and tell the admin (`message`, or that it was saved). */
  onDone: (message?: string) => void;
}

const nameOf = (user: AdminUser) => user.display_name || user.username;

/** The message under a hand-made field, from the server's field errors. */
const errorOf = (errors: { error_field: string; error_msg: string }[] | undefined, field: string) =>
  errors?.find((item) => item.error_field === field)?.error_msg;

export function ProfileModal({ user, onClose, onDone }: UserModalProps) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const [initial] = useState<ProfileForm & SchemaFormData>(() => ({ user_id: user.user_id, display_name: user.display_name, username: user.username, email: user.e_mail }));
  const submit = async (form: ProfileForm) => {
    if (await action.run(() => editProfile(http, { ...form, user_id: user.user_id }))) onDone();
  };
  return (
    <FormModal<ProfileForm & SchemaFormData>
      title={t('admin.actions.edit_profile')}
      onClose={onClose}
      action={action}
      submitLabel={t('admin.actions.save')}
      id="admin-profile-form"
      schema={profileSchema}
      uiSchema={profileUi}
      formData={initial}
      onSubmit={submit}
    />
  );
}

export function PasswordModal({ user, onClose, onDone }: UserModalProps) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const [initial] = useState(() => ({ user_id: user.user_id }));
  const submit = async (form: { password: string }) => {
    if (await action.run(() => setPassword(http, { user_id: user.user_id, password: form.password }))) onDone();
  };
  return (
    <FormModal<{ password: string } & SchemaFormData>
      title={t('admin.actions.set_password')}
      onClose={onClose}
      action={action}
      submitLabel={t('admin.actions.save')}
      id="admin-password-form"
      schema={passwordSchema}
      uiSchema={passwordUi}
      formData={initial}
      onSubmit={submit}
      intro={<p className="text-secondary small">{t('admin.password.text', { name: nameOf(user) })}</p>}
    />
  );
}

export function RoleModal({ user, roles, onClose, onDone }: UserModalProps & { roles: Role[] }) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const [roleId, setRoleId] = useState(user.role_id);
  const error = errorOf(action.fieldErrors, 'role_id');
  const submit = async () => {
    if (await action.run(() => changeRole(http, user.user_id, roleId))) onDone();
  };
  return (
    <ActionModal
      title={t('admin.actions.change_role')}
      onClose={onClose}
      action={action}
      submitLabel={t('admin.actions.save')}
      onSubmit={() => void submit()}
      submitDisabled={roleId === user.role_id}
    >
      <fieldset>
        <legend className="fs-6">{t('admin.role.legend', { name: nameOf(user) })}</legend>
        {roles.map((role) => (
          <div className="form-check mb-2" key={role.id}>
            <input
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              type="radio"
              name="admin-role"
              id={`admin-role-${role.id}`}
              checked={roleId === role.id}
              onChange={() => setRoleId(role.id)}
            />
            <label className="form-check-label" htmlFor={`admin-role-${role.id}`}>
              {roleLabel(t, role.id, role.name)}
              <span className="d-block small text-secondary">{t(`admin.role.text.${role.id}`, { defaultValue: role.description })}</span>
            </label>
          </div>
        ))}
        {error ? <div className="text-danger small">{error}</div> : null}
      </fieldset>
    </ActionModal>
  );
}

/** The suspension lengths the server accepts, from its schema. */
const DURATIONS = statusSchema.properties.suspend_duration.enum;

export function SuspendModal({ user, onClose, onDone }: UserModalProps) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const [duration, setDuration] = useState(statusSchema.properties.suspend_duration.default);
  const error = errorOf(action.fieldErrors, 'suspend_duration');
  const submit = async () => {
    if (await action.run(() => changeStatus(http, { user_id: user.user_id, status: 'suspended', suspend_duration: duration }))) onDone();
  };
  return (
    <ActionModal title={t('admin.actions.suspend')} onClose={onClose} action={action} submitLabel={t('admin.actions.suspend')} danger onSubmit={() => void submit()}>
      <p>{t('admin.suspend.text', { name: nameOf(user) })}</p>
      <label className="form-label" htmlFor="admin-suspend-duration">
        {t('admin.suspend.duration_label')}
      </label>
      <select
        id="admin-suspend-duration"
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={duration}
        onChange={(event) => setDuration(event.currentTarget.value)}
        disabled={action.busy}
      >
        {DURATIONS.map((value) => (
          <option key={value} value={value}>
            {t(`admin.suspend.duration.${value}`)}
          </option>
        ))}
      </select>
      {error ? <div className="invalid-feedback">{error}</div> : null}
    </ActionModal>
  );
}

export function DeleteModal({ user, onClose, onDone }: UserModalProps) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const [removeContent, setRemoveContent] = useState(false);
  const submit = async () => {
    if (await action.run(() => changeStatus(http, { user_id: user.user_id, status: 'deleted', remove_all_content: removeContent }))) onDone();
  };
  return (
    <ActionModal title={t('admin.delete.title')} onClose={onClose} action={action} submitLabel={t('admin.actions.delete')} danger onSubmit={() => void submit()}>
      <p>{t('admin.delete.text', { name: nameOf(user) })}</p>
      <div className="form-check">
        <input
          className="form-check-input"
          type="checkbox"
          id="admin-delete-content"
          checked={removeContent}
          onChange={(event) => setRemoveContent(event.currentTarget.checked)}
          disabled={action.busy}
        />
        <label className="form-check-label" htmlFor="admin-delete-content">
          {t('admin.delete.remove_all_content')}
        </label>
      </div>
    </ActionModal>
  );
}

/** Status changes that need only a yes: deactivate, activate, unsuspend. */
export type SimpleStatusAction = 'deactivate' | 'activate' | 'unsuspend';

const TARGET: Record<SimpleStatusAction, UserStatus> = { deactivate: 'inactive', activate: 'normal', unsuspend: 'normal' };

export function ConfirmStatusModal({ user, kind, onClose, onDone }: UserModalProps & { kind: SimpleStatusAction }) {
  const { http } = useKernel();
  const t = useT();
  const action = useAction();
  const submit = async () => {
    if (await action.run(() => changeStatus(http, { user_id: user.user_id, status: TARGET[kind] }))) onDone();
  };
  return (
    <ActionModal title={t(`admin.actions.${kind}`)} onClose={onClose} action={action} submitLabel={t(`admin.actions.${kind}`)} onSubmit={() => void submit()}>
      <p className="mb-0">{t(`admin.confirm.${kind}`, { name: nameOf(user) })}</p>
    </ActionModal>
  );
}

export function ActivationModal({ user, onClose, onDone }: UserModalProps) {
  const { http, notify } = useKernel();
  const t = useT();
  const action = useAction();
  const [link, setLink] = useState('');
  const load = action.run;
  useEffect(() => {
    void load(async () => setLink((await activationLink(http, user.user_id)).activation_url));
  }, [http, user.user_id, load]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.toast(t('admin.toast.copied'), 'success');
    } catch {
      // no clipboard access (an insecure page): select the text so the admin can copy it
      (document.getElementById('admin-activation-link') as HTMLInputElement | null)?.select();
    }
  };
  const send = async () => {
    if (await action.run(() => sendActivation(http, user.user_id))) onDone(t('admin.toast.mail_sent'));
  };
  return (
    <ActionModal title={t('admin.actions.activation')} onClose={onClose} action={action} submitLabel={t('admin.activation.send')} onSubmit={() => void send()}>
      <p>{t('admin.activation.text', { name: nameOf(user) })}</p>
      <div className="input-group">
        <input
          id="admin-activation-link"
          className="form-control"
          readOnly
          value={link}
          aria-label={t('admin.activation.link_label')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()} disabled={!link}>
          {t('admin.activation.copy')}
        </button>
      </div>
    </ActionModal>
  );
}
