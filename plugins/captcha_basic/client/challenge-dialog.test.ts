import { describe, expect, it, vi } from 'vitest';
import { CaptchaCancelled } from '@answer/sdk';
import { ChallengeDialog, type CaptchaStatus, type LoadStatus } from './challenge-dialog';

const needed = (id: string): CaptchaStatus => ({ captcha_id: id, captcha_img: `data:image/png;base64,${id}`, verify: true });
const notNeeded: CaptchaStatus = { captcha_id: '', captcha_img: '', verify: false };

function connected(...answers: (CaptchaStatus | Error)[]) {
  const load = vi.fn<LoadStatus>(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more statuses');
    if (next instanceof Error) throw next;
    return next;
  });
  const dialog = new ChallengeDialog();
  dialog.connect(load);
  return { dialog, load };
}

/** Waits until the dialog is on screen with the challenge `id`. */
async function shown(dialog: ChallengeDialog, id: string) {
  await vi.waitFor(() => expect(dialog.snapshot()).toMatchObject({ open: true, captchaId: id }));
}

/** A dialog opened for `action` with the first of `statuses` (which must need a captcha) on screen. */
async function opened(action: string, statuses: (CaptchaStatus | Error)[], options: { error?: string } = {}) {
  const { dialog, load } = connected(...statuses);
  const first = statuses[0] as CaptchaStatus;
  const answer = dialog.challenge(action, options);
  await shown(dialog, first.captcha_id);
  return { dialog, load, answer };
}

describe('captcha dialog state', () => {
  it('answers null without opening when the action needs no captcha', async () => {
    const { dialog, load } = connected(notNeeded);
    await expect(dialog.challenge('login')).resolves.toBeNull();
    expect(load).toHaveBeenCalledWith('login', 'open');
    expect(dialog.snapshot()).toBeNull();
  });

  it('opens with the picture and resolves with the typed code, trimmed', async () => {
    const { dialog, answer } = await opened('e_mail', [needed('a1')]);
    expect(dialog.snapshot()).toMatchObject({ image: 'data:image/png;base64,a1', error: null });
    dialog.submit('  ab3k ');
    await expect(answer).resolves.toEqual({ captcha_id: 'a1', captcha_code: 'ab3k' });
    expect(dialog.snapshot()?.open).toBe(false);
  });

  it('rejects with CaptchaCancelled when closed', async () => {
    const { dialog, answer } = await opened('e_mail', [needed('a1')]);
    dialog.cancel();
    await expect(answer).rejects.toBeInstanceOf(CaptchaCancelled);
    expect(dialog.snapshot()?.open).toBe(false);
  });

  it('reopens with a new picture and the server refusal on the field', async () => {
    const { dialog, answer } = await opened('find_pass', [needed('a1')], { error: 'Verification failed.' });
    expect(dialog.snapshot()?.error).toBe('Verification failed.');
    // typing a new answer clears the refusal of the old one
    dialog.dismissError();
    expect(dialog.snapshot()).toMatchObject({ open: true, captchaId: 'a1', error: null });
    dialog.submit('x');
    await answer;
  });

  it('refreshes the picture for the same action and forgets the old refusal', async () => {
    const { dialog, load, answer } = await opened('login', [needed('a1'), needed('b2')], { error: 'Verification failed.' });
    await dialog.refresh();
    expect(load).toHaveBeenLastCalledWith('login', 'refresh');
    expect(dialog.snapshot()).toMatchObject({ open: true, captchaId: 'b2', image: 'data:image/png;base64,b2', error: null, refreshing: false });
    dialog.submit('code');
    await expect(answer).resolves.toEqual({ captcha_id: 'b2', captcha_code: 'code' });
  });

  it('keeps the picture and says so when a refresh fails', async () => {
    const { dialog, answer } = await opened('login', [needed('a1'), new Error('offline')]);
    await dialog.refresh();
    expect(dialog.snapshot()).toMatchObject({ open: true, captchaId: 'a1', refreshing: false, refreshFailed: true });
    dialog.submit('code');
    await expect(answer).resolves.toEqual({ captcha_id: 'a1', captcha_code: 'code' });
  });

  it('closes with null when a refresh finds no captcha is needed any more', async () => {
    const { dialog, answer } = await opened('login', [needed('a1'), notNeeded]);
    await dialog.refresh();
    await expect(answer).resolves.toBeNull();
    expect(dialog.snapshot()?.open).toBe(false);
  });

  it('cancels an open challenge when a newer one arrives', async () => {
    const { dialog } = connected(needed('a1'), needed('b2'));
    const first = dialog.challenge('login');
    await shown(dialog, 'a1');
    const second = dialog.challenge('e_mail');
    await expect(first).rejects.toBeInstanceOf(CaptchaCancelled);
    await shown(dialog, 'b2');
    dialog.submit('code');
    await expect(second).resolves.toEqual({ captcha_id: 'b2', captcha_code: 'code' });
  });

  it('cancels whoever waits when the plugin goes away, and refuses to open before set-up', async () => {
    const { dialog, answer } = await opened('login', [needed('a1')]);
    dialog.disconnect();
    await expect(answer).rejects.toBeInstanceOf(CaptchaCancelled);
    await expect(dialog.challenge('login')).rejects.toThrow(/not set up/);
  });

  it('tells subscribers about every change until they unsubscribe', async () => {
    const { dialog } = connected(needed('a1'));
    const listener = vi.fn();
    const unsubscribe = dialog.subscribe(listener);
    const answer = dialog.challenge('login');
    await shown(dialog, 'a1');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    dialog.cancel();
    await expect(answer).rejects.toBeInstanceOf(CaptchaCancelled);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
