import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHasRoute, useKernel, useT } from '@answer/sdk';
import { hasMailServer, setMailConfigured, useMailConfigured } from './mail-setup';
import { getSmtpSettings } from './smtp-api';

const SMTP_PAGE = '/admin/smtp';
const USERS_PAGE = '/admin/users';

/**
 * Above every admin page while the site has no mail server: members cannot get their activation
 * links (nor password resets) by mail, so the admin learns it wherever they are, with the way to
 * set mail up and, meanwhile, to hand out activation links.
 */
export function MailNotice() {
  const { http } = useKernel();
  const t = useT();
  const configured = useMailConfigured();
  const usersServed = useHasRoute(USERS_PAGE);
  const onSmtpPage = useLocation().pathname === SMTP_PAGE;

  useEffect(() => {
    // read on every admin page it mounts on: another admin may have set mail up meanwhile
    getSmtpSettings(http, { passingError: true }).then(
      (settings) => setMailConfigured(hasMailServer(settings)),
      () => undefined,
    );
  }, [http]);

  if (configured !== false) return null;
  return (
    <div className="alert alert-warning" role="alert" aria-labelledby="admin-mail-notice-title">
      <p id="admin-mail-notice-title" className="fw-semibold mb-1">
        {t('notice.mail.title')}
      </p>
      <p className="mb-0">
        {t('notice.mail.text')}{' '}
        {onSmtpPage ? null : (
          <Link className="alert-link" to={SMTP_PAGE}>
            {t('notice.mail.set_up')}
          </Link>
        )}
      </p>
      {usersServed ? (
        <p className="mb-0 mt-1 small">
          {t('notice.mail.meanwhile')}{' '}
          <Link className="alert-link" to={`${USERS_PAGE}?status=inactive`}>
            {t('notice.mail.inactive_users')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
