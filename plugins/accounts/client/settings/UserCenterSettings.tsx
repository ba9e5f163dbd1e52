/**
 * A settings page the external user centre may keep for itself (`GET /user-center/user/settings`):
 * while it does, the page says so and links there instead of showing the site's own form.
 */
import type { ComponentType } from 'react';
import { API_BASE, USER_CENTER_PATHS, useKernel, useLoaded, useT, useUserCenterAgent, type UserCenterUserSettingsResp } from '@answer/sdk';
import { SettingsFrame, SettingsLoading } from './SettingsFrame';

export type ManagedSettings = 'profile' | 'account';

const AGENT_OF = { profile: 'profile_setting_agent', account: 'account_setting_agent' } as const;
const KEPT_BY_SITE: UserCenterUserSettingsResp = { profile_setting_agent: { enabled: false, redirect_url: '' }, account_setting_agent: { enabled: false, redirect_url: '' } };

/** `Page` as it is, unless the user centre keeps the `which` settings: then a link to its page. */
export function withUserCenterSettings(which: ManagedSettings, titleKey: string, Page: ComponentType): ComponentType {
  return function UserCenterSettingsGate() {
    const { http } = useKernel();
    const t = useT();
    const agent = useUserCenterAgent();
    const serving = agent?.enabled === true && agent.agent_info !== null;
    // only asked while a user centre serves; a failed read leaves the site's own page
    const settings = useLoaded(serving ? 'user-center-settings' : '', (signal) =>
      serving ? http.get<UserCenterUserSettingsResp>(`${API_BASE}${USER_CENTER_PATHS.userSettings}`, { passingError: true, signal }).catch(() => KEPT_BY_SITE) : Promise.resolve(KEPT_BY_SITE),
    );
    if (agent === null || settings === null) {
      return (
        <SettingsFrame title={t(titleKey)}>
          <SettingsLoading />
        </SettingsFrame>
      );
    }
    const managed = settings?.[AGENT_OF[which]];
    if (!managed?.enabled || !managed.redirect_url) return <Page />;
    const name = agent.agent_info?.display_name ?? '';
    return (
      <SettingsFrame title={t(titleKey)}>
        <p>{t(`user_center.settings.${which}`, { name })}</p>
        <a className="btn btn-primary" href={managed.redirect_url} data-testid="user-center-settings-link">
          {t('user_center.settings.go', { name })}
        </a>
      </SettingsFrame>
    );
  };
}
