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

/** Answer's `description`: the text of the rendered post, whitespace collapsed, cut at 240 characters with `...`. */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}

/** `url_title`: the title as a lower-case slug of letters and digits; `topic` when nothing is left. */
export function urlTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(slug).slice(0, 150).join('').replace(/-+$/, '');
  return cut || 'topic';
}
