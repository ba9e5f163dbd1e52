import { Alert, Button } from 'react-bootstrap';
import { useKernel, useT } from '@answer/sdk';
import { reload } from './DoneStep';

export function InstalledNotice() {
  const kernel = useKernel();
  const t = useT();
  return (
    <div data-testid="install-installed">
      <h2 className="h5 mb-3">{t('installed')}</h2>
      <p>{t('installed_desc')}</p>
      <Button onClick={() => reload(kernel.router.href('/'))}>{t('go_home')}</Button>
    </div>
  );
}

export function DbFailedNotice({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div data-testid="install-db-failed">
      <h2 className="h5 mb-3">{t('db_failed')}</h2>
      <Alert variant="danger">{t('db_failed_desc')}</Alert>
      <Button onClick={onRetry}>{t('next')}</Button>
    </div>
  );
}

export function InstallNowNotice({ onContinue }: { onContinue: () => void }) {
  const t = useT();
  return (
    <div data-testid="install-now">
      <h2 className="h5 mb-3">{t('install_now_title')}</h2>
      <p>{t('install_now_desc')}</p>
      <Button onClick={onContinue}>{t('install_now')}</Button>
    </div>
  );
}
