// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../../tests/unit/plugin-render';
import type { Reason } from '../moderation-api';
import { CloseQuestion } from './CloseQuestion';

const i18n = await i18nWithPluginStrings('questions');

const reason = (reason_type: number, name: string, content_type: Reason['content_type']): Reason => ({
  reason_key: `reason.${reason_type}`,
  reason_type,
  name,
  description: `${name}, described`,
  content_type,
  placeholder: content_type ? `${name} details` : '',
});

const REASONS = [reason(60, 'a duplicate', 'text'), reason(59, 'something else', 'textarea'), reason(57, 'spam', '')];

afterEach(unmountRendered);

/** The close action with a server that lists `REASONS` and records each close request. */
async function renderDialog() {
  const sent: Record<string, unknown>[] = [];
  const http = {
    get: vi.fn(async () => REASONS),
    put: vi.fn(async (_url: string, body: Record<string, unknown>) => {
      sent.push(body);
      return null;
    }),
  };
  const kernel = { http, i18n, notify: { toast: vi.fn() }, site: { info: { general: { site_url: window.location.origin } } } } as unknown as KernelServices;
  const container = renderInPlugin('questions', kernel, <CloseQuestion questionId="10010000000000001" label="Close" onClosed={() => undefined} />);
  await act(async () => container.querySelector('button')?.click());
  // the dialog's code and the reasons arrive in turn
  for (let round = 0; round < 100 && !document.querySelector('#close-reason-57'); round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  return { sent };
}

const radio = (type: number) => document.querySelector<HTMLInputElement>(`#close-reason-${type}`) as HTMLInputElement;
const detailsField = () => document.querySelector<HTMLInputElement | HTMLTextAreaElement>('#close-msg');

async function choose(type: number) {
  await act(async () => radio(type).click());
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] .modal-footer button')].find((item) => item.textContent === 'Close question');
  await act(async () => button?.click());
}

describe('the close dialog', () => {
  const duplicateUrl = () => `${window.location.origin}/questions/10010000000000002`;

  it('does not send a duplicate’s link with another reason that asks for words', async () => {
    const { sent } = await renderDialog();
    await choose(60);
    type(detailsField() as HTMLInputElement, duplicateUrl());
    await choose(59);
    // the other reason's field starts empty, so the dialog asks for its own words
    expect(detailsField()?.value).toBe('');
    await submit();
    expect(sent).toEqual([]);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Cannot be empty.');

    type(detailsField() as HTMLTextAreaElement, 'Moved to the support forum.');
    await submit();
    expect(sent).toEqual([{ id: '10010000000000001', close_type: 59, close_msg: 'Moved to the support forum.' }]);
  });

  it('sends no words with a reason that asks for none, and keeps each reason’s own when going back', async () => {
    const { sent } = await renderDialog();
    await choose(60);
    type(detailsField() as HTMLInputElement, duplicateUrl());
    await choose(57);
    expect(detailsField()).toBeNull();
    await choose(60);
    expect(detailsField()?.value).toBe(duplicateUrl());
    await choose(57);
    await submit();
    expect(sent).toEqual([{ id: '10010000000000001', close_type: 57, close_msg: '' }]);
  });
});
