/**
 * Markdown to the HTML posts are stored and previewed with: markdown-it as Answer renders
 * (raw HTML off, bare URLs made links, a line break in the text is a line break on the page,
 * GitHub tables and strikethrough), code blocks highlighted, then the strict allow-list.
 */
import MarkdownIt, { type Env, type MarkdownIt as MarkdownItParser } from 'markdown-it';
import type { MarkdownRenderer } from '@answer/sdk/server';
import { GuessBudget, highlightCode } from './highlight';
import { sanitizePostHtml } from './sanitize';

/** What one `render` call hands the code block rules through markdown-it's per-render `env`. */
interface RenderEnv extends Env {
  guesses: GuessBudget;
}

function codeBlock(code: string, label: string, env: Env | undefined): string {
  // a render started elsewhere than `render` below has no budget: it gets a fresh one
  const guesses = env?.guesses instanceof GuessBudget ? env.guesses : new GuessBudget();
  const { html, language } = highlightCode(code, label, guesses);
  const classes = language ? `hljs language-${language}` : 'hljs';
  return `<pre><code class="${classes}">${html}</code></pre>\n`;
}

const WWW = 'www.';

function createParser(): MarkdownItParser {
  // the default preset has tables and strikethrough; `html: false` writes any HTML out as text
  const parser = new MarkdownIt({ html: false, linkify: true, breaks: true });
  // GitHub also links `www.example.com` written without a scheme; bare `example.com` stays text,
  // or every `setup.py` would become a link
  parser.linkify.add(WWW, {
    validate: (text, pos, self) => {
      const length = self.testSchemaAt(text, '//', pos - WWW.length);
      return length > WWW.length ? length - WWW.length : 0;
    },
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });
  parser.renderer.rules.fence = (tokens, index, _options, env) => {
    const token = tokens[index];
    const label = parser.utils.unescapeAll(token.info).trim().split(/\s+/)[0] ?? '';
    return codeBlock(token.content, label, env);
  };
  parser.renderer.rules.code_block = (tokens, index, _options, env) => codeBlock(tokens[index].content, '', env);
  return parser;
}

/**
 * A renderer for the site whose host `siteHost()` answers (null while unknown), used to tell
 * external links apart.
 */
export function createMarkdownRenderer(siteHost: () => string | null, prepare?: () => Promise<void>): MarkdownRenderer {
  const parser = createParser();
  return {
    prepare,
    render(markdown: string): string {
      const env: RenderEnv = { guesses: new GuessBudget() };
      return sanitizePostHtml(parser.render(markdown ?? '', env), siteHost());
    },
  };
}
