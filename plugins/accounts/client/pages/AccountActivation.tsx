import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useKernel, useT } from '@answer/sdk';
import { isAlert, verifyEmail } from '../api';

/**
 * The page an activation mail links to: redeems the code, which logs the user in. A dead link is
 * answered 403 url_expired and the kernel moves on to the activation-failed page. The link that
 * proves a member's address for a log-in through a provider (`&connector=`) lands here too, and then
 * moves on to the member's logins, where the new one shows.
 */
export default function AccountActivationPage() {
  const { http, session, router } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const connector = params.get('connector') ?? '';
  const started = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    // a link is used once: never post it twice (strict mode runs effects twice)
    if (started.current) return;
    started.current = true;
    verifyEmail(http, code).then(
      async (user) => {
        await session.loginWithToken(user.access_token);
        const next = connector ? `/users/settings/account?${new URLSearchParams({ connector_connected: connector }).toString()}` : '/users/account-activation/success';
        router.navigate(next, { replace: true });
      },
      (error: unknown) => {
        // a 403 was routed by the kernel (failed or suspended page); anything else is said here
        if (!(error instanceof ApiError && error.code === 403)) setFailed(isAlert(error) ? error.message : t('activation.error'));
      },
    );
  }, [http, session, router, code, connector, t]);

  return (
    <div className={`py-5 text-center ${failed ? 'text-danger' : 'text-secondary'}`} role="status">
      {failed ?? t('activation.progress')}
    </div>
  );
}
