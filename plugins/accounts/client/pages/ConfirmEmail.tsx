import { observer } from 'mobx-react-lite';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useKernel, useT } from '@answer/sdk';
import { AuthCard } from '../AuthCard';
import { CheckInbox } from '../CheckInbox';
import { useMailDelivery } from '../useMailDelivery';
import { BindEmail } from './BindEmail';

/**
 * Two pages at one address, as in Answer: with `?binding_key=` a guest finishes a log-in through a
 * provider by naming their address; without, a member just signed up checks their inbox.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const bindingKey = params.get('binding_key');
  return bindingKey ? <BindEmail key={bindingKey} bindingKey={bindingKey} /> : <CheckYourInbox />;
}

/** After sign-up: the activation link went to the logged user's address (or could not); resend or change it here. */
const CheckYourInbox = observer(function CheckYourInbox() {
  const { session } = useKernel();
  const t = useT();
  const delivery = useMailDelivery();
  // the route lets guests in for the binding form; this page is a member's
  if (!session.isLoggedIn) return <Navigate to="/users/login" replace />;
  return (
    <AuthCard title={delivery.state === 'unconfigured' ? t('inbox.no_mail_server.title') : t('inbox.title')}>
      <CheckInbox email={session.user?.e_mail ?? ''} loggedIn={session.isLoggedIn} delivery={delivery} />
    </AuthCard>
  );
});
