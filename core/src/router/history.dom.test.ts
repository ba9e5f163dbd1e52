// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockedNavigation } from '@answer/sdk';
import { createKernelHistory, type KernelHistory } from './history';

let history: KernelHistory | null = null;

afterEach(() => {
  history?.dispose();
  history = null;
});

function start(): { history: KernelHistory; heard: string[] } {
  window.history.replaceState(null, '', '/start');
  history = createKernelHistory();
  const heard: string[] = [];
  history.listen((update) => heard.push(`${update.action} ${update.location.pathname}`));
  return { history, heard };
}

describe('the kernel history', () => {
  it('navigates freely while no blocker objects', () => {
    const { history, heard } = start();
    history.block(() => false, () => undefined);
    history.push('/questions');
    history.replace('/questions?page=2');
    expect(window.location.pathname + window.location.search).toBe('/questions?page=2');
    expect(heard).toEqual(['PUSH /questions', 'REPLACE /questions']);
  });

  it('holds a navigation back until the user agrees, or drops it when they stay', () => {
    const { history, heard } = start();
    const held: BlockedNavigation[] = [];
    const targets: string[] = [];
    history.block(
      (next) => {
        targets.push(next.pathname + next.search);
        return next.pathname !== '/start';
      },
      (navigation) => held.push(navigation),
    );

    history.push('/questions?tab=hot');
    expect(window.location.pathname).toBe('/start');
    expect(targets).toEqual(['/questions?tab=hot']);
    held[0]?.reset();
    held[0]?.proceed();
    expect(window.location.pathname).toBe('/start');

    history.push('/users/login');
    held[1]?.proceed();
    held[1]?.proceed();
    expect(window.location.pathname).toBe('/users/login');
    expect(heard).toEqual(['PUSH /users/login']);
  });

  it('stops asking once the blocker is removed', () => {
    const { history } = start();
    const remove = history.block(() => true, () => undefined);
    history.push('/a');
    expect(window.location.pathname).toBe('/start');
    remove();
    history.push('/a');
    expect(window.location.pathname).toBe('/a');
  });
});
