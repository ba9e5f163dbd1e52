/** A short tag of `text` (FNV-1a): the host and the kernel name the same content alike. */
export function contentTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}
