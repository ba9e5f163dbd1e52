import { describe, expect, it } from 'vitest';
import type { AdminPlugin } from './api';
import { effectiveStatus, matchesFilter, parseFilter } from './status';

const plugin = (patch: Partial<AdminPlugin> = {}): AdminPlugin => ({
  name: 'Sample',
  slug_name: 'sample',
  description: '',
  version: '1.0.0',
  enabled: true,
  have_config: false,
  link: '',
  status: 'active',
  ...patch,
});

describe('effectiveStatus', () => {
  it('is active when both sides run the plugin', () => {
    expect(effectiveStatus(plugin(), { id: 'sample', status: 'active' })).toEqual({ status: 'active', reason: '' });
  });

  it('shows a client-side failure with its reason', () => {
    expect(effectiveStatus(plugin(), { id: 'sample', status: 'failed', reason: 'Timed out after 10000 ms' })).toEqual({
      status: 'failed',
      reason: 'Timed out after 10000 ms',
    });
  });

  it('shows a server-side failure even before the browser tried', () => {
    expect(effectiveStatus(plugin({ status: 'failed', reason: 'server half threw' }), undefined)).toEqual({ status: 'failed', reason: 'server half threw' });
  });

  it('calls an unmet kernel range outdated', () => {
    expect(effectiveStatus(plugin({ status: 'incompatible', reason: 'needs kernel ^2.0.0' }), undefined).status).toBe('outdated');
    expect(effectiveStatus(plugin(), { id: 'sample', status: 'incompatible' }).status).toBe('outdated');
  });

  it('shows that the kernel did not run an enabled plugin, with its reason', () => {
    expect(effectiveStatus(plugin(), { id: 'sample', status: 'disabled', reason: 'safe mode: only required plugins run' })).toEqual({
      status: 'not_running',
      reason: 'safe mode: only required plugins run',
    });
  });

  it('shows the incompatibility the kernel found, with its reason', () => {
    expect(effectiveStatus(plugin(), { id: 'sample', status: 'incompatible', reason: 'needs kernel ^2.0.0, this is 1.0.0' })).toEqual({
      status: 'outdated',
      reason: 'needs kernel ^2.0.0, this is 1.0.0',
    });
  });

  it('is inactive when disabled, whatever the browser did', () => {
    expect(effectiveStatus(plugin({ enabled: false, status: 'disabled' }), { id: 'sample', status: 'disabled' }).status).toBe('inactive');
  });
});

describe('matchesFilter', () => {
  it('splits plugins into active, inactive and outdated', () => {
    const on = plugin();
    const off = plugin({ enabled: false, status: 'disabled' });
    const old = plugin({ enabled: false, status: 'incompatible' });
    expect(matchesFilter(on, 'active', 'active')).toBe(true);
    expect(matchesFilter(off, 'inactive', 'active')).toBe(false);
    expect(matchesFilter(off, 'inactive', 'inactive')).toBe(true);
    expect(matchesFilter(old, 'outdated', 'inactive')).toBe(false);
    expect(matchesFilter(old, 'outdated', 'outdated')).toBe(true);
    expect([on, off, old].every((item) => matchesFilter(item, 'active', 'all'))).toBe(true);
  });
});

describe('parseFilter', () => {
  it('falls back to all', () => {
    expect(parseFilter('outdated')).toBe('outdated');
    expect(parseFilter('bogus')).toBe('all');
    expect(parseFilter(null)).toBe('all');
  });
});
