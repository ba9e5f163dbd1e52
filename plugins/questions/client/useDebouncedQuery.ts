import { useEffect, useState } from 'react';

/**
 * The result of `load(query)`, asked once the query has stayed the same for `delayMs` (typing a
 * word is one request, not one a key). `fresh` says whether the value answers the current query
 * or an earlier one (still shown while the next loads, or not: the caller decides). A failed load
 * reads as `empty`.
 */
export function useDebouncedQuery<T>(
  query: string,
  enabled: boolean,
  delayMs: number,
  load: (query: string, signal: AbortSignal) => Promise<T>,
  empty: T,
): { value: T; fresh: boolean } {
  const [result, setResult] = useState<{ query: string; value: T } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (value) => setResult({ query, value }),
        () => setResult({ query, value: empty }),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `load` and `empty` are read when the query changes, not watched
  }, [query, enabled, delayMs]);
  return result ? { value: result.value, fresh: result.query === query } : { value: empty, fresh: false };
}
