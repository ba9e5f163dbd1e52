/** Calls and payloads of the accounts API, shared by the pages. */
import { API_BASE, type HttpClient, type SessionUser, type SiteInfo } from '@answer/sdk';

export interface LoginForm {
  e_mail: string;
  pass: string;
}

export interface RegisterForm extends LoginForm {
  name: string;
}

/** The part of Answer's UserLoginResp the pages use. */
export type UserLoginResp = Omit<SessionUser, 'avatar'> & { access_token: string; avatar: string };

export const loginWithEmail = (http: HttpClient, form: LoginForm) => http.post<UserLoginResp>(`${API_BASE}/user/login/email`, form);

export const registerWithEmail = (http: HttpClient, form: RegisterForm) => http.post<UserLoginResp>(`${API_BASE}/user/register/email`, form);

/** Answer lets a failed logout pass: the local session is cleared either way. */
export const logout = (http: HttpClient) => http.get<null>(`${API_BASE}/user/logout`, { passingError: true });

/** Sign-up is offered only when the site takes new accounts by email. */
export function registrationAllowed(site: SiteInfo): boolean {
  return site.login?.allow_new_registrations !== false && site.login?.allow_email_registrations !== false;
}
