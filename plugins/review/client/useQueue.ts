/**
 * One queue, one item at a time: loads a page, skips to the next, and after an item is worked
 * loads the same page again (the worked item has left the queue, so the next one is there).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './api';
import { afterLoad } from './queue';

export interface Queue<T> {
  /** The item shown; null while loading or when the queue is empty. */
  item: T | null;
  loaded: boolean;
  /** The next item, leaving this one for later. */
  skip: () => void;
  /** Loads the current page again: after an item was worked, or a refusal said it was done. */
  reload: () => void;
}

export function useQueue<T>(load: (page: number) => Promise<Page<T>>): Queue<T> {
  const [state, setState] = useState<{ page: number; item: T | null; loaded: boolean }>({ page: 1, item: null, loaded: false });
  const loader = useRef(load);
  loader.current = load;
  // answers of requests overtaken by a newer one are dropped
  const latest = useRef(0);

  const show = useCallback((page: number) => {
    const ticket = ++latest.current;
    setState((current) => ({ ...current, loaded: false }));
    loader.current(page).then(
      (answer) => {
        if (ticket !== latest.current) return;
        if (afterLoad(page, answer) === 'restart') {
          show(1);
          return;
        }
        setState({ page, item: answer.list?.[0] ?? null, loaded: true });
        window.scrollTo?.({ top: 0 });
      },
      () => {
        if (ticket === latest.current) setState((current) => ({ ...current, loaded: true }));
      },
    );
  }, []);

  useEffect(() => {
    show(1);
  }, [show]);

  return {
    item: state.item,
    loaded: state.loaded,
    skip: () => show(state.page + 1),
    reload: () => show(state.page),
  };
}
