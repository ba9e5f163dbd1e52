import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { ResendActivation } from './ResendActivation';

/**
 * "We sent an email to X": after sign-up, on the confirm-email page and on the inactive notice.
 * Resending and changing the address need a session, so both are offered only to logged users.
 */
export function CheckInbox({ email, loggedIn }: { email: string; loggedIn: boolean }) {
  const t = useT();
  return (
    <div className="text-center">
      <p>{t('inbox.sent', { email })}</p>
      <p className="text-secondary small">{t('inbox.no_mail')}</p>
      {loggedIn ? (
        <>
          <ResendActivation />
          <p className="mt-3 mb-0 small">
            {t('inbox.wrong_address')} <Link to="/users/change-email">{t('inbox.change_email')}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
