import type { Request } from 'express';
import { badRequest } from '../../errors';
import { contentLengthOf } from './byteCollector';
import { JsonFileScanner, type ScannedFile } from './jsonFileScanner';
import { fileTooLarge } from './uploadErrors';
import type { Upload } from './uploadedFile';

/** Room for filename, media_type, password and JSON punctuation next to the base64 text. */
const JSON_OVERHEAD_BYTES = 64 * 1024;
/** The rest of the body holds a marker instead of the file's text; a short file's text may be shorter. */
const MARKER_ROOM = 64;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** The largest base64 text of a file of maxBytes bytes, padded. */
export function base64Length(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4;
}

/**
 * Form B. The body limit is what a maxBytes file needs in base64 plus a little JSON, so anything
 * much larger is refused (413) while it streams in; the decoded size is then checked exactly.
 */
export async function readJsonUpload(req: Request, maxBytes: number): Promise<Upload> {
  return uploadFromJson(await readJsonBody(req, base64Length(maxBytes) + JSON_OVERHEAD_BYTES, maxBytes), maxBytes);
}

/** The upload a parsed body describes; `streamed` is the file a JsonFileScanner decoded on the way. */
export function uploadFromJson({ body, streamed }: JsonBody, maxBytes: number): Upload {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('invalid_json', 'The JSON body must be an object: {"file_base64": "...", "filename": "...", "media_type": "..."}.');
  }
  const { file_base64: encoded, filename, media_type: mediaType, password } = body as Record<string, unknown>;
  if (encoded === undefined || encoded === null) {
    throw badRequest('missing_file', 'The JSON body has no "file_base64"; put the base64 of the document there.');
  }
  if (typeof encoded !== 'string') throw badRequest('invalid_base64', '"file_base64" must be a string of base64 text.');
  for (const [field, value] of [
    ['filename', filename],
    ['media_type', mediaType],
    ['password', password],
  ] as const) {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw badRequest('invalid_json', `"${field}" must be a string when given.`);
    }
  }
  return {
    bytes: streamed && encoded === streamed.marker ? checkedFile(streamed.file, maxBytes) : decodeBase64(encoded, maxBytes),
    filename: (filename as string | null | undefined) || undefined,
    mediaType: (mediaType as string | null | undefined) || undefined,
    password: (password as string | null | undefined) || undefined,
  };
}

const invalidBase64 = () => badRequest('invalid_base64', '"file_base64" is not valid base64. Encode the file bytes with standard base64, without line breaks.');

/** The file decoded while it arrived, under the same rules as decodeBase64. */
function checkedFile(file: ScannedFile, maxBytes: number): Buffer {
  if (!file.validBase64) throw invalidBase64();
  if (file.decodedLength > maxBytes) throw fileTooLarge(maxBytes);
  return file.bytes;
}

/** Strict base64 (standard or URL-safe alphabet, padding optional, no whitespace). */
function decodeBase64(text: string, maxBytes: number): Buffer {
  // Node's decoder skips characters it does not know, so validate first: garbage must be a 400.
  if ((!BASE64.test(text) && !BASE64URL.test(text)) || text.replace(/=+$/, '').length % 4 === 1) {
    throw invalidBase64();
  }
  const decodedLength = Math.floor((text.replace(/=+$/, '').length * 3) / 4);
  if (decodedLength > maxBytes) throw fileTooLarge(maxBytes);
  return Buffer.from(text, 'base64');
}

export type JsonBody = { body: unknown; streamed?: { marker: string; file: ScannedFile } };

/**
 * Reads the body through a JsonFileScanner, which decodes "file_base64" as it arrives: for a
 * 20 MiB file the base64 text (27 MB) is never held, only the decoded file in one buffer sized
 * from Content-Length.
 */
function readJsonBody(req: Request, limit: number, maxBytes: number): Promise<JsonBody> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  const charset = /charset\s*=\s*"?([^";]+)/i
    .exec(req.headers['content-type'] ?? '')?.[1]
    .trim()
    .toLowerCase();
  if (encoding !== 'identity' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    return Promise.reject(badRequest('invalid_json', 'Send the JSON body as UTF-8 without content encoding.'));
  }
  const declared = contentLengthOf(req.headers);
  if (declared !== undefined && declared > limit) return Promise.reject(fileTooLarge(maxBytes));
  // Node may have failed the request (bad chunking, timeout) before this handler ran: its 'close'
  // has been, and waiting for it would hold the reserved unit for ever.
  if (req.destroyed) return Promise.reject(badRequest('invalid_request', 'The request body could not be read completely. Send it again.'));
  return new Promise((resolve, reject) => {
    // Base64 is at most 4/3 of its bytes; the JSON around it adds little.
    const scanner = new JsonFileScanner(limit + MARKER_ROOM, maxBytes, declared === undefined ? undefined : Math.ceil((declared * 3) / 4));
    let received = 0;
    let settled = false;
    const settle = (outcome: () => JsonBody) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      try {
        resolve(outcome());
      } catch (err) {
        reject(err);
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit || !scanner.push(chunk))
        settle(() => {
          throw fileTooLarge(maxBytes);
        });
    };
    req.on('data', onData);
    req.once('end', () => settle(() => parseScanned(scanner)));
    const abandoned = () =>
      settle(() => {
        throw badRequest('invalid_request', 'The request body could not be read completely. Send it again.');
      });
    req.once('error', abandoned);
    req.once('close', () => req.complete || abandoned());
  });
}

export function parseScanned(scanner: JsonFileScanner): JsonBody {
  const { json, file, validJson } = scanner.result();
  if (!validJson) throw invalidJson();
  const body = parseJson(json);
  return { body, streamed: file && { marker: scanner.marker, file } };
}

const invalidJson = () => badRequest('invalid_json', 'The body is not valid JSON. Send {"file_base64": "...", "filename": "...", "media_type": "..."}.');

function parseJson(bytes: Buffer): unknown {
  // An empty body is an empty object, as body-parser has it: the caller then hears what is missing.
  if (bytes.length === 0) return {};
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw invalidJson();
  }
}
