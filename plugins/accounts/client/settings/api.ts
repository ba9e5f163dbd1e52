/** Calls of the settings pages (Answer 1.7 paths and bodies). */
import { API_BASE, type CaptchaRequest, type HttpClient, type RequestOptions, type SessionUser } from '@answer/sdk';

export interface AvatarChoice {
  /** `default` (system), `gravatar`, `custom`; '' when never chosen */
  type: string;
  gravatar: string;
  custom: string;
}

export type ProfileForm = {
  display_name: string;
  username: string;
  bio: string;
  website: string;
  location: string;
};

/** `GET /user/info` as the settings pages read it. */
export type SettingsUser = Omit<SessionUser, 'avatar'> & ProfileForm & { avatar: AvatarChoice; e_mail: string };

export type InterfaceForm = {
  language: string;
  color_scheme: string;
};

export type PasswordForm = {
  old_pass?: string;
  pass: string;
  pass_confirm?: string;
};

export interface ChannelSetting {
  key: string;
  enable: boolean;
}

export type NotificationConfig = {
  inbox: ChannelSetting;
  all_new_question: ChannelSetting;
  all_new_question_for_following_tags: ChannelSetting;
};

export interface ExternalLogin {
  name: string;
  icon: string;
  link: string;
  binding: boolean;
  external_id: string;
}

export interface LanguageOption {
  label: string;
  value: string;
}

const captchaFields = (captcha: CaptchaRequest | null) => (captcha ? { ...captcha } : {});

export const loadSettingsUser = (http: HttpClient) => http.get<SettingsUser | null>(`${API_BASE}/user/info`);

export const saveProfile = (http: HttpClient, profile: ProfileForm & { avatar: AvatarChoice }, captcha: CaptchaRequest | null) =>
  http.put<null>(`${API_BASE}/user/info`, { ...profile, ...captchaFields(captcha) });

/** Sends one image as an avatar upload; answers its URL on this site. */
export function uploadAvatar(http: HttpClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('source', 'avatar');
  form.append('file', file);
  return http.post<string>(`${API_BASE}/file`, form);
}

export const loadLanguageOptions = (http: HttpClient) => http.get<LanguageOption[]>(`${API_BASE}/language/options`);

export const saveInterface = (http: HttpClient, form: InterfaceForm) => http.put<null>(`${API_BASE}/user/interface`, form);

export const changePassword = (http: HttpClient, form: PasswordForm, captcha: CaptchaRequest | null) =>
  http.put<null>(`${API_BASE}/user/password`, { old_pass: form.old_pass, pass: form.pass, ...captchaFields(captcha) });

export const loadNotificationConfig = (http: HttpClient) => http.get<NotificationConfig>(`${API_BASE}/user/notification/config`);

export const saveNotificationConfig = (http: HttpClient, config: NotificationConfig) =>
  http.put<null>(`${API_BASE}/user/notification/config`, config);

/** The page shows a dead link itself, so every error comes back to it. */
export const unsubscribe = (http: HttpClient, code: string) =>
  http.put<null>(`${API_BASE}/user/notification/unsubscribe`, { code }, { passingError: true });

export const loadExternalLogins = (http: HttpClient) => http.get<ExternalLogin[]>(`${API_BASE}/connector/user/info`);

export const unbindExternalLogin = (http: HttpClient, externalId: string, options?: RequestOptions) =>
  http.delete<null>(`${API_BASE}/connector/user/unbinding`, { external_id: externalId }, options);

/** A plugin with settings of each member's own (`GET /user/plugin/configs`). */
export interface UserPluginEntry {
  name: string;
  slug_name: string;
}

/** One such plugin's form and the member's saved values (secrets left out). */
export interface UserPluginSettings extends UserPluginEntry {
  description: string;
  schema: object;
  ui_schema: object;
  values: Record<string, unknown>;
}

/** For the settings menu: when the list cannot be had (an unverified member), the menu goes without it. */
export const loadUserPlugins = (http: HttpClient) => http.get<UserPluginEntry[]>(`${API_BASE}/user/plugin/configs`, { passingError: true });

export const loadUserPluginSettings = (http: HttpClient, slug: string) =>
  http.get<UserPluginSettings>(`${API_BASE}/user/plugin/config`, { query: { plugin_slug_name: slug }, allow404: true });

export const saveUserPluginSettings = (http: HttpClient, slug: string, values: Record<string, unknown>) =>
  http.put<null>(`${API_BASE}/user/plugin/config`, { plugin_slug_name: slug, config_fields: values });
