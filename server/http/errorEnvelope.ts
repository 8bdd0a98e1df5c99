import { ApiError } from '../errors';

export type ErrorEnvelope = { error: { code: string; message: string; requestId: string } };

/** The one body of every error, from the API and from the `convert` command alike. */
export function errorEnvelope(err: ApiError, requestId: string): ErrorEnvelope {
  return { error: { code: err.code, message: err.message, requestId } };
}

/** Anything that is not an ApiError is our fault: the caller sees a 500 without internals. */
export function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return new ApiError(500, 'internal_error', 'The server failed to handle this request. Try again; if it keeps failing, report the requestId to the operator.');
}
