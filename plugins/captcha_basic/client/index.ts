import { captchaPoint, definePlugin } from '@answer/sdk';
import { ACTION_RECORD_API, ChallengeDialog, type CaptchaStatus } from './challenge-dialog';
import { mountCaptchaDialog } from './mount';

export const PLUGIN_ID = 'captcha_basic';

/* One dialog for the plugin: the contribution below is static, the dialog is wired up in setup. */
const dialog = new ChallengeDialog();

export default definePlugin({
  id: PLUGIN_ID,
  contributions: [captchaPoint.contribute('basic', { challenge: (action, options) => dialog.challenge(action, options) })],
  setup(ctx) {
    dialog.connect((action, purpose) =>
      ctx.http.get<CaptchaStatus>(ACTION_RECORD_API, {
        query: { action },
        // From the open dialog a failure is shown in the dialog itself, not as a page or a toast.
        passingError: purpose === 'refresh',
      }),
    );
    const unmount = mountCaptchaDialog(ctx.kernel, PLUGIN_ID, dialog);
    return () => {
      dialog.disconnect();
      unmount();
    };
  },
});
