import { describe, expect, it } from 'vitest';
import { loginRedirectOf, signUpRedirectOf, type UserCenterAgentResp } from './user-center';

const LOGIN = 'https://q.example.com/answer/api/v1/user-center/login/redirect';
const SIGN_UP = 'https://q.example.com/answer/api/v1/user-center/sign-up/redirect';

function agent(changes: Partial<NonNullable<UserCenterAgentResp['agent_info']>> = {}, enabled = true): UserCenterAgentResp {
  return {
    enabled,
    agent_info: {
      name: 'Portal',
      display_name: 'Portal',
      icon: '',
      url: '',
      login_redirect_url: LOGIN,
      sign_up_redirect_url: SIGN_UP,
      control_center: [],
      enabled_original_user_system: false,
      ...changes,
    },
  };
}

describe('the log-in and sign-up redirect rules (spec section 4)', () => {
  it('log-in goes to the user centre when it is enabled, has the address and does not keep the original user system', () => {
    expect(loginRedirectOf(agent())).toBe(LOGIN);
    expect(loginRedirectOf(agent({ enabled_original_user_system: true }))).toBeNull();
    expect(loginRedirectOf(agent({ login_redirect_url: '' }))).toBeNull();
    expect(loginRedirectOf(agent({}, false))).toBeNull();
    expect(loginRedirectOf({ enabled: false, agent_info: null })).toBeNull();
    expect(loginRedirectOf(null)).toBeNull();
  });

  it('sign-up goes to the user centre whenever it has a sign-up address, even when the site keeps its own accounts', () => {
    expect(signUpRedirectOf(agent())).toBe(SIGN_UP);
    expect(signUpRedirectOf(agent({ enabled_original_user_system: true }))).toBe(SIGN_UP);
    expect(signUpRedirectOf(agent({ sign_up_redirect_url: '' }))).toBeNull();
    expect(signUpRedirectOf(agent({}, false))).toBeNull();
    expect(signUpRedirectOf(null)).toBeNull();
  });
});
