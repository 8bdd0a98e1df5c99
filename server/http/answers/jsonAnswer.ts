import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The answers sent on every request (a conversion's 200, every error) are written directly rather
 * than through express's res.json: its content-type lookup, charset handling and freshness check
 * were a measurable share of the event loop's work per request. The bytes and headers are the same
 * as res.json's (no ETag: the app disables it).
 */
export function writeJson(res: ServerResponse, status: number, value: unknown, headers?: OutgoingHttpHeaders): void {
  const body = JSON.stringify(value);
  const length = Buffer.byteLength(body);
  res.writeHead(
    status,
    headers ? { ...headers, 'Content-Type': JSON_CONTENT_TYPE, 'Content-Length': length } : { 'Content-Type': JSON_CONTENT_TYPE, 'Content-Length': length },
  );
  res.end(body);
}
