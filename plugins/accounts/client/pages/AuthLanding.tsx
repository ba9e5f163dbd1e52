import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';

/** Where external logins land with `?access_token=`: the token is stored and the user moves on. */
export default function AuthLandingPage() {
  const { session, router } = useKernel();
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('access_token') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const home = () => router.navigate('/', { replace: true });
    session.loginWithToken(token).then((next) => router.navigate(next, { replace: true }), home);
  }, [session, router, token]);

  return (
    <div className="py-5 text-center text-secondary" role="status">
      {t('auth_landing.progress')}
    </div>
  );
}
