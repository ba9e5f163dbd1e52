/**
 * Syntax highlighting of code blocks at render time, so stored HTML already carries highlight.js
 * classes and pages need no highlighter of their own.
 *
 * Only highlight.js's core with the languages below is loaded, not its full build: the full build
 * registers close to 200 grammars, which would all be loaded into every host process (and
 * bundled into the plugin's server file), and guessing the language of an unlabelled block
 * tries every registered grammar, so a long list makes guessing slower and its guesses worse.
 * These are the languages questions on a developer Q&A site are mostly about.
 */
import type { Language } from 'highlight.js';
import hljsCore from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import dart from 'highlight.js/lib/languages/dart';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import graphql from 'highlight.js/lib/languages/graphql';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import lua from 'highlight.js/lib/languages/lua';
import makefile from 'highlight.js/lib/languages/makefile';
import markdown from 'highlight.js/lib/languages/markdown';
import nginx from 'highlight.js/lib/languages/nginx';
import objectivec from 'highlight.js/lib/languages/objectivec';
import perl from 'highlight.js/lib/languages/perl';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import scala from 'highlight.js/lib/languages/scala';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  dart,
  diff,
  dockerfile,
  go,
  graphql,
  ini,
  java,
  javascript,
  json,
  kotlin,
  lua,
  makefile,
  markdown,
  nginx,
  objectivec,
  perl,
  php,
  plaintext,
  powershell,
  python,
  r,
  ruby,
  rust,
  scala,
  scss,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml,
};

/* An instance of our own: another plugin in the same process may use highlight.js too. */
const hljs = hljsCore.newInstance();
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/**
 * Guessing runs every grammar over the text (some 20 µs a character here), so it looks at the
 * start of a block only and highlights the whole block in the language found.
 */
export const GUESS_SAMPLE = 1_000;
/** Sample characters guessed per rendered document, so a post of many unlabelled blocks stays cheap. */
export const GUESS_DOCUMENT_LIMIT = 4_000;
/** highlight.js's confidence below which a guess is more often prose than code. */
const GUESS_MIN_RELEVANCE = 3;

/** What is left of the guessing allowance of one document; make one per render. */
export class GuessBudget {
  private remaining = GUESS_DOCUMENT_LIMIT;

  /** Takes `size` characters from the allowance, or answers false and takes nothing. */
  take(size: number): boolean {
    if (size > this.remaining) return false;
    this.remaining -= size;
    return true;
  }
}

export interface HighlightedCode {
  /** Escaped HTML of the code, with `hljs-*` spans when highlighted. */
  html: string;
  /** The language name for the `language-*` class, or '' when unknown. */
  language: string;
}

const CLASS_SAFE_NAME = /^[\w-]+$/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Highlights `code` written in `label` (the first word of a fence's info string, '' for none).
 * A known label is highlighted as that language; an unknown one is kept as the class name (a
 * client decorator such as a diagram renderer may look for it) with the code left plain; no label
 * means a guess from the block's start, within `budget`.
 */
export function highlightCode(code: string, label: string, budget: GuessBudget): HighlightedCode {
  const language = label ? hljs.getLanguage(label) : undefined;
  if (language) {
    const name = CLASS_SAFE_NAME.test(label) ? label.toLowerCase() : registeredName(language);
    return { html: hljs.highlight(code, { language: label, ignoreIllegals: true }).value, language: name };
  }
  if (label) return { html: escapeHtml(code), language: CLASS_SAFE_NAME.test(label) ? label : '' };
  const sample = code.slice(0, GUESS_SAMPLE);
  if (budget.take(sample.length)) {
    const guess = hljs.highlightAuto(sample);
    if (guess.language && guess.relevance >= GUESS_MIN_RELEVANCE) {
      return { html: hljs.highlight(code, { language: guess.language, ignoreIllegals: true }).value, language: guess.language };
    }
  }
  return { html: escapeHtml(code), language: '' };
}

/** The registered name of a language reached through an alias that cannot be a class name (`c++`). */
function registeredName(language: Language): string {
  return Object.keys(LANGUAGES).find((name) => hljs.getLanguage(name) === language) ?? '';
}
