import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { AuthCard } from '../AuthCard';
import { CheckInbox } from '../CheckInbox';
import { useMailDelivery } from '../useMailDelivery';

/** After sign-up: the activation link went to the logged user's address (or could not); resend or change it here. */
function ConfirmEmailPage() {
  const { session } = useKernel();
  const t = useT();
  const delivery = useMailDelivery();
  return (
    <AuthCard title={delivery.state === 'unconfigured' ? t('inbox.no_mail_server.title') : t('inbox.title')}>
      <CheckInbox email={session.user?.e_mail ?? ''} loggedIn={session.isLoggedIn} delivery={delivery} />
    </AuthCard>
  );
}

export default observer(ConfirmEmailPage);
