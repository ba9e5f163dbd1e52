import { Fragment } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { footerLinkPoint } from '@answer/sdk';
import type { FooterLinkContribution, RegisteredContribution, SessionView } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';
import { siteName } from './site';

function isVisible(item: RegisteredContribution<FooterLinkContribution>, session: SessionView): boolean {
  try {
    return item.value.visible ? item.value.visible(session) : true;
  } catch (error) {
    console.error(`[plugin ${item.pluginId}] footer link visibility check failed`, error);
    return false;
  }
}

export const Footer = observer(function Footer() {
  const { site, i18n, registry, session, status } = useInternals();
  const t = useKernelT();
  const customFooter = site.info.custom_css_html?.custom_footer;
  const links = registry.get(footerLinkPoint).filter((item) => !status.isFailed(item.pluginId) && isVisible(item, session));
  return (
    <footer className="bg-body-tertiary border-top py-3 mt-auto">
      <div className="container-xxl">
        {customFooter && <div className="mb-2" data-custom="footer" dangerouslySetInnerHTML={{ __html: customFooter }} />}
        <p className="text-center text-secondary small mb-0">
          {t('footer.copyright', { year: new Date().getFullYear(), name: siteName(site.info, i18n) })}
          {links.map((item) => (
            <Fragment key={item.id}>
              <span className="mx-2">·</span>
              <Link to={item.value.to}>
                {i18n.t(`${item.pluginId}:${item.value.labelKey}`)}
              </Link>
            </Fragment>
          ))}
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
