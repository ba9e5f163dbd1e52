/**
 * A tag's synonyms and whether the viewer may change them; `reload` after a save. The server finds
 * no synonyms of a deleted tag (it answers "tag not found"), so nothing is asked while `enabled`
 * is false.
 */
import { useCallback, useEffect, useState } from 'react';
import { useKernel } from '@answer/sdk';
import { fetchSynonyms, type TagSynonyms } from './api';

export function useSynonyms(tagId: string, enabled = true): { synonyms: TagSynonyms | null; reload: () => void } {
  const { http } = useKernel();
  const [loaded, setLoaded] = useState<{ tagId: string; synonyms: TagSynonyms } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    fetchSynonyms(http, tagId, controller.signal).then(
      (synonyms) => setLoaded({ tagId, synonyms }),
      () => {
        // the kernel reported the failure; the page shows no synonyms
      },
    );
    return () => controller.abort();
  }, [http, tagId, version, enabled]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { synonyms: enabled && loaded?.tagId === tagId ? loaded.synonyms : null, reload };
}
