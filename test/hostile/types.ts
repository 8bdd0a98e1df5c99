/**
 * `rejected`: a 4xx in the error envelope (or, for slow clients, the connection closed) and no unit
 * charged. `either`: a damaged file that may still be readable: a 4xx, or a 200 with a well-formed
 * result that is charged exactly once. `converted`: must be a 200.
 */
export type Expectation = 'rejected' | 'either' | 'converted';

type Common = { name: string; family: string; expect: Expectation };

/** `{{KEY}}` in a header value is replaced by the test account's API key when sent. */
export type HostileCase = Common &
  (
    | { kind: 'multipart'; file: string; filename?: string; partType?: string }
    | { kind: 'json'; file: string; filename?: string; mediaType?: string }
    /** Headers and a body file sent as they are: malformed forms, broken JSON, odd content types. */
    | { kind: 'raw'; method?: string; path?: string; headers: Record<string, string>; body: string }
    /** Bytes written straight to a socket: oversized headers, broken HTTP. */
    | { kind: 'socket'; request: string }
    /** A valid request whose body (or whose headers) trickle in slower than the server's timeout. */
    | { kind: 'slow'; part: 'headers' | 'body'; bytesPerTick: number; tickMs: number }
  );
