/**
 * The address of a document hosted elsewhere, when the whole text is one web address (what the
 * admin page suggests for such a document); null for a text of its own. The browser page opens
 * that address; the server-rendered page links to it.
 */
export function documentAddress(original: string): string | null {
  const text = original.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    return new URL(text).href;
  } catch {
    return null;
  }
}
