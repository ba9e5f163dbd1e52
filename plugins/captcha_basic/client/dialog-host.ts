/**
 * The captcha dialog and the React root it renders in, set up with the plugin's context. The
 * plugin loads this with the first challenge: most visits never write anything, so they never pay
 * for the dialog's state or a second React root.
 */
import type { PluginSetupContext } from '@answer/sdk';
import { ACTION_RECORD_API, ChallengeDialog, type CaptchaStatus } from './challenge-dialog';
import { mountCaptchaDialog } from './mount';

export interface DialogHost {
  dialog: ChallengeDialog;
  /** Cancels a challenge still waiting and removes the dialog. */
  close(): void;
}

export function openDialogHost(ctx: PluginSetupContext): DialogHost {
  const dialog = new ChallengeDialog();
  dialog.connect((action, purpose) =>
    ctx.http.get<CaptchaStatus>(ACTION_RECORD_API, {
      query: { action },
      // From the open dialog a failure is shown in the dialog itself, not as a page or a toast.
      passingError: purpose === 'refresh',
    }),
  );
  const unmount = mountCaptchaDialog(ctx.kernel, ctx.pluginId, dialog);
  return {
    dialog,
    close: () => {
      dialog.disconnect();
      unmount();
    },
  };
}
