/**
 * Answer's search syntax: `[tag]`, `user:name`, `score:N`, `answers:N`, `views:N`, `is:question`,
 * `is:answer`, `isaccepted:yes|no`, `hasaccepted:yes|no`, `inquestion:ID`, `"exact phrase"` and
 * plain words. Anything that does not parse as an operator is searched as a word.
 */

export interface SearchSyntax {
  /** Words and phrases, lower-cased; every one must be found in the post. */
  terms: string[];
  /** Tag slugs, lower-cased; the post's question must carry every one. */
  tags: string[];
  user?: string;
  minScore?: number;
  minAnswers?: number;
  minViews?: number;
  /** Only this kind of post. */
  kind?: 'question' | 'answer';
  /** Answers: accepted (true) or not (false). */
  accepted?: boolean;
  /** Questions: with an accepted answer (true) or without (false). */
  hasAccepted?: boolean;
  /** Answers of this question (its id as written). */
  inQuestion?: string;
}

const NUMBER_OPERATORS = { score: 'minScore', answers: 'minAnswers', views: 'minViews' } as const;
const YES_NO_OPERATORS = { isaccepted: 'accepted', hasaccepted: 'hasAccepted' } as const;

/** One `name:value` operator applied to `syntax`; false when it is not one (then it is a word). */
function applyOperator(syntax: SearchSyntax, name: string, value: string): boolean {
  if (name in NUMBER_OPERATORS) {
    if (!/^-?\d{1,9}$/.test(value)) return false;
    syntax[NUMBER_OPERATORS[name as keyof typeof NUMBER_OPERATORS]] = Number(value);
    return true;
  }
  if (name in YES_NO_OPERATORS) {
    if (value !== 'yes' && value !== 'no') return false;
    syntax[YES_NO_OPERATORS[name as keyof typeof YES_NO_OPERATORS]] = value === 'yes';
    return true;
  }
  if (name === 'is' && (value === 'question' || value === 'answer')) syntax.kind = value;
  else if (name === 'user') syntax.user = value;
  else if (name === 'inquestion') syntax.inQuestion = value;
  else return false;
  return true;
}

export function parseSearch(text: string): SearchSyntax {
  const syntax: SearchSyntax = { terms: [], tags: [] };
  const rest = text.replace(/"([^"]*)"/g, (_, phrase: string) => {
    const trimmed = phrase.trim().toLowerCase();
    if (trimmed) syntax.terms.push(trimmed);
    return ' ';
  });
  for (const token of rest.split(/\s+/)) {
    if (!token) continue;
    const tag = /^\[([^\]]+)\]$/.exec(token);
    if (tag) {
      syntax.tags.push(tag[1].toLowerCase());
      continue;
    }
    const operator = /^([a-z]+):(.+)$/i.exec(token);
    const name = operator?.[1].toLowerCase() ?? '';
    // usernames and short ids keep their case; the other values are keywords
    if (operator && applyOperator(syntax, name, name === 'user' || name === 'inquestion' ? operator[2] : operator[2].toLowerCase())) continue;
    syntax.terms.push(token.toLowerCase());
  }
  return syntax;
}
