/** `/user-center/auth-failed?reason=`: a return from the external user centre that did not log the visitor in. */
import { Link, useSearchParams } from 'react-router-dom';
import { USER_CENTER_FAILURES, useT, useUserCenterAgent, type UserCenterFailure } from '@answer/sdk';
import { AuthCard } from '../AuthCard';

const failureOf = (value: string | null): UserCenterFailure => ((USER_CENTER_FAILURES as readonly string[]).includes(value ?? '') ? (value as UserCenterFailure) : 'refused');

export default function UserCenterAuthFailedPage() {
  const t = useT();
  const [params] = useSearchParams();
  const agent = useUserCenterAgent();
  const info = agent?.enabled ? agent.agent_info : null;
  const reason = failureOf(params.get('reason'));
  const name = info?.display_name || t('user_center.unnamed');
  return (
    <AuthCard title={t('user_center.failed.title')}>
      <div className="alert alert-danger" role="alert" data-testid="user-center-failure">
        {t(`user_center.failed.${reason}`, { name })}
      </div>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        {info?.login_redirect_url ? (
          <a className="btn btn-primary" href={info.login_redirect_url}>
            {t('user_center.failed.retry')}
          </a>
        ) : null}
        <Link to="/">{t('user_center.failed.home')}</Link>
      </div>
    </AuthCard>
  );
}
