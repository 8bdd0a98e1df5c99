import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../errors';
import { asApiError, errorEnvelope } from './errorEnvelope';
import { requestIdOf } from './requestId';

/**
 * The answer leaves at the end of this event-loop turn (setImmediate), not from inside the read
 * that parsed the request. A 401 or 429 is decided without waiting on anything, so written at once
 * it went out within the socket's read callback, one request at a time: under autocannon that cost
 * the server 164-208 µs of CPU per 401/429 against 112-139 µs deferred (same bytes, same headers;
 * the 402, which already waited for its count's write, cost 130-147 µs). See README, "The
 * rejection path".
 */
export function sendError(req: Request, res: Response, err: ApiError): void {
  setImmediate(writeError, req, res, err);
}

function writeError(req: Request, res: Response, err: ApiError): void {
  // Never two answers: nothing else writes to this response, but one turn has passed since the error.
  if (res.headersSent) return;
  // Written directly rather than through res.json, whose content-type and freshness handling was
  // a measurable share of a flood of rejections; the bytes and headers are the same.
  const body = JSON.stringify(errorEnvelope(err, requestIdOf(res)));
  res.writeHead(err.status, { ...err.headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
  // An answer given before the body was read (401, 402, 413 ...): discard the rest of the upload
  // instead of holding it, so the client can read the answer and the connection can be reused.
  if (!req.complete) req.resume();
}

export const handleErrors: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const apiError = asApiError(err);
  if (apiError.status >= 500 && !(err instanceof ApiError)) {
    console.error(`[${requestIdOf(res)}] ${req.method} ${req.path} failed:`, err);
  }
  sendError(req, res, apiError);
};

export const notFound: RequestHandler = (req, res) => {
  sendError(req, res, new ApiError(404, 'not_found', `There is no ${req.path}. The API is POST /api/v1/convert and GET /api/v1/usage.`));
};

export function methodNotAllowed(...allowed: string[]): RequestHandler {
  return (req, res) => {
    const err = new ApiError(405, 'method_not_allowed', `${req.method} is not supported on ${req.path}; use ${allowed.join(' or ')}.`, {
      Allow: allowed.join(', '),
    });
    sendError(req, res, err);
  };
}
