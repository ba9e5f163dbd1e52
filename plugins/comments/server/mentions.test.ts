import { describe, expect, it } from 'vitest';
import { linkMentions, mentionedNames } from './mentions';

describe('comment mentions', () => {
  it('finds the names a comment mentions, not e-mail addresses or code', () => {
    expect(mentionedNames('@ada and @Bob.Smith, thanks @ada.')).toEqual(['ada', 'bob.smith']);
    expect(mentionedNames('mail ada@example.com')).toEqual([]);
    expect(mentionedNames('run `@decorator` or\n```\n@inside\n```\n@after')).toEqual(['after']);
    expect(mentionedNames('a lone @ or @x')).toEqual([]);
  });

  it('links existing members only and keeps the punctuation around them', () => {
    const known = new Set(['ada', 'bob.smith']);
    expect(linkMentions('@ada see @Bob.Smith. @nobody', known)).toBe('[@ada](/users/ada) see [@bob.smith](/users/bob.smith). @nobody');
    expect(linkMentions('(@ada)', known)).toBe('([@ada](/users/ada))');
    expect(linkMentions('`@ada` stays code', known)).toBe('`@ada` stays code');
    expect(linkMentions('[@ada](/users/ada) already linked', known)).toBe('[@ada](/users/ada) already linked');
  });
});
