import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '@answer/sdk';
import { maintenanceBlocks } from './Maintenance';

function visitor(info: SiteInfo, isAdmin: boolean, mode: 'run' | 'install' = 'run') {
  return {
    site: { info, reload: async () => undefined },
    boot: { mode, basePath: '', kernelVersion: '1.0.0', plugins: [] },
    session: { isAdmin } as never,
  };
}

const ON: SiteInfo = { maintenance: { enabled: true, message: 'Back soon.' } };

describe('maintenance page decision', () => {
  it('closes every page but logging in and installing to anyone but an admin', () => {
    for (const path of ['/', '/questions', '/users/settings', '/admin/maintenance']) expect(maintenanceBlocks(visitor(ON, false), path), path).toBe(true);
    for (const path of ['/users/login', '/install', '/maintenance']) expect(maintenanceBlocks(visitor(ON, false), path), path).toBe(false);
  });

  it('lets admins through, and everyone when it is off or the site is not installed', () => {
    expect(maintenanceBlocks(visitor(ON, true), '/questions')).toBe(false);
    expect(maintenanceBlocks(visitor({ maintenance: { enabled: false } }, false), '/questions')).toBe(false);
    expect(maintenanceBlocks(visitor({}, false), '/questions')).toBe(false);
    expect(maintenanceBlocks(visitor(ON, false, 'install'), '/questions')).toBe(false);
  });
});
