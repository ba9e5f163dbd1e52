/**
 * What the site says about an external user centre (a service that runs the members' accounts in
 * place of the site's own log-in and sign-up), in the shapes of Answer's `/user-center/*` calls.
 * The same on both sides: the accounts plugin answers them, pages and log-in buttons read them.
 */

/** A link of the user centre's own (its admin console, billing...) for the account menu. */
export interface ControlCenterItem {
  name: string;
  label: string;
  url: string;
}

/** Answer's `AgentInfo`: the serving user centre, as `GET /user-center/agent` describes it. */
export interface UserCenterAgentInfo {
  name: string;
  display_name: string;
  /** An SVG icon as base64 or a data URL, or ''. */
  icon: string;
  /** The user centre's home page, or ''. */
  url: string;
  /** The site's address that sends a visitor on to the user centre's log-in, or '' when it has none. */
  login_redirect_url: string;
  /** The site's address that sends a visitor on to the user centre's sign-up, or '' when it has none. */
  sign_up_redirect_url: string;
  control_center: ControlCenterItem[];
  /** Members may still log in and sign up with the site's own accounts. */
  enabled_original_user_system: boolean;
}

/** `GET /user-center/agent`: `agent_info` is null while no user centre serves. */
export interface UserCenterAgentResp {
  enabled: boolean;
  agent_info: UserCenterAgentInfo | null;
}

/** One settings page the user centre keeps for itself (Answer's `UserSettingAgent`). */
export interface UserSettingAgent {
  enabled: boolean;
  redirect_url: string;
}

/** `GET /user-center/user/settings`: where the logged member edits their profile and account. */
export interface UserCenterUserSettingsResp {
  profile_setting_agent: UserSettingAgent;
  account_setting_agent: UserSettingAgent;
}

/** A link the user centre shows on a member's profile (Answer's `PersonalBranding`). */
export interface PersonalBrandingItem {
  icon: string;
  name: string;
  label: string;
  url: string;
}

/** `GET /user-center/personal/branding?username=`: `enabled` when the member came from the user centre. */
export interface UserCenterPersonalBrandingResp {
  enabled: boolean;
  personal_branding: PersonalBrandingItem[];
}

/** The site's user-centre addresses under the API prefix (Answer's routes). */
export const USER_CENTER_PATHS = Object.freeze({
  agent: '/user-center/agent',
  loginRedirect: '/user-center/login/redirect',
  signUpRedirect: '/user-center/sign-up/redirect',
  loginCallback: '/user-center/login/callback',
  signUpCallback: '/user-center/sign-up/callback',
  userSettings: '/user-center/user/settings',
  personalBranding: '/user-center/personal/branding',
});

/**
 * Why a return from the user centre did not log the visitor in, as `/user-center/auth-failed?reason=`
 * names it: `refused` the user centre's answer was not accepted (forged, expired, used), `unavailable`
 * no user centre serves, `email_domain` the address is not one the site accepts, `account_closed`
 * the linked account was deleted or suspended, `registration_closed` the site takes no new members.
 */
export const USER_CENTER_FAILURES = ['refused', 'unavailable', 'email_domain', 'account_closed', 'registration_closed'] as const;
export type UserCenterFailure = (typeof USER_CENTER_FAILURES)[number];

/**
 * Where the log-in page sends a visitor instead of showing its form (spec section 4): the user
 * centre's log-in, when one serves with such an address and does not keep the site's own accounts.
 */
export function loginRedirectOf(agent: UserCenterAgentResp | null): string | null {
  const info = agent?.enabled ? agent.agent_info : null;
  return info && !info.enabled_original_user_system && info.login_redirect_url ? info.login_redirect_url : null;
}

/** Where the sign-up page sends a visitor instead: the user centre's sign-up, whenever one serves with such an address. */
export function signUpRedirectOf(agent: UserCenterAgentResp | null): string | null {
  const info = agent?.enabled ? agent.agent_info : null;
  return info?.sign_up_redirect_url ? info.sign_up_redirect_url : null;
}
