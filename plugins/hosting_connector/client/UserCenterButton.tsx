import { iconImageSource, useT, useUserCenterAgent, type LoginMethodProps } from '@answer/sdk';

/** "Log in with X" (or "Sign up with X") for the serving user centre; nothing while none serves. */
export function UserCenterButton({ page }: LoginMethodProps) {
  const t = useT();
  const agent = useUserCenterAgent();
  const info = agent?.enabled ? agent.agent_info : null;
  if (!info?.login_redirect_url) return null;
  // a person new to the site starts at the user centre's sign-up when it has one, else at its log-in
  const href = page === 'sign_up' && info.sign_up_redirect_url ? info.sign_up_redirect_url : info.login_redirect_url;
  const icon = iconImageSource(info.icon);
  return (
    <div className="mb-4">
      {/* a plain link: the user centre is another site, which sends the visitor back with a new page */}
      <a className="btn btn-outline-secondary w-100 d-flex align-items-center justify-content-center gap-2" href={href} data-testid="user-center-button">
        {icon ? <img src={icon} alt="" width={20} height={20} /> : null}
        <span>{t(page === 'sign_up' ? 'button.sign_up' : 'button.login', { name: info.display_name })}</span>
      </a>
    </div>
  );
}
