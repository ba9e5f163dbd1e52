import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog, iconImageSource, useKernel, useLoaded, useT } from '@answer/sdk';
import schema from '../../schemas/connector-binding-email.json';
import uiSchema from '../../schemas/connector-binding-email.ui.json';
import { isAlert } from '../api';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';
import { bindEmail, loadBindingInfo, type BindEmailForm, type BindingInfo } from '../connectors';

type Loaded = { ok: true; info: BindingInfo } | { ok: false; message: string };

type Step = { kind: 'form' } | { kind: 'confirm'; email: string } | { kind: 'sent'; email: string };

/**
 * A log-in through a provider that gave no address this site can trust (none, an unverified one, or
 * a member's): the person names their address. A new address makes a new account, logged in and to
 * be verified; a member's address gets a mail whose link proves it and links the login.
 */
export function BindEmail({ bindingKey }: { bindingKey: string }) {
  const { http } = useKernel();
  const t = useT();
  const loaded = useLoaded<Loaded>(bindingKey, () =>
    loadBindingInfo(http, bindingKey).then(
      (info): Loaded => ({ ok: true, info }),
      (error: unknown): Loaded => ({ ok: false, message: isAlert(error) ? error.message : t('bind_email.expired') }),
    ),
  );

  if (loaded === null) {
    return (
      <div className="py-5 text-center text-secondary" role="status">
        {t('bind_email.loading')}
      </div>
    );
  }
  if (!loaded.ok) {
    return (
      <AuthCard title={t('bind_email.title_plain')}>
        <div className="alert alert-warning" role="alert">
          {loaded.message}
        </div>
        <p className="text-center mb-0">
          <Link to="/users/login">{t('bind_email.back_to_login')}</Link>
        </p>
      </AuthCard>
    );
  }
  return <BindEmailForm bindingKey={bindingKey} info={loaded.info} />;
}

function BindEmailForm({ bindingKey, info }: { bindingKey: string; info: BindingInfo }) {
  const { http, session, router } = useKernel();
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [sending, setSending] = useState(false);
  // a new object only when the address changes, so the form keeps what is typed
  const [email, setEmail] = useState(info.email);
  const formData = useMemo(() => ({ binding_key: bindingKey, email, must: false }), [bindingKey, email]);
  const icon = iconImageSource(info.icon);

  const submit = useCallback(
    async (form: BindEmailForm) => {
      const result = await bindEmail(http, { binding_key: bindingKey, email: form.email, must: false });
      if (result.access_token) {
        // a new account: logged in, its address still to verify (the kernel sends it to the inactive page)
        router.navigate(await session.loginWithToken(result.access_token), { replace: true });
        return;
      }
      setEmail(form.email);
      if (result.email_exist_and_must_be_confirmed) setStep({ kind: 'confirm', email: form.email });
      else setStep({ kind: 'sent', email: form.email });
    },
    [http, session, router, bindingKey],
  );

  const sendLink = async (address: string) => {
    setSending(true);
    try {
      await bindEmail(http, { binding_key: bindingKey, email: address, must: true });
      setStep({ kind: 'sent', email: address });
    } catch {
      // the request pipeline said why (no mail server, too many tries); the form stays
      setStep({ kind: 'form' });
    } finally {
      setSending(false);
    }
  };

  if (step.kind === 'sent') {
    return (
      <AuthCard title={t('inbox.title')}>
        <div className="text-center">
          <p>{t('bind_email.sent', { email: step.email, name: info.name })}</p>
          <p className="text-secondary small mb-0">{t('inbox.no_mail')}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('bind_email.title', { name: info.name })}>
      {icon ? (
        <p className="text-center">
          <img src={icon} alt="" width={40} height={40} />
        </p>
      ) : null}
      {/* an address the provider gave is offered, but still to be confirmed here (unverified, or a member's) */}
      <p className="text-secondary">{t(info.email ? 'bind_email.intro_confirm' : 'bind_email.intro', { name: info.name })}</p>
      <AuthForm<BindEmailForm & Record<string, unknown>>
        id="bind-email-form"
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        submit={submit}
        submitLabel={t('bind_email.submit')}
      />
      {step.kind === 'confirm' ? (
        <ConfirmDialog
          title={t('bind_email.taken_title')}
          confirmLabel={t('bind_email.taken_confirm')}
          busy={sending}
          onConfirm={() => void sendLink(step.email)}
          onClose={() => setStep({ kind: 'form' })}
        >
          <p className="mb-0">{t('bind_email.taken_text', { email: step.email, name: info.name })}</p>
        </ConfirmDialog>
      ) : null}
    </AuthCard>
  );
}
