/** Existing tags matching what is typed, asked once typing pauses; empty text asks nothing. */
import { useEffect, useState } from 'react';
import { useKernel } from '@answer/sdk';
import { searchTags, type TagBasic } from './api';

const SEARCH_DELAY_MS = 250;

export function useTagSuggestions(text: string): TagBasic[] {
  const { http } = useKernel();
  const query = text.trim();
  const [found, setFound] = useState<{ query: string; tags: TagBasic[] } | null>(null);
  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchTags(http, query, controller.signal).then(
        (tags) => setFound({ query, tags }),
        () => {
          // the kernel reported the failure; nothing is suggested
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, query]);
  // tags found for an earlier text may not match what is typed now
  return found && found.query === query ? found.tags : [];
}
