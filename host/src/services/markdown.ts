/**
 * The default Markdown renderer (`ctx.markdown` when no render plugin provides one): CommonMark
 * with GitHub-style tables and strikethrough, links made clickable, line breaks kept, then
 * sanitised to a user-content allow-list, as Answer stores `parsed_text`.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { MarkdownRenderer } from '@answer/sdk/server';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'del',
    's',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    th: ['align', 'style'],
    td: ['align', 'style'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  // Links users write must not pass reputation or act on the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
};

export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text ?? ''), SANITIZE);
}

export const defaultMarkdownRenderer: MarkdownRenderer = { render: renderMarkdown };
