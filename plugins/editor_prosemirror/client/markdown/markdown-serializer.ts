/**
 * Editor document → Markdown. prosemirror-markdown writes the blocks and marks; the functions
 * here add what it lacks (pipe tables, strikethrough, raw HTML, soft breaks) and escape text so
 * that what the user typed stays text: a line that starts with `1) `, a heading that ends in `#`,
 * `<b>` typed as words, a `|` inside a table cell.
 */
import { MarkdownSerializer, type MarkdownSerializerState } from 'prosemirror-markdown';
import type { Mark, Node as ProseMirrorNode } from 'prosemirror-model';
import { schema, toAlignment, type CellAlignment } from './schema';
import { formatDestination, formatTitle } from './destinations';

type NodeWriter = (state: MarkdownSerializerState, node: ProseMirrorNode, parent: ProseMirrorNode, index: number) => void;

/** Links being written as `<https://…>` autolinks, whose text must not be escaped. */
const inAutolink = new WeakSet<MarkdownSerializerState>();

/** A link written as `<url>`: an absolute URL whose whole text is the URL itself. */
function isAutolink(mark: Mark, parent: ProseMirrorNode, index: number): boolean {
  const href = String(mark.attrs.href);
  if (mark.attrs.title || !/^[a-z][a-z0-9+.-]*:[^\s<>]*$/i.test(href)) return false;
  const content = parent.child(index);
  if (!content.isText || content.text !== href || content.marks[content.marks.length - 1] !== mark) return false;
  return index === parent.childCount - 1 || !mark.isInSet(parent.child(index + 1).marks);
}

/** Whether the text at `index` begins a line of its block (first child, or right after a break). */
function startsLine(parent: ProseMirrorNode, index: number): boolean {
  if (parent.type === schema.nodes.heading) return false;
  return index === 0 || parent.child(index - 1).type === schema.nodes.hard_break;
}

/**
 * Line starts prosemirror-markdown's own escaping leaves alone: `1) ` and `+` (list markers), and
 * a run of `=` (a setext underline after a break). Runs on already escaped text.
 */
function escapeLineStart(text: string): string {
  return text
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
    .replace(/^\+(?=\s|$)/, '\\+')
    .replace(/^=+\s*$/, (run) => `\\${run}`);
}

/** `<b>` and `&amp;` typed as words would become HTML or an entity. */
function escapeHtmlLike(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])/g, '\\<').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/** `# Title #` loses its trailing `#` to the closing sequence of an ATX heading. */
function escapeClosingHashes(text: string): string {
  return text.replace(/(^|\s)(#+)(\s*)$/, '$1\\$2$3');
}

/** A task marker `[ ]` / `[x]` opening a list item stays as GitHub writes it, not `\[ \]`. */
const ESCAPED_TASK_MARKER = /^\\\[([ xX])\\\] /;

/** Paragraphs that open a list item, while they are being written (where a task marker may stand). */
const openingListItem = new WeakSet<MarkdownSerializerState>();

const writeText: NodeWriter = (state, node, parent, index) => {
  const text = (node.text ?? '').replace(/\n/g, ' ');
  if (inAutolink.has(state)) {
    state.text(text, false);
    return;
  }
  const lineStart = node.marks.length === 0 && startsLine(parent, index);
  // Blanks at a line start mean nothing in Markdown, or an indented code block.
  let out = lineStart ? escapeLineStart(state.esc(text.replace(/^[ \t]+/, ''), true)) : state.esc(text);
  if (lineStart && index === 0 && openingListItem.has(state)) out = out.replace(ESCAPED_TASK_MARKER, '[$1] ');
  out = escapeHtmlLike(out);
  if (parent.type === schema.nodes.heading && index === parent.childCount - 1) out = escapeClosingHashes(out);
  state.text(out, false);
};

/** A fence longer than any run of its character inside the code. */
function fenceFor(code: string, params: string, preferred: string): { fence: string; params: string } {
  // An info string after backticks may not contain a backtick.
  const char = preferred.startsWith('~') || params.includes('`') ? '~' : '`';
  const runs = code.match(char === '`' ? /`+/g : /~+/g) ?? [];
  const longest = runs.reduce((max, run) => Math.max(max, run.length), 0);
  return { fence: char.repeat(Math.max(3, longest + 1)), params: params.replace(/\n/g, ' ') };
}

/** `-` and `-` side by side would merge into one list; the second switches to `*` (or `)`). */
function listMarker(parent: ProseMirrorNode, index: number): string {
  const node = parent.child(index);
  const own = node.type === schema.nodes.bullet_list ? String(node.attrs.bullet || '-') : String(node.attrs.delimiter || '.');
  if (index === 0) return own;
  const previous = parent.child(index - 1);
  if (previous.type !== node.type) return own;
  const before = listMarker(parent, index - 1);
  if (before !== own) return own;
  if (node.type === schema.nodes.bullet_list) return own === '*' ? '-' : '*';
  return own === ')' ? '.' : ')';
}

function alignmentRule(align: CellAlignment, width: number): string {
  const dashes = '-'.repeat(Math.max(3, width - (align === 'center' ? 2 : align ? 1 : 0)));
  if (align === 'left') return `:${dashes}`;
  if (align === 'right') return `${dashes}:`;
  if (align === 'center') return `:${dashes}:`;
  return dashes;
}

/** One cell's inline content as Markdown on one line, its pipes escaped. */
function cellMarkdown(cell: ProseMirrorNode): string {
  const paragraph = schema.nodes.paragraph.create(null, cell.content);
  const markdown = markdownSerializer.serialize(schema.nodes.doc.create(null, paragraph));
  return markdown.replace(/\n/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A GitHub pipe table: the first row is the header, alignment from its cells, columns padded. */
const writeTable: NodeWriter = (state, node) => {
  const rows: string[][] = [];
  node.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => cells.push(cellMarkdown(cell)));
    rows.push(cells);
  });
  const columns = Math.max(1, ...rows.map((cells) => cells.length));
  const header = node.firstChild;
  const aligns: CellAlignment[] = [];
  for (let column = 0; column < columns; column++) {
    aligns.push(header && column < header.childCount ? toAlignment(header.child(column).attrs.align) : null);
  }
  const widths = aligns.map((align, column) => Math.max(align === 'center' ? 5 : align ? 4 : 3, ...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  const lines = [line(rows[0] ?? []), `| ${aligns.map((align, column) => alignmentRule(align, widths[column])).join(' | ')} |`, ...rows.slice(1).map(line)];
  lines.forEach((text, index) => {
    if (index > 0) state.ensureNewLine();
    state.write(text);
  });
  state.closeBlock(node);
};

const nodes: Record<string, NodeWriter> = {
  blockquote(state, node) {
    state.wrapBlock('> ', null, node, () => state.renderContent(node));
  },
  code_block(state, node) {
    const code = node.textContent;
    const { fence, params } = fenceFor(code, String(node.attrs.params ?? ''), String(node.attrs.fence ?? '```'));
    state.write(`${fence}${params}\n`);
    if (code) {
      state.text(code, false);
      state.ensureNewLine();
    }
    state.write(fence);
    state.closeBlock(node);
  },
  html_block(state, node) {
    state.text(node.textContent, false);
    state.closeBlock(node);
  },
  heading(state, node) {
    state.write(`${'#'.repeat(Number(node.attrs.level))} `);
    state.renderInline(node, false);
    state.closeBlock(node);
  },
  horizontal_rule(state, node) {
    state.write(String(node.attrs.markup || '---'));
    state.closeBlock(node);
  },
  bullet_list(state, node, parent, index) {
    const bullet = listMarker(parent, index);
    state.renderList(node, '  ', () => `${bullet} `);
  },
  ordered_list(state, node, parent, index) {
    const delimiter = listMarker(parent, index);
    const start = Number(node.attrs.order ?? 1);
    const widest = String(start + node.childCount - 1).length;
    const indent = ' '.repeat(widest + 2);
    state.renderList(node, indent, (item) => {
      const number = String(start + item);
      return `${' '.repeat(widest - number.length)}${number}${delimiter} `;
    });
  },
  list_item(state, node) {
    state.renderContent(node);
  },
  paragraph(state, node, parent, index) {
    if (parent.type === schema.nodes.list_item && index === 0) openingListItem.add(state);
    state.renderInline(node);
    openingListItem.delete(state);
    state.closeBlock(node);
  },
  table: writeTable,
  image(state, node) {
    const alt = state.esc(String(node.attrs.alt ?? '').replace(/\n/g, ' '));
    state.write(`![${alt}](${formatDestination(String(node.attrs.src ?? ''))}${formatTitle(node.attrs.title)})`);
  },
  hard_break(state, node, parent, index) {
    // Markdown has no break at the start or end of a paragraph: one there would end the block.
    if (!hasContentAround(parent, index)) return;
    state.write(node.attrs.soft ? '\n' : '\\\n');
  },
  html_inline(state, node) {
    state.text(String(node.attrs.html ?? ''), false);
  },
  text: writeText,
};

export const markdownSerializer = new MarkdownSerializer(nodes, {
  link: {
    open(state, mark, parent, index) {
      if (!isAutolink(mark, parent, index)) return '[';
      inAutolink.add(state);
      return '<';
    },
    close(state, mark) {
      if (inAutolink.delete(state)) return '>';
      return `](${formatDestination(String(mark.attrs.href))}${formatTitle(mark.attrs.title)})`;
    },
    mixable: true,
  },
  em: { open: '*', close: '*', mixable: true, expelEnclosingWhitespace: true },
  strong: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
  strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
  code: {
    open: (_state, _mark, parent, index) => backticksFor(parent.child(index), -1),
    close: (_state, _mark, parent, index) => backticksFor(parent.child(index - 1), 1),
    escape: false,
  },
});

/**
 * Enough backticks to enclose code that itself contains backticks, and a space inside each end
 * when the code starts or ends with a backtick, or with a space on both ends (Markdown strips
 * one space from each end of a code span).
 */
function backticksFor(node: ProseMirrorNode, side: -1 | 1): string {
  const text = node.isText ? (node.text ?? '') : '';
  const longest = (text.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || (/^ /.test(text) && / $/.test(text) && /[^ ]/.test(text));
  if (!pad) return ticks;
  return side < 0 ? `${ticks} ` : ` ${ticks}`;
}

function hasContentAround(parent: ProseMirrorNode, index: number): boolean {
  const isContent = (position: number) => parent.child(position).type !== schema.nodes.hard_break;
  let before = false;
  for (let position = index - 1; position >= 0 && !before; position--) before = isContent(position);
  let after = false;
  for (let position = index + 1; position < parent.childCount && !after; position++) after = isContent(position);
  return before && after;
}

/** The Markdown of an editor document. */
export function serializeMarkdown(doc: ProseMirrorNode): string {
  return markdownSerializer.serialize(doc);
}
