/**
 * Markdown → editor document. markdown-it tokenizes (CommonMark plus GitHub tables and
 * strikethrough, as the site's renderer reads posts); each token maps to a node or mark of
 * schema.ts. Raw HTML becomes html_block / html_inline nodes holding the text as written, and a
 * plain new line inside a paragraph becomes a soft break, so nothing of the source is dropped.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { MarkdownParser, type ParseSpec } from 'prosemirror-markdown';
import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { schema, toAlignment } from './schema';

// No linkify or typographer: bare URLs and quotes stay text as typed (the server links them).
const tokenizer = new MarkdownIt('default', { html: true, linkify: false, typographer: false });

/** A list is tight when markdown-it hid its paragraphs (no blank lines between items). */
function listIsTight(tokens: Token[], index: number): boolean {
  for (let i = index + 1; i < tokens.length; i++) {
    if (tokens[i].type !== 'list_item_open') return tokens[i].hidden;
  }
  return false;
}

/** `style="text-align:right"` as markdown-it writes a pipe table's alignment. */
function cellAlignment(token: Token): { align: ReturnType<typeof toAlignment> } {
  const match = /text-align:\s*(\w+)/.exec(String(token.attrGet('style') ?? ''));
  return { align: toAlignment(match?.[1]) };
}

/** The alt text of `![*a* b](c)` is its plain text, `a b`. */
function plainText(tokens: Token[] | null): string {
  return (tokens ?? []).map((token) => (token.children ? plainText(token.children) : token.type === 'softbreak' ? ' ' : token.content)).join('');
}

const tokens: Record<string, ParseSpec> = {
  paragraph: { block: 'paragraph' },
  blockquote: { block: 'blockquote' },
  heading: { block: 'heading', getAttrs: (token) => ({ level: Number(token.tag.slice(1)) }) },
  bullet_list: { block: 'bullet_list', getAttrs: (token, stream, index) => ({ tight: listIsTight(stream, index), bullet: token.markup || '-' }) },
  ordered_list: {
    block: 'ordered_list',
    getAttrs: (token, stream, index) => {
      const start = token.attrGet('start');
      return { order: start === null ? 1 : Number(start), tight: listIsTight(stream, index), delimiter: token.markup === ')' ? ')' : '.' };
    },
  },
  list_item: { block: 'list_item' },
  code_block: { block: 'code_block', noCloseToken: true },
  fence: {
    block: 'code_block',
    noCloseToken: true,
    getAttrs: (token) => ({ params: token.info.trim(), fence: token.markup.startsWith('~') ? '~~~' : '```' }),
  },
  html_block: { block: 'html_block', noCloseToken: true },
  hr: { node: 'horizontal_rule', getAttrs: (token) => ({ markup: token.markup || '---' }) },
  table: { block: 'table' },
  thead: { ignore: true },
  tbody: { ignore: true },
  tr: { block: 'table_row' },
  th: { block: 'table_header', getAttrs: cellAlignment },
  td: { block: 'table_cell', getAttrs: cellAlignment },
  image: {
    node: 'image',
    getAttrs: (token) => ({ src: token.attrGet('src') ?? '', alt: plainText(token.children), title: token.attrGet('title') || null }),
  },
  hardbreak: { node: 'hard_break', attrs: { soft: false } },
  softbreak: { node: 'hard_break', attrs: { soft: true } },
  html_inline: { node: 'html_inline', getAttrs: (token) => ({ html: token.content }) },
  em: { mark: 'em' },
  strong: { mark: 'strong' },
  s: { mark: 'strike' },
  link: { mark: 'link', getAttrs: (token) => ({ href: token.attrGet('href') ?? '', title: token.attrGet('title') || null }) },
  code_inline: { mark: 'code', noCloseToken: true },
};

export const markdownParser = new MarkdownParser(schema, tokenizer, tokens);

/** The editor document for a post's Markdown. */
export function parseMarkdown(markdown: string): ProseMirrorNode {
  return markdownParser.parse(markdown);
}
