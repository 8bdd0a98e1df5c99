/**
 * Races at scale: 200 requests at once against an account's last units and its rate limits. The
 * answers, the usage endpoint and server.json on disk must all agree on the exact counts.
 * (test/integration/entitlement.test.ts has the 50-request version of the first case.)
 */
import { readAdminData } from '../../server/store/adminFile';
import { readCounters } from '../../server/store/lowdbStore';
import { startServer, type TestServer } from '../helpers/server';
import { postJson, postMultipart, samplePdf, usageOf } from '../integration/support/requests';

jest.setTimeout(180_000);

const CONCURRENT = 200;
const now = Date.UTC(2026, 0, 15, 12);
const today = '2026-01-15';
let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
});
afterEach(() => server.stop());

/** Far above 200, so that no answer here is a 503 for uploads in flight: only the limits under test decide. */
const start = (rateLimits: { perMinute: number; perDay: number }) => startServer({ now: () => now, rateLimits, maxUploadsInFlight: 1000 });

const accountId = (name: string) => readAdminData(server.dataDir).accounts.find((a) => a.name === name)!.id;

/** All at once, alternating the two forms and the account's keys; the statuses counted. */
async function burst(keys: string[], body: Buffer): Promise<Record<number, number>> {
  const statuses = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const key = keys[i % keys.length];
      const res =
        i % 2
          ? await postMultipart(server.baseUrl, key, body)
          : await postJson(server.baseUrl, key, { file_base64: body.toString('base64'), filename: 'statement.pdf' });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

test('200 concurrent conversions for K = 3 free + 9 credits: exactly 12 answers 200, 188 answer 402, exactly 12 charged in the API and on disk', async () => {
  server = await start({ perMinute: 1_000_000, perDay: 1_000_000 });
  const { apiKey } = await server.createAccount('racer', { credits: 9 });
  const second = (await server.createKey('racer', 'second')).key;

  expect(await burst([apiKey, second], pdf)).toEqual({ 200: 12, 402: 188 });
  expect(await usageOf(server.baseUrl, apiKey)).toMatchObject({ quota: { used: 3, left: 0 }, credits: { balance: 0 } });
  const stored = readCounters(server.dataDir).counters[accountId('racer')];
  expect(stored).toMatchObject({ creditsSpent: 9, quota: { key: today, used: 3 }, daily: { [today]: 12 } });
});

// Garbage passes the rate limit and is then refused with 400: the limits are counted, no conversion time spent.
const garbage = Buffer.from('not a document at all');

test('200 concurrent requests against the minute limit of 30: exactly 30 get past it, 170 answer 429, 30 counted on disk', async () => {
  server = await start({ perMinute: 30, perDay: 1000 });
  const { apiKey } = await server.createAccount('minute-racer', { plan: 'pro', monthlyQuota: 1000 });
  expect(await burst([apiKey], garbage)).toEqual({ 400: 30, 429: 170 });
  const usage = await usageOf(server.baseUrl, apiKey);
  expect(usage.rateLimits).toMatchObject({ perMinute: { limit: 30, remaining: 0 }, perDay: { limit: 1000, remaining: 970 } });
  const stored = readCounters(server.dataDir).counters[accountId('minute-racer')];
  expect(stored.rate.recent).toHaveLength(30);
  expect(stored.rate.day).toEqual({ period: today, count: 30 });
});

test('200 concurrent requests against a day limit of 100: exactly 100 get past it, 100 answer 429, 100 counted on disk', async () => {
  server = await start({ perMinute: 1_000_000, perDay: 100 });
  const { apiKey } = await server.createAccount('day-racer', { plan: 'pro', monthlyQuota: 1000 });
  expect(await burst([apiKey], garbage)).toEqual({ 400: 100, 429: 100 });
  expect((await usageOf(server.baseUrl, apiKey)).rateLimits.perDay).toMatchObject({ limit: 100, remaining: 0 });
  expect(readCounters(server.dataDir).counters[accountId('day-racer')].rate.day).toEqual({ period: today, count: 100 });
});

test('limits and units together: 200 concurrent conversions, minute limit 30, K = 5 units → 170 × 429, 25 × 402, 5 × 200, 5 charged', async () => {
  server = await start({ perMinute: 30, perDay: 1000 });
  const { apiKey } = await server.createAccount('both-racer', { plan: 'pro', monthlyQuota: 5 });
  expect(await burst([apiKey], pdf)).toEqual({ 200: 5, 402: 25, 429: 170 });
  expect(readCounters(server.dataDir).counters[accountId('both-racer')]).toMatchObject({
    creditsSpent: 0,
    quota: { key: '2026-01', used: 5 },
    daily: { [today]: 5 },
  });
});
