/**
 * The Content-Security-Policy of the app's pages. Scripts come only from the site itself, plus
 * what the host vouches for by name: each inline script of the built page and of the admin's
 * custom head HTML by its hash, and the origin of each external script in that head HTML. Any
 * script a user manages to slip into a post, a name or a profile runs nowhere.
 */
import { createHash } from 'node:crypto';

/** One `<script>` element of a piece of HTML: its attributes and its text. */
interface ScriptElement {
  attributes: string;
  text: string;
}

// The text of a script element is raw up to the first `</script`: no entity or tag inside it
// counts, so this finds the same text the browser runs. A script this misreads (an attribute
// holding `>`) only gets a hash that matches nothing, and is blocked.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** Script types the browser runs; any other (`application/json` boot data) is inert text. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function scriptElements(html: string): ScriptElement[] {
  return Array.from(html.matchAll(SCRIPT), (match) => ({ attributes: match[1] ?? '', text: match[2] ?? '' }));
}

function attribute(pattern: RegExp, attributes: string): string | null {
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function runnable(script: ScriptElement): boolean {
  return RUNNABLE_TYPES.has((attribute(TYPE, script.attributes) ?? '').trim().toLowerCase());
}

/** The `'sha256-…'` source of a script text, hashed as the browser sees it (line ends already normalised by its parser). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** Hash sources of the inline scripts in `html` that would run. */
export function inlineScriptHashes(html: string): string[] {
  return scriptElements(html)
    .filter((script) => attribute(SRC, script.attributes) === null && runnable(script) && script.text.trim() !== '')
    .map((script) => scriptHash(script.text));
}

/**
 * Sources for the external scripts in `html`: the origin of each absolute http(s) address; a
 * protocol-relative one keeps the page's scheme. Same-origin addresses need nothing ('self'),
 * and other schemes (`data:`, `javascript:`) are never allowed.
 */
export function externalScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const script of scriptElements(html)) {
    const src = attribute(SRC, script.attributes)?.trim();
    if (!src) continue;
    if (src.startsWith('//')) {
      const host = hostSource(`https:${src}`);
      if (host) sources.push(host);
      continue;
    }
    if (!/^https?:/i.test(src)) continue;
    const origin = originOf(src);
    if (origin) sources.push(origin);
  }
  return sources;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

function hostSource(address: string): string | null {
  try {
    return new URL(address).host || null;
  } catch {
    return null;
  }
}

export interface PolicyInput {
  /** The page template (the built index.html), before the boot data goes in. */
  template: string;
  /** The admin's custom head HTML; scripts in it are analytics and the like the admin chose. */
  customHead: string;
}

/**
 * The forms' schema validator (ajv, the same rules as the server's so both give one verdict)
 * compiles each schema to a function when the form first shows, and schemas come from plugins,
 * some only known at run time, so they cannot be compiled ahead. This lets code already running
 * build functions from strings; it does not let markup in a page run anything: inline scripts and
 * event-handler attributes stay blocked.
 */
const SCHEMA_COMPILER = "'unsafe-eval'";

function unique(values: Iterable<string>): string[] {
  return Array.from(new Set(values));
}

export function contentSecurityPolicy({ template, customHead }: PolicyInput): string {
  const trustedOrigins = externalScriptSources(customHead);
  const scripts = unique(["'self'", SCHEMA_COMPILER, ...inlineScriptHashes(template), ...inlineScriptHashes(customHead), ...trustedOrigins]);
  // an analytics script the admin added reports back to where it came from
  const connect = unique(["'self'", ...trustedOrigins]);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React style attributes, Bootstrap's components and the theme colours written into <style>
    // at run time are inline styles; CSS cannot run script in current browsers, so this is safe
    "style-src 'self' 'unsafe-inline'",
    // posts embed images from anywhere on the web (the site setting decides whether they show)
    "img-src 'self' data: https: http:",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of the last input, kept: the template and the custom head change rarely, pages are many. */
export class PolicyCache {
  private last: { template: string; customHead: string; policy: string } | null = null;

  policy(input: PolicyInput): string {
    if (this.last?.template === input.template && this.last.customHead === input.customHead) return this.last.policy;
    const policy = contentSecurityPolicy(input);
    this.last = { ...input, policy };
    return policy;
  }
}
