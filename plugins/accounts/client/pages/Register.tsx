import { Fragment, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { loginMethodPoint, Slot, type LoginMethodProps, useCaptcha, useHasRoute, useKernel, useT } from '@answer/sdk';
import schema from '../../schemas/register.json';
import uiSchema from '../../schemas/register.ui.json';
import { registerWithEmail, type RegisterForm } from '../api';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';
import { CheckInbox } from '../CheckInbox';
import { useMailDelivery } from '../useMailDelivery';
import { useUserCenterRedirect } from '../useUserCenterRedirect';

const LOGIN_METHOD_PROPS: LoginMethodProps = { page: 'sign_up' };

/** Sign-up; the route's own check sends visitors home while registrations are closed. */
export default function RegisterPage() {
  const { http, session, router } = useKernel();
  const captcha = useCaptcha();
  const t = useT();
  // an address that already had an account: no session, the same "check your email" screen
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useCallback(
    async (form: RegisterForm) => {
      const user = await captcha.run('e_mail', (answer) => registerWithEmail(http, { name: form.name, e_mail: form.e_mail, pass: form.pass }, answer));
      if (!user) {
        setSentTo(form.e_mail.trim());
        return;
      }
      await session.loginWithToken(user.access_token);
      router.navigate('/users/confirm-email', { replace: true });
    },
    [http, session, router, captcha],
  );

  if (useUserCenterRedirect('sign_up')) return null;
  if (sentTo !== null) return <SentToTakenAddress email={sentTo} />;

  return (
    <AuthCard title={t('register.title')}>
      <Slot point={loginMethodPoint} props={LOGIN_METHOD_PROPS} />
      <AuthForm<RegisterForm & Record<string, unknown>> id="register-form" schema={schema} uiSchema={uiSchema} submit={submit} submitLabel={t('register.submit')} />
      <Agreement />
      <p className="text-center mt-3 mb-0">
        {t('register.have_account')} <Link to="/users/login">{t('register.log_in')}</Link>
      </p>
    </AuthCard>
  );
}

const TERMS_PAGE = '/tos';
const PRIVACY_PAGE = '/privacy';
const TERMS_MARK = '\u0001';
const PRIVACY_MARK = '\u0002';

/** "By signing up, you agree to ..." with links to both texts, while the site serves their pages. */
function Agreement() {
  const t = useT();
  const terms = useHasRoute(TERMS_PAGE);
  const privacy = useHasRoute(PRIVACY_PAGE);
  if (!terms || !privacy) return null;
  // translated as one sentence (languages order it differently); the links go where its placeholders are
  const parts = t('register.agreement', { terms: TERMS_MARK, privacy: PRIVACY_MARK }).split(new RegExp(`(${TERMS_MARK}|${PRIVACY_MARK})`));
  return (
    <p className="small text-secondary text-center mt-3 mb-0">
      {parts.map((part, index) =>
        part === TERMS_MARK ? (
          <Link key={index} to={TERMS_PAGE}>
            {t('register.terms')}
          </Link>
        ) : part === PRIVACY_MARK ? (
          <Link key={index} to={PRIVACY_PAGE}>
            {t('register.privacy')}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** The same screen a new address gets, without the session a new account would have. */
function SentToTakenAddress({ email }: { email: string }) {
  const t = useT();
  const delivery = useMailDelivery();
  return (
    <AuthCard title={delivery.state === 'unconfigured' ? t('inbox.no_mail_server.title') : t('inbox.title')}>
      <CheckInbox email={email} loggedIn={false} delivery={delivery} />
    </AuthCard>
  );
}
