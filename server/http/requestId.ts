import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export function newRequestId(): string {
  return `req_${randomBytes(12).toString('base64url')}`;
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
