// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ApiError, type KernelServices } from '@answer/sdk';
import { i18nWithPluginStrings } from '../../../tests/unit/plugin-i18n';
import { renderInPlugin, unmountRendered } from '../../../tests/unit/plugin-render';
import type { FlagReason } from './flag-rules';
import { FlagDialog } from './FlagDialog';

const i18n = await i18nWithPluginStrings('flags');

const reason = (reason_type: number, content_type: string): FlagReason => ({
  reason_key: `reason.${reason_type}`,
  reason_type,
  name: `reason ${reason_type}`,
  description: '',
  content_type,
  placeholder: '',
});

const REASONS = [reason(57, ''), reason(59, 'textarea'), reason(60, 'text')];

afterEach(unmountRendered);

/** The dialog with a server that lists `REASONS` and answers each flag with `answer`. */
async function renderDialog(answer: () => Promise<null> = async () => null) {
  const sent: Record<string, unknown>[] = [];
  const toast = vi.fn();
  const onClose = vi.fn();
  const http = {
    get: vi.fn(async () => REASONS),
    post: vi.fn(async (_url: string, body: Record<string, unknown>) => {
      sent.push(body);
      return answer();
    }),
  };
  const kernel = { http, i18n, notify: { toast }, site: { info: { general: { site_url: window.location.origin } } }, extensions: { get: () => [] } } as unknown as KernelServices;
  renderInPlugin('flags', kernel, <FlagDialog objectId="10020000000000001" objectType="answer" onClose={onClose} />);
  for (let round = 0; round < 100 && !document.querySelector('#flag-reason-57'); round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  return { sent, toast, onClose };
}

const dialogText = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
const submit = async () => act(async () => document.querySelector<HTMLButtonElement>('[data-testid="flag-submit"]')?.click());
const choose = async (type: number) => act(async () => document.querySelector<HTMLInputElement>(`#flag-reason-${type}`)?.click());

function type(value: string) {
  const field = document.querySelector<HTMLInputElement>('#flag-content') as HTMLInputElement;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the flag dialog', () => {
  it('asks for a reason, then for a link to this site, then thanks', async () => {
    const { sent, toast, onClose } = await renderDialog();
    await submit();
    expect(dialogText()).toContain('Please select a reason.');
    await choose(60);
    type('https://elsewhere.example/questions/1');
    await submit();
    expect(dialogText()).toContain('URL origin does not match the current website.');
    expect(sent).toEqual([]);
    type(`${window.location.origin}/questions/10010000000000002`);
    await submit();
    expect(sent).toEqual([{ object_id: '10020000000000001', report_type: 60, content: `${window.location.origin}/questions/10010000000000002` }]);
    expect(toast).toHaveBeenCalledWith('Thanks for flagging. Staff will look at it.', 'warning');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal under its field, or above the reasons', async () => {
    const { onClose } = await renderDialog(async () => {
      throw new ApiError(400, 'bad', [{ error_field: 'object_id', error_msg: 'You have already flagged this post.' }]);
    });
    await choose(57);
    await submit();
    expect(dialogText()).toContain('You have already flagged this post.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
