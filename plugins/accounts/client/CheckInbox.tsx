import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { ResendActivation } from './ResendActivation';
import type { MailDelivery } from './useMailDelivery';

interface CheckInboxProps {
  email: string;
  /** Resending and changing the address need a session, so both are offered only to logged users. */
  loggedIn: boolean;
  delivery: MailDelivery;
}

/**
 * After sign-up, on the confirm-email page and on the inactive notice: "we sent an email to X" when
 * the site can send mail, and otherwise the truth, with the way to reach the site. The resend button
 * stays, so the link goes out once an admin sets up mail.
 */
export function CheckInbox({ email, loggedIn, delivery }: CheckInboxProps) {
  const t = useT();
  if (delivery.state === 'checking') {
    return (
      <div className="text-center text-secondary" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span className="visually-hidden">{t('inbox.checking')}</span>
      </div>
    );
  }
  return (
    <div className="text-center">
      {delivery.state === 'unconfigured' ? (
        <NoMailServer email={email} loggedIn={loggedIn} />
      ) : (
        <>
          <p>{t('inbox.sent', { email })}</p>
          <p className="text-secondary small">{t('inbox.no_mail')}</p>
        </>
      )}
      {loggedIn ? (
        <>
          <ResendActivation delivery={delivery} />
          <p className="mt-3 mb-0 small">
            {t('inbox.wrong_address')} <Link to="/users/change-email">{t('inbox.change_email')}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The site has no mail server: nothing was sent, and the site's contact address is the way on. */
const NoMailServer = observer(function NoMailServer({ email, loggedIn }: { email: string; loggedIn: boolean }) {
  const { site } = useKernel();
  const t = useT();
  const contact = site.info.general?.contact_email?.trim() ?? '';
  return (
    <>
      <div className="alert alert-warning text-start" role="alert">
        <p className="fw-semibold mb-1">{t('inbox.no_mail_server.heading')}</p>
        <p className="mb-0">{t('inbox.no_mail_server.text', { email })}</p>
      </div>
      <p>
        {contact ? (
          <>
            {t('inbox.no_mail_server.contact')} <a href={`mailto:${contact}`}>{contact}</a>
          </>
        ) : (
          t('inbox.no_mail_server.contact_admins')
        )}
      </p>
      {loggedIn ? <p className="text-secondary small">{t('inbox.no_mail_server.later')}</p> : null}
    </>
  );
});
