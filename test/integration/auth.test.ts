import { generateApiKey } from '../../server/accounts/keys';
import { startServer, type TestServer } from '../helpers/server';
import { errorCodeOf, postMultipart, samplePdf } from './support/requests';

let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  server = await startServer();
  pdf = await samplePdf();
});
afterAll(() => server.stop());

const convertWith = (headers: Record<string, string>) => {
  const form = new FormData();
  form.append('file', new Blob([pdf]), 'a.pdf');
  return fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers, body: form });
};

test('401 without an Authorization header, with a Bearer challenge', async () => {
  const res = await convertWith({});
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect(await errorCodeOf(res, 401)).toBe('missing_api_key');
});

test('401 for a malformed header or key', async () => {
  for (const authorization of [server.apiKey, `Basic ${server.apiKey}`, 'Bearer', 'Bearer not-a-key', `Bearer ${server.apiKey}x!`]) {
    expect(await errorCodeOf(await convertWith({ authorization }), 401)).toBe('invalid_api_key');
  }
});

test('401 for a well-formed key that was never issued', async () => {
  expect(await errorCodeOf(await convertWith({ authorization: `Bearer ${generateApiKey()}` }), 401)).toBe('invalid_api_key');
});

test('401 for a revoked key, from the next request on; other keys of the account keep working', async () => {
  const first = await server.createKey(server.accountName, 'to revoke');
  const second = await server.createKey(server.accountName, 'to keep');
  expect((await convertWith({ authorization: `Bearer ${first.key}` })).status).toBe(200);
  await server.revokeKey(first.id);
  expect(await errorCodeOf(await convertWith({ authorization: `Bearer ${first.key}` }), 401)).toBe('revoked_api_key');
  expect((await convertWith({ authorization: `Bearer ${second.key}` })).status).toBe(200);
});

test('the scheme name is case-insensitive, as HTTP says', async () => {
  expect((await convertWith({ authorization: `bearer ${server.apiKey}` })).status).toBe(200);
});

test('GET /api/v1/usage needs a key too', async () => {
  expect(await errorCodeOf(await fetch(`${server.baseUrl}/api/v1/usage`), 401)).toBe('missing_api_key');
});

test('auth comes before reading the upload: an unauthenticated 20 MiB + 1 upload is 401, not 413', async () => {
  const res = await postMultipart(server.baseUrl, undefined, Buffer.alloc(20 * 1024 * 1024 + 1));
  expect(await errorCodeOf(res, 401)).toBe('missing_api_key');
});

test('a 401 does not wait for the upload: answered while the body is still arriving', async () => {
  const { hostname, port } = new URL(server.baseUrl);
  const socket = (await import('node:net')).connect(Number(port), hostname);
  let received = '';
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) resolve(received);
    });
  });
  // Headers and the first KiB of a declared 1 MiB body; the rest is never sent.
  socket.write(`POST /api/v1/convert HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${1024 * 1024}\r\n\r\n`);
  socket.write(Buffer.alloc(1024));
  try {
    expect((await answered).split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  } finally {
    socket.destroy();
  }
});
