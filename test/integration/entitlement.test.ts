import { startServer, type TestServer } from '../helpers/server';
import { errorCodeOf, postJson, postMultipart, samplePdf, usageOf } from './support/requests';

let now = Date.UTC(2026, 0, 15, 12);
let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
  server = await startServer({ now: () => now });
});
afterAll(() => server.stop());

const convert = (key: string) => postMultipart(server.baseUrl, key, pdf);

test('free: 3 conversions per UTC day, then credits, then 402; the next day starts over', async () => {
  const { apiKey } = await server.createAccount('free-user', { credits: 1 });
  for (let i = 0; i < 3; i++) expect((await convert(apiKey)).status).toBe(200);
  expect(await usageOf(server.baseUrl, apiKey)).toMatchObject({ plan: 'free', quota: { period: 'day', limit: 3, used: 3, left: 0 }, credits: { balance: 1 } });
  expect((await convert(apiKey)).status).toBe(200);
  expect((await usageOf(server.baseUrl, apiKey)).credits.balance).toBe(0);

  const refused = await convert(apiKey);
  const message = (await refused.clone().json()).error.message;
  expect(await errorCodeOf(refused, 402)).toBe('payment_required');
  expect(message).toMatch(/credits/);

  await server.addCredits('free-user', 1);
  expect((await convert(apiKey)).status).toBe(200);
  expect((await convert(apiKey)).status).toBe(402);

  now = Date.UTC(2026, 0, 16, 0, 0, 1);
  expect((await convert(apiKey)).status).toBe(200);
  expect((await usageOf(server.baseUrl, apiKey)).quota).toMatchObject({ used: 1, left: 2, resetsAt: '2026-01-17T00:00:00.000Z' });
});

test('pro: the monthly quota, then credits, then 402; the next UTC month starts over', async () => {
  now = Date.UTC(2026, 2, 31, 23);
  const { apiKey } = await server.createAccount('pro-user', { plan: 'pro', monthlyQuota: 2, credits: 1 });
  expect((await convert(apiKey)).status).toBe(200);
  expect((await convert(apiKey)).status).toBe(200);
  expect(await usageOf(server.baseUrl, apiKey)).toMatchObject({ plan: 'pro', quota: { period: 'month', limit: 2, used: 2, left: 0 }, credits: { balance: 1 } });
  expect((await convert(apiKey)).status).toBe(200);
  expect(await errorCodeOf(await convert(apiKey), 402)).toBe('payment_required');
  now = Date.UTC(2026, 3, 1, 0, 0, 1);
  expect((await convert(apiKey)).status).toBe(200);
});

test('a plan change through the admin path applies on the next request', async () => {
  const { apiKey } = await server.createAccount('upgrader');
  for (let i = 0; i < 3; i++) expect((await convert(apiKey)).status).toBe(200);
  expect((await convert(apiKey)).status).toBe(402);
  await server.setPlan('upgrader', 'pro', 10);
  expect((await convert(apiKey)).status).toBe(200);
  expect((await usageOf(server.baseUrl, apiKey)).quota).toMatchObject({ period: 'month', limit: 10, used: 1 });
});

test('a failed conversion costs nothing: 400 and 413 leave the allowance untouched', async () => {
  const { apiKey } = await server.createAccount('unlucky');
  for (let i = 0; i < 5; i++) expect((await postMultipart(server.baseUrl, apiKey, Buffer.from('garbage'))).status).toBe(400);
  expect((await postJson(server.baseUrl, apiKey, { file_base64: '@@@' })).status).toBe(400);
  expect((await postMultipart(server.baseUrl, apiKey, Buffer.alloc(20 * 1024 * 1024 + 1))).status).toBe(413);
  expect((await usageOf(server.baseUrl, apiKey)).quota.used).toBe(0);
  for (let i = 0; i < 3; i++) expect((await convert(apiKey)).status).toBe(200);
  expect((await convert(apiKey)).status).toBe(402);
});

test('50 concurrent requests for K remaining units: exactly K succeed, the rest are 402', async () => {
  const { apiKey } = await server.createAccount('racer', { credits: 4 });
  expect((await convert(apiKey)).status).toBe(200); // K = 2 free + 4 credits = 6
  const statuses = await Promise.all(Array.from({ length: 50 }, () => convert(apiKey).then(async (r) => (await r.arrayBuffer(), r.status))));
  expect(statuses.filter((s) => s === 200)).toHaveLength(6);
  expect(statuses.filter((s) => s === 402)).toHaveLength(44);
  expect(await usageOf(server.baseUrl, apiKey)).toMatchObject({ quota: { used: 3, left: 0 }, credits: { balance: 0 } });
});
