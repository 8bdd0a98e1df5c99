import type { Request, Response } from 'express';
import { DEFAULTS, MAX_FILE_BYTES, type ServiceConfig } from '../../config';
import { detectFileType, type FileType } from '../../convert/detect';
import { convertDocument } from '../../convert';
import { ApiError } from '../../errors';
import type { Store } from '../../store/types';
import { callerOf } from '../auth';
import { reserveUnit } from '../entitlement';
import { writeJson } from '../jsonAnswer';
import { readUpload, type Upload } from '../upload';
import { uploadSlots } from '../uploadSlots';

const EXTENSIONS: Record<FileType, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * POST /api/v1/convert, after authenticate and limitRate. The unit is reserved before the upload
 * is read and committed only once the result exists, so a failed conversion costs nothing.
 */
export function convertRoute(store: Store, config: ServiceConfig) {
  const slots = uploadSlots(config.maxUploadsInFlight ?? DEFAULTS.maxUploadsInFlight);
  return async (req: Request, res: Response) => {
    const reservation = await reserveUnit(store, callerOf(res).account, config.now(), config.plans);
    let body;
    try {
      slots.take(res);
      const upload = await readUpload(req, res, MAX_FILE_BYTES);
      body = await convertDocument({ bytes: upload.bytes, filename: filenameOf(upload), mediaType: upload.mediaType, signal: clientGone(res) });
      // A caller who hung up never sees the result, so it must not pay for it.
      if (res.socket === null || res.socket.destroyed) {
        await store.releaseUnit(reservation);
        return;
      }
      await store.commitUnit(reservation);
    } catch (err) {
      await store.releaseUnit(reservation);
      throw err;
    }
    writeJson(res, 200, body);
  };
}

/**
 * Aborts once the client has gone before its answer was sent: its conversion is stopped (the OCR
 * of a long scan would otherwise run on for minutes), and it is charged nothing.
 */
function clientGone(res: Response): AbortSignal {
  const gone = new AbortController();
  const abort = () => gone.abort(new ApiError(499, 'client_closed_request', 'The client closed the connection before the answer.'));
  // Gone already (its 'close' has been and will not come again), or gone later.
  if (res.socket === null || res.socket.destroyed) abort();
  else res.once('close', () => !res.writableFinished && abort());
  return gone.signal;
}

/** The caller's name is echoed back; without one, the name says what the bytes turned out to be. */
function filenameOf(upload: Upload): string {
  if (upload.filename) return upload.filename;
  const type = detectFileType(upload.bytes);
  return type ? `upload.${EXTENSIONS[type]}` : 'upload';
}
