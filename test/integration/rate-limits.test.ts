import { startServer, type TestServer } from '../helpers/server';
import { bearer, errorCodeOf, postMultipart, samplePdf, usageOf } from './support/requests';

/** The server's clock, moved by the tests instead of waiting. */
let now = Date.UTC(2026, 0, 15, 12);
let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
});
afterEach(() => server.stop());

// Garbage is refused with 400 after the rate limit, so these tests spend no conversion time.
const cheapRequest = (key: string) => postMultipart(server.baseUrl, key, Buffer.from('not a document'));

test('the 31st request within a minute is 429 with Retry-After and RateLimit headers', async () => {
  server = await startServer({ now: () => now, rateLimits: { perMinute: 30, perDay: 1000 } });
  for (let i = 0; i < 30; i++) {
    now += 1000;
    const res = await cheapRequest(server.apiKey);
    expect(res.status).toBe(400);
    expect(res.headers.get('ratelimit-remaining')).toBe(String(29 - i));
    await res.arrayBuffer();
  }
  now += 1000;
  const refused = await cheapRequest(server.apiKey);
  // The first of the 30 was at +1 s, now is +31 s: it leaves the window 30 s from now.
  expect(refused.headers.get('retry-after')).toBe('30');
  expect(refused.headers.get('ratelimit-limit')).toBe('30');
  expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  expect(refused.headers.get('ratelimit-policy')).toBe('30;w=60, 1000;w=86400');
  expect(await errorCodeOf(refused, 429)).toBe('rate_limited');

  // A sliding window: 29 s later the limit still holds, 30 s later one slot is free again.
  now += 29_000;
  expect((await cheapRequest(server.apiKey)).status).toBe(429);
  now += 1000;
  expect((await postMultipart(server.baseUrl, server.apiKey, pdf)).status).toBe(200);
  expect((await cheapRequest(server.apiKey)).status).toBe(429);
});

test('no burst across a minute boundary: 30 at the end of one minute leave none for the start of the next', async () => {
  now = Date.UTC(2026, 0, 15, 12, 0, 59);
  server = await startServer({ now: () => now, rateLimits: { perMinute: 30, perDay: 1000 } });
  for (let i = 0; i < 30; i++) expect((await cheapRequest(server.apiKey)).status).toBe(400);
  now += 2000; // 12:01:01, a new calendar minute
  expect((await cheapRequest(server.apiKey)).status).toBe(429);
});

test('the limits are per account: all keys of an account share them, other accounts are unaffected', async () => {
  server = await startServer({ now: () => now, rateLimits: { perMinute: 2, perDay: 1000 } });
  const second = await server.createKey(server.accountName);
  const other = await server.createAccount('other');
  expect((await cheapRequest(server.apiKey)).status).toBe(400);
  expect((await cheapRequest(second.key)).status).toBe(400);
  expect((await cheapRequest(server.apiKey)).status).toBe(429);
  expect((await cheapRequest(second.key)).status).toBe(429);
  expect((await cheapRequest(other.apiKey)).status).toBe(400);
});

test('the day limit is 429 until 00:00 UTC, then counts again', async () => {
  now = Date.UTC(2026, 0, 15, 22);
  server = await startServer({ now: () => now, rateLimits: { perMinute: 30, perDay: 5 } });
  for (let i = 0; i < 5; i++) {
    now += 61_000;
    expect((await cheapRequest(server.apiKey)).status).toBe(400);
  }
  now += 61_000;
  const refused = await cheapRequest(server.apiKey);
  expect(refused.headers.get('retry-after')).toBe(String(Math.ceil((Date.UTC(2026, 0, 16) - now) / 1000)));
  expect(refused.headers.get('ratelimit-limit')).toBe('5');
  expect(await errorCodeOf(refused, 429)).toBe('rate_limited');
  now = Date.UTC(2026, 0, 16, 0, 0, 1);
  expect((await cheapRequest(server.apiKey)).status).toBe(400);
});

test('usage reports the rate-limit state and is not counted against it', async () => {
  server = await startServer({ now: () => now, rateLimits: { perMinute: 3, perDay: 1000 } });
  for (let i = 0; i < 10; i++) await usageOf(server.baseUrl, server.apiKey);
  expect((await cheapRequest(server.apiKey)).status).toBe(400);
  const usage = await usageOf(server.baseUrl, server.apiKey);
  expect(usage.rateLimits.perMinute).toMatchObject({ limit: 3, remaining: 2 });
  expect(usage.rateLimits.perDay).toMatchObject({ limit: 1000, remaining: 999 });
  const res = await fetch(`${server.baseUrl}/api/v1/usage`, { headers: bearer(server.apiKey) });
  expect(res.headers.get('ratelimit-remaining')).toBeNull();
});
