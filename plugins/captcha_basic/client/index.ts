import { CaptchaCancelled, captchaPoint, definePlugin, type PluginSetupContext } from '@answer/sdk';
import type { DialogHost } from './dialog-host';

export const PLUGIN_ID = 'captcha_basic';

/* The contribution is static; the dialog behind it is set up with the first challenge. */
let context: PluginSetupContext | null = null;
let loading: Promise<DialogHost> | null = null;
let opened: DialogHost | null = null;

function dialogHost(): Promise<DialogHost> {
  const ctx = context;
  if (!ctx) return Promise.reject(new Error('The captcha dialog is not set up'));
  loading ??= import('./dialog-host').then(
    ({ openDialogHost }) => {
      // the plugin went away while the dialog loaded, as if the dialog had been closed
      if (context !== ctx) throw new CaptchaCancelled();
      opened = openDialogHost(ctx);
      return opened;
    },
    (error: unknown) => {
      // a chunk that failed to load may load on the next try
      loading = null;
      throw error;
    },
  );
  return loading;
}

export default definePlugin({
  id: PLUGIN_ID,
  contributions: [captchaPoint.contribute('basic', { challenge: async (action, options) => (await dialogHost()).dialog.challenge(action, options) })],
  setup(ctx) {
    context = ctx;
    return () => {
      context = null;
      loading = null;
      opened?.close();
      opened = null;
    };
  },
});
