/**
 * User-centre plugins: an external service that runs the members' accounts. A plugin provides
 * `providers: () => ({ userCenter })`; the first serving plugin whose `describe` answers wins. The
 * accounts plugin serves the site's side (Answer's `/user-center/*` routes): it sends visitors to
 * the service's log-in and sign-up pages, takes them back at the callbacks, where the provider
 * says who they are, and signs them in as ordinary members linked in `user_external_login`
 * (provider = the plugin's id).
 */
import type { FastifyRequest } from 'fastify';
import type { ControlCenterItem, PersonalBrandingItem } from '../shared/user-center';

export * from '../shared/user-center';

/** The user centre in one language (Answer's `UserCenterDesc`, with the service's own addresses). */
export interface UserCenterDescription {
  /** A short name of the service (`WeCom`); the account menu and pages may show it. */
  name: string;
  /** How log-in buttons name it ("Log in with {display_name}"). */
  display_name: string;
  /** An SVG icon as base64 or a data URL, or ''. */
  icon: string;
  /** The service's home page, or ''. */
  url: string;
  /**
   * Where to send a visitor to log in: the service's page, which sends them back to the site's
   * login callback (`<site>/answer/api/v1/user-center/login/callback`). '' for none.
   */
  login_url: string;
  /** Where to send a visitor to sign up, coming back to the sign-up callback; '' for none. */
  sign_up_url: string;
  /**
   * Members may still log in with a password and sign up by email on the site. When false the
   * site's log-in page sends visitors to `login_url` and the server refuses password log-ins.
   */
  enabled_original_user_system: boolean;
  /** Links of the service's own for the account menu. */
  control_center: ControlCenterItem[];
}

/** A person as the user centre vouches for them at a callback (Answer's `UserCenterBasicUserInfo`). */
export interface UserCenterPerson {
  /** The service's stable id for the person. */
  external_id: string;
  /** A suggestion; '' lets the site derive one. */
  username: string;
  display_name: string;
  /** '' when the service gave none. */
  email: string;
  /** The service vouches that the person owns `email`. */
  email_verified: boolean;
  /** An address of their picture, or ''. */
  avatar: string;
}

/** Where a member edits what the user centre keeps (Answer's `SettingInfo`); '' leaves the site's page. */
export interface UserCenterSettings {
  profile_setting_redirect_url: string;
  account_setting_redirect_url: string;
}

/**
 * Thrown by a callback when the return is not accepted (a forged, expired or replayed answer);
 * the visitor lands on `/user-center/auth-failed`. `detail` goes to the log, never to the visitor.
 */
export class UserCenterRefused extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'UserCenterRefused';
  }
}

export interface UserCenterProvider {
  /** The user centre in `lang`; null while it cannot serve (not configured yet): the site keeps its own log-in. */
  describe(lang: string): Promise<UserCenterDescription | null>;
  /** Who came back to the login callback (read the request's query); throw `UserCenterRefused` to turn them away. */
  loginCallback(request: FastifyRequest): Promise<UserCenterPerson>;
  /** The same for the sign-up callback. */
  signUpCallback(request: FastifyRequest): Promise<UserCenterPerson>;
  /** Settings pages the service keeps for the member it knows as `externalId`. */
  userSettings?(externalId: string, lang: string): Promise<UserCenterSettings>;
  /** Links shown on the profile of the member it knows as `externalId`. */
  personalBranding?(externalId: string, lang: string): Promise<PersonalBrandingItem[]>;
  /** Told once the member it knows as `externalId` is logged in with `accessToken`. */
  afterLogin?(externalId: string, accessToken: string): Promise<void>;
}

/** The user centre serving now: its plugin, its provider and its description in the asked language. */
export interface ServingUserCenter {
  pluginId: string;
  provider: UserCenterProvider;
  description: UserCenterDescription;
}
