/** Calls and words of logging in through connector plugins (Answer 1.7 paths and bodies). */
import { API_BASE, type HttpClient } from '@answer/sdk';

/** The log-in in progress a binding key names: the provider, and the address it gave ('' if none). */
export interface BindingInfo {
  name: string;
  /** Base64 SVG, as `GET /connector/info` gives icons ('' when none). */
  icon: string;
  email: string;
}

export interface BindEmailForm {
  binding_key: string;
  email: string;
  must: boolean;
}

/** Answer's ExternalLoginBindingUserSendEmailResp. */
export interface BindEmailResult {
  email_exist_and_must_be_confirmed: boolean;
  access_token: string;
}

export const loadBindingInfo = (http: HttpClient, bindingKey: string) =>
  http.get<BindingInfo>(`${API_BASE}/connector/binding/info`, { query: { binding_key: bindingKey } });

export const bindEmail = (http: HttpClient, form: BindEmailForm) => http.post<BindEmailResult>(`${API_BASE}/connector/binding/email`, form);

/**
 * Why a log-in or a connection through a provider failed, as the server names it in
 * `?connector_error=`. Only these are shown, each in the reader's language: nothing else from the
 * address reaches the page.
 */
const CONNECTOR_ERRORS = new Set([
  'unavailable',
  'state_invalid',
  'denied',
  'failed',
  'no_identity',
  'registration_closed',
  'email_domain_not_allowed',
  'already_bound',
  'provider_already_bound',
  'ticket_invalid',
]);

/** The accounts `ui` key of the message for `?connector_error=<code>`, or null when there is none. */
export function connectorErrorKey(code: string | null): string | null {
  if (code === null) return null;
  return CONNECTOR_ERRORS.has(code) ? `connector.error.${code}` : 'connector.error.unknown';
}

