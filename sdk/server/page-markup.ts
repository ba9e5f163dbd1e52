/**
 * Pieces every server-rendered page needs alike: dates, paging links, addresses with a query, the
 * text of HTML. Values go through the `html` tag, so they are escaped where they are used.
 */
import { html, type SafeHtml } from './pages';

export { formatCount, pageWindow } from '../shared/counts';
import { pageWindow } from '../shared/counts';
import { bundledDate, type DateStyle } from '../shared/bundled-locales';

/**
 * Formatters by language and style for languages other than the bundled ones (see
 * `bundled-locales.ts`), made once: each one holds ICU data of its own, and making two
 * per date on every render cost a page tens of milliseconds and the host tens of megabytes of
 * memory that the garbage collector gave back late (docs/performance.md, Memory).
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat | null {
  const key = `${lang}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}`;
  let found = formatters.get(key);
  if (found === undefined) {
    try {
      found = new Intl.DateTimeFormat(lang.replace('_', '-'), { ...options, timeZone: 'UTC' });
    } catch {
      found = null;
    }
    // languages come from the site's bundles, but a bound keeps a stray one from growing the map
    if (formatters.size < 256) formatters.set(key, found);
  }
  return found;
}

const STYLES: Record<DateStyle, Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>> = { medium: { dateStyle: 'medium' }, long: { dateStyle: 'long', timeStyle: 'short' } };

function formatted(lang: string, seconds: number, style: DateStyle): string {
  const date = new Date(seconds * 1000);
  return bundledDate(lang, date, style) ?? formatter(lang, STYLES[style])?.format(date) ?? date.toISOString().slice(0, 10);
}

/**
 * A moment as a date in the page's language. A kept page is shared by every reader, so no
 * "3 hours ago" (it would go stale) and no reader's time zone (the server does not know it): UTC.
 */
export function timeTag(lang: string, seconds: number, className = ''): SafeHtml | null {
  if (!seconds || seconds <= 0) return null;
  const iso = new Date(seconds * 1000).toISOString();
  const long = formatted(lang, seconds, 'long');
  const short = formatted(lang, seconds, 'medium');
  return className ? html`<time class="${className}" datetime="${iso}" title="${long}">${short}</time>` : html`<time datetime="${iso}" title="${long}">${short}</time>`;
}

export interface PaginationInput {
  page: number;
  total: number;
  /** The address of page `n`, under the base path already. */
  href(n: number): string;
  /** The words of the links and of the navigation landmark, in the page's language. */
  labels: { previous: string; next: string; navigation: string };
}

/** Previous, numbered and next links, as the browser lists show them; nothing for a single page or past the last. */
export function pagination({ page, total, href, labels }: PaginationInput): SafeHtml | null {
  if (total <= 1 || page > total) return null;
  const items = pageWindow(page, total).map((target) =>
    target === null
      ? html`<li class="page-item disabled"><span class="page-link">…</span></li>`
      : target === page
        ? html`<li class="page-item active" aria-current="page"><a class="page-link" href="${href(target)}">${target}</a></li>`
        : html`<li class="page-item"><a class="page-link" href="${href(target)}">${target}</a></li>`,
  );
  const prev = page > 1 ? html`<li class="page-item"><a class="page-link" rel="prev" href="${href(page - 1)}">${labels.previous}</a></li>` : null;
  const next = page < total ? html`<li class="page-item"><a class="page-link" rel="next" href="${href(page + 1)}">${labels.next}</a></li>` : null;
  return html`<nav aria-label="${labels.navigation}" class="mt-4"><ul class="pagination pagination-sm flex-wrap">${prev}${items}${next}</ul></nav>`;
}

/** `path` with `query` (empty values left out), for links that keep a list's order and filter. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised HTML (a post, a bio), whitespace collapsed: for descriptions and excerpts. */
export function plainText(markup: string): string {
  return (
    markup
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // blocks keep their words apart, inline markup (`<em>`) joins them
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        const lower = name.toLowerCase();
        if (!lower.startsWith('#')) return ENTITIES[lower] ?? whole;
        const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}
