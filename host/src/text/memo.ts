/**
 * A function of one text, remembered for the texts it was last asked about. Request headers
 * (`Accept-Encoding`, `Accept-Language`) and kept settings come in a handful of forms, and parsing
 * one on every request showed in the members' profiles. The memory stays bounded: when `limit`
 * texts are known, the next new one starts a fresh table (a client sending a new header each time
 * costs what it cost before, no more).
 */
export function memoByText<T>(compute: (text: string) => T, limit = 256): (text: string) => T {
  let known = new Map<string, T>();
  return (text: string): T => {
    const found = known.get(text);
    if (found !== undefined || known.has(text)) return found as T;
    const value = compute(text);
    if (known.size >= limit) known = new Map();
    known.set(text, value);
    return value;
  };
}
