/** A member's address as the profile shows it. */

/**
 * A member's website as a link: the address (with `http://` when it names no scheme, as Answer
 * does) and its host for the label. Null for anything but an http(s) address, so a
 * `javascript:` text never becomes a link.
 */
export function websiteLink(website: string): { href: string; label: string } | null {
  const text = website.trim();
  if (!text) return null;
  const href = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `http://${text}`;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { href: url.href, label: url.host };
  } catch {
    return null;
  }
}
