import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useKernel, useT } from '@answer/sdk';
import { verifyEmail } from '../api';

/**
 * The page an activation mail links to: redeems the code, which logs the user in. A dead link is
 * answered 403 url_expired and the kernel moves on to the activation-failed page.
 */
export default function AccountActivationPage() {
  const { http, session, router } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // a link is used once: never post it twice (strict mode runs effects twice)
    if (started.current) return;
    started.current = true;
    verifyEmail(http, code).then(
      async (user) => {
        await session.loginWithToken(user.access_token);
        router.navigate('/users/account-activation/success', { replace: true });
      },
      (error: unknown) => {
        // a 403 was routed by the kernel (failed or suspended page); anything else is said here
        if (!(error instanceof ApiError && error.code === 403)) setFailed(true);
      },
    );
  }, [http, session, router, code]);

  return (
    <div className={`py-5 text-center ${failed ? 'text-danger' : 'text-secondary'}`} role="status">
      {failed ? t('activation.error') : t('activation.progress')}
    </div>
  );
}
