import type { NextFunction, Request, Response } from 'express';
import { logFailure } from '../http/answers/errors';
import { isTransient, TRANSIENT_RETRY_AFTER_SECONDS } from '../http/answers/transientErrors';
import { HashingBusyError } from './hashGate';
import { messagePage } from './views/authPages';

/**
 * The settings pages' answer to a failure: 400 and 413 for a malformed or oversized form, 503
 * with Retry-After when the server is busy (too many password checks waiting) or the cause was
 * transient, else 500. Every failure of ours is logged with its stack and the requestId.
 */
export function answerPageError(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    logFailure(req, res, err, 'after its answer had begun');
    return next(err);
  }
  const csrfToken = (res.locals as { csrfToken?: string }).csrfToken ?? '';
  const status = (err as { status?: number }).status;
  if (status === 413) {
    res.status(413).send(messagePage({ csrfToken, title: 'Form too large', message: 'The form sent more data than any of these pages needs.' }));
    return;
  }
  if (status === 400) {
    res.status(400).send(messagePage({ csrfToken, title: 'Something went wrong', message: 'The request could not be completed. Try again in a moment.' }));
    return;
  }
  const busy = err instanceof HashingBusyError;
  const transient = busy || isTransient(err);
  if (!busy) logFailure(req, res, err, `answered ${transient ? 503 : 500}`);
  if (!transient) {
    res.status(500).send(
      messagePage({
        csrfToken,
        title: 'Something went wrong',
        message: 'The request could not be completed. Try again in a moment; if it keeps failing, tell the operator of this server.',
      }),
    );
    return;
  }
  const why = busy ? 'is checking too many passwords at the moment' : 'is short of a resource at the moment';
  res.set('Retry-After', String(TRANSIENT_RETRY_AFTER_SECONDS));
  res
    .status(503)
    .send(
      messagePage({ csrfToken, title: 'Busy', message: `The server ${why}. Go back and send the form again in ${TRANSIENT_RETRY_AFTER_SECONDS} seconds.` }),
    );
}
