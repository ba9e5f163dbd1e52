/** How a link or image target and its title are written inside `(…)`. */

/**
 * `https://a.b/c` with parentheses and backslashes escaped; a target that is empty or holds
 * spaces or `<` goes in `<…>`, which Markdown allows for exactly that.
 */
export function formatDestination(url: string): string {
  const clean = url.replace(/[\r\n]+/g, '');
  if (clean === '' || /[\s<]/.test(clean)) return `<${clean.replace(/[<>\\]/g, '\\$&')}>`;
  return clean.replace(/[\\()]/g, '\\$&');
}

/** ` "A title"` after the target, or nothing. */
export function formatTitle(title: unknown): string {
  if (typeof title !== 'string' || title === '') return '';
  return ` "${title.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&')}"`;
}
