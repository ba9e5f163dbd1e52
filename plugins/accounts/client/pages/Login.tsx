import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { loginMethodPoint, Slot, type LoginMethodProps, useCaptcha, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/login.json';
import uiSchema from '../../schemas/login.ui.json';
import { loginWithEmail, passwordLoginAllowed, registrationAllowed, type LoginForm } from '../api';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';
import { CheckInbox } from '../CheckInbox';
import { ConnectorErrorAlert } from '../ConnectorErrorAlert';
import { useMailDelivery } from '../useMailDelivery';
import { useUserCenterRedirect } from '../useUserCenterRedirect';

const LOGIN_METHOD_PROPS: LoginMethodProps = { page: 'login' };

function LoginPage() {
  const { http, session, router, site } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  const [params] = useSearchParams();
  // the kernel sends a logged user whose email is not verified here with ?status=inactive
  const inactive = params.get('status') === 'inactive';

  const submit = useCallback(
    async (form: LoginForm) => {
      const user = await captcha.run('login', (answer) => loginWithEmail(http, { e_mail: form.e_mail, pass: form.pass }, answer));
      const next = await session.loginWithToken(user.access_token);
      router.navigate(next, { replace: true });
    },
    [http, session, router, captcha],
  );

  if (useUserCenterRedirect('login')) return null;
  if (inactive && session.isLoggedIn && !session.isActivated) return <InactiveAccount email={session.user?.e_mail ?? ''} />;

  return (
    <AuthCard title={t('login.title')}>
      {inactive ? (
        <div className="alert alert-warning" role="alert">
          {t('login.inactive')}
        </div>
      ) : null}
      <ConnectorErrorAlert />
      <Slot point={loginMethodPoint} props={LOGIN_METHOD_PROPS} />
      {passwordLoginAllowed(site.info) ? (
        <>
          <AuthForm<LoginForm & Record<string, unknown>> id="login-form" schema={schema} uiSchema={uiSchema} submit={submit} submitLabel={t('login.submit')} />
          <p className="text-center mt-3 mb-0">
            <Link to="/users/account-recovery">{t('login.forgot_password')}</Link>
          </p>
        </>
      ) : (
        <p className="text-secondary mb-0">{t('login.password_disabled')}</p>
      )}
      {registrationAllowed(site.info) ? (
        <p className="text-center mt-3 mb-0">
          {t('login.no_account')} <Link to="/users/register">{t('login.sign_up')}</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}

/** The inactive page: a logged user whose address is not verified yet. */
function InactiveAccount({ email }: { email: string }) {
  const t = useT();
  const delivery = useMailDelivery();
  return (
    <AuthCard title={t('login.inactive_title')}>
      <div className="alert alert-warning" role="alert">
        {t('login.inactive')}
      </div>
      <CheckInbox email={email} loggedIn delivery={delivery} />
    </AuthCard>
  );
}

export default observer(LoginPage);
