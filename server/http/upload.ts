import type { Request, Response } from 'express';
import { badRequest } from '../errors';
import { readJsonUpload } from './jsonUpload';
import { readMultipartUpload } from './multipartUpload';

/**
 * What a request carried, before anything looked at the bytes. `password` opens an encrypted PDF;
 * it is handed to the conversion and nowhere else (not logged, not stored).
 */
export type Upload = { bytes: Buffer; filename?: string; mediaType?: string; password?: string };

/** Form A (multipart, part "file") or Form B (JSON with file_base64), chosen by Content-Type. */
export function readUpload(req: Request, res: Response, maxBytes: number): Promise<Upload> {
  if (req.is('multipart/form-data')) return readMultipartUpload(req, maxBytes);
  if (req.is('application/json')) return readJsonUpload(req, res, maxBytes);
  throw badRequest(
    'unsupported_content_type',
    'Send the file as multipart/form-data with a part named "file" (and "password" for a protected PDF), or as application/json with {"file_base64": "...", "filename": "...", "media_type": "...", "password": "..."}.',
  );
}
