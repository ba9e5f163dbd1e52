/**
 * The allow-list every rendered post goes through before it is stored or previewed. Markdown is
 * parsed with raw HTML off, so this is the second wall: whatever the parser or highlighter
 * produce, only these tags, attributes, classes, URL schemes and styles reach the page.
 */
import sanitizeHtml from 'sanitize-html';
import { isExternalLink } from './links';

/** What Markdown renders to; nothing else is ever needed by a post. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'span',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Highlighting classes only: a user can never borrow the site's own classes (`d-none`, `btn`). */
export const ALLOWED_CLASS = /^(hljs.*|language-[\w-]+)$/;

const TEXT_ALIGN = { 'text-align': [/^(left|right|center)$/] };

/** The `rel` of every link: no ranking credit for what users write, and marked as user content. */
export const LINK_REL = 'nofollow ugc';
/** External links open in a new tab, which must not get a handle on this page. */
export const EXTERNAL_LINK_REL = `${LINK_REL} noopener`;

/**
 * The sanitize-html options, given the site's host (null while unknown) for telling external
 * links, which get `target="_blank"`, from links within the site.
 */
export function sanitizeOptions(siteHost: string | null): sanitizeHtml.IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      code: ['class'],
      span: ['class'],
      th: ['style'],
      td: ['style'],
      ol: ['start'],
    },
    allowedClasses: { code: [ALLOWED_CLASS], span: [ALLOWED_CLASS] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedStyles: { th: TEXT_ALIGN, td: TEXT_ALIGN },
    disallowedTagsMode: 'discard',
    // the rel and target of a link are decided here, never taken from the input
    transformTags: {
      a: (_tagName, attribs) => {
        const external = attribs.href !== undefined && isExternalLink(attribs.href, siteHost);
        const kept: sanitizeHtml.Attributes = {};
        if (attribs.href !== undefined) kept.href = attribs.href;
        if (attribs.title !== undefined) kept.title = attribs.title;
        return { tagName: 'a', attribs: external ? { ...kept, rel: EXTERNAL_LINK_REL, target: '_blank' } : { ...kept, rel: LINK_REL } };
      },
    },
    // an image whose address was refused is an empty box: leave it out
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

let cached: { siteHost: string | null; options: sanitizeHtml.IOptions } | null = null;

/** Sanitises rendered HTML for the site whose host is `siteHost`. */
export function sanitizePostHtml(html: string, siteHost: string | null): string {
  // the host rarely changes: build the options once per host, not once per post
  if (cached?.siteHost !== siteHost) cached = { siteHost, options: sanitizeOptions(siteHost) };
  return sanitizeHtml(html, cached.options);
}
