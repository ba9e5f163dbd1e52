/** Small pieces the admin user pages share: role names, status badges, avatars. */
import { useT } from '@answer/sdk';
import type { UserStatus } from './api';

type Translate = ReturnType<typeof useT>;

/** The built-in roles have translated names; a role added later shows the name stored with it. */
export const roleLabel = (t: Translate, id: number, name: string): string => t(`admin.role.name.${id}`, { defaultValue: name });

const BADGE: Record<UserStatus, string> = {
  normal: 'text-bg-success',
  inactive: 'text-bg-warning',
  suspended: 'text-bg-danger',
  deleted: 'text-bg-secondary',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return <span className={`badge ${BADGE[status] ?? 'text-bg-light'}`}>{t(`admin.status.${status}`)}</span>;
}

/** The user's picture, or their initial on a plain disc for the system avatar. */
export function UserAvatar({ url, name, size = 32 }: { url: string; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (url) return <img src={url} alt="" className="rounded-circle flex-shrink-0" style={style} loading="lazy" />;
  return (
    <span
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis d-inline-flex align-items-center justify-content-center flex-shrink-0 fw-semibold"
      style={{ ...style, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
