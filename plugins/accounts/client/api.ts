/** Calls and payloads of the accounts API, shared by the pages. */
import { API_BASE, ApiError, type CaptchaRequest, type HttpClient, type SessionUser, type SiteInfo } from '@answer/sdk';

export interface LoginForm {
  e_mail: string;
  pass: string;
}

export interface RegisterForm extends LoginForm {
  name: string;
}

export interface RecoveryForm {
  e_mail: string;
}

export interface PasswordReplacementForm {
  code: string;
  pass: string;
}

export interface EmailChangeForm {
  e_mail: string;
  pass?: string;
}

/** The part of Answer's UserLoginResp the pages use. */
export type UserLoginResp = Omit<SessionUser, 'avatar'> & { access_token: string; avatar: string };

/** `/user/info` with the suspension end Answer adds (0 = forever or not suspended). */
export type CurrentUserResp = SessionUser & { suspended_until?: number };

/** A form's fields with the captcha answer merged in when there is one. */
const withCaptcha = <T extends object>(form: T, captcha: CaptchaRequest | null) => (captcha ? { ...form, ...captcha } : form);

export const loginWithEmail = (http: HttpClient, form: LoginForm, captcha: CaptchaRequest | null) =>
  http.post<UserLoginResp>(`${API_BASE}/user/login/email`, withCaptcha(form, captcha));

/** The new account's login, or null when the address already had one (its owner got a mail). */
export const registerWithEmail = (http: HttpClient, form: RegisterForm, captcha: CaptchaRequest | null) =>
  http.post<UserLoginResp | null>(`${API_BASE}/user/register/email`, withCaptcha(form, captcha));

/** Answer lets a failed logout pass: the local session is cleared either way. */
export const logout = (http: HttpClient) => http.get<null>(`${API_BASE}/user/logout`, { passingError: true });

/** Sends the activation link again to the logged user's address (captcha in the query, as Answer). */
export const resendActivation = (http: HttpClient, captcha: CaptchaRequest | null) =>
  http.post<null>(`${API_BASE}/user/email/verification/send`, {}, { query: captcha ? { ...captcha } : undefined });

/** Whether the site can send mail at all (an SMTP server is set up); errors stay with the caller. */
export const mailDelivery = (http: HttpClient) => http.get<{ configured: boolean }>(`${API_BASE}/user/email/delivery`, { passingError: true });

/** The reason the server gives when a mail was asked for and the site has no mail server. */
export const NO_MAIL_SERVER = 'error.email.no_mail_server';

/** Redeems an activation link; the answer logs the user in. */
export const verifyEmail = (http: HttpClient, code: string) => http.post<UserLoginResp>(`${API_BASE}/user/email/verification`, { code });

export const requestPasswordReset = (http: HttpClient, form: RecoveryForm, captcha: CaptchaRequest | null) =>
  http.post<null>(`${API_BASE}/user/password/reset`, withCaptcha(form, captcha));

/** Resolves while the reset link works; rejects with the alert otherwise (without using it up). */
export const checkPasswordResetLink = (http: HttpClient, code: string) =>
  http.get<null>(`${API_BASE}/user/password/replacement/check`, { query: { code } });

export const replacePassword = (http: HttpClient, form: PasswordReplacementForm) =>
  http.post<null>(`${API_BASE}/user/password/replacement`, form);

export const requestEmailChange = (http: HttpClient, form: EmailChangeForm, captcha: CaptchaRequest | null) =>
  http.post<null>(`${API_BASE}/user/email/change/code`, withCaptcha(form, captcha));

/** Redeems an email change link. */
export const confirmNewEmail = (http: HttpClient, code: string) => http.put<null>(`${API_BASE}/user/email`, { code });

export const currentUser = (http: HttpClient) => http.get<CurrentUserResp | null>(`${API_BASE}/user/info`, { passingError: true });

/** Sign-up is offered only when the site takes new accounts by email. */
export function registrationAllowed(site: SiteInfo): boolean {
  return site.login?.allow_new_registrations !== false && site.login?.allow_email_registrations !== false;
}

/** Password login can be switched off by admin (external logins only). */
export const passwordLoginAllowed = (site: SiteInfo): boolean => site.login?.allow_password_login !== false;

/** A refusal the page shows inline (`err_type: alert`): dead links and the like. */
export function isAlert(error: unknown): error is ApiError {
  return error instanceof ApiError && typeof error.data === 'object' && error.data !== null && (error.data as { err_type?: unknown }).err_type === 'alert';
}
