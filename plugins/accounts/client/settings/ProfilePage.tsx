import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { SchemaForm, type SiteInfo, UnsavedChangesPrompt, UserLink, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/profile.json';
import uiSchema from '../../schemas/profile.ui.json';
import { useFormSubmit } from '../useFormSubmit';
import { loadSettingsUser, saveProfile, type AvatarChoice, type ProfileForm } from './api';
import { AvatarChooser, shownAvatarType } from './AvatarChooser';
import { SettingsFrame, SettingsLoading } from './SettingsFrame';
import { sameValues } from './same-values';
import { useEditedValues } from './useEditedValues';

const PROFILE_FIELDS = ['display_name', 'username', 'bio', 'website', 'location'] as const;
/** Field names the server may report avatar problems under (the object or one of its members). */
const AVATAR_FIELDS = new Set(['avatar', 'type', 'gravatar', 'custom']);

type Locks = NonNullable<SiteInfo['site_users']>;

function profileOf(source: Partial<ProfileForm>): ProfileForm {
  const form = {} as ProfileForm;
  for (const field of PROFILE_FIELDS) form[field] = source[field] ?? '';
  return form;
}

const sameAvatar = (a: AvatarChoice, b: AvatarChoice) => shownAvatarType(a) === shownAvatarType(b) && a.custom === b.custom;

/** Fields the admin locked are shown disabled, with a note instead of their help. */
function withLocks(ui: Record<string, unknown>, locks: Locks): Record<string, unknown> {
  const result: Record<string, unknown> = { ...ui };
  for (const field of PROFILE_FIELDS) {
    if (locks[`allow_update_${field}`] === false) {
      result[field] = { ...((ui[field] as object | undefined) ?? {}), 'ui:disabled': true, 'ui:help': 'settings.profile.locked' };
    }
  }
  return result;
}

function ProfilePage() {
  const { http, session, site, notify, router } = useKernel();
  const t = useT();
  const captcha = useCaptcha();
  const [avatar, setAvatar] = useState<AvatarChoice>({ type: '', gravatar: '', custom: '' });
  const [savedAvatar, setSavedAvatar] = useState<AvatarChoice>(avatar);
  const load = useCallback(
    () =>
      loadSettingsUser(http).then((user) => {
        if (user) {
          setAvatar(user.avatar);
          setSavedAvatar(user.avatar);
        }
        return user;
      }),
    [http],
  );
  const { saved, current, onChange, markSaved } = useEditedValues(profileOf, load);

  const locks: Locks = site.info.site_users ?? {};
  const ui = useMemo(() => withLocks(uiSchema, locks), [locks]);

  const submit = useCallback(
    async (data: ProfileForm) => {
      const form = profileOf(data);
      await captcha.run('edit_userinfo', (answer) => saveProfile(http, { ...form, avatar }, answer));
      markSaved(form);
      setSavedAvatar(avatar);
      notify.toast(t('settings.toast.updated'), 'success');
      await session.refresh(true);
    },
    [captcha, http, avatar, markSaved, notify, t, session],
  );
  const { busy, serverErrors, onSubmit } = useFormSubmit(submit);

  if (!saved || !current) {
    return (
      <SettingsFrame title={t('settings.profile.title')}>
        <SettingsLoading />
      </SettingsFrame>
    );
  }

  const dirty = !sameValues(current, saved, PROFILE_FIELDS) || !sameAvatar(avatar, savedAvatar);
  const avatarError = serverErrors?.find((item) => AVATAR_FIELDS.has(item.error_field))?.error_msg;
  // the saved name: the address that exists until a new one is saved
  const profileUrl = `${window.location.origin}${router.href(`/users/${encodeURIComponent(saved.username)}`)}`;

  return (
    <SettingsFrame
      title={t('settings.profile.title')}
      intro={
        <>
          {t('settings.profile.url')}{' '}
          <UserLink username={saved.username} className="text-break">
            {profileUrl}
          </UserLink>
        </>
      }
    >
      <UnsavedChangesPrompt when={dirty && !busy} />
      <div className="row">
        <div className="col-lg-8 order-2 order-lg-1">
          <SchemaForm<ProfileForm & Record<string, unknown>>
            id="profile-form"
            schema={schema}
            uiSchema={ui}
            formData={saved}
            onChange={onChange}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            disabled={busy}
            submitLabel={t('settings.profile.submit')}
          />
        </div>
        <div className="col-lg-4 order-1 order-lg-2">
          <AvatarChooser value={avatar} onChange={setAvatar} name={current.display_name || current.username} disabled={busy} locked={locks.allow_update_avatar === false} error={avatarError} />
        </div>
      </div>
    </SettingsFrame>
  );
}

export default observer(ProfilePage);
