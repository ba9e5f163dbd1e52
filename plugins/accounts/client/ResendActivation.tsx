import { useState } from 'react';
import { useCaptcha, useKernel, useT } from '@answer/sdk';
import { resendActivation } from './api';

/**
 * "Resend activation email" for the logged user; always behind a captcha (action `e_mail`).
 * Refusals (rate limit, mail not sent) arrive as the kernel's toasts.
 */
export function ResendActivation({ className = 'btn btn-outline-primary' }: { className?: string }) {
  const { http, notify } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await captcha.run('e_mail', (answer) => resendActivation(http, answer));
      notify.toast(t('inbox.resent'), 'success');
    } catch {
      // cancelled captcha, or a refusal the kernel already showed
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className} disabled={busy} onClick={() => void resend()}>
      {t('inbox.resend')}
    </button>
  );
}
