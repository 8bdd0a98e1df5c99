import type { Response } from 'express';
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
    take(res: Response): void {
      if (inFlight >= max) {
        throw new ApiError(503, 'server_busy', `The server is already handling ${max} uploads; please retry in ${RETRY_AFTER_SECONDS} seconds.`, {
          'Retry-After': RETRY_AFTER_SECONDS,
        });
      }
      // A client already gone (its 'close' has been and will not come again) holds no slot.
      if (res.socket === null || res.socket.destroyed) return;
      inFlight++;
      res.once('close', () => inFlight--);
    },
  };
}
