/**
 * The posts a text links to: addresses of this site's question pages (`/questions/<id>`,
 * `/questions/<id>/<slug>`, `/questions/<id>/<slug>/<answer id>`, ids long or short) and Answer's
 * `#<post id>` references. Pure, so the recognition rules are tested on their own.
 */
import { contentIdOf, longId, objectTypeOf, OBJECT_TYPE } from '@answer/sdk/server';

/** A link's target: a question, or an answer (whose question may not be known from the text). */
export interface LinkRef {
  /** Long id of the question; null for a `#<answer id>` reference. */
  questionId: string | null;
  /** Long id of the answer, '0' when the link names the question. */
  answerId: string;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`()[\]]+/g;
/** Relative links in Markdown link syntax: `[text](/questions/...)`. */
const RELATIVE_PATTERN = /\]\(\s*(\/[^\s)]+)/g;
/** `#` then a long id or a short one, not inside a word or an address. */
const REFERENCE_PATTERN = /(^|[\s(>[])#([0-9a-zA-Z]{4,17})(?![0-9a-zA-Z_/-])/g;

/** A path segment with its escapes undone; null when an escape is malformed (`%`, `%E0%A4%A`), which names no post. */
function decodedSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const idOfType = (raw: string, type: number): string | null => {
  const segment = decodedSegment(raw);
  return segment === null ? null : contentIdOf(segment, type);
};

/** The target of a `/questions/...` path (after an optional base path), or null. */
function refOfPath(pathname: string): LinkRef | null {
  const match = /\/questions\/([^/?#]+)(?:\/([^/?#]+))?(?:\/([^/?#]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const questionId = idOfType(match[1], OBJECT_TYPE.question);
  if (!questionId) return null;
  // permalink modes without a slug put the answer id second
  const answerId = (match[3] && idOfType(match[3], OBJECT_TYPE.answer)) || (match[2] && idOfType(match[2], OBJECT_TYPE.answer)) || '0';
  return { questionId, answerId };
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Every post `text` links to, once each, in order of first mention. `siteUrls` are this site's
 * addresses: links to other sites are not links between posts.
 */
export function linkRefs(text: string, siteUrls: readonly string[]): LinkRef[] {
  const origins = new Set(siteUrls.map(originOf).filter((origin): origin is string => origin !== null));
  const found: LinkRef[] = [];
  const seen = new Set<string>();
  const add = (ref: LinkRef | null) => {
    if (!ref) return;
    const key = `${ref.questionId ?? ''}:${ref.answerId}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(ref);
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = match[0].replace(/[.,;:!?]+$/, '');
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (origins.has(url.origin)) add(refOfPath(url.pathname));
  }
  for (const match of text.matchAll(RELATIVE_PATTERN)) add(refOfPath(match[1].split(/[?#]/)[0]));
  for (const match of text.matchAll(REFERENCE_PATTERN)) {
    const id = longId(match[2]);
    if (!id) continue;
    const type = objectTypeOf(id);
    if (type === OBJECT_TYPE.question) add({ questionId: id, answerId: '0' });
    else if (type === OBJECT_TYPE.answer) add({ questionId: null, answerId: id });
  }
  return found;
}
