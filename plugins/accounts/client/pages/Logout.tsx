import { useEffect, useRef } from 'react';
import { useKernel, useT } from '@answer/sdk';
import { logout } from '../api';

/** Revokes the token on the server, forgets it here, and goes home. */
export default function LogoutPage() {
  const { http, session, router } = useKernel();
  const t = useT();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      session.clear();
      router.navigate('/', { replace: true });
    };
    if (!session.isLoggedIn) {
      finish();
      return;
    }
    logout(http).then(finish, finish);
  }, [http, session, router]);

  return (
    <div className="py-5 text-center text-secondary" role="status">
      {t('logout.progress')}
    </div>
  );
}
