/**
 * `trust proxy` (serve --trust-proxy / BFC_TRUST_PROXY): off by default, so a forged
 * X-Forwarded-For cannot dodge the sign-in throttle per client; when the operator names the proxy,
 * each client behind it is throttled on its own.
 */
import { trustProxyFrom } from '../../server/config';
import { startServer, type TestServer } from '../helpers/server';
import { runCli } from './support/cli';
import { WebClient } from './web-client';

let server: TestServer;
afterEach(() => server.stop());

const limits = { perEmail: { max: 100, windowMs: 15 * 60_000 }, perClient: { max: 2, windowMs: 15 * 60_000 } };

/** Two failed sign-ins from `client` (as X-Forwarded-For), then what a third from `next` gets. */
async function thirdSignIn(client: string, next: string): Promise<number> {
  const browser = new WebClient(server.baseUrl);
  for (let i = 0; i < 2; i++) {
    await browser.get('/signin', { 'x-forwarded-for': client });
    expect((await browser.post('/signin', { email: `nobody${i}@example.com`, password: 'wrong password' }, { 'x-forwarded-for': client })).status).toBe(401);
  }
  await browser.get('/signin', { 'x-forwarded-for': next });
  return (await browser.post('/signin', { email: 'nobody9@example.com', password: 'wrong password' }, { 'x-forwarded-for': next })).status;
}

test('by default X-Forwarded-For is ignored: a guesser cannot reset the per-client throttle by forging it', async () => {
  server = await startServer({ web: { signInLimits: limits } });
  expect(await thirdSignIn('203.0.113.1', '203.0.113.2')).toBe(429);
});

test('with the proxy trusted, clients behind it are throttled one by one', async () => {
  server = await startServer({ web: { signInLimits: limits }, trustProxy: trustProxyFrom('loopback') });
  expect(await thirdSignIn('203.0.113.1', '203.0.113.2')).toBe(401);
  expect(await thirdSignIn('203.0.113.3', '203.0.113.3')).toBe(429);
});

test('the setting reads off/on/hops/addresses and refuses anything else', async () => {
  expect([undefined, '', 'off', 'false'].map(trustProxyFrom)).toEqual([false, false, false, false]);
  expect(trustProxyFrom('on')).toBe(true);
  expect(trustProxyFrom('2')).toBe(2);
  expect(trustProxyFrom('loopback, 10.0.0.0/8, fd00::/8')).toBe('loopback, 10.0.0.0/8, fd00::/8');
  expect(() => trustProxyFrom('my-proxy')).toThrow(/BFC_TRUST_PROXY/);
  const run = await runCli(['serve', '--trust-proxy', 'my-proxy', '--port', '0']);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/--trust-proxy must be/);
});
