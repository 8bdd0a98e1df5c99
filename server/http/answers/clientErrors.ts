import type { Duplex } from 'node:stream';
import { countDurable } from '../intake/countedRequest';
import { newRequestId } from '../intake/requestId';

const ANSWERS: Record<string, [status: number, reason: string, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'headers_too_large',
    'The request headers are larger than 16 KiB; send fewer or shorter headers.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout', 'The request did not arrive in time; send it again over a faster connection.'],
};
const MALFORMED: [number, string, string, string] = [400, 'Bad Request', 'malformed_request', 'The request is not valid HTTP/1.1.'];

/**
 * Node's HTTP parser refuses some requests before Express sees them (headers too large, not HTTP,
 * too slow). Those get the API's error envelope too, then the connection is closed. Like Node's
 * own handler, nothing is written once an answer has begun on this connection.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: InFlight })._httpMessage;
  // The request being answered keeps its id, so the answer and any log line name the same one.
  const requestId = (inFlight?.locals?.requestId as string | undefined) ?? newRequestId();
  // A request counted against the rate limits and cut short (a 408 mid-upload) waits for its count's write.
  const durable = err.code !== 'ECONNRESET' && !inFlight?.headersSent ? countDurable(inFlight) : undefined;
  if (!durable) return answer(err, socket, inFlight, requestId);
  durable
    .catch((writeErr) => console.error(`[${requestId}] the rate-limit count could not be written:`, writeErr))
    .finally(() => answer(err, socket, inFlight, requestId));
}

type InFlight = { headersSent?: boolean; locals?: Record<string, unknown> };

function answer(err: Error & { code?: string }, socket: Duplex, inFlight: InFlight | undefined, requestId: string): void {
  if (err.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
    const [status, reason, code, message] = ANSWERS[err.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ error: { code, message, requestId } });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
