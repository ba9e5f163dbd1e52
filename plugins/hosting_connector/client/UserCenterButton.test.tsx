// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { UserCenterAgentResp } from '@answer/sdk';
import { renderReading, unmountRendered } from '../../../tests/unit/plugin-render';
import { UserCenterButton } from './UserCenterButton';

afterEach(unmountRendered);

const SITE = 'http://localhost:9080/answer/api/v1';
const PORTAL: UserCenterAgentResp = {
  enabled: true,
  agent_info: {
    name: 'Portal',
    display_name: 'Acme Portal',
    icon: 'PHN2Zy8+',
    url: '',
    login_redirect_url: `${SITE}/user-center/login/redirect`,
    sign_up_redirect_url: '',
    control_center: [],
    enabled_original_user_system: true,
  },
};

const render = (page: 'login' | 'sign_up', answer: UserCenterAgentResp | null) => renderReading('hosting_connector', <UserCenterButton page={page} />, answer);

const button = (container: HTMLElement) => container.querySelector('a');

describe("the user centre's button", () => {
  it('offers to log in with the user centre, through the site\'s redirect', async () => {
    const { container, asked } = await render('login', PORTAL);
    expect(asked).toEqual(['/answer/api/v1/user-center/agent']);
    expect(button(container)?.textContent).toBe('Log in with Acme Portal');
    expect(button(container)?.getAttribute('href')).toBe(`${SITE}/user-center/login/redirect`);
    expect(button(container)?.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });

  it("leads to the user centre's sign-up from the sign-up page when it has one, else to its log-in", async () => {
    const withSignUp = { ...PORTAL, agent_info: { ...PORTAL.agent_info!, sign_up_redirect_url: `${SITE}/user-center/sign-up/redirect` } };
    const first = await render('sign_up', withSignUp);
    expect(button(first.container)?.textContent).toBe('Sign up with Acme Portal');
    expect(button(first.container)?.getAttribute('href')).toBe(`${SITE}/user-center/sign-up/redirect`);
    expect(button((await render('sign_up', PORTAL)).container)?.getAttribute('href')).toBe(`${SITE}/user-center/login/redirect`);
  });

  it('shows nothing while no user centre serves', async () => {
    expect((await render('login', { enabled: false, agent_info: null })).container.innerHTML).toBe('');
    expect((await render('login', null)).container.innerHTML).toBe('');
  });
});
