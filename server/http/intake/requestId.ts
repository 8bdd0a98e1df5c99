import { randomFillSync } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

const ID_BYTES = 12;
/** Random bytes for this many ids are drawn at once: one call per id was a hot spot of every rejection. */
const IDS_PER_FILL = 256;
const pool = Buffer.alloc(ID_BYTES * IDS_PER_FILL);
let used = IDS_PER_FILL;

export function newRequestId(): string {
  if (used === IDS_PER_FILL) {
    randomFillSync(pool);
    used = 0;
  }
  const start = ID_BYTES * used++;
  return `req_${pool.toString('base64url', start, start + ID_BYTES)}`;
}

/** Every answer names its request, so a caller can quote it and an operator can find it. */
export const assignRequestId: RequestHandler = (_req, res, next) => {
  const id = newRequestId();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
};

export function requestIdOf(res: Response): string {
  return (res.locals.requestId as string | undefined) ?? newRequestId();
}
