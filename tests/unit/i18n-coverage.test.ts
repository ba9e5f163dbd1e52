/**
 * Every shipped language says everything English says: the same keys, and the same
 * `{{placeholders}}` in each message, for the kernel, the host and every plugin in the repo.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGES = ['zh_CN'];

function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** i18next plural forms differ by language (Chinese has only `other`), so keys compare without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function byBaseKey(messages: Map<string, string>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, text] of messages) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!result.has(base) || key.endsWith('_other')) result.set(base, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

function bundleDirs(): string[] {
  const dirs = [path.join(ROOT, 'core/i18n'), path.join(ROOT, 'host/i18n')];
  for (const id of readdirSync(path.join(ROOT, 'plugins'))) {
    const dir = path.join(ROOT, 'plugins', id, 'i18n');
    if (existsSync(dir)) dirs.push(dir);
    if (existsSync(path.join(dir, 'server'))) dirs.push(path.join(dir, 'server'));
  }
  return dirs;
}

describe.each(bundleDirs().map((dir) => [path.relative(ROOT, dir), dir]))('translations in %s', (_name, dir) => {
  const english = byBaseKey(flatten(JSON.parse(readFileSync(path.join(dir, 'en_US.json'), 'utf8'))));

  it.each(LANGUAGES)('%s has every key with the same placeholders', (language) => {
    const file = path.join(dir, `${language}.json`);
    expect(existsSync(file)).toBe(true);
    const translated = byBaseKey(flatten(JSON.parse(readFileSync(file, 'utf8'))));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
