import { useCallback, useEffect, useState } from 'react';

/**
 * A settings form's values as last saved and as being edited: the form starts from `saved`
 * (a new object resets it), and comparing the two tells whether to ask before leaving.
 * `load` fetches the saved values once (keep it stable); `normalize` turns form data into
 * complete values (a module-level function).
 */
export function useEditedValues<T>(normalize: (data: Partial<T>) => T, load: () => Promise<Partial<T> | null>) {
  const [saved, setSaved] = useState<T | null>(null);
  const [current, setCurrent] = useState<T | null>(null);

  const markSaved = useCallback((values: T) => {
    setSaved(values);
    setCurrent(values);
  }, []);

  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live && loaded) markSaved(normalize(loaded));
    });
    return () => {
      live = false;
    };
  }, [load, normalize, markSaved]);

  const onChange = useCallback((data: Partial<T>) => setCurrent(normalize(data)), [normalize]);
  return { saved, current, onChange, markSaved };
}
