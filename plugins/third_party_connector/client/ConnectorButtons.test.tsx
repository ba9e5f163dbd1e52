// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../tests/unit/plugin-render';
import { ConnectorButtons, type ConnectorButton } from './ConnectorButtons';

afterEach(unmountRendered);

const ACME: ConnectorButton = { name: 'Acme ID', icon: 'PHN2Zy8+', link: 'http://localhost:9080/answer/api/v1/connector/login/oidc_acme' };
const ORBIT: ConnectorButton = { name: 'Orbit', icon: '', link: 'http://localhost:9080/answer/api/v1/connector/login/oidc_orbit' };

async function render(page: 'login' | 'sign_up', answer: ConnectorButton[] | null) {
  const asked: string[] = [];
  const kernel = {
    i18n: await i18nWithPluginStrings('third_party_connector'),
    http: {
      get: (url: string) => {
        asked.push(url);
        return Promise.resolve(answer);
      },
    },
  } as unknown as KernelServices;
  const container = renderInPlugin('third_party_connector', kernel, <ConnectorButtons page={page} />);
  // the read resolves on the next turn
  await act(async () => undefined);
  return { container, asked };
}

const links = (container: HTMLElement) => [...container.querySelectorAll('a')];

describe('connector buttons', () => {
  it('offers a log-in button per serving connector, leading to its link', async () => {
    const { container, asked } = await render('login', [ACME, ORBIT]);
    expect(asked).toEqual(['/answer/api/v1/connector/info']);
    expect(links(container).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Log in with Acme ID', ACME.link],
      ['Log in with Orbit', ORBIT.link],
    ]);
    // the icon when the connector has one, as an image
    expect(links(container)[0].querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(links(container)[1].querySelector('img')).toBeNull();
  });

  it('words the buttons for signing up on the sign-up page', async () => {
    const { container } = await render('sign_up', [ACME]);
    expect(links(container).map((link) => link.textContent)).toEqual(['Sign up with Acme ID']);
  });

  it('renders nothing while no connector serves', async () => {
    expect((await render('login', [])).container.innerHTML).toBe('');
    expect((await render('login', null)).container.innerHTML).toBe('');
  });
});
