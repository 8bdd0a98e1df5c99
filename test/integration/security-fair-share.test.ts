/**
 * One account cannot take the service from the others: it holds at most its share of the upload
 * slots (429 beyond it), and an upload that trickles in slower than the minimum pace is cut with
 * 408, so the slots it held come free long before the request timeout.
 */
import { connect, type Socket } from 'node:net';
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, samplePdf, usageOf } from './support/requests';

jest.setTimeout(60_000);

type Outcome = { status: number; head: string; body: string; closed: Promise<void> };

/**
 * A well-formed multipart upload of 100 kB whose body arrives 5 bytes every 100 ms (50 B/s);
 * resolves with the first answer (or null when the connection closed without one).
 */
function trickle(server: TestServer, key: string): { socket: Socket; outcome: Promise<Outcome | null> } {
  const url = new URL(server.baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const outcome = new Promise<Outcome | null>((resolve) => {
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/v1/convert HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n' +
          '--b\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n%PDF-1.4\n',
      );
      timer = setInterval(() => socket.writable && socket.write('xxxxx'), 100);
    });
    socket.on('data', (chunk) => {
      received += chunk;
      const split = received.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received)?.[1]);
      if (split < 0 || received.length < split + 4 + length) return;
      resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, split), body: received.slice(split + 4, split + 4 + length), closed });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(null);
    });
  });
  return { socket, outcome };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('an account trickling 4 uploads holds only its 2 slots (the others 429), another account still converts, the trickles are cut with 408 and cost nothing', async () => {
  const server = await startServer({ maxUploadsInFlight: 4, maxUploadsPerAccount: 2, minUploadPace: { bytesPerSecond: 2000, windowMs: 500 } });
  const trickles: ReturnType<typeof trickle>[] = [];
  try {
    const attacker = await server.createAccount('attacker', { plan: 'pro', monthlyQuota: 100 });
    const pdf = await samplePdf();
    for (let i = 0; i < 4; i++) trickles.push(trickle(server, attacker.apiKey));
    // Every trickle has passed the rate limit (counted there), so each has taken a slot or been refused.
    const counted = async () => {
      const { limit, remaining } = (await usageOf(server.baseUrl, attacker.apiKey)).rateLimits.perMinute;
      return limit - remaining;
    };
    while ((await counted()) < 4) await pause(20);
    await pause(200);

    expect((await postMultipart(server.baseUrl, server.apiKey, pdf)).status).toBe(200);

    const outcomes = (await Promise.all(trickles.map((t) => t.outcome))).map((o) => o ?? { status: null, head: '', body: '{}', closed: Promise.resolve() });
    const byCode = outcomes.map((o) => [o.status, JSON.parse(o.body).error?.code, /\r\nretry-after: \d+/i.test(o.head)]).sort();
    expect(byCode).toEqual([
      [408, 'upload_too_slow', false],
      [408, 'upload_too_slow', false],
      [429, 'too_many_uploads', true],
      [429, 'too_many_uploads', true],
    ]);
    expect(outcomes.every((o) => /^\{"error":\{"code":"[a-z_]+","message":"[^"]+","requestId":"req_/.test(o.body))).toBe(true);
    // The 408 closes the connection: the rest of the trickle is not waited for.
    await Promise.all(outcomes.filter((o) => o.status === 408).map((o) => o.closed));
    expect((await usageOf(server.baseUrl, attacker.apiKey)).quota.used).toBe(0);
    // Its slots are free again: the attacker's own normal upload goes through.
    expect((await postMultipart(server.baseUrl, attacker.apiKey, pdf)).status).toBe(200);
  } finally {
    for (const t of trickles) t.socket.destroy();
    await server.stop();
  }
});

test('one upload trickling below the minimum pace: 408 upload_too_slow in the error envelope, connection closed, its unit and slot given back', async () => {
  const server = await startServer({ maxUploadsInFlight: 1, minUploadPace: { bytesPerSecond: 2000, windowMs: 500 } });
  const slow = trickle(server, server.apiKey);
  try {
    const outcome = await slow.outcome;
    expect(outcome && { status: outcome.status, code: JSON.parse(outcome.body).error.code }).toEqual({ status: 408, code: 'upload_too_slow' });
    expect(JSON.parse(outcome!.body).error.message).toMatch(/slower than 2000 bytes per second .* Send it again over a faster connection/);
    await outcome!.closed;
    await server.setPlan(server.accountName, 'pro', 1);
    // With the unit or the only slot still held, this would be 402 or 503.
    expect((await postMultipart(server.baseUrl, server.apiKey, await samplePdf())).status).toBe(200);
  } finally {
    slow.socket.destroy();
    await server.stop();
  }
});
