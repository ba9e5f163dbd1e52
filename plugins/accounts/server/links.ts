/**
 * What a mail link that does not work (unknown, used, expired, or for an address the account no
 * longer has) answers, per kind of link.
 */
import { ApiError, forbidden } from '@answer/sdk/server';

/** Activation: 403 `url_expired`, which sends the browser to the activation-failed page. */
export const activationLinkExpired = (): ApiError => forbidden('error.email.link_invalid', { type: 'url_expired' });

/** Email change: an alert on the page, which offers a way forward. */
export const emailLinkInvalid = (): ApiError => new ApiError(400, 'error.email.link_invalid', { err_type: 'alert' });

/** Password reset: an alert on the page, with a link to ask for a new one. */
export const resetLinkInvalid = (): ApiError => new ApiError(400, 'error.password.reset_link_invalid', { err_type: 'alert' });
