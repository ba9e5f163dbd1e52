/**
 * The icon of a log-in method (a connector's button, a linked login) as an image address. Answer's
 * connectors hand over an SVG in base64 without a prefix; others give a data URL, a web address or
 * SVG markup. Show it through `<img>`, where an SVG runs no script, never inject it into the page.
 */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function iconImageSource(icon: string): string | null {
  const value = icon.trim();
  if (value === '') return null;
  if (/^data:image\//i.test(value) || /^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  if (value.startsWith('<')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  const compact = value.replace(/\s+/g, '');
  if (compact.length % 4 === 0 && BASE64.test(compact)) return `data:image/svg+xml;base64,${compact}`;
  return null;
}
