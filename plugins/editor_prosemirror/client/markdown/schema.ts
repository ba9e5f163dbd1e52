/**
 * The document model of the editor: CommonMark's blocks and marks, GitHub-style tables and
 * strikethrough, and raw HTML kept verbatim. Every node maps to one Markdown construct, so a
 * document always serializes back to Markdown (markdown-parser.ts, markdown-serializer.ts).
 */
import { Schema, type DOMOutputSpec, type Node as ProseMirrorNode } from 'prosemirror-model';
import { safeImageSrc, safeLinkHref } from './safe-url';

export type CellAlignment = 'left' | 'center' | 'right' | null;

const ALIGNMENTS: readonly string[] = ['left', 'center', 'right'];

export function toAlignment(value: unknown): CellAlignment {
  return typeof value === 'string' && ALIGNMENTS.includes(value) ? (value as CellAlignment) : null;
}

function cellSpec(tag: 'th' | 'td') {
  return {
    // No hard breaks: a pipe-table row is one line of Markdown.
    content: '(text | image | html_inline)*',
    attrs: { align: { default: null } },
    isolating: true,
    parseDOM: [{ tag, getAttrs: (dom: HTMLElement) => ({ align: toAlignment(dom.style.textAlign || dom.getAttribute('align')) }) }],
    toDOM(node: ProseMirrorNode): DOMOutputSpec {
      const align = toAlignment(node.attrs.align);
      return [tag, align ? { style: `text-align: ${align}` } : {}, 0];
    },
  };
}

export const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: {
      content: 'inline*',
      group: 'block',
      parseDOM: [{ tag: 'p' }],
      toDOM: () => ['p', 0],
    },
    blockquote: {
      content: 'block+',
      group: 'block',
      defining: true,
      parseDOM: [{ tag: 'blockquote' }],
      toDOM: () => ['blockquote', 0],
    },
    horizontal_rule: {
      group: 'block',
      // `---`, `***` or `___` as written, so an untouched rule keeps its spelling.
      attrs: { markup: { default: '---' } },
      parseDOM: [{ tag: 'hr' }],
      toDOM: () => ['div', { class: 'pm-rule' }, ['hr']],
    },
    heading: {
      attrs: { level: { default: 1 } },
      // No line breaks: an ATX heading is one line of Markdown.
      content: '(text | image | html_inline)*',
      group: 'block',
      defining: true,
      parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node) => [`h${Number(node.attrs.level)}`, 0],
    },
    code_block: {
      content: 'text*',
      marks: '',
      group: 'block',
      code: true,
      defining: true,
      // `params` is the info string after the fence (the language); `fence` is ``` or ~~~.
      attrs: { params: { default: '' }, fence: { default: '```' } },
      parseDOM: [
        {
          tag: 'pre',
          preserveWhitespace: 'full',
          getAttrs: (dom: HTMLElement) => ({ params: dom.getAttribute('data-params') ?? languageOfCode(dom) }),
        },
      ],
      toDOM: (node) => {
        const params = String(node.attrs.params ?? '');
        const language = params.split(/\s/)[0];
        return ['pre', { class: 'pm-code', ...(params ? { 'data-params': params, 'data-language': language } : {}) }, ['code', { spellcheck: 'false' }, 0]];
      },
    },
    /** Raw HTML as written in the Markdown; shown and kept verbatim, rendered only by the server. */
    html_block: {
      content: 'text*',
      marks: '',
      group: 'block',
      code: true,
      defining: true,
      parseDOM: [{ tag: 'pre.pm-html', preserveWhitespace: 'full' }],
      toDOM: () => ['pre', { class: 'pm-html' }, ['code', { spellcheck: 'false' }, 0]],
    },
    ordered_list: {
      content: 'list_item+',
      group: 'block',
      // `delimiter` is `.` or `)`; new lists are tight (no blank lines between items).
      attrs: { order: { default: 1 }, tight: { default: true }, delimiter: { default: '.' } },
      parseDOM: [{ tag: 'ol', getAttrs: (dom: HTMLElement) => ({ order: dom.hasAttribute('start') ? Number(dom.getAttribute('start')) : 1 }) }],
      toDOM: (node) => ['ol', Number(node.attrs.order) === 1 ? {} : { start: String(node.attrs.order) }, 0],
    },
    bullet_list: {
      content: 'list_item+',
      group: 'block',
      attrs: { tight: { default: true }, bullet: { default: '-' } },
      parseDOM: [{ tag: 'ul' }],
      toDOM: () => ['ul', 0],
    },
    list_item: {
      content: 'block+',
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: () => ['li', 0],
    },
    table: {
      content: 'table_row+',
      group: 'block',
      isolating: true,
      parseDOM: [{ tag: 'table' }],
      toDOM: () => ['div', { class: 'pm-table' }, ['table', ['tbody', 0]]],
    },
    table_row: {
      content: '(table_header | table_cell)+',
      parseDOM: [{ tag: 'tr' }],
      toDOM: () => ['tr', 0],
    },
    table_header: cellSpec('th'),
    table_cell: cellSpec('td'),
    text: { group: 'inline' },
    image: {
      inline: true,
      group: 'inline',
      draggable: true,
      attrs: { src: {}, alt: { default: '' }, title: { default: null } },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom: HTMLElement) => ({ src: dom.getAttribute('src'), alt: dom.getAttribute('alt') ?? '', title: dom.getAttribute('title') }),
        },
      ],
      toDOM: (node) => ['img', { src: safeImageSrc(node.attrs.src) ?? undefined, alt: node.attrs.alt, ...(node.attrs.title ? { title: node.attrs.title } : {}) }],
    },
    /**
     * A line break inside a paragraph. `soft` is a plain new line read from the Markdown (the site
     * renders it as a break, and it is written back as it was); breaks typed in the editor are
     * backslash breaks, which every Markdown renderer reads as a break.
     */
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      // Turning a paragraph into a code block turns its breaks into new lines, and back.
      linebreakReplacement: true,
      attrs: { soft: { default: false } },
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    },
    html_inline: {
      inline: true,
      group: 'inline',
      atom: true,
      attrs: { html: { default: '' } },
      parseDOM: [{ tag: 'code.pm-html-inline', getAttrs: (dom: HTMLElement) => ({ html: dom.textContent ?? '' }) }],
      toDOM: (node) => ['code', { class: 'pm-html-inline' }, String(node.attrs.html)],
    },
  },
  marks: {
    // Links and code come first so they sit outside emphasis when serialized (`[**a**](b)`).
    link: {
      attrs: { href: {}, title: { default: null } },
      inclusive: false,
      parseDOM: [{ tag: 'a[href]', getAttrs: (dom: HTMLElement) => ({ href: dom.getAttribute('href'), title: dom.getAttribute('title') }) }],
      toDOM: (mark) => ['a', { href: safeLinkHref(mark.attrs.href) ?? undefined, title: mark.attrs.title, rel: 'nofollow noopener noreferrer' }, 0],
    },
    em: {
      parseDOM: [{ tag: 'i' }, { tag: 'em' }, { style: 'font-style=italic' }],
      toDOM: () => ['em', 0],
    },
    strong: {
      parseDOM: [{ tag: 'strong' }, { tag: 'b', getAttrs: (dom: HTMLElement) => dom.style.fontWeight !== 'normal' && null }],
      toDOM: () => ['strong', 0],
    },
    strike: {
      parseDOM: [{ tag: 's' }, { tag: 'del' }, { tag: 'strike' }],
      toDOM: () => ['s', 0],
    },
    code: {
      code: true,
      parseDOM: [{ tag: 'code' }],
      toDOM: () => ['code', 0],
    },
  },
});

/** `<pre><code class="language-js">` as pasted from another page. */
function languageOfCode(dom: HTMLElement): string {
  const code = dom.querySelector('code');
  const match = /(?:^|\s)language-(\S+)/.exec(code?.className ?? '');
  return match ? match[1] : '';
}

export type EditorSchema = typeof schema;
