import { observer } from 'mobx-react-lite';
import { useInternals, useKernelT } from '../internals';
import { siteName } from './site';

export const Footer = observer(function Footer() {
  const { site, i18n } = useInternals();
  const t = useKernelT();
  const customFooter = site.info.custom_css_html?.custom_footer;
  return (
    <footer className="bg-body-tertiary border-top py-3 mt-auto">
      <div className="container">
        {customFooter && <div className="mb-2" data-custom="footer" dangerouslySetInnerHTML={{ __html: customFooter }} />}
        <p className="text-center text-secondary small mb-0">
          {t('footer.copyright', { year: new Date().getFullYear(), name: siteName(site.info, i18n) })}
          <span className="mx-2">·</span>
          {t('footer.powered_by')}{' '}
          <a href="https://answer.apache.org" target="_blank" rel="noreferrer">
            Answer
          </a>
        </p>
      </div>
    </footer>
  );
});
