import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest } from '../../errors';
import { ByteCollector, contentLengthOf } from './byteCollector';
import { fileTooLarge } from './uploadErrors';
import type { Upload } from './uploadedFile';

/**
 * Streams the multipart body through busboy and keeps only the part named "file" and the text
 * field "password". The file is cut off one byte past maxBytes: busboy stops passing data there,
 * so nothing beyond is ever held.
 */
export function readMultipartUpload(req: Request, maxBytes: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    // Already failed by Node (bad chunking, timeout) before this ran: 'close' will not come again.
    if (req.destroyed) return reject(badRequest('incomplete_upload', 'The upload ended before the multipart body was complete. Send it again.'));
    let parser: busboy.Busboy;
    try {
      // busboy signals 'limit' on reaching fileSize, so a file of exactly maxBytes needs one byte more.
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 40 } });
    } catch {
      return reject(badRequest('invalid_multipart', 'The multipart/form-data body has no boundary in its Content-Type; let your HTTP client build the form.'));
    }

    let settled = false;
    let file: Upload | undefined;
    let password: string | undefined;
    let passwordParts = 0;
    // The whole body's length bounds the file part's: its buffer is allocated once, at that size.
    const collected = new ByteCollector(maxBytes + 1, contentLengthOf(req.headers));

    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      reject(err);
    };

    parser.on('file', (name, stream, info) => {
      // A broken form fails the file streams too; the parser's own 'error' below reports it once.
      stream.on('error', () => undefined);
      if (name === 'password') {
        stream.resume();
        return fail(badRequest('invalid_multipart', 'The part "password" was sent as a file; send it as a text field (curl: -F password=...).'));
      }
      if (name !== 'file') return stream.resume();
      if (file) {
        stream.resume();
        return fail(badRequest('too_many_files', 'Send exactly one part named "file" per request.'));
      }
      file = { bytes: Buffer.alloc(0), filename: info.filename || undefined, mediaType: info.mimeType || undefined };
      stream.on('data', (chunk: Buffer) => {
        if (!collected.push(chunk)) fail(fileTooLarge(maxBytes));
      });
      stream.on('limit', () => fail(fileTooLarge(maxBytes)));
    });
    parser.on('field', (name, value) => {
      // A part without a filename arrives as text, which would corrupt binary content.
      if (name === 'file') {
        fail(
          badRequest('file_sent_as_field', 'The part "file" was sent as a text field; send it as a file part with a filename (curl: -F file=@statement.pdf).'),
        );
      }
      if (name === 'password') {
        if (++passwordParts > 1) fail(badRequest('invalid_multipart', 'Send at most one part named "password".'));
        password = value || undefined;
      }
    });
    parser.on('partsLimit', () => fail(badRequest('invalid_multipart', 'The form has too many parts; send only the part named "file".')));
    parser.on('error', () => fail(badRequest('invalid_multipart', 'The multipart/form-data body is malformed or incomplete; send one part named "file".')));
    // A client that hangs up (or is cut off by the request timeout) mid-body: busboy would wait
    // for the rest for ever and the unit reserved for this request would never be given back.
    const abandoned = () => {
      if (!req.complete) fail(badRequest('incomplete_upload', 'The upload ended before the multipart body was complete. Send it again.'));
    };
    req.once('close', abandoned);
    req.once('error', abandoned);
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (!file) return reject(badRequest('missing_file', 'The form has no part named "file". Send the document as the form part "file".'));
      resolve({ ...file, bytes: collected.bytes(), password });
    });
    req.pipe(parser);
  });
}
