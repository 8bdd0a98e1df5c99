/**
 * Failures of ours: a transient one (a data file held by another process past the wait) is a 503
 * with Retry-After, not a 500; every one is logged with its stack and the requestId the caller saw.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLock } from '../../server/store/lockFile';
import { startServer, type TestServer } from '../helpers/server';
import { WebClient, textOf } from './web-client';

jest.setTimeout(60_000);

const PASSWORD = 'correct horse battery';
let server: TestServer;
let logged: jest.SpyInstance;
beforeEach(async () => {
  server = await startServer({ web: { signup: true } });
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  logged.mockRestore();
  await server.stop();
});

/** What console.error received, each call as one string (an Error as its stack). */
const errorLog = () => logged.mock.calls.map((args) => args.map((a: unknown) => (a instanceof Error ? a.stack : String(a))).join(' ')).join('\n');

test('users.json held by another process for longer than the wait: sign-in answers 503 with Retry-After and logs the cause with the requestId', async () => {
  const client = new WebClient(server.baseUrl);
  await client.signUp('ada@example.com', PASSWORD);
  await client.post('/signout', {});
  // The lock names a live process (this one, as an admin command would): the server waits, then gives up.
  const release = acquireLock(join(server.dataDir, 'users.lock'));
  try {
    const page = await client.signIn('ada@example.com', PASSWORD);
    expect(page.status).toBe(503);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(page.html)).toContain('send the form again in 5 seconds');
    const requestId = page.headers.get('x-request-id')!;
    expect(errorLog()).toMatch(
      new RegExp(`\\[${requestId}\\] POST /signin failed, answered 503: LockHeldError: .*users.lock is held by process ${process.pid}\\n\\s+at `),
    );
  } finally {
    release();
  }
});

test('a 500 on a settings page (users.json damaged) is logged with its stack and the requestId', async () => {
  const client = new WebClient(server.baseUrl);
  await client.signUp('ada@example.com', PASSWORD);
  writeFileSync(join(server.dataDir, 'users.json'), '{"users": [');
  const page = await client.get('/settings');
  expect(page.status).toBe(500);
  const requestId = page.headers.get('x-request-id')!;
  expect(errorLog()).toMatch(new RegExp(`\\[${requestId}\\] GET /settings failed, answered 500: SyntaxError: .*\\n\\s+at `));
});
