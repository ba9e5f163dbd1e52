import type { ExternalUserInfo } from '@answer/sdk/server';

/**
 * An account at another service, as a connector (sdk `ExternalUserInfo`) or a user centre hands it
 * to the accounts plugin; `meta` is kept in `user_external_login.meta_info`, its `{name, icon}`
 * shown in "My logins".
 */
export interface ExternalIdentity extends ExternalUserInfo {
  /** Connector slug (`oidc_acme`) or user-centre plugin id: `user_external_login.provider`. */
  provider: string;
}
