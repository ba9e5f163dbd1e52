/**
 * The browser history the kernel's router runs on, with navigation blocking. React Router offers
 * blocking only with its data router, which weighs about 20 KB gzip more on every page than the
 * plain router; the kernel needs none of its loaders or actions, so it blocks here instead:
 * `push`/`replace` are held back while a blocker objects, and a back/forward step is undone
 * (`go(-delta)`) and remembered so it can be made again once the user agrees.
 */
import { UNSAFE_createBrowserHistory, type unstable_HistoryRouter } from 'react-router-dom';
import type { BlockedNavigation, NavigationTarget } from '@answer/sdk';

export type RouterHistory = Parameters<typeof unstable_HistoryRouter>[0]['history'];
type Listener = Parameters<RouterHistory['listen']>[0];

interface Blocker {
  check(next: NavigationTarget): boolean;
  onBlocked(navigation: BlockedNavigation): void;
}

export interface KernelHistory extends RouterHistory {
  /** Holds back navigations while `check(next)` answers true; the last blocker added asks first. */
  block(check: Blocker['check'], onBlocked: Blocker['onBlocked']): () => void;
  dispose(): void;
}

function target(to: Parameters<RouterHistory['push']>[0], current: NavigationTarget): NavigationTarget {
  if (typeof to !== 'string') return { pathname: to.pathname ?? current.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const url = new URL(to, `http://kernel${current.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createKernelHistory(): KernelHistory {
  const inner = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  const blockers: Blocker[] = [];
  // A back/forward step the kernel makes itself: undoing a blocked step, or redoing it once agreed.
  let ownStep: 'undo' | 'redo' | null = null;
  let unlistenInner: (() => void) | null = null;

  const objecting = (next: NavigationTarget): Blocker | undefined => [...blockers].reverse().find((blocker) => blocker.check(next));

  const hold = (blocker: Blocker, go: () => void) => {
    let settled = false;
    blocker.onBlocked({
      proceed: () => {
        if (settled) return;
        settled = true;
        go();
      },
      reset: () => {
        settled = true;
      },
    });
  };

  const ensureListening = () => {
    unlistenInner ??= inner.listen((update) => {
      if (update.action === 'POP') {
        const own = ownStep;
        ownStep = null;
        // The undo only puts the address back where the page still is: nobody needs to hear of it.
        if (own === 'undo') return;
        const blocker = own === 'redo' || !update.delta ? undefined : objecting(update.location);
        if (blocker && update.delta) {
          const delta = update.delta;
          ownStep = 'undo';
          inner.go(-delta);
          hold(blocker, () => {
            ownStep = 'redo';
            inner.go(delta);
          });
          return;
        }
      }
      for (const listener of [...listeners]) listener(update);
    });
  };

  const history: KernelHistory = {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push(to, state) {
      const blocker = objecting(target(to, inner.location));
      if (blocker) hold(blocker, () => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      const blocker = objecting(target(to, inner.location));
      if (blocker) hold(blocker, () => inner.replace(to, state));
      else inner.replace(to, state);
    },
    go: (delta) => inner.go(delta),
    listen(listener) {
      ensureListening();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(check, onBlocked) {
      const blocker: Blocker = { check, onBlocked };
      blockers.push(blocker);
      return () => {
        const index = blockers.indexOf(blocker);
        if (index >= 0) blockers.splice(index, 1);
      };
    },
    dispose() {
      unlistenInner?.();
      unlistenInner = null;
      listeners.clear();
      blockers.length = 0;
    },
  };
  return history;
}
