import type { Request } from 'express';
import { badRequest } from '../../errors';
import { readJsonUpload } from './jsonUpload';
import { readMultipartUpload } from './multipartUpload';
import type { Upload } from './uploadedFile';

export type { Upload };

/** Form A (multipart, part "file") or Form B (JSON with file_base64), chosen by Content-Type. */
export function readUpload(req: Request, maxBytes: number): Promise<Upload> {
  if (req.is('multipart/form-data')) return readMultipartUpload(req, maxBytes);
  if (req.is('application/json')) return readJsonUpload(req, maxBytes);
  throw badRequest(
    'unsupported_content_type',
    'Send the file as multipart/form-data with a part named "file" (and "password" for a protected PDF), or as application/json with {"file_base64": "...", "filename": "...", "media_type": "...", "password": "..."}.',
  );
}
