import type { Request, Response } from 'express';
import { ApiError } from '../../errors';

const RETRY_AFTER_SECONDS = '5';

export type SlotLimits = { max: number; perAccount: number };

/**
 * At most `max` uploads are received and converted at once: each may hold up to 20 MiB (more
 * while base64 is decoded), so this bounds the memory uploads can take. One account holds at
 * most `perAccount` of them, so that it can fill only its own share and the rest stay open to
 * the others. Taken after the unit is reserved (a 402 never waits for a slot); the next one is
 * told to come back before a byte of its body is read: 503 when the server is full, 429 when
 * the account has its share in flight, both with Retry-After.
 */
export function uploadSlots({ max, perAccount }: SlotLimits) {
  let inFlight = 0;
  const byAccount = new Map<string, number>();
  return {
    /** Holds a slot until the answer is sent or the client has gone; throws 503 or 429 when none is free. */
    take(req: Request, res: Response, accountId: string): void {
      if (inFlight >= max) {
        throw new ApiError(503, 'server_busy', `The server is already handling ${max} uploads; please retry in ${RETRY_AFTER_SECONDS} seconds.`, {
          'Retry-After': RETRY_AFTER_SECONDS,
        });
      }
      const held = byAccount.get(accountId) ?? 0;
      if (held >= perAccount) {
        throw new ApiError(
          429,
          'too_many_uploads',
          `This account already has ${perAccount} uploads being received or converted, its share of the server. Wait for one to finish; retry in ${RETRY_AFTER_SECONDS} seconds.`,
          { 'Retry-After': RETRY_AFTER_SECONDS },
        );
      }
      // A client already gone (its 'close' has been and will not come again) holds no slot.
      if (clientGone(req)) return;
      inFlight++;
      byAccount.set(accountId, held + 1);
      whenDone(req, res, () => {
        inFlight--;
        const left = byAccount.get(accountId)! - 1;
        if (left === 0) byAccount.delete(accountId);
        else byAccount.set(accountId, left);
      });
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
