/**
 * The spec's redirect rules for the log-in and sign-up pages (section 4): while an external user
 * centre serves, sign-up goes to its sign-up address when it has one, and log-in goes to its
 * log-in address when it does not keep the site's own accounts.
 */
import { useEffect } from 'react';
import { loginRedirectOf, signUpRedirectOf, useKernel, useUserCenterAgent } from '@answer/sdk';

/**
 * True while the page should show nothing: the visitor is leaving for the user centre. While the
 * agent is still being read the page shows its forms, so a slow read never leaves a blank page.
 */
export function useUserCenterRedirect(page: 'login' | 'sign_up'): boolean {
  const { session } = useKernel();
  const agent = useUserCenterAgent();
  // a logged member here (the inactive page) has nowhere else to go
  const away = session.isLoggedIn ? null : page === 'login' ? loginRedirectOf(agent) : signUpRedirectOf(agent);
  useEffect(() => {
    // replace: going back must not land on a page that sends the visitor away again
    if (away) window.location.replace(away);
  }, [away]);
  return away !== null;
}
