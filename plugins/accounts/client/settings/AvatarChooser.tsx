import { useRef, useState, type ChangeEvent } from 'react';
import { ApiError, useKernel, useT } from '@answer/sdk';
import { uploadAvatar, type AvatarChoice } from './api';

/** The stored `type` as the chooser shows it: never chosen is the system avatar. */
export const shownAvatarType = (avatar: AvatarChoice): string => avatar.type || 'default';

const OPTIONS = [
  { type: 'default', labelKey: 'settings.profile.avatar.system' },
  { type: 'gravatar', labelKey: 'settings.profile.avatar.gravatar' },
  { type: 'custom', labelKey: 'settings.profile.avatar.custom' },
] as const;

const PREVIEW_SIZE = 128;

/** The built-in avatar: the first letter of the name on a tinted disc. */
export function SystemAvatar({ name, size }: { name: string; size: number }) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis d-flex align-items-center justify-content-center fw-semibold"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
    >
      {letter}
    </div>
  );
}

function Preview({ avatar, name }: { avatar: AvatarChoice; name: string }) {
  const t = useT();
  const type = shownAvatarType(avatar);
  const image = type === 'gravatar' && avatar.gravatar ? `${avatar.gravatar}?s=256&d=identicon` : type === 'custom' ? avatar.custom : '';
  if (!image) return <SystemAvatar name={name} size={PREVIEW_SIZE} />;
  return <img src={image} alt={t('settings.profile.avatar.preview', { name })} width={PREVIEW_SIZE} height={PREVIEW_SIZE} className="rounded-circle object-fit-cover border" />;
}

/**
 * System avatar, Gravatar or an uploaded image (sent at once through `POST /file`, source avatar);
 * the choice is saved with the rest of the profile.
 */
export function AvatarChooser(props: {
  value: AvatarChoice;
  onChange: (next: AvatarChoice) => void;
  name: string;
  disabled: boolean;
  /** The admin locked avatars: shown, not changeable. */
  locked: boolean;
  error?: string;
}) {
  const { value, onChange, name, disabled, locked, error } = props;
  const { http, site } = useKernel();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const type = shownAvatarType(value);
  const gravatarSite = (site.info.site_users?.gravatar_base_url ?? '').includes('gravatar.cn') ? 'gravatar.cn' : 'gravatar.com';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const url = await uploadAvatar(http, file);
      onChange({ ...value, type: 'custom', custom: url });
    } catch (failure) {
      if (failure instanceof ApiError) setUploadError(failure.list[0]?.error_msg ?? failure.message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = uploadError ?? error;
  return (
    <fieldset className="mb-3" disabled={disabled || locked}>
      <legend className="form-label fs-6">{t('settings.profile.avatar.label')}</legend>
      <div className="d-flex flex-column align-items-start gap-3">
        <Preview avatar={value} name={name} />
        <div role="radiogroup" aria-label={t('settings.profile.avatar.label')}>
          {OPTIONS.map((option) => (
            <div className="form-check" key={option.type}>
              <input
                className="form-check-input"
                type="radio"
                name="avatar-type"
                id={`avatar-type-${option.type}`}
                checked={type === option.type}
                onChange={() => onChange({ ...value, type: option.type })}
              />
              <label className="form-check-label" htmlFor={`avatar-type-${option.type}`}>
                {t(option.labelKey)}
              </label>
            </div>
          ))}
        </div>
        {type === 'gravatar' ? (
          <div className="form-text mt-0">
            {t('settings.profile.avatar.gravatar_text')}{' '}
            <a href={`https://${gravatarSite}`} target="_blank" rel="noreferrer">
              {gravatarSite}
            </a>
          </div>
        ) : null}
        {type === 'custom' ? (
          <div>
            <input ref={input} type="file" className="d-none" id="avatar-file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" onChange={upload} />
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => input.current?.click()} disabled={uploading}>
              {uploading ? t('settings.profile.avatar.uploading') : value.custom ? t('settings.profile.avatar.replace') : t('settings.profile.avatar.upload')}
            </button>
            <div className="form-text">{t('settings.profile.avatar.upload_help')}</div>
          </div>
        ) : null}
        {message ? (
          <div className="invalid-feedback d-block" role="alert">
            {message}
          </div>
        ) : null}
        {locked ? <div className="form-text mt-0">{t('settings.profile.locked')}</div> : null}
      </div>
    </fieldset>
  );
}
