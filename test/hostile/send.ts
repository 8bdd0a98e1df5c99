import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import type { HostileCase } from './types';

/** What came back: a status and body, or nothing but a closed connection (status null). */
export type Outcome = { status: number | null; body: string };

// Above the OCR timeout: a giant scanned page may take that long, and must then still be answered.
const SAFETY_TIMEOUT_MS = 150_000;

/** Sends one hostile case to the server, exactly as described, and reports what came back. */
export function sendCase(baseUrl: string, apiKey: string, c: HostileCase): Promise<Outcome> {
  const url = new URL(baseUrl);
  const withKey = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replaceAll('{{KEY}}', apiKey)]));
  switch (c.kind) {
    case 'multipart': {
      const boundary = 'hostileCaseBoundary7MA4YWxk';
      const disposition = `form-data; name="file"${c.filename ? `; filename="${c.filename}"` : '; filename="upload"'}`;
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${c.partType ?? 'application/octet-stream'}\r\n\r\n`),
        readFileSync(c.file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return httpRequest(
        url,
        'POST',
        '/api/v1/convert',
        { authorization: `Bearer ${apiKey}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      );
    }
    case 'json': {
      const body = JSON.stringify({ file_base64: readFileSync(c.file).toString('base64'), filename: c.filename, media_type: c.mediaType });
      return httpRequest(url, 'POST', '/api/v1/convert', { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, Buffer.from(body));
    }
    case 'raw':
      return httpRequest(url, c.method ?? 'POST', c.path ?? '/api/v1/convert', withKey(c.headers), readFileSync(c.body));
    case 'socket':
      return socketRequest(url, c.request.replaceAll('{{KEY}}', apiKey).replace('Host: x\r\n', 'Host: x\r\nConnection: close\r\n'));
    case 'slow':
      return slowRequest(url, apiKey, c.part, c.bytesPerTick, c.tickMs);
  }
}

function httpRequest(url: URL, method: string, path: string, headers: Record<string, string>, body: Buffer): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: { ...headers, 'content-length': String(body.length) } });
    req.setTimeout(SAFETY_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${SAFETY_TIMEOUT_MS} ms`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // The server may answer (401, 413 ...) and close before the whole body is written.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? resolve({ status: null, body: '' }) : reject(err)));
    req.end(body);
  });
}

/** Raw bytes over TCP; the answer is parsed just enough for its status line and body. */
function socketRequest(url: URL, text: string, trickle?: { bytesPerTick: number; tickMs: number; after: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      clearTimeout(safety);
      const answer = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve({ status: status ? Number(status[1]) : null, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    };
    const safety = setTimeout(() => socket.destroy(), SAFETY_TIMEOUT_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      if (!trickle) return void socket.write(text);
      socket.write(text);
      let sent = 0;
      timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(trickle.after.slice(sent, sent + trickle.bytesPerTick));
        sent += trickle.bytesPerTick;
      }, trickle.tickMs);
    });
  });
}

/**
 * A well-formed convert request whose headers, or whose multipart body, arrive a few bytes at a
 * time: the server's headers/request timeout must cut it off.
 */
function slowRequest(url: URL, apiKey: string, part: 'headers' | 'body', bytesPerTick: number, tickMs: number): Promise<Outcome> {
  const boundary = 'slowBoundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n%PDF-1.4\n${'x'.repeat(100_000)}\r\n--${boundary}--\r\n`;
  const head = `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n`;
  if (part === 'headers')
    return socketRequest(url, 'POST /api/v1/convert HTTP/1.1\r\n', {
      bytesPerTick,
      tickMs,
      after: head.slice(head.indexOf('\r\n') + 2) + 'X-Slow: ' + 'y'.repeat(10_000),
    });
  return socketRequest(url, `${head}\r\n`, { bytesPerTick, tickMs, after: body });
}
