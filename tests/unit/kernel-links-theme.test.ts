import { describe, expect, it } from 'vitest';
import { inAppPath, isPlainLeftClick } from '../../core/src/router/links';
import { ThemeStore, chooseScheme, primaryColorCss, themeConfig } from '../../core/src/theme/theme';
import { chooseLanguage } from '../../core/src/i18n/i18n';
import { groupAdminMenu } from '../../core/src/layout/Layouts';
import { adminMenuPoint } from '@answer/sdk';
import type { RegisteredContribution, AdminMenuContribution } from '@answer/sdk';

describe('link interception (spec section 2)', () => {
  it('navigates in the app only for same-site paths', () => {
    expect(inAppPath('/questions/1', null, false, '')).toBe('/questions/1');
    expect(inAppPath('/tags?page=2', '_self', false, '')).toBe('/tags?page=2');
  });

  it('leaves API links, external links and new-tab targets to the browser', () => {
    expect(inAppPath('/answer/api/v1/file/x.png', null, false, '')).toBeNull();
    expect(inAppPath('http://example.com/x', null, false, '')).toBeNull();
    expect(inAppPath('https://example.com/x', null, false, '')).toBeNull();
    expect(inAppPath('//cdn.example.com/x', null, false, '')).toBeNull();
    expect(inAppPath('mailto:a@b.c', null, false, '')).toBeNull();
    expect(inAppPath('/questions', '_blank', false, '')).toBeNull();
    expect(inAppPath('/export.csv', null, true, '')).toBeNull();
    expect(inAppPath('#anchor', null, false, '')).toBeNull();
  });

  it('strips the base path and ignores paths outside it', () => {
    expect(inAppPath('/community/tags', null, false, '/community')).toBe('/tags');
    expect(inAppPath('/community', null, false, '/community')).toBe('/');
    expect(inAppPath('/other/tags', null, false, '/community')).toBeNull();
  });

  it('handles only unmodified left clicks', () => {
    const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainLeftClick(click)).toBe(true);
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('theme', () => {
  it('picks the account setting, then the local choice, then the site, then system', () => {
    expect(chooseScheme('dark', 'light', 'light')).toBe('light');
    expect(chooseScheme('dark', 'default', 'light')).toBe('dark');
    expect(chooseScheme(undefined, 'light', 'dark')).toBe('light');
    expect(chooseScheme(undefined, 'default', 'dark')).toBe('dark');
    expect(chooseScheme(undefined, undefined, undefined)).toBe('system');
  });

  it('follows the system scheme live when set to system', () => {
    let listener: ((event: { matches: boolean }) => void) | undefined;
    const media = { matches: false, addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => (listener = fn) };
    const attributes: Record<string, string> = {};
    const root = { setAttribute: (name: string, value: string) => (attributes[name] = value) } as unknown as HTMLElement;
    const stored: string[] = [];
    const theme = new ThemeStore({ initial: 'system', persist: (s) => stored.push(s), matchMedia: () => media as unknown as MediaQueryList, root });
    expect(attributes['data-bs-theme']).toBe('light');
    listener?.({ matches: true });
    expect(theme.effective).toBe('dark');
    expect(attributes['data-bs-theme']).toBe('dark');
    theme.setScheme('light');
    expect(attributes['data-bs-theme']).toBe('light');
    listener?.({ matches: false });
    listener?.({ matches: true });
    expect(attributes['data-bs-theme']).toBe('light');
    expect(stored).toEqual(['light']);
  });

  it('reads the primary colour from the active theme and defaults to #0033ff', () => {
    expect(themeConfig({}).primaryColor).toBe('#0033ff');
    expect(themeConfig({ theme: { theme: 'default', theme_config: { default: { primary_color: '#aa0011', navbar_style: 'light' } } } })).toEqual({
      primaryColor: '#aa0011',
      navbarStyle: 'light',
      navbarColor: '#aa0011',
    });
    const css = primaryColorCss('#aa0011');
    expect(css).toContain('--bs-primary: #aa0011');
    expect(css).toContain('--bs-primary-rgb: 170, 0, 17');
  });
});

describe('language choice', () => {
  it('account language unless Default > local choice > site > en_US', () => {
    expect(chooseLanguage('zh_CN', 'en_US', 'en_US')).toBe('en_US');
    expect(chooseLanguage('zh_CN', 'Default', 'en_US')).toBe('zh_CN');
    expect(chooseLanguage(undefined, 'zh_CN', 'en_US')).toBe('zh_CN');
    expect(chooseLanguage(undefined, 'Default', 'zh_CN')).toBe('zh_CN');
    expect(chooseLanguage(undefined, undefined, undefined)).toBe('en_US');
  });
});

describe('admin menu grouping', () => {
  it('follows the spec section order and groups contents, customize, settings and plugins', () => {
    const item = (name: string, section: AdminMenuContribution['section']) =>
      ({ ...adminMenuPoint.contribute(name, { section, labelKey: name, to: `/admin/${name}` }), pluginId: 'admin', id: name, order: 0 }) as RegisteredContribution<AdminMenuContribution>;
    const groups = groupAdminMenu([item('plugins', 'plugins'), item('general', 'settings'), item('dashboard', 'dashboard'), item('questions', 'contents')]);
    expect(groups.map((group) => [group.section, group.grouped])).toEqual([
      ['dashboard', false],
      ['contents', true],
      ['settings', true],
      ['plugins', true],
    ]);
  });
});

describe('fetched language files', () => {
  it('reads {ui: {...}} and a bare namespace map alike, never the backend tree', async () => {
    const { uiNamespaces } = await import('../../core/src/i18n/i18n');
    expect(uiNamespaces({ ui: { kernel: { a: 'A' } } })).toEqual({ kernel: { a: 'A' } });
    expect(uiNamespaces({ kernel: { a: 'A' }, backend: { b: 'B' } } as never)).toEqual({ kernel: { a: 'A' } });
    expect(uiNamespaces(null)).toEqual({});
  });
});
