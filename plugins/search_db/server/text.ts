/** Text of search results: a plain excerpt of rendered HTML and the title's URL slug. */

const EXCERPT_CHARS = 240;
/** Enough HTML for the excerpt of nearly every post, so a long body is not scanned whole. */
const HTML_READ = 4096;
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function plainExcerpt(html: string): string {
  const text = html
    .slice(0, HTML_READ)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, code: string) =>
      code.startsWith('#') ? String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : (ENTITY[code.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}...` : text;
}

/** Letters and digits joined by dashes, as question addresses carry them (`topic` for an empty title). */
export const titleSlug = (title: string): string =>
  Array.from(title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, ''))
    .slice(0, 150)
    .join('')
    .replace(/-$/, '') || 'topic';
