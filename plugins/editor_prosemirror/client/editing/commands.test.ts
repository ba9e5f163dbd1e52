import { describe, expect, it } from 'vitest';
import { schema } from '../markdown/schema';
import {
  headingLevel,
  insertHardBreak,
  insertHorizontalRule,
  insertTable,
  isInBlockquote,
  isInCodeBlock,
  isMarkActive,
  listType,
  setParagraph,
  toggleBlockquote,
  toggleCode,
  toggleCodeBlock,
  toggleEm,
  toggleHeading,
  toggleList,
  toggleStrike,
  toggleStrong,
} from './commands';
import { insertFileLink, insertImage, linkAtSelection, removeLink, setLink } from './links';
import { between, markdownOf, run, select, stateOf } from './test-support';

const { nodes, marks } = schema;

describe('mark buttons', () => {
  it.each([
    ['bold', toggleStrong, marks.strong, 'a **word** here'],
    ['italic', toggleEm, marks.em, 'a *word* here'],
    ['inline code', toggleCode, marks.code, 'a `word` here'],
    ['strikethrough', toggleStrike, marks.strike, 'a ~~word~~ here'],
  ])('%s wraps the selection, shows as active, and comes off again', (_name, command, type, expected) => {
    const selected = select(stateOf('a word here'), 'word');
    expect(isMarkActive(selected, type)).toBe(false);
    const marked = run(selected, command);
    expect(markdownOf(marked)).toBe(expected);
    expect(isMarkActive(marked, type)).toBe(true);
    expect(markdownOf(run(marked, command))).toBe('a word here');
  });

  it('shows a mark as active for a cursor inside marked text', () => {
    expect(isMarkActive(select(stateOf('some **bold** text'), 'ol', 'before'), marks.strong)).toBe(true);
    expect(isMarkActive(select(stateOf('some **bold** text'), 'text', 'after'), marks.strong)).toBe(false);
  });

  it('does nothing in a code block', () => {
    expect(toggleStrong(select(stateOf('```\ncode\n```'), 'code'))).toBe(false);
  });
});

describe('headings', () => {
  it('makes the paragraph a heading of the level, and the same level again a paragraph', () => {
    const state = select(stateOf('Title'), 'Title', 'after');
    const heading = run(state, toggleHeading(2));
    expect(markdownOf(heading)).toBe('## Title');
    expect(headingLevel(heading)).toBe(2);
    expect(markdownOf(run(heading, toggleHeading(3)))).toBe('### Title');
    expect(markdownOf(run(heading, toggleHeading(2)))).toBe('Title');
    expect(markdownOf(run(heading, setParagraph))).toBe('Title');
  });

  it('reports no level for a selection over a heading and a paragraph', () => {
    const state = stateOf('# A\n\nb');
    expect(headingLevel(select(state, 'A', 'after'))).toBe(1);
    expect(headingLevel(between(state, 'A', 'b'))).toBe(0);
  });
});

describe('blocks', () => {
  it('quotes a paragraph and unquotes it', () => {
    const quoted = run(select(stateOf('one\n\ntwo'), 'two'), toggleBlockquote);
    expect(markdownOf(quoted)).toBe('one\n\n> two');
    expect(isInBlockquote(quoted)).toBe(true);
    const back = run(quoted, toggleBlockquote);
    expect(markdownOf(back)).toBe('one\n\ntwo');
    expect(isInBlockquote(back)).toBe(false);
  });

  it('turns a paragraph into a code block and back, keeping its line breaks', () => {
    const code = run(select(stateOf('let a\\\nlet b'), 'let a', 'after'), toggleCodeBlock);
    expect(markdownOf(code)).toBe('```\nlet a\nlet b\n```');
    expect(isInCodeBlock(code)).toBe(true);
    expect(markdownOf(run(code, toggleCodeBlock))).toBe('let a\\\nlet b');
  });

  it('turns several selected paragraphs into one code block, a line each', () => {
    const selected = between(stateOf('first\n\nsecond\n\nthird'), 'first', 'second');
    expect(markdownOf(run(selected, toggleCodeBlock))).toBe('```\nfirst\nsecond\n```\n\nthird');
  });

  it('inserts a horizontal rule after the text, with a paragraph to go on in', () => {
    const state = run(select(stateOf('text'), 'text', 'after'), insertHorizontalRule);
    expect(markdownOf(state)).toBe('text\n\n---');
    expect(state.selection.$from.parent.type).toBe(nodes.paragraph);
    expect(state.doc.lastChild?.type).toBe(nodes.paragraph);
  });

  it('splits a paragraph for a rule inserted in the middle', () => {
    expect(markdownOf(run(select(stateOf('before after'), ' after', 'before'), insertHorizontalRule))).toBe('before\n\n---\n\nafter');
  });

  it('replaces an empty paragraph with the rule', () => {
    const state = stateOf('a\n\nb');
    const empty = run(select(state, 'a', 'after'), (s, dispatch) => {
      dispatch?.(s.tr.split(s.selection.from));
      return true;
    });
    expect(markdownOf(run(empty, insertHorizontalRule))).toBe('a\n\n---\n\nb');
  });

  it('inserts a table with a header row and puts the cursor in its first cell', () => {
    const state = run(select(stateOf('Intro'), 'Intro', 'after'), insertTable(3, 2));
    expect(markdownOf(state)).toBe('Intro\n\n|     |     |\n| --- | --- |\n|     |     |\n|     |     |');
    expect(state.selection.$from.parent.type).toBe(nodes.table_header);
    expect(state.doc.lastChild?.type).toBe(nodes.paragraph);
  });

  it('does not put a table, rule or code block inside a table cell', () => {
    const state = select(stateOf('| a | b |\n|---|---|\n| c | d |'), 'c', 'after');
    expect(insertTable()(state)).toBe(false);
    expect(insertHorizontalRule(state)).toBe(false);
  });

  it('inserts a line break in paragraphs and list items, not in headings or cells', () => {
    expect(markdownOf(run(select(stateOf('ab'), 'a', 'after'), insertHardBreak))).toBe('a\\\nb');
    expect(markdownOf(run(select(stateOf('- ab'), 'a', 'after'), insertHardBreak))).toBe('- a\\\n  b');
    expect(insertHardBreak(select(stateOf('# ab'), 'a', 'after'))).toBe(false);
    expect(insertHardBreak(select(stateOf('| ab |\n|---|'), 'a', 'after'))).toBe(false);
  });
});

describe('lists', () => {
  it('makes a bulleted list, switches it to numbered, and lifts it out', () => {
    const bullets = run(select(stateOf('one'), 'one'), toggleList(nodes.bullet_list));
    expect(markdownOf(bullets)).toBe('- one');
    expect(listType(bullets)).toBe(nodes.bullet_list);
    const numbered = run(bullets, toggleList(nodes.ordered_list));
    expect(markdownOf(numbered)).toBe('1. one');
    expect(listType(numbered)).toBe(nodes.ordered_list);
    expect(markdownOf(run(numbered, toggleList(nodes.ordered_list)))).toBe('one');
  });

  it('switches only the innermost list', () => {
    const state = select(stateOf('- outer\n  - inner'), 'inner');
    expect(markdownOf(run(state, toggleList(nodes.ordered_list)))).toBe('- outer\n  1. inner');
  });
});

describe('links', () => {
  it('links the selected text', () => {
    const state = run(select(stateOf('see the docs'), 'docs'), setLink('https://example.com/docs'));
    expect(markdownOf(state)).toBe('see the [docs](https://example.com/docs)');
  });

  it('inserts the text as a link at a bare cursor, or the address when no text is given', () => {
    expect(markdownOf(run(select(stateOf('go .'), 'go ', 'after'), setLink('https://a.example', 'there')))).toBe('go [there](https://a.example).');
    expect(markdownOf(run(select(stateOf('go .'), 'go ', 'after'), setLink('https://a.example')))).toBe('go <https://a.example>.');
  });

  it('finds the whole link around the cursor and changes its address', () => {
    const state = select(stateOf('a [long **link** text](https://old.example) b'), 'link', 'after');
    const found = linkAtSelection(state);
    expect(found?.href).toBe('https://old.example');
    expect(state.doc.textBetween(found?.from ?? 0, found?.to ?? 0)).toBe('long link text');
    expect(markdownOf(run(state, setLink('https://new.example')))).toBe('a [long **link** text](https://new.example) b');
  });

  it('removes the link around the cursor, keeping the text', () => {
    expect(markdownOf(run(select(stateOf('a [b c](https://x.example) d'), 'b', 'after'), removeLink))).toBe('a b c d');
    expect(removeLink(select(stateOf('plain'), 'plain'))).toBe(false);
  });

  it('refuses an empty address and links in code', () => {
    expect(setLink('  ')(select(stateOf('text'), 'text'))).toBe(false);
    expect(setLink('https://x.example')(select(stateOf('```\ncode\n```'), 'code'))).toBe(false);
  });
});

describe('uploaded files', () => {
  it('inserts an image as ![name](url) and an attachment as [name](url)', () => {
    const image = run(select(stateOf('Look: .'), 'Look: ', 'after'), insertImage('https://site.example/uploads/a.png', 'cat.png'));
    expect(markdownOf(image)).toBe('Look: ![cat.png](https://site.example/uploads/a.png).');
    const file = run(select(stateOf('Get .'), 'Get ', 'after'), insertFileLink('https://site.example/uploads/b.pdf', 'report.pdf'));
    expect(markdownOf(file)).toBe('Get [report.pdf](https://site.example/uploads/b.pdf).');
  });

  it('writes the Markdown as text inside a code block', () => {
    const state = run(select(stateOf('```\nx\n```'), 'x', 'after'), insertImage('https://s.example/a.png', 'a.png'));
    expect(state.doc.firstChild?.textContent).toBe('x![a.png](https://s.example/a.png)');
  });
});
