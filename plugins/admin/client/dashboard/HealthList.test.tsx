// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { KernelServices } from '@answer/sdk';
import { renderInPlugin, unmountRendered } from '../../../../tests/unit/plugin-render';
import type { DashboardInfo } from './api';
import { HealthList } from './HealthList';

afterEach(unmountRendered);

function infoWith(health: Partial<DashboardInfo['health']>): DashboardInfo {
  const base = {
    smtp_configured: true,
    smtp_working: true,
    smtp_error: '',
    https: true,
    uploads_writable: true,
    database_reachable: true,
    time_zone: 'Asia/Ho_Chi_Minh',
    login_required: false,
  };
  return { time_zone: 'Asia/Ho_Chi_Minh', login_required: false, health: { ...base, ...health } } as DashboardInfo;
}

function render(info: DashboardInfo, routes: string[] = []) {
  const kernel = {
    i18n: { language: 'en_US', t: (key: string) => `t(${key})` },
    extensions: { get: () => routes.map((path) => ({ id: path, pluginId: 'admin', value: { path } })) },
  } as unknown as KernelServices;
  return renderInPlugin(
    'admin',
    kernel,
    <MemoryRouter>
      <HealthList info={info} />
    </MemoryRouter>,
  );
}

const line = (container: HTMLElement, check: string) => container.querySelector(`[data-check="${check}"]`) as HTMLElement;

describe('dashboard health', () => {
  it('shows every check as OK on a healthy site, the states readable without colour', () => {
    const container = render(infoWith({}));
    for (const check of ['smtp', 'https', 'uploads', 'database']) expect(line(container, check).dataset.state).toBe('ok');
    expect(line(container, 'smtp').textContent).toContain('t(admin:dashboard.state.ok)');
    expect(line(container, 'time_zone').textContent).toContain('Ho Chi Minh');
  });

  it('asks to set up email while none is configured, linking to the SMTP page', () => {
    const smtp = line(render(infoWith({ smtp_configured: false, smtp_working: false })), 'smtp');
    expect(smtp.dataset.state).toBe('warning');
    expect(smtp.querySelector('a')?.getAttribute('href')).toBe('/admin/smtp');
  });

  it('says why mail does not work and where to fix it', () => {
    const smtp = line(render(infoWith({ smtp_working: false, smtp_error: 'connect ECONNREFUSED 127.0.0.1:2525' })), 'smtp');
    expect(smtp.dataset.state).toBe('danger');
    expect(smtp.textContent).toContain('ECONNREFUSED');
    expect(smtp.querySelector('a')?.getAttribute('href')).toBe('/admin/smtp');
  });

  it('links HTTPS to the general settings only when that page exists', () => {
    expect(line(render(infoWith({ https: false })), 'https').querySelector('a')).toBeNull();
    unmountRendered();
    const https = line(render(infoWith({ https: false }), ['/admin/general']), 'https');
    expect(https.dataset.state).toBe('warning');
    expect(https.querySelector('a')?.getAttribute('href')).toBe('/admin/general');
  });

  it('marks an upload folder it cannot write to and an unreachable database as not working', () => {
    const container = render(infoWith({ uploads_writable: false, database_reachable: false }));
    expect(line(container, 'uploads').dataset.state).toBe('danger');
    expect(line(container, 'database').dataset.state).toBe('danger');
  });
});
