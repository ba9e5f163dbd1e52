/**
 * Answer's search syntax: `[tag]`, `user:name`, `score:N`, `answers:N`, `views:N`, `is:question`,
 * `is:answer`, `isaccepted:yes|no`, `hasaccepted:yes|no`, `inquestion:ID`, `"exact phrase"` and
 * plain words (`is:accepted` is `isaccepted:yes`). Anything that does not parse as an operator is
 * searched as a word; an unbalanced quote is a word character.
 */
import type { SearchQuery } from '@answer/sdk/server';

/** Operators and words of a query: the sdk's `SearchQuery`, which every search provider is asked. */
export type SearchSyntax = SearchQuery;

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
  else if (name === 'is' && value === 'accepted') syntax.accepted = true;
  else if (name === 'user') syntax.user = value;
  else if (name === 'inquestion') syntax.inQuestion = value;
  else return false;
  return true;
}

export function parseSearch(text: string): SearchSyntax {
  const syntax: SearchSyntax = { words: [], phrases: [], tags: [] };
  const rest = text.replace(/"([^"]*)"/g, (_, phrase: string) => {
    const trimmed = phrase.trim().toLowerCase();
    if (trimmed) syntax.phrases.push(trimmed);
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
    syntax.words.push(token.toLowerCase());
  }
  return syntax;
}
