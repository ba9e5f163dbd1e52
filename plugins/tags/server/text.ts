/** The plain-text excerpt of a tag's rendered description, as tag pages and lists show it. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Answer's excerpt length: the first 240 characters of the text, then `...`. */
export const EXCERPT_LENGTH = 240;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? whole;
  });
}

/** Elements that end a run of words: the text on either side is apart. Inline ones (`<em>`) join it. */
const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}
