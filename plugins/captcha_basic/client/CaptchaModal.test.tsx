// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { CaptchaCancelled, captchaPoint, type CaptchaProvider, type KernelServices, type PluginSetupContext, type RequestOptions } from '@answer/sdk';
import plugin, { PLUGIN_ID } from './index';
import type { CaptchaStatus } from './challenge-dialog';
import { i18nWithPluginStrings } from '../../../tests/unit/plugin-i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The plugin's English strings, as the host serves them to the kernel.
const kernel = { i18n: await i18nWithPluginStrings(PLUGIN_ID) } as unknown as KernelServices;

let cleanup: (() => void) | null = null;
afterEach(() => {
  act(() => cleanup?.());
  cleanup = null;
  document.body.innerHTML = '';
});

/** Sets the plugin up with a server that answers the statuses in turn; returns its captcha provider. */
async function setUp(...statuses: CaptchaStatus[]) {
  const get = vi.fn(async (url: string, options?: RequestOptions) => {
    const next = statuses.shift();
    if (!next) throw new Error(`unexpected request ${url} ${JSON.stringify(options)}`);
    return next;
  });
  const ctx = { pluginId: PLUGIN_ID, http: { get }, kernel } as unknown as PluginSetupContext;
  const result = await act(async () => plugin.setup?.(ctx));
  cleanup = typeof result === 'function' ? result : null;
  const contribution = plugin.contributions.find((entry) => entry.point === captchaPoint.id);
  return { provider: contribution?.value as CaptchaProvider, get };
}

/** Handles the outcome at once, so a rejection caused by a click is never unhandled meanwhile. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

const status = (id: string): CaptchaStatus => ({ captcha_id: id, captcha_img: `data:image/png;base64,${id}`, verify: true });

function dialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="dialog"]');
}

/** Waits for the open dialog and its (lazily loaded) form. */
async function openDialog() {
  let input: HTMLInputElement | null = null;
  await vi.waitFor(
    () => {
      input = document.querySelector<HTMLInputElement>('[role="dialog"] input#captcha_basic_captcha_code');
      expect(input).not.toBeNull();
    },
    { timeout: 5000 },
  );
  return input as unknown as HTMLInputElement;
}

/** The message shown under the code field (the one its `aria-describedby` names first). */
function fieldError(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function button(label: string): HTMLButtonElement {
  const found = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((item) => item.textContent === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

async function press(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

describe('captcha_basic dialog', () => {
  it('asks the action record and stays closed when no captcha is needed', async () => {
    const { provider, get } = await setUp({ captcha_id: '', captcha_img: '', verify: false });
    await expect(provider.challenge('login')).resolves.toBeNull();
    expect(get).toHaveBeenCalledWith('/answer/api/v1/user/action/record', expect.objectContaining({ query: { action: 'login' } }));
    expect(dialog()).toBeNull();
  });

  it('shows a labelled dialog with the picture and focuses the code field', async () => {
    const { provider } = await setUp(status('a1'));
    const answer = outcome(provider.challenge('e_mail'));
    const input = await openDialog();
    const shown = dialog();
    const titleId = shown?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Captcha');
    const image = shown?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('data:image/png;base64,a1');
    expect(image?.getAttribute('alt')).toBe('Captcha picture with characters to type');
    expect(shown?.querySelector(`label[for="${input.id}"]`)?.textContent).toContain('Captcha code');
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    await press(button('Cancel'));
    expect((await answer).error).toBeInstanceOf(CaptchaCancelled);
  });

  it('keeps the dialog open with a message on an empty code, then resolves with the typed one', async () => {
    const { provider } = await setUp(status('a1'));
    const answer = outcome(provider.challenge('e_mail'));
    const input = await openDialog();
    await press(button('Verify'));
    await vi.waitFor(() => expect(fieldError(input)).toBe('Captcha code is required.'));
    expect(dialog()).not.toBeNull();
    type(input, ' k7qp ');
    const form = input.closest('form');
    await act(async () => {
      form?.requestSubmit();
    });
    expect(await answer).toEqual({ value: { captcha_id: 'a1', captcha_code: 'k7qp' } });
  });

  it('rejects with CaptchaCancelled when the dialog is closed', async () => {
    const { provider } = await setUp(status('a1'));
    const answer = outcome(provider.challenge('e_mail'));
    await openDialog();
    const close = dialog()?.querySelector<HTMLButtonElement>('.btn-close');
    expect(close?.getAttribute('aria-label')).toBe('Cancel');
    if (close) await press(close);
    expect((await answer).error).toBeInstanceOf(CaptchaCancelled);
  });

  it('shows a new picture on refresh', async () => {
    const { provider, get } = await setUp(status('a1'), status('b2'));
    const answer = outcome(provider.challenge('login'));
    await openDialog();
    await press(button('Refresh'));
    await vi.waitFor(() => expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,b2'));
    expect(get).toHaveBeenLastCalledWith('/answer/api/v1/user/action/record', expect.objectContaining({ query: { action: 'login' }, passingError: true }));
    await press(button('Cancel'));
    expect((await answer).error).toBeInstanceOf(CaptchaCancelled);
  });

  it('reopens with a new picture and the server refusal on the code field', async () => {
    const { provider } = await setUp(status('b2'));
    const answer = outcome(provider.challenge('find_pass', { error: 'Verification failed.' }));
    const input = await openDialog();
    expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,b2');
    await vi.waitFor(() => expect(fieldError(input)).toBe('Verification failed.'));
    expect(input.classList.contains('is-invalid')).toBe(true);
    type(input, 'n');
    await vi.waitFor(() => expect(fieldError(input)).toBeNull());
    await press(button('Cancel'));
    expect((await answer).error).toBeInstanceOf(CaptchaCancelled);
  });

  it('adds its dialog root with the first challenge and removes it on cleanup', async () => {
    const { provider } = await setUp({ captcha_id: '', captcha_img: '', verify: false });
    expect(document.querySelector(`[data-plugin-root="${PLUGIN_ID}"]`)).toBeNull();
    expect(await act(async () => provider.challenge('vote'))).toBeNull();
    expect(document.querySelector(`[data-plugin-root="${PLUGIN_ID}"]`)).not.toBeNull();
    await act(async () => cleanup?.());
    cleanup = null;
    expect(document.querySelector(`[data-plugin-root="${PLUGIN_ID}"]`)).toBeNull();
  });
});
