import type { Request, Response } from 'express';
import { DEFAULTS, MAX_FILE_BYTES, uploadsPerAccount, type ServiceConfig } from '../../config';
import { detectFileType, type FileType } from '../../convert/detect';
import { convertDocument } from '../../convert';
import { ApiError } from '../../errors';
import type { Store } from '../../store/types';
import { callerOf } from '../intake/auth';
import { reserveUnit } from '../intake/entitlement';
import { writeJson } from '../answers/jsonAnswer';
import { readUpload, type Upload } from '../uploads/upload';
import { atLeastPace } from '../uploads/uploadPace';
import { clientGone, uploadSlots } from '../uploads/uploadSlots';

const EXTENSIONS: Record<FileType, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * POST /api/v1/convert, after authenticate and limitRate. The unit is reserved before the upload
 * is read and committed only once the result exists, so a failed conversion costs nothing.
 */
export function convertRoute(store: Store, config: ServiceConfig) {
  const slots = uploadSlots({ max: config.maxUploadsInFlight ?? DEFAULTS.maxUploadsInFlight, perAccount: uploadsPerAccount(config) });
  const pace = config.minUploadPace ?? DEFAULTS.minUploadPace;
  return async (req: Request, res: Response) => {
    const { account } = callerOf(res);
    const reservation = await reserveUnit(store, account, config.now(), config.plans);
    let body;
    try {
      slots.take(req, res, account.id);
      const upload = await atLeastPace(req, readUpload(req, MAX_FILE_BYTES), pace);
      const { bytes, mediaType, password } = upload;
      body = await convertDocument({ bytes, filename: filenameOf(upload), mediaType, password, signal: abortWhenGone(req, res) });
      // A caller who hung up never sees the result, so it must not pay for it.
      if (clientGone(req)) {
        await store.releaseUnit(reservation);
        return;
      }
      if (!(await store.commitUnit(reservation, () => !clientGone(req)))) return;
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
function abortWhenGone(req: Request, res: Response): AbortSignal {
  const gone = new AbortController();
  const abort = () => gone.abort(new ApiError(499, 'client_closed_request', 'The client closed the connection before the answer.'));
  // Gone already, or gone later. The connection is asked, not res.socket: a pipelined request
  // waiting its turn has none yet, and its response emits no 'close' when the connection dies.
  if (clientGone(req)) abort();
  else {
    const onClose = () => !res.writableFinished && abort();
    req.socket.once('close', onClose);
    res.once('finish', () => req.socket.off('close', onClose));
  }
  return gone.signal;
}

/** The caller's name is echoed back; without one, the name says what the bytes turned out to be. */
function filenameOf(upload: Upload): string {
  if (upload.filename) return upload.filename;
  const type = detectFileType(upload.bytes);
  return type ? `upload.${EXTENSIONS[type]}` : 'upload';
}
