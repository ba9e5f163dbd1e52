import { observer } from 'mobx-react-lite';
import { useKernel, useT } from '@answer/sdk';
import { AuthCard } from '../AuthCard';
import { CheckInbox } from '../CheckInbox';

/** After sign-up: the activation link went to the logged user's address; resend or change it here. */
function ConfirmEmailPage() {
  const { session } = useKernel();
  const t = useT();
  return (
    <AuthCard title={t('inbox.title')}>
      <CheckInbox email={session.user?.e_mail ?? ''} loggedIn={session.isLoggedIn} />
    </AuthCard>
  );
}

export default observer(ConfirmEmailPage);
