/** `/user-center/auth`: logging in through the external user centre (guests only). */
import { Link } from 'react-router-dom';
import { iconImageSource, useT, useUserCenterAgent } from '@answer/sdk';
import { AuthCard } from '../AuthCard';

export default function UserCenterAuthPage() {
  const t = useT();
  const agent = useUserCenterAgent();
  const info = agent?.enabled ? agent.agent_info : null;

  if (agent === null) return null;
  if (!info?.login_redirect_url) {
    return (
      <AuthCard title={t('user_center.auth.title')}>
        <p className="mb-3">{t('user_center.auth.none')}</p>
        <Link to="/users/login">{t('user_center.auth.to_login')}</Link>
      </AuthCard>
    );
  }
  const icon = iconImageSource(info.icon);
  return (
    <AuthCard title={t('user_center.auth.title')}>
      <p className="text-secondary">{t('user_center.auth.managed', { name: info.display_name })}</p>
      {/* a plain link: the user centre is another site, which sends the visitor back with a new page */}
      <a className="btn btn-outline-primary w-100 d-flex align-items-center justify-content-center gap-2" href={info.login_redirect_url} data-testid="user-center-continue">
        {icon ? <img src={icon} alt="" width={20} height={20} /> : null}
        <span>{t('user_center.auth.continue', { name: info.display_name })}</span>
      </a>
      {info.sign_up_redirect_url ? (
        <p className="text-center mt-3 mb-0">
          {t('user_center.auth.no_account')} <a href={info.sign_up_redirect_url}>{t('user_center.auth.sign_up', { name: info.display_name })}</a>
        </p>
      ) : null}
    </AuthCard>
  );
}
