import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { AuthCard } from '../AuthCard';
import { ResendActivation } from '../ResendActivation';

/** A dead activation link: a new one for a logged user still waiting, else the way to get one. */
function ActivationFailedPage() {
  const { session } = useKernel();
  const t = useT();
  let next;
  if (session.isLoggedIn && !session.isActivated) {
    next = (
      <>
        <p className="text-secondary">{t('activation.failed_resend_hint')}</p>
        <ResendActivation className="btn btn-primary" />
      </>
    );
  } else if (session.isLoggedIn) {
    next = (
      <Link className="btn btn-primary" to="/">
        {t('activation.go_home')}
      </Link>
    );
  } else {
    next = (
      <>
        <p className="text-secondary">{t('activation.log_in_hint')}</p>
        <Link className="btn btn-primary" to="/users/login">
          {t('activation.log_in')}
        </Link>
      </>
    );
  }
  return (
    <AuthCard title={t('activation.failed_title')}>
      <div className="alert alert-warning" role="alert">
        {t('activation.failed_text')}
      </div>
      <div className="text-center">{next}</div>
    </AuthCard>
  );
}

export default observer(ActivationFailedPage);
