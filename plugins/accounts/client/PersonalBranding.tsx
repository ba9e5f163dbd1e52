/** The external user centre's links on the profile of a member it brought (`GET /user-center/personal/branding`). */
import { API_BASE, iconImageSource, USER_CENTER_PATHS, useKernel, useLoaded, useT, useUserCenterAgent, type UserCenterPersonalBrandingResp } from '@answer/sdk';
import type { ProfileSectionProps } from './points';

export function PersonalBranding({ user }: ProfileSectionProps) {
  const { http } = useKernel();
  const t = useT();
  const agent = useUserCenterAgent();
  const serving = agent?.enabled === true;
  // asked only while a user centre serves; passingError: the links are extras, a failed read shows none
  const branding = useLoaded(serving ? `branding:${user.username}` : '', (signal) =>
    serving
      ? http.get<UserCenterPersonalBrandingResp>(`${API_BASE}${USER_CENTER_PATHS.personalBranding}`, { query: { username: user.username }, passingError: true, signal })
      : Promise.resolve(null),
  );
  if (!branding?.enabled || branding.personal_branding.length === 0) return null;
  return (
    <ul className="list-inline small mb-0" aria-label={t('user_center.branding', { name: agent?.agent_info?.display_name ?? '' })} data-testid="personal-branding">
      {branding.personal_branding.map((item) => {
        const icon = iconImageSource(item.icon);
        return (
          <li key={item.name} className="list-inline-item">
            <a href={item.url} className="link-secondary d-inline-flex align-items-center gap-1" rel="noopener noreferrer" target="_blank">
              {icon ? <img src={icon} alt="" width={16} height={16} /> : null}
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
