/**
 * The tag a page's address names. A synonym's address is replaced by its main tag's (as Answer's
 * pages do); an unknown tag shows the kernel's 404 page. `reload` loads it again after a change
 * while the page keeps showing the tag it has.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useKernel } from '@answer/sdk';
import { fetchTagByName, type TagInfo } from './api';

export interface LoadedTag {
  /** null until the tag named by the address has loaded */
  tag: TagInfo | null;
  reload: () => void;
}

export function useTagByName(name: string, pathOf: (slug: string) => string): LoadedTag {
  const { http } = useKernel();
  const navigate = useNavigate();
  const location = useLocation();
  const [loaded, setLoaded] = useState<{ name: string; tag: TagInfo } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchTagByName(http, name, controller.signal).then(
      (tag) => setLoaded({ name, tag }),
      () => {
        // a missing tag shows the 404 page; other failures were reported by the kernel
      },
    );
    return () => controller.abort();
  }, [http, name, version]);

  const main = loaded?.name === name ? loaded.tag.main_tag_slug_name : '';
  useEffect(() => {
    // the order and page of the list go along to the main tag
    if (main) navigate(`${pathOf(main)}${location.search}`, { replace: true });
  }, [main, pathOf, navigate, location.search]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const tag = loaded && loaded.name === name && !loaded.tag.main_tag_slug_name ? loaded.tag : null;
  return { tag, reload };
}
