/**
 * A buffer that owns exactly its bytes. zlib hands its output as a view of a 16 KB chunk, and
 * `Buffer.from` of a short string a view of Node's shared 8 KB pool: kept in the shared cache for
 * minutes, a 600-byte compressed copy held 16 KB that the store's byte count did not see
 * (docs/performance.md, Memory).
 */
export function exactBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}
