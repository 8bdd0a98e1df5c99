/**
 * Gathers a body's chunks into one buffer as they arrive. A list of chunks concatenated at the end
 * holds the upload twice at that moment (20 MiB → 40 MiB); this holds it once, in a buffer sized
 * from Content-Length when the client sends one (grown by doubling otherwise), never beyond `limit`.
 */
export class ByteCollector {
  private buffer: Buffer;
  private length = 0;

  constructor(
    private readonly limit: number,
    expectedLength?: number,
  ) {
    const expected = expectedLength !== undefined && Number.isSafeInteger(expectedLength) && expectedLength >= 0 ? expectedLength : 64 * 1024;
    this.buffer = Buffer.allocUnsafe(Math.min(expected, limit));
  }

  /** Adds a chunk; false (and nothing kept) once the total would pass the limit. */
  push(chunk: Buffer): boolean {
    const needed = this.length + chunk.length;
    if (needed > this.limit) return false;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(this.limit, Math.max(needed, this.buffer.length * 2)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.length);
    this.length = needed;
    return true;
  }

  get size(): number {
    return this.length;
  }

  /** The bytes gathered, as a view (no copy). */
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** The request's Content-Length, if it sent a valid one. */
export function contentLengthOf(headers: { 'content-length'?: string }): number | undefined {
  const raw = headers['content-length'];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
