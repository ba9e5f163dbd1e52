/** The kernel's own pages: 403, 404, 50X and maintenance. */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInternals, useKernelT } from '../internals';
import { siteName } from '../layout/site';
import { MaintenanceDetails } from './MaintenanceDetails';

export type KernelPageCode = '403' | '404' | '50x' | 'maintenance';

const HEADLINE: Record<KernelPageCode, string> = { '403': '403', '404': '404', '50x': '50X', maintenance: '' };

export function ErrorPage({ code }: { code: KernelPageCode }) {
  const t = useKernelT();
  const { site, i18n } = useInternals();
  const title = t(`page.${code}.title`);
  useEffect(() => {
    document.title = `${title} - ${siteName(site.info, i18n)}`;
  }, [title, site, i18n]);
  return (
    <div className="d-flex flex-column align-items-center justify-content-center text-center py-5 my-5" data-kernel-page={code}>
      {HEADLINE[code] && (
        <div className="display-1 fw-bold text-body-tertiary" aria-hidden="true">
          {HEADLINE[code]}
        </div>
      )}
      <h1 className="h3 mt-3">{title}</h1>
      <p className="text-secondary">{t(`page.${code}.description`)}</p>
      {code === 'maintenance' && <MaintenanceDetails />}
      {code !== 'maintenance' && (
        <Link to="/" className="btn btn-link">
          {t('page.back_home')}
        </Link>
      )}
    </div>
  );
}
