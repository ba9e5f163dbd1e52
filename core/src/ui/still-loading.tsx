/**
 * Counts what is still loading on screen (spinners, code not arrived yet), so the kernel keeps a
 * server-rendered page in view until the app it takes over from has something better to show.
 */
import { useLayoutEffect } from 'react';

let loading = 0;

export function stillLoading(): boolean {
  return loading > 0;
}

/** Rendered wherever the app shows a placeholder for what has not loaded. */
export function LoadingMark() {
  useLayoutEffect(() => {
    loading += 1;
    return () => {
      loading -= 1;
    };
  }, []);
  return null;
}
