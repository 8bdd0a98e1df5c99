import { ApiError } from '../../errors';
import { isTransient, TRANSIENT_RETRY_AFTER_SECONDS } from './transientErrors';

export type ErrorEnvelope = { error: { code: string; message: string; requestId: string } };

/** The one body of every error, from the API and from the `convert` command alike. */
export function errorEnvelope(err: ApiError, requestId: string): ErrorEnvelope {
  return { error: { code: err.code, message: err.message, requestId } };
}

/**
 * Anything that is not an ApiError is our fault: the caller sees a 503 with Retry-After when it
 * was transient (see transientErrors.ts), else a 500, without internals either way.
 */
export function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isTransient(err)) {
    return new ApiError(
      503,
      'temporarily_unavailable',
      `The server is short of a resource at the moment and could not handle this request. Retry in ${TRANSIENT_RETRY_AFTER_SECONDS} seconds; if it keeps failing, report the requestId to the operator.`,
      { 'Retry-After': String(TRANSIENT_RETRY_AFTER_SECONDS) },
    );
  }
  return new ApiError(500, 'internal_error', 'The server failed to handle this request. Try again; if it keeps failing, report the requestId to the operator.');
}
