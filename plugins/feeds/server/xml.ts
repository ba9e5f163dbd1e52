/**
 * The few XML pieces the feeds are written with: text and attribute escaping, CDATA sections that
 * no content can close early, and the two date forms (RFC 822 for RSS, RFC 3339 for Atom).
 */

/**
 * Characters XML 1.0 does not allow anywhere, not even escaped: C0 controls other than tab, line
 * feed and carriage return, U+FFFE and U+FFFF, and surrogates without their pair. A post body
 * may hold them (pasted text); one left in makes the whole feed unreadable to a strict parser.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters XML cannot carry. */
export function xmlSafe(text: string): string {
  return text.replace(FORBIDDEN, '');
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value (either quote). */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * Text inside one or more CDATA sections. A `]]>` in the text would end the section, so each one
 * is split between two sections (`]]` closes the first, `>` opens the next).
 */
export function cdata(text: string): string {
  return `<![CDATA[${xmlSafe(text).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as HTML, for the places RSS reads as markup (an item's description). */
export function textAsHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);
}

/** Unix seconds as RFC 822 (`Tue, 02 Jan 2024 03:04:05 GMT`), as RSS 2.0 writes dates. */
export function rfc822(seconds: number): string {
  return new Date(seconds * 1000).toUTCString();
}

/** Unix seconds as RFC 3339 in UTC (`2024-01-02T03:04:05Z`), as Atom writes dates. */
export function rfc3339(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `en_US` → `en-US`: the language tag both formats expect. */
export function languageTag(lang: string): string {
  return lang.replace(/_/g, '-');
}
