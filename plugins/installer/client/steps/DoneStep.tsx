import { Button } from 'react-bootstrap';
import { useKernel, useT } from '@answer/sdk';

/**
 * The page was booted in install mode; the site must be loaded afresh to run with every plugin,
 * so these are full page loads rather than in-app navigation.
 */
export function reload(href: string) {
  window.location.assign(href);
}

export function DoneStep() {
  const kernel = useKernel();
  const t = useT();
  return (
    <div data-testid="install-step-done">
      <h2 className="h5 mb-3">{t('ready_title')}</h2>
      <p>{t('ready_desc')}</p>
      <p>{t('good_luck')}</p>
      <div className="d-flex gap-2">
        <Button onClick={() => reload(kernel.router.href('/'))} data-testid="install-go-home">
          {t('go_home')}
        </Button>
        <Button variant="outline-primary" onClick={() => reload(kernel.router.href('/admin'))}>
          {t('go_admin')}
        </Button>
      </div>
    </div>
  );
}
