import type { Request, Response } from 'express';
import { ApiError } from '../errors';

const RETRY_AFTER_SECONDS = '5';

/**
 * At most `max` uploads are received and converted at once: each may hold up to 20 MiB (more
 * while base64 is decoded), so this bounds the memory uploads can take. Taken after the unit is
 * reserved (a 402 never waits for a slot); the next one is told to come back (503 with
 * Retry-After) before a byte of its body is read.
 */
export function uploadSlots(max: number) {
  let inFlight = 0;
  return {
    /** Holds a slot until the answer is sent or the client has gone; throws 503 when none is free. */
    take(req: Request, res: Response): void {
      if (inFlight >= max) {
        throw new ApiError(503, 'server_busy', `The server is already handling ${max} uploads; please retry in ${RETRY_AFTER_SECONDS} seconds.`, {
          'Retry-After': RETRY_AFTER_SECONDS,
        });
      }
      // A client already gone (its 'close' has been and will not come again) holds no slot.
      if (clientGone(req)) return;
      inFlight++;
      whenDone(req, res, () => inFlight--);
    },
  };
}

/**
 * Whether the connection this request came on is closed. Not res.socket: a request pipelined
 * behind another has no socket on its response until the answers before it are sent.
 */
export function clientGone(req: Request): boolean {
  return req.socket.destroyed;
}

/**
 * Calls `release` once, when the answer has been sent or the connection has closed. A pipelined
 * request's response emits no 'close' if the connection dies before its turn, so the
 * connection's own 'close' is watched as well (and let go of once the response is done, so a
 * keep-alive connection does not gather listeners).
 */
function whenDone(req: Request, res: Response, release: () => void): void {
  const connection = req.socket;
  let released = false;
  const done = () => {
    if (released) return;
    released = true;
    connection.off('close', done);
    release();
  };
  res.once('close', done);
  connection.once('close', done);
}
