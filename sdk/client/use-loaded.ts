import { useEffect, useRef, useState } from 'react';

/**
 * Data for what `key` names, loaded again when the key changes; null until it has loaded. A
 * failed load stays null: the kernel's request pipeline has already said why (a toast, the 404 page).
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoaded({ key, value });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);
  return loaded && loaded.key === key ? loaded.value : null;
}
