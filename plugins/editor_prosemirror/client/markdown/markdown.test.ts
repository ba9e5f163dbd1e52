import { describe, expect, it } from 'vitest';
import MarkdownIt from 'markdown-it';
import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { parseMarkdown } from './markdown-parser';
import { serializeMarkdown } from './markdown-serializer';
import { schema } from './schema';

const roundTrip = (markdown: string) => serializeMarkdown(parseMarkdown(markdown));

/** Renderers as the site may be set up: the host's default (no raw HTML, new lines as breaks), and one that passes HTML. */
const renderers = [new MarkdownIt({ html: false, linkify: true, breaks: true }), new MarkdownIt({ html: true, linkify: false, breaks: false })];

/** Markdown that the editor writes back exactly as it read it, one per construct. */
const CANONICAL: Record<string, string> = {
  headings: '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
  'bold, italic, strikethrough': 'Some **bold**, *italic*, ***both*** and ~~struck~~ text.',
  'inline code': 'Run `npm test` now.',
  'inline code with backticks': 'Use ``a`b`` or `` `tick` `` here.',
  'code block with language': '```ts\nconst answer = 42;\n\nconsole.log(answer);\n```',
  'code block without language': '```\nplain\n```',
  'code block holding a fence': '````md\n```js\nx\n```\n````',
  'tilde fence': '~~~python\nprint("hi")\n~~~',
  blockquote: '> A quote\n> on two lines\n>\n> and a second paragraph',
  'nested blockquote with a list': '> Outer\n>\n> > Inner\n>\n> - one\n> - two',
  'bullet list': '- one\n- two\n- three',
  'bullet list with another marker': '* one\n* two',
  'ordered list': '1. one\n2. two\n3. three',
  'ordered list from 3 with ) delimiter': '3) three\n4) four',
  'nested lists': '1. first\n   - a\n   - b\n     1. deep\n2. second\n   - c',
  'loose list': '- one\n\n- two',
  'list item with a code block': '- item\n\n  ```sh\n  ls\n  ```',
  links: '[site](https://example.com) and [titled](https://example.com/a "The title") and [path](/questions/1)',
  autolink: '<https://example.com/page>',
  images: '![a cat](https://example.com/cat.png) and ![](https://example.com/x.png "Title")',
  'linked image': '[![logo](https://example.com/logo.png)](https://example.com)',
  table: '| Name  | Count |\n| ----- | ----- |\n| apple | 3     |\n| pear  | 10    |',
  'table with alignment': '| Left | Centre | Right |\n| :--- | :----: | ----: |\n| a    | b      | c     |',
  'table with marks, code and escaped pipes': '| Code     | Text         |\n| -------- | ------------ |\n| `a \\| b` | **x** \\| *y* |',
  'horizontal rule': 'above\n\n---\n\nbelow',
  'other rule markers': '***\n\n___',
  'hard breaks': 'line one\\\nline two',
  'soft breaks (shown as breaks by the site)': 'line one\nline two',
  'raw HTML inline and block': 'Press <kbd>Ctrl</kbd> now.\n\n<div align="center">\n  <b>centered</b>\n</div>',
  'task list markers': '- [ ] todo\n- [x] done',
  escapes: '1\\. not a list, \\*not emphasis\\*, \\[not a link\\] and \\<b> as text',
};

describe('Markdown round trip', () => {
  it.each(Object.entries(CANONICAL))('keeps %s as written', (_name, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it.each(Object.entries(CANONICAL))('reads %s into a document that writes and reads back the same', (_name, markdown) => {
    const doc = parseMarkdown(markdown);
    expect(parseMarkdown(serializeMarkdown(doc)).eq(doc)).toBe(true);
  });

  it('reads each construct into the node it stands for', () => {
    const doc = parseMarkdown(Object.values(CANONICAL).join('\n\n'));
    const types = new Set<string>();
    const markTypes = new Set<string>();
    doc.descendants((node) => {
      types.add(node.type.name);
      for (const mark of node.marks) markTypes.add(mark.type.name);
    });
    expect([...types].sort()).toEqual(Object.keys(schema.nodes).filter((name) => name !== 'doc').sort());
    expect([...markTypes].sort()).toEqual(Object.keys(schema.marks).sort());
  });

  it('keeps the language of a code block and code as typed', () => {
    const doc = parseMarkdown('```js title="a.js"\nif (a < b && c) `x`;\n```');
    const block = doc.firstChild;
    expect(block?.type.name).toBe('code_block');
    expect(block?.attrs.params).toBe('js title="a.js"');
    expect(block?.textContent).toBe('if (a < b && c) `x`;');
  });

  it('reads table alignment and header cells', () => {
    const table = parseMarkdown('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |').firstChild as ProseMirrorNode;
    expect(table.type.name).toBe('table');
    expect(table.child(0).child(0).type.name).toBe('table_header');
    expect(table.child(1).child(0).type.name).toBe('table_cell');
    expect([0, 1, 2].map((column) => table.child(1).child(column).attrs.align)).toEqual(['left', 'center', 'right']);
  });

  it('pads short table rows and writes them with every column', () => {
    expect(roundTrip('| a | b |\n|---|---|\n| 1 |')).toBe('| a   | b   |\n| --- | --- |\n| 1   |     |');
  });

  it('writes a table inside a list item with the item indent', () => {
    const markdown = '- item\n\n  | a   | b   |\n  | --- | --- |\n  | 1   | 2   |';
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it.each([
    ['a setext heading as an ATX heading', 'Title\n=====\n\nSub\n---', '# Title\n\n## Sub'],
    ['underscore emphasis with stars', '_a_ and __b__', '*a* and **b**'],
    ['an indented code block as a fenced one', '    indented code', '```\nindented code\n```'],
    ['an entity as its character', 'Fish &amp; chips', 'Fish & chips'],
    ['reference links as inline links', '[docs][1]\n\n[1]: https://example.com/docs', '[docs](https://example.com/docs)'],
    ['a two-space break as a backslash break', 'one  \ntwo', 'one\\\ntwo'],
    ['an empty document', '', ''],
  ])('writes %s, which shows the same', (_name, input, output) => {
    expect(roundTrip(input)).toBe(output);
    for (const renderer of renderers) expect(renderer.render(output)).toBe(renderer.render(input));
  });

  it('renders every construct the same after a round trip', () => {
    for (const markdown of Object.values(CANONICAL)) {
      for (const renderer of renderers) expect(renderer.render(roundTrip(markdown))).toBe(renderer.render(markdown));
    }
  });
});

describe('text typed in the editor stays text', () => {
  const { nodes, marks } = schema;
  const paragraph = (...content: ProseMirrorNode[]) => nodes.paragraph.create(null, content);
  const text = (value: string) => schema.text(value);
  const doc = (...blocks: ProseMirrorNode[]) => nodes.doc.create(null, blocks);
  const softBreak = () => nodes.hard_break.create({ soft: true });

  it.each([
    ['a line starting like a heading', '# not a heading'],
    ['a line starting like a list', '- not a list'],
    ['a line starting like a numbered list', '1. not a list'],
    ['a line starting like a ) list', '2) not a list'],
    ['a lone plus', '+'],
    ['a line starting like a quote', '> not a quote'],
    ['a fence', '```js'],
    ['emphasis characters', 'a *b* _c_ ~~d~~ `e`'],
    ['link syntax', '[text](https://example.com) and ![img](x.png)'],
    ['HTML', '<b>bold?</b> <!-- comment -->'],
    ['entities', '&amp; &#169; &copy;'],
    ['backslashes', 'C:\\path\\to\\*file*'],
    ['leading blanks', '    not code'],
    ['an autolink', '<https://example.com>'],
  ])('%s', (_name, value) => {
    const typed = doc(paragraph(text(value)));
    const reread = parseMarkdown(serializeMarkdown(typed));
    expect(reread.textContent).toBe(value.replace(/^\s+/, ''));
    expect(reread.childCount).toBe(1);
    expect(reread.firstChild?.type.name).toBe('paragraph');
    expect(reread.firstChild?.childCount).toBe(1);
  });

  it('keeps text after a line break from starting a block', () => {
    for (const line of ['# heading?', '- item?', '1. item?', '===', '> quote?', '<div>']) {
      const typed = doc(paragraph(text('first'), softBreak(), text(line)));
      expect(parseMarkdown(serializeMarkdown(typed)).eq(typed)).toBe(true);
    }
  });

  it('keeps a trailing # in a heading', () => {
    const heading = nodes.heading.create({ level: 2 }, text('Using C #'));
    expect(parseMarkdown(serializeMarkdown(doc(heading))).firstChild?.textContent).toBe('Using C #');
  });

  it('escapes pipes in table cells, in text and in code', () => {
    const cell = (content: ProseMirrorNode[]) => nodes.table_cell.create(null, content);
    const header = (value: string) => nodes.table_header.create(null, value ? text(value) : null);
    const table = nodes.table.create(null, [
      nodes.table_row.create(null, [header('a|b'), header('')]),
      nodes.table_row.create(null, [cell([schema.text('x | y', [marks.code.create()])]), cell([text('p|q')])]),
    ]);
    const reread = parseMarkdown(serializeMarkdown(doc(table)));
    expect(reread.eq(doc(table))).toBe(true);
  });

  it('keeps two lists next to each other apart', () => {
    const item = (value: string) => nodes.list_item.create(null, paragraph(text(value)));
    for (const type of [nodes.bullet_list, nodes.ordered_list]) {
      const typed = doc(type.create(null, item('a')), type.create(null, item('b')));
      const reread = parseMarkdown(serializeMarkdown(typed));
      expect(reread.childCount).toBe(2);
      expect(reread.child(1).type).toBe(type);
    }
  });

  it('writes link targets with spaces or parentheses so they still work', () => {
    const link = (href: string) => doc(paragraph(schema.text('here', [marks.link.create({ href })])));
    for (const href of ['https://example.com/a b', 'https://example.com/(x)', 'https://example.com/a)b', '']) {
      const reread = parseMarkdown(serializeMarkdown(link(href)));
      const mark = reread.firstChild?.firstChild?.marks[0];
      expect(mark?.type.name).toBe('link');
      expect(decodeURI(String(mark?.attrs.href))).toBe(href);
    }
  });

  it('keeps a code span with spaces at both ends', () => {
    const typed = doc(paragraph(schema.text(' padded ', [marks.code.create()])));
    expect(parseMarkdown(serializeMarkdown(typed)).eq(typed)).toBe(true);
  });

  it('drops line breaks Markdown cannot hold at the start or end of a paragraph', () => {
    const typed = doc(paragraph(nodes.hard_break.create(), text('text'), nodes.hard_break.create()));
    expect(serializeMarkdown(typed)).toBe('text');
  });
});
