/**
 * Checks a feed against its format's RELAX NG grammar with libxml2 (xmllint-wasm): well-formed
 * XML first, then every element, attribute, date and address where the format wants it. The
 * grammars are beside this file (`schemas/`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

export type FeedFormat = 'rss' | 'atom';

const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');
const schemas: Partial<Record<FeedFormat, string>> = {};

function schemaOf(format: FeedFormat): string {
  return (schemas[format] ??= readFileSync(path.join(SCHEMA_DIR, `${format}.rng`), 'utf8'));
}

/** The validator's complaints about `xml` as a feed of `format`; empty when it is valid. */
export async function feedErrors(xml: string, format: FeedFormat): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: `feed.${format}`, contents: xml }],
    schema: [{ fileName: `${format}.rng`, contents: schemaOf(format) }],
    extension: 'relaxng',
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
