/**
 * Connector plugins: logging in through another service (an OAuth2 / OpenID Connect provider, a
 * company's identity provider, a work-messaging service). A plugin serves connectors through
 * `ServerPluginDefinition.connectors`; the accounts plugin runs the browser flow
 * (`/connector/login/<slug>` → provider → `/connector/redirect/<slug>`) and keeps its security to
 * itself: the `state` is single-use, expires, and is bound to the browser by a cookie; the PKCE
 * verifier and the OpenID Connect nonce are generated and kept by the flow. A connector only turns
 * those values into the provider's URL and the provider's answer into an `ExternalUserInfo`.
 */

/** A connector slug: lower case letters, digits, `_` and `-`, as it appears in URLs and in `user_external_login.provider`. */
export const CONNECTOR_SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]{0,49}$';

/** What the flow hands a connector to send the browser to its provider. */
export interface ConnectorStartInput {
  /** Where the provider sends the browser back: `<site>/answer/api/v1/connector/redirect/<slug>`. */
  redirectUri: string;
  /** Send as the `state` parameter. The flow checks it when the browser comes back. */
  state: string;
  /** PKCE challenge (S256) of the verifier the flow keeps: send with `code_challenge_method=S256`. */
  codeChallenge: string;
  /** OpenID Connect: send as `nonce`; `finish` gets it back to check in the ID token. */
  nonce: string;
}

/** What the flow hands a connector when the browser is back from the provider. */
export interface ConnectorFinishInput {
  /** The callback's query parameters as received (`code`, `state`, `iss`, ...). */
  query: Record<string, string>;
  /** The same `redirectUri` `start` was given (token requests repeat it). */
  redirectUri: string;
  /** The PKCE verifier behind `codeChallenge`: send it with the code. */
  codeVerifier: string;
  /** The nonce given to `start`: an ID token must carry it. */
  nonce: string;
  /** The state given to `start` (already checked by the flow; libraries may want it again). */
  state: string;
}

/** The person the provider vouches for. */
export interface ExternalUserInfo {
  /** The provider's stable id for the person (OpenID Connect `sub`). Required. */
  external_id: string;
  /** Used for a new member's display name. */
  display_name: string;
  /** A username suggestion for a new member ('' to derive one). */
  username: string;
  /** '' when the provider gave none. */
  email: string;
  /**
   * The provider vouches that the person owns `email`. Only then may a new member be created with
   * it without a mail to confirm; an existing member's account is never taken over on this alone.
   */
  email_verified: boolean;
  /** An https address of the person's picture, or ''. */
  avatar: string;
  /** Kept with the link (`user_external_login.meta_info`), for "My logins". */
  meta: Record<string, unknown>;
}

/** Why a connector could not finish: the flow tells the visitor in these terms. */
export type ConnectorFailureReason =
  /** The provider refused or the person cancelled there. */
  | 'denied'
  /** The provider's answer did not check out (expired or reused code, wrong issuer, audience, signature or nonce). */
  | 'failed'
  /** The provider could not be reached or the connector is misconfigured. */
  | 'unavailable';

/** Thrown by `start`/`finish` to say why; anything else thrown counts as `failed`. */
export class ConnectorError extends Error {
  constructor(
    readonly reason: ConnectorFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ConnectorError';
  }
}

/** One way to log in, as a plugin serves it now. */
export interface Connector {
  /** Unique on the site (`CONNECTOR_SLUG_PATTERN`); the first plugin to serve a slug wins. */
  slug: string;
  /** The provider's name on the buttons, in a language (`en_US`, `zh_CN`, ...). */
  name(lang: string): string;
  /** SVG markup of the provider's logo, or ''. */
  icon: string;
  /** The provider's authorization URL for this log-in. */
  start(input: ConnectorStartInput): Promise<string>;
  /** Exchanges the provider's answer for the person; throw `ConnectorError` when it fails. */
  finish(input: ConnectorFinishInput): Promise<ExternalUserInfo>;
}

/**
 * The connectors a plugin serves right now: read per call, so one plugin can serve several
 * instances from its admin config and changes apply at once.
 */
export interface ConnectorSource {
  list(): Promise<readonly Connector[]>;
}

/** A connector with the plugin serving it. */
export interface ServedConnector extends Connector {
  readonly pluginId: string;
}

/** `ctx.connectors`: every connector of the plugins serving now, in plugin order. */
export interface ConnectorDirectory {
  list(): Promise<ServedConnector[]>;
  /** The serving connector of that slug, or null. */
  find(slug: string): Promise<ServedConnector | null>;
}
