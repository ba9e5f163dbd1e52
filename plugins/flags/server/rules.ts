/**
 * Checks of a flag's words, as pure functions so each is tested on its own: the reasons that ask
 * for words need some, and a duplicate's words must be a link to a page of this site.
 */
import { DUPLICATE_REASON } from './reasons';

export const CONTENT_MAX = 500;

/**
 * The message key of what is wrong with `content` for reason `reasonId`, or null when it is fine.
 * `origins`: the site's configured address and the one the request used (as closing checks it).
 */
export function contentProblem(reasonId: number, contentType: string, content: string, origins: readonly string[]): string | null {
  const text = content.trim();
  if (contentType && !text) return 'flag.content.empty';
  if ([...content].length > CONTENT_MAX) return 'flag.content.too_long';
  if (reasonId !== DUPLICATE_REASON) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'flag.content.url_invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'flag.content.url_invalid';
  const allowed = origins.flatMap((origin) => {
    try {
      return [new URL(origin).origin];
    } catch {
      return [];
    }
  });
  if (!allowed.includes(url.origin)) return 'flag.content.url_other_site';
  return null;
}
