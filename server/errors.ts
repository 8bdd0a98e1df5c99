/**
 * Every failure a caller can cause is an ApiError: one status, one stable machine code and a
 * message that says what to do. The HTTP layer turns it into the single error envelope
 * {"error": {"code", "message", "requestId"}}.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
