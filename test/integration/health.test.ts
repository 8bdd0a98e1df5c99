import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

test('GET /healthz answers without a key', async () => {
  const res = await fetch(`${server.baseUrl}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('unknown routes are 404 and wrong methods 405, in the error envelope', async () => {
  const missing = await fetch(`${server.baseUrl}/api/v2/convert`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ error: { code: 'not_found', message: expect.any(String), requestId: expect.stringMatching(/^req_/) } });

  const wrong = await fetch(`${server.baseUrl}/api/v1/convert`, { headers: { authorization: `Bearer ${server.apiKey}` } });
  expect(wrong.status).toBe(405);
  expect(wrong.headers.get('allow')).toBe('POST');
  expect((await wrong.json()).error.code).toBe('method_not_allowed');
});

test('the helper key is live: GET /api/v1/usage shows the default account', async () => {
  const res = await fetch(`${server.baseUrl}/api/v1/usage`, { headers: { authorization: `Bearer ${server.apiKey}` } });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ account: { name: 'default' }, plan: 'pro', quota: { period: 'month', limit: 1_000_000, used: 0 } });
});
