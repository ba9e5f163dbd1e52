import { useState } from 'react';
import { ApiError, useCaptcha, useKernel, useT } from '@answer/sdk';
import { NO_MAIL_SERVER, resendActivation } from './api';
import type { MailDelivery } from './useMailDelivery';

interface ResendActivationProps {
  className?: string;
  /** What the page knows of the site's mail: while it has no mail server, no captcha is asked for nothing. */
  delivery?: MailDelivery;
}

/**
 * "Resend activation email" for the logged user; always behind a captcha (action `e_mail`).
 * Refusals (rate limit, mail not sent, no mail server) arrive as the kernel's toasts.
 */
export function ResendActivation({ className = 'btn btn-outline-primary', delivery }: ResendActivationProps) {
  const { http, notify } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      // the site may have been given a mail server since the page opened
      if (delivery?.state === 'unconfigured' && !(await delivery.recheck())) {
        notify.toast(t('inbox.no_mail_server.still'), 'danger');
        return;
      }
      await captcha.run('e_mail', (answer) => resendActivation(http, answer));
      notify.toast(t('inbox.resent'), 'success');
    } catch (error) {
      // cancelled captcha, or a refusal the kernel already showed
      if (error instanceof ApiError && error.reason === NO_MAIL_SERVER) delivery?.markUnconfigured();
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
