import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../errors';
import { countDurable } from '../intake/countedRequest';
import { asApiError, errorEnvelope } from './errorEnvelope';
import { writeJson } from './jsonAnswer';
import { loggedPath } from './loggedPath';
import { requestIdOf } from '../intake/requestId';

/**
 * A request whose body has not been read yet is answered at the end of this event-loop turn
 * (setImmediate), once the parser has read what already arrived. Promise callbacks run right after
 * the parser's headers callback, so a 401 or 429, decided without waiting on anything, went out
 * before the body in the same packet was read: every time (50,000 of 50,000 401s counted), and
 * handling that body after its answer cost ~45 µs of server CPU per rejection (under autocannon
 * 141-170 µs per 401/429 answered at once, 100-119 µs deferred). A large upload is still answered
 * one turn later, its rest discarded. A request already read (a 402, which waited for its count's
 * write) is answered at once. A request counted against the rate limits is answered only once its
 * count is on disk (countedRequest.ts).
 */
export function sendError(req: Request, res: Response, err: ApiError): void {
  const durable = countDurable(res);
  if (!durable) return answerError(req, res, err);
  durable.then(
    () => answerError(req, res, err),
    (writeErr) => {
      console.error(`[${requestIdOf(res)}] the rate-limit count could not be written:`, writeErr);
      answerError(req, res, asApiError(writeErr));
    },
  );
}

function answerError(req: Request, res: Response, err: ApiError): void {
  if (req.complete) writeError(req, res, err);
  else setImmediate(writeError, req, res, err);
}

function writeError(req: Request, res: Response, err: ApiError): void {
  // Never two answers: nothing else writes to this response, but one turn has passed since the error.
  if (res.headersSent) return;
  writeJson(res, err.status, errorEnvelope(err, requestIdOf(res)), err.headers);
  // An answer given before the body was read (401, 402, 413 ...): discard the rest of the upload
  // instead of holding it, so the client can read the answer and the connection can be reused.
  if (!req.complete) req.resume();
}

export const handleErrors: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    logFailure(req, res, err, 'after its answer had begun');
    return next(err);
  }
  const apiError = asApiError(err);
  // Every failure of ours (a 500, or a 503 for a transient cause) is logged with its stack.
  if (!(err instanceof ApiError) || apiError.status === 500) logFailure(req, res, err, `answered ${apiError.status}`);
  sendError(req, res, apiError);
};

/** One line the operator can find by the requestId the caller quotes, then the error with its stack. */
export function logFailure(req: Request, res: Response, err: unknown, what: string): void {
  console.error(`[${requestIdOf(res)}] ${req.method} ${loggedPath(req.path)} failed, ${what}:`, err);
}

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
