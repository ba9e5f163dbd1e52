import { useEffect, useState } from 'react';
import { useDateFormat, useKernel, useT } from '@answer/sdk';
import { currentUser } from '../api';

/** Shown to a suspended user; says until when, when the session still tells. */
export default function SuspendedPage() {
  const { http, session } = useKernel();
  const t = useT();
  const dates = useDateFormat();
  const [until, setUntil] = useState(0);

  useEffect(() => {
    // the kernel forgot the user on the 403; a session ended by the suspension still reads it
    if (!session.token) return;
    let live = true;
    currentUser(http).then(
      (user) => live && user?.status === 'suspended' && setUntil(user.suspended_until ?? 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, session.token]);

  const date = until > 0 ? dates.dateTime(until) : '';
  return (
    <div className="row justify-content-center py-5">
      <div className="col-12 col-md-8 col-lg-6 text-center">
        <h1 className="h3 mb-3">{t('suspended.title')}</h1>
        {date ? <p className="mb-2">{t('suspended.until', { date })}</p> : null}
        <p className="text-secondary mb-0">{t('suspended.text')}</p>
      </div>
    </div>
  );
}
