/**
 * One account cannot take the service from the others: it holds at most its share of the upload
 * slots (429 beyond it), and an upload that trickles in slower than the minimum pace is cut with
 * 408, so the slots it held come free long before the request timeout.
 */
import { startServer } from '../helpers/server';
import { postMultipart, samplePdf, usageOf } from './support/requests';
import { trickle } from './support/trickle';

jest.setTimeout(60_000);

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
