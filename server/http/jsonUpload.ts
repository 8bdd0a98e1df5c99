import express, { type Request, type Response } from 'express';
import { ApiError, badRequest } from '../errors';
import { fileTooLarge } from './uploadErrors';
import type { Upload } from './upload';

/** Room for filename, media_type and JSON punctuation next to the base64 text. */
const JSON_OVERHEAD_BYTES = 64 * 1024;
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
export async function readJsonUpload(req: Request, res: Response, maxBytes: number): Promise<Upload> {
  await parseJsonBody(req, res, base64Length(maxBytes) + JSON_OVERHEAD_BYTES, maxBytes);
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('invalid_json', 'The JSON body must be an object: {"file_base64": "...", "filename": "...", "media_type": "..."}.');
  }
  const { file_base64: encoded, filename, media_type: mediaType } = body as Record<string, unknown>;
  if (encoded === undefined || encoded === null) {
    throw badRequest('missing_file', 'The JSON body has no "file_base64"; put the base64 of the document there.');
  }
  if (typeof encoded !== 'string') throw badRequest('invalid_base64', '"file_base64" must be a string of base64 text.');
  for (const [field, value] of [['filename', filename], ['media_type', mediaType]] as const) {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw badRequest('invalid_json', `"${field}" must be a string when given.`);
    }
  }
  return {
    bytes: decodeBase64(encoded, maxBytes),
    filename: (filename as string | null | undefined) || undefined,
    mediaType: (mediaType as string | null | undefined) || undefined,
  };
}

/** Strict base64 (standard or URL-safe alphabet, padding optional, no whitespace). */
function decodeBase64(text: string, maxBytes: number): Buffer {
  // Node's decoder skips characters it does not know, so validate first: garbage must be a 400.
  if ((!BASE64.test(text) && !BASE64URL.test(text)) || text.replace(/=+$/, '').length % 4 === 1) {
    throw badRequest('invalid_base64', '"file_base64" is not valid base64. Encode the file bytes with standard base64, without line breaks.');
  }
  const decodedLength = Math.floor((text.replace(/=+$/, '').length * 3) / 4);
  if (decodedLength > maxBytes) throw fileTooLarge(maxBytes);
  return Buffer.from(text, 'base64');
}

function parseJsonBody(req: Request, res: Response, limit: number, maxBytes: number): Promise<void> {
  const parse = express.json({ limit, strict: true });
  return new Promise((resolve, reject) =>
    parse(req, res, (err?: unknown) => (err ? reject(toApiError(err, maxBytes)) : resolve())),
  );
}

/** body-parser's errors carry a `type`; turn them into the API's own. */
function toApiError(err: unknown, maxBytes: number): ApiError {
  const type = (err as { type?: string }).type;
  if (type === 'entity.too.large') return fileTooLarge(maxBytes);
  if (type === 'entity.parse.failed') {
    return badRequest('invalid_json', 'The body is not valid JSON. Send {"file_base64": "...", "filename": "...", "media_type": "..."}.');
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return badRequest('invalid_json', 'Send the JSON body as UTF-8 without content encoding.');
  }
  return badRequest('invalid_request', 'The request body could not be read completely. Send it again.');
}
