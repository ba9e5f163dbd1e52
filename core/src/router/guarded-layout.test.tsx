// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { AdminMenuLink, adminMenuPoint, definePlugin, routePoint } from '@answer/sdk';
import { KERNEL_VERSION } from '../../../sdk/shared/boot';
import type { BootPlugin } from '../../../sdk/shared/boot';
import { createKernel } from '../kernel';
import type { Kernel } from '../kernel';
import { STORAGE_KEYS, browserStorage } from '../storage/storage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ADMIN_ROLE = 2;
const MEMBER_ROLE = 1;

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data }), { status: 200, headers: { 'content-type': 'application/json' } });

const bootPlugin: BootPlugin = {
  id: 'backoffice',
  name: 'Back office',
  description: '',
  version: '1.0.0',
  kernel: '*',
  builtin: true,
  required: false,
  enabled: true,
  status: 'active',
  config: {},
};

/** An admin page with its menu entry, as the admin plugin contributes them. */
const backoffice = definePlugin({
  id: 'backoffice',
  contributions: [
    routePoint.contribute('users', {
      path: '/admin/users',
      layout: 'admin',
      guards: ['admin'],
      load: () => Promise.resolve({ default: () => <p data-testid="admin-users">Users</p> }),
    }),
    adminMenuPoint.contribute('users', { section: 'users', labelKey: 'menu.users', to: '/admin/users' }),
    // entries known only at run time, listed under their parent
    adminMenuPoint.contribute('plugins', {
      section: 'plugins',
      labelKey: 'menu.plugins',
      to: '/admin/installed-plugins',
      subEntries: () => <AdminMenuLink to="/admin/plugins/search_x" label="Search X" nested />,
    }),
  ],
});

let kernel: Kernel | null = null;
let mount: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/users');
  window.localStorage.clear();
  mount = document.createElement('div');
  document.body.appendChild(mount);
});

afterEach(async () => {
  await act(async () => kernel?.unmount());
  kernel = null;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Boots the kernel for a logged-in account with `roleId` and lets the page settle. */
async function openAdminPageAs(roleId: number) {
  browserStorage().set(STORAGE_KEYS.token, 'token-1');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/user/info')) return envelope({ id: '7', username: 'max', display_name: 'Max', role_id: roleId, mail_status: 1, status: 'normal', avatar: '' });
    if (url.includes('/siteinfo')) return envelope({ general: { name: 'Guard Test' } });
    return envelope(null);
  });
  await act(async () => {
    kernel = await createKernel({
      mount,
      boot: { mode: 'run', basePath: '', kernelVersion: KERNEL_VERSION, plugins: [bootPlugin] },
      builtins: { backoffice: async () => backoffice },
      firstPaintWaitMs: 50,
    });
  });
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

const adminMenu = () => mount.querySelector('nav[aria-label="Administration menu"]');

describe('a page the visitor may not see', () => {
  it('is the plain 403 page for a member, without the admin layout and its menu', async () => {
    await openAdminPageAs(MEMBER_ROLE);
    expect(mount.querySelector('main [data-kernel-page="403"]')).not.toBeNull();
    expect(mount.querySelector('[data-testid="admin-users"]')).toBeNull();
    expect(adminMenu()).toBeNull();
    // the site's own frame stays
    expect(mount.querySelector('header nav[aria-label="Main navigation"]')).not.toBeNull();
  });

  it('is the page inside the admin layout for an admin', async () => {
    await openAdminPageAs(ADMIN_ROLE);
    expect(mount.querySelector('[data-testid="admin-users"]')).not.toBeNull();
    expect(adminMenu()?.querySelector('a[href="/admin/users"]')).not.toBeNull();
    expect(mount.querySelector('[data-kernel-page="403"]')).toBeNull();
    // a plugin's run-time entries follow its entry, nested under it
    const links = [...(adminMenu()?.querySelectorAll('a') ?? [])].map((link) => [link.getAttribute('href'), link.classList.contains('ps-4')]);
    expect(links.slice(-2)).toEqual([
      ['/admin/installed-plugins', true],
      ['/admin/plugins/search_x', true],
    ]);
  });
});
