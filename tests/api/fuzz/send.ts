/** Sends a fuzz case as it is: raw body bytes, the case's content type or none at all. */
import type { FuzzCase } from './cases';

export interface RawResponse {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  /**
   * The server closed the connection while the body was still being written, so no answer could
   * be read: how a server may refuse a body over its size limit (it answers 413 and closes without
   * reading the rest). Only a case that allows it (`mayCloseEarly`) reports this instead of failing.
   */
  closed?: true;
  /** Where a redirect leads (its `Location` header). */
  location?: string;
}

const causeCode = (error: unknown): string | undefined => {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code;
};

/** `encodeURIComponent` throws on lone surrogates; a client could still send their bytes. */
export function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        // the WTF-8 bytes of a lone surrogate
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

export async function sendCase(baseUrl: string, method: string, path: string, fuzz: FuzzCase, token: string | null): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  if (fuzz.contentType !== undefined) headers['Content-Type'] = fuzz.contentType;
  const url = `${baseUrl}${path}${fuzz.query ? `?${fuzz.query}` : ''}`;
  // a Buffer, so fetch adds no content type of its own
  const body = fuzz.body !== undefined && method !== 'GET' ? Buffer.from(fuzz.body) : undefined;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, redirect: 'manual' });
  } catch (error) {
    const code = causeCode(error);
    if (fuzz.mayCloseEarly && (code === 'EPIPE' || code === 'ECONNRESET')) return { status: 0, body: null, closed: true };
    throw error;
  }
  const text = await response.text();
  const location = response.headers.get('location') ?? undefined;
  try {
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), location };
  } catch {
    return { status: response.status, body: text, location };
  }
}
