// @vitest-environment happy-dom
/** The footer's links come from plugins (`footerLinkPoint`): ordered, labelled in the plugin's words, shown while visible. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { observable, runInAction } from 'mobx';
import { definePlugin, footerLinkPoint, routePoint } from '@answer/sdk';
import { KERNEL_VERSION } from '../../sdk/shared/boot';
import type { BootData, BootPlugin } from '../../sdk/shared/boot';
import { createKernel } from '../../core/src/kernel';
import type { Kernel } from '../../core/src/kernel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data }), { status: 200, headers: { 'content-type': 'application/json' } });

function bootPlugin(id: string): BootPlugin {
  return { id, name: id, description: '', version: '1.0.0', kernel: '*', builtin: true, required: false, enabled: true, status: 'active', config: {} };
}

let kernel: Kernel | null = null;
let mount: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  mount = document.createElement('div');
  document.body.appendChild(mount);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/siteinfo')) return envelope({ general: { name: 'Footer Test' } });
    if (url.includes('/language/config')) return envelope({ ui: { rules: { terms: 'Terms of service', privacy: 'Privacy policy', help: 'Help' } } });
    return envelope(null);
  });
});

afterEach(async () => {
  await act(async () => kernel?.unmount());
  kernel = null;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function settle(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const footerLinks = () => [...mount.querySelectorAll('footer a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer links', () => {
  it('shows the links plugins contribute, in order, and follows their visibility', async () => {
    const published = observable({ privacy: false });
    const rules = definePlugin({
      id: 'rules',
      contributions: [
        routePoint.contribute('home', { path: '/', layout: 'main', load: () => Promise.resolve({ default: () => <p>Home</p> }) }),
        footerLinkPoint.contribute('privacy', { labelKey: 'privacy', to: '/privacy', order: 20, visible: () => published.privacy }),
        footerLinkPoint.contribute('terms', { labelKey: 'terms', to: '/tos', order: 10 }),
        footerLinkPoint.contribute('help', {
          labelKey: 'help',
          to: '/help',
          order: 30,
          visible: () => {
            throw new Error('broken check');
          },
        }),
      ],
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data: BootData = { mode: 'run', basePath: '', kernelVersion: KERNEL_VERSION, plugins: [bootPlugin('rules')] };
    await act(async () => {
      kernel = await createKernel({ mount, boot: data, builtins: { rules: async () => rules }, firstPaintWaitMs: 50, pluginTimeoutMs: 60_000 });
    });
    await settle();

    // a link whose check throws is left out, and the plugin is named in the console
    expect(footerLinks()).toEqual([
      ['Terms of service', '/tos'],
      ['Answer', 'https://answer.apache.org'],
    ]);
    expect(errors.mock.calls.some(([message]) => String(message).includes('[plugin rules] footer link visibility check failed'))).toBe(true);

    await act(async () => {
      runInAction(() => {
        published.privacy = true;
      });
    });
    expect(footerLinks()).toEqual([
      ['Terms of service', '/tos'],
      ['Privacy policy', '/privacy'],
      ['Answer', 'https://answer.apache.org'],
    ]);
  });
});
