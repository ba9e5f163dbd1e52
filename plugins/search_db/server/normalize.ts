/**
 * One normalisation for indexing and for querying, on every database: lower-cased letters and
 * digits, everything else a separator; Chinese, Japanese and Korean runs become overlapping pairs
 * of characters (a query of two or more characters is found through its pairs) plus the single
 * characters (one-character words are found too). Every token is written with `TOKEN_PREFIX`
 * (so that none was shorter than MySQL FULLTEXT's `innodb_ft_min_token_size` nor one of its
 * stopwords, when MySQL had that index; the stored documents keep it), and carries nothing a
 * full-text query syntax reads: only letters and digits reach the engines.
 */

export const TOKEN_PREFIX = 'zz';
/** Longer words are cut (with the prefix, a token fits MySQL's `search_term.token`, 42 characters). */
const MAX_TOKEN_CHARS = 40;
/** Tokens of one post kept at most (PostgreSQL positions stop at 16,383). */
const MAX_DOC_TOKENS = 16_000;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SEGMENTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;

const encode = (token: string): string => TOKEN_PREFIX + Array.from(token).slice(0, MAX_TOKEN_CHARS).join('');

function clean(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\p{M}/gu, '');
}

/** Markup and links read as words would only add noise: tags, entities and URLs' punctuation go. */
function plain(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|\w+);/gi, ' ');
}

/**
 * Tokens of a post's text in order, the pairs of each CJK run in place and its single characters
 * after the rest (phrases keep their order through the pairs).
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  const singles: string[] = [];
  for (const [segment] of clean(plain(text)).matchAll(SEGMENTS)) {
    if (!CJK.test(segment)) {
      tokens.push(encode(segment));
      continue;
    }
    const chars = Array.from(segment);
    if (chars.length === 1) {
      tokens.push(encode(segment));
      continue;
    }
    for (let index = 0; index + 1 < chars.length; index += 1) tokens.push(encode(chars[index] + chars[index + 1]));
    for (const char of chars) singles.push(encode(char));
  }
  return [...tokens, ...singles].slice(0, MAX_DOC_TOKENS);
}

/** A post's indexed text: its tokens separated by spaces. */
export const indexText = (text: string): string => indexTokens(text).join(' ');

/**
 * What one word or phrase of a query asks for: tokens that must all be found, in that order when
 * `ordered` (a phrase, or a word the normaliser split, like `node.js`). Empty when nothing
 * searchable is left (punctuation, emoji).
 */
export interface TokenGroup {
  tokens: string[];
  ordered: boolean;
}

export function queryGroup(text: string): TokenGroup {
  const tokens: string[] = [];
  let ordered = true;
  for (const [segment] of clean(plain(text)).matchAll(SEGMENTS)) {
    const chars = Array.from(segment);
    if (!CJK.test(segment) || chars.length === 1) {
      // a lone CJK character sits among the singles, away from its neighbours' pairs
      if (CJK.test(segment)) ordered = false;
      tokens.push(encode(segment));
      continue;
    }
    for (let index = 0; index + 1 < chars.length; index += 1) tokens.push(encode(chars[index] + chars[index + 1]));
  }
  // a phrase of one token, or a word that stayed one token, needs no order
  return ordered && tokens.length > 1 ? { tokens, ordered: true } : { tokens: [...new Set(tokens)], ordered: false };
}
