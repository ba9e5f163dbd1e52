/**
 * Keeps a logged-in member's colour scheme on their account: a switch in the header is saved
 * with `PUT /user/interface`, so their other browsers follow it.
 */
import { reaction } from 'mobx';
import { API_BASE, type PluginSetupContext } from '@answer/sdk';

export function saveColorSchemeToAccount(ctx: PluginSetupContext): () => void {
  return reaction(
    () => ctx.kernel.theme.scheme,
    (scheme) => {
      const user = ctx.session.user;
      // Logging in applies the account's scheme: that change is already saved.
      if (!ctx.session.isLoggedIn || !user || user.color_scheme === scheme) return;
      void ctx.http
        .put(`${API_BASE}/user/interface`, { language: user.language || 'Default', color_scheme: scheme }, { passingError: true })
        .then(() => ctx.session.refresh(true))
        .catch((error: unknown) => ctx.log.warn('the colour scheme could not be saved to the account', error));
    },
  );
}
