// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ApiError, type FieldError, type KernelServices } from '@answer/sdk';
import { renderInPlugin, unmountRendered } from '../../../../tests/unit/plugin-render';
import type { SmtpSettingsResp } from '../smtp-api';
import SmtpSettingsPage from './SmtpSettings';

const SAVED: SmtpSettingsResp = {
  from_email: 'noreply@example.com',
  from_name: 'Answer',
  smtp_host: 'smtp.example.com',
  smtp_port: 587,
  encryption: 'TLS',
  smtp_username: 'mailer',
  smtp_password: '',
  smtp_authentication: false,
  smtp_password_set: true,
};

afterEach(unmountRendered);

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

/** The page with a server that answers `SAVED` and fails a PUT with `putErrors` when given. */
async function renderPage(putErrors: FieldError[] | null = null) {
  const puts: Record<string, unknown>[] = [];
  const toasts: string[] = [];
  let saved = { ...SAVED };
  const http = {
    get: vi.fn(async () => ({ ...saved })),
    put: vi.fn(async (_url: string, body: Record<string, unknown>) => {
      puts.push(body);
      if (putErrors) throw new ApiError(400, putErrors[0].error_msg, putErrors);
      saved = { ...saved, from_name: String(body.from_name ?? '') };
      return null;
    }),
  };
  const kernel = {
    http,
    notify: { toast: (message: string) => toasts.push(message) },
    i18n: { language: 'en_US', t: (key: string, options?: Record<string, unknown>) => (options?.email ? `t(${key}, ${String(options.email)})` : `t(${key})`) },
  } as unknown as KernelServices;
  const container = renderInPlugin('admin', kernel, <SmtpSettingsPage />);
  for (let i = 0; i < 50 && !container.querySelector('#root_test_email_recipient'); i += 1) await settle();
  return { container, puts, toasts, http };
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`#smtp-form #root_${name}`);

async function submit(container: HTMLElement, formId: string) {
  await act(async () => {
    container.querySelector<HTMLFormElement>(`#${formId}`)?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await settle();
}

describe('SMTP settings page', () => {
  it('shows the credentials only while authentication is on, and says a password is saved', async () => {
    const { container } = await renderPage();
    const encryption = container.querySelector<HTMLSelectElement>('#root_encryption');
    expect([...(encryption?.options ?? [])].map((option) => option.textContent)).toEqual(['t(admin:smtp.encryption.none)', 't(admin:smtp.encryption.ssl)', 't(admin:smtp.encryption.tls)']);
    expect(encryption?.selectedOptions[0]?.textContent).toBe('t(admin:smtp.encryption.tls)');
    expect(field(container, 'smtp_username')).toBeNull();
    expect(field(container, 'smtp_password')).toBeNull();

    const toggle = field(container, 'smtp_authentication');
    expect(toggle?.getAttribute('role')).toBe('switch');
    // labelled once, beside the switch
    expect(container.textContent?.split('t(admin:smtp.smtp_authentication.label)')).toHaveLength(2);
    expect(container.querySelector('label[for="root_smtp_authentication"]')?.textContent).toBe('t(admin:smtp.smtp_authentication.label)');
    act(() => toggle?.click());
    await settle();
    expect(field(container, 'smtp_username')?.value).toBe('mailer');
    expect(field(container, 'smtp_password')?.type).toBe('password');
    expect(container.textContent).toContain('t(admin:smtp.smtp_password.saved)');
  });

  it('saves the form without the saved-password flag and reloads what was saved', async () => {
    const { container, puts, toasts, http } = await renderPage();
    type(field(container, 'from_name') as HTMLInputElement, 'Renamed');
    await submit(container, 'smtp-form');
    const { smtp_password_set: _flag, ...values } = SAVED;
    expect(puts).toEqual([{ ...values, from_name: 'Renamed' }]);
    expect(toasts).toEqual(['t(admin:smtp.saved)']);
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('sends the test with the settings as they are on screen', async () => {
    const { container, puts, toasts } = await renderPage();
    type(field(container, 'from_name') as HTMLInputElement, 'Unsaved Name');
    type(container.querySelector<HTMLInputElement>('#smtp-test-form #root_test_email_recipient') as HTMLInputElement, 'me@example.com');
    await submit(container, 'smtp-test-form');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ from_name: 'Unsaved Name', smtp_host: 'smtp.example.com', test_email_recipient: 'me@example.com' });
    expect(toasts).toEqual(['t(admin:smtp.test.sent, me@example.com)']);
  });

  it('shows each server field error under its own field', async () => {
    const errors = [
      { error_field: 'smtp_port', error_msg: 'SMTP port must be between 1 and 65535.' },
      { error_field: 'test_email_recipient', error_msg: 'The test email could not be sent: connection refused' },
    ];
    const { container } = await renderPage(errors);
    type(container.querySelector<HTMLInputElement>('#smtp-test-form #root_test_email_recipient') as HTMLInputElement, 'me@example.com');
    await submit(container, 'smtp-test-form');
    expect(container.querySelector('#smtp-form')?.textContent).toContain('SMTP port must be between 1 and 65535.');
    expect(container.querySelector('#smtp-form')?.textContent).not.toContain('could not be sent');
    expect(container.querySelector('#smtp-test-form')?.textContent).toContain('The test email could not be sent: connection refused');
  });
});
