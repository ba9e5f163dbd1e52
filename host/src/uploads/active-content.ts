/**
 * Content that could run or load something when a file is opened: markup hidden inside a raster
 * image (a polyglot that a sniffing browser or a careless proxy would render as a page) and the
 * active parts of an SVG. Uploads carrying any of it are refused, not cleaned: a refused file
 * cannot be cleaned wrongly.
 */

/**
 * Markup that turns bytes into a page when something sniffs them as HTML. Every pattern is long
 * enough that compressed pixel data does not produce it by chance (short ones like `<a ` would).
 */
const HTML_IN_BINARY = /<(?:script|html|body|head|iframe|object|embed|svg|img|meta|link|style|form|base)[\s/>]|<a\s+href|<!doctype\s+html|javascript:/i;

/** A raster image that also reads as an HTML page (a GIF/PNG/JPEG polyglot). */
export function binaryHasMarkup(bytes: Buffer): boolean {
  // latin1 keeps one character per byte, so patterns match wherever the bytes sit
  return HTML_IN_BINARY.test(bytes.toString('latin1'));
}

/** The text as a browser reads attribute values: character references resolved, blanks folded. */
function normalised(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_all, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&(?:colon|tab|newline);/gi, (entity) => ({ '&colon;': ':', '&tab;': '', '&newline;': '' })[entity.toLowerCase()] ?? '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Elements that run script or embed other documents. */
const ACTIVE_ELEMENTS = /<(?:[\w.-]+:)?(?:script|foreignobject|iframe|object|embed|handler|listener)[\s/>]/;
/** An animation (`<set>`, `<animate>`) that writes a link or an event handler. */
const ANIMATED_LINK = /attributename\s*=\s*["']?\s*(?:[\w.-]+:)?(?:href|on[a-z]+)/;
/** `onload=`, `onclick=`... on any element (attribute names are never entity-encoded). */
const EVENT_ATTRIBUTE = /[\s/"'](?:[\w.-]+:)?on[a-z]+\s*=/;
/** Declarations that define entities or pull in other files while parsing. */
const DECLARATIONS = /<!doctype|<!entity|<\?xml-stylesheet/;
const SCRIPT_URL = /(?:java|vb)script:/;
/** Any link or CSS reference to something other than a fragment of the document or an embedded raster image. */
const EXTERNAL_REFERENCE = /(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpe?g|gif|webp)[;,])[^\s"'>]|url\(\s*["']?\s*(?!#|data:image\/(?:png|jpe?g|gif|webp)[;,])[^\s"')]|@import/;

/**
 * Whether an SVG could run script or reach outside itself when opened. Text that is not UTF-8
 * (UTF-16, which a byte scan would miss) counts as active too.
 */
export function svgIsActive(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\u0000')) return true;
  const scanned = normalised(text);
  // browsers drop blanks inside a URL's scheme: `java script:` runs as `javascript:`
  const compact = scanned.replace(/ /g, '');
  return [ACTIVE_ELEMENTS, ANIMATED_LINK, EVENT_ATTRIBUTE, DECLARATIONS, EXTERNAL_REFERENCE].some((pattern) => pattern.test(scanned)) || SCRIPT_URL.test(compact);
}
