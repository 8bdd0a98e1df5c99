import { randomBytes } from 'node:crypto';
import { ByteCollector } from './byteCollector';

const FIELD = Buffer.from('file_base64');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Base64 text is decoded in runs of this many characters (a multiple of 4). */
const RUN = 64 * 1024;

/** What a base64 character is: standard only (+ /), URL-safe only (- _), either (letters, digits). */
const enum Kind {
  Invalid,
  Either,
  Standard,
  UrlSafe,
}
const KINDS = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') KINDS[c.charCodeAt(0)] = Kind.Either;
KINDS[0x2b] = KINDS[0x2f] = Kind.Standard;
KINDS[0x2d] = KINDS[0x5f] = Kind.UrlSafe;
const HEX = /^[0-9a-fA-F]{4}$/;

export type ScannedFile = {
  /** The decoded bytes, up to maxBytes (the rest is only counted). */
  bytes: Buffer;
  /** Strict base64: one alphabet, padding only at the end and at most two, no whitespace. */
  validBase64: boolean;
  decodedLength: number;
};

/**
 * Reads a JSON upload body as it arrives and decodes the top-level "file_base64" string straight
 * into one buffer, so the base64 text (4/3 of the file) is never held whole. Everything else of
 * the body is kept as it came, with that string replaced by a marker, and is parsed with JSON.parse
 * at the end: the JSON rules (and every error of the old whole-body parse) stay JSON.parse's own.
 * Only a plain `"file_base64"` key is streamed; a key written with escapes, or a value that is not
 * a string, stays in the rest and is handled there as before.
 */
export class JsonFileScanner {
  /** The marker put in place of the streamed string; unguessable, so a client cannot send it. */
  readonly marker = `\u0000${randomBytes(8).toString('hex')}`;
  private readonly rest: ByteCollector;
  private readonly file: ByteCollector;
  private streamed = false;
  private streaming = false;
  /** Outside the streamed string: inside some other string, after a backslash there, nesting depth. */
  private inString = false;
  private escaped = false;
  private depth = 0;
  /** How far the current depth-1 string matches "file_base64", then whether ':' and '"' follow it. */
  private keyMatched = -1;
  private afterKey: 'none' | 'key' | 'colon' = 'none';
  /** Inside the streamed string. */
  private run = Buffer.allocUnsafe(RUN);
  private runLength = 0;
  private dataChars = 0;
  private padding = 0;
  private alphabet = Kind.Either;
  private validBase64 = true;
  private validJson = true;
  private escape: string | undefined;

  /** restLimit bounds the JSON kept besides the file; maxBytes the decoded file; expectedBytes sizes its buffer. */
  constructor(restLimit: number, maxBytes: number, expectedBytes?: number) {
    this.rest = new ByteCollector(restLimit, 1024);
    this.file = new ByteCollector(maxBytes, expectedBytes === undefined ? undefined : Math.min(maxBytes, expectedBytes));
  }

  /** False once the JSON kept besides the file passes its limit. */
  push(chunk: Buffer): boolean {
    let keptFrom = 0;
    for (let i = 0; i < chunk.length; i++) {
      if (this.streaming) {
        const end = this.scanBase64(chunk, i);
        if (end === chunk.length) return true;
        this.finishBase64();
        this.streaming = false;
        keptFrom = end;
        i = end;
        continue;
      }
      const byte = chunk[i];
      if (this.inString) {
        this.scanStringByte(byte);
        continue;
      }
      if (this.afterKey !== 'none' && !isWhitespace(byte)) {
        if (this.afterKey === 'key' && byte === 0x3a) {
          this.afterKey = 'colon';
          continue;
        }
        const startsFile = this.afterKey === 'colon' && byte === QUOTE && !this.streamed;
        this.afterKey = 'none';
        if (startsFile) {
          if (!this.rest.push(chunk.subarray(keptFrom, i + 1)) || !this.rest.push(Buffer.from(JSON.stringify(this.marker).slice(1, -1)))) return false;
          this.streaming = this.streamed = true;
          keptFrom = i + 1;
          continue;
        }
      }
      if (byte === QUOTE) {
        this.inString = true;
        this.keyMatched = this.depth === 1 ? 0 : -1;
      } else if (byte === 0x7b || byte === 0x5b) this.depth++;
      else if (byte === 0x7d || byte === 0x5d) this.depth--;
    }
    return this.streaming || this.rest.push(chunk.subarray(keptFrom));
  }

  /** The JSON besides the file (to parse), and what the file decoded to, if it was streamed. */
  result(): { json: Buffer; file?: ScannedFile; validJson: boolean } {
    if (!this.streamed) return { json: this.rest.bytes(), validJson: true };
    return {
      json: this.rest.bytes(),
      validJson: this.validJson,
      file: { bytes: this.file.bytes(), validBase64: this.validBase64, decodedLength: Math.floor((this.dataChars * 3) / 4) },
    };
  }

  private scanStringByte(byte: number) {
    if (this.escaped) {
      this.escaped = false;
      this.keyMatched = -1;
    } else if (byte === BACKSLASH) {
      this.escaped = true;
      this.keyMatched = -1;
    } else if (byte === QUOTE) {
      this.inString = false;
      if (this.keyMatched === FIELD.length) this.afterKey = 'key';
    } else if (this.keyMatched >= 0) {
      this.keyMatched = FIELD[this.keyMatched] === byte ? this.keyMatched + 1 : -1;
    }
  }

  /** Consumes base64 text from `from`; returns the index of the closing quote, or the chunk's length. */
  private scanBase64(chunk: Buffer, from: number): number {
    for (let i = from; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.escape !== undefined) {
        this.scanEscape(byte);
        continue;
      }
      if (byte === QUOTE) return i;
      if (byte === BACKSLASH) this.escape = '';
      // A raw control character breaks the JSON; escaped (\u0001) it is only bad base64.
      else if (byte < 0x20) this.validJson = false;
      else this.addChar(byte);
    }
    return chunk.length;
  }

  /** A JSON escape inside the base64 text: `\/` (as PHP writes it) and `\u00xx` can stand for base64 characters. */
  private scanEscape(byte: number) {
    const char = String.fromCharCode(byte);
    if (this.escape === '') {
      if (char === 'u') {
        this.escape = 'u';
        return;
      }
      this.escape = undefined;
      if (char === '/') this.addChar(byte);
      else if ('"\\bfnrt'.includes(char)) this.validBase64 = false;
      else this.validJson = false;
      return;
    }
    const escape = this.escape + char;
    this.escape = escape;
    if (escape.length < 5) return;
    const hex = escape.slice(1);
    this.escape = undefined;
    if (!HEX.test(hex)) this.validJson = false;
    else this.addChar(parseInt(hex, 16));
  }

  private addChar(code: number) {
    if (code === 0x3d) {
      if (++this.padding > 2) this.validBase64 = false;
      return;
    }
    const kind = code < 128 ? KINDS[code] : Kind.Invalid;
    if (kind === Kind.Invalid || this.padding > 0) {
      this.validBase64 = false;
      return;
    }
    if (kind !== Kind.Either) {
      if (this.alphabet === Kind.Either) this.alphabet = kind;
      else if (this.alphabet !== kind) this.validBase64 = false;
    }
    this.dataChars++;
    this.run[this.runLength++] = code;
    if (this.runLength === RUN) this.decodeRun();
  }

  private decodeRun() {
    if (this.validBase64 && this.runLength > 0) {
      // Node's decoder reads both alphabets; what it is given here has been checked above.
      this.file.push(Buffer.from(this.run.toString('latin1', 0, this.runLength), 'base64'));
    }
    this.runLength = 0;
  }

  private finishBase64() {
    if (this.escape !== undefined) this.validJson = false;
    if (this.dataChars % 4 === 1) this.validBase64 = false;
    this.decodeRun();
  }
}

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}
