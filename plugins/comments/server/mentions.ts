/**
 * `@username` in a comment becomes a link to the member's profile when such a member exists, as
 * Answer shows mentions. Only the stored HTML changes: `original_text` keeps what was typed, so an
 * edit starts from the member's own words. Code spans and blocks are left alone.
 */

/** Usernames are a-z, 0-9, `-`, `.` and `_`, 2 to 30 characters (Answer's rule). */
const MENTION = /(^|[^\w@/[\].-])@([a-z0-9_][a-z0-9._-]{0,29})/gi;
/** Fenced blocks and inline code spans, kept as they are. */
const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/;

/** A trailing dot ends a sentence rather than the name ("thanks @ada."). */
const trimName = (name: string): string => name.replace(/\.+$/, '');

/** The names a text mentions, lower-cased, without repeats. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const part of text.split(CODE).filter((_, index) => index % 2 === 0)) {
    for (const match of part.matchAll(MENTION)) {
      const name = trimName(match[2]).toLowerCase();
      if (name.length >= 2) names.add(name);
    }
  }
  return [...names];
}

/** `text` with every mention of an existing member (`known`, lower-cased) made a Markdown link. */
export function linkMentions(text: string, known: ReadonlySet<string>): string {
  return text
    .split(CODE)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part.replace(MENTION, (whole, before: string, raw: string) => {
        const name = trimName(raw);
        const username = name.toLowerCase();
        if (!known.has(username)) return whole;
        return `${before}[@${username}](/users/${username})${raw.slice(name.length)}`;
      });
    })
    .join('');
}
