/** Plain-text helpers for list items: the excerpt of rendered HTML and the title slug. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? whole;
  });
}

export const EXCERPT_LENGTH = 240;
/** HTML characters read first; most bodies' first 240 characters of text lie within them. */
const EXCERPT_FIRST_READ = 2048;
/** Characters of text beyond the cut that make a prefix safe to use (longer than any cut entity). */
const EXCERPT_MARGIN = 16;

/** Answer's `description`: the text of the rendered post, whitespace collapsed, cut at 240 characters with `...`. */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  // Long bodies: only as much of the start as gives enough text is read. Past `length` characters
  // plus a margin (an entity cut at the end decodes to at most a few), the cut text is not shown.
  for (let end = Math.min(html.length, EXCERPT_FIRST_READ); ; end = Math.min(html.length, end * 4)) {
    const whole = end >= html.length;
    const chars = Array.from(plainText(whole ? html : html.slice(0, end).replace(/<[^>]*$/, '')));
    if (whole || chars.length > length + EXCERPT_MARGIN) return chars.length > length ? `${chars.slice(0, length).join('')}...` : chars.join('');
  }
}

function plainText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

