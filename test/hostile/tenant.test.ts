/**
 * One hostile tenant, with the server's default settings: the attacks of issue 15 (H2, H3) run
 * again at their original size. A tenant must not take the service from the others, nor make
 * them wait behind its password guesses.
 */
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, usageOf } from '../integration/support/requests';
import { trickle } from '../integration/support/trickle';
import { WebClient } from '../integration/web-client';
import { textStatementPdf } from './files';

jest.setTimeout(180_000);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('H2: one account opens 16 uploads trickling 50 B/s: 8 refused 429, 8 cut 408 within the pace window, other accounts convert meanwhile, the attacker pays nothing', async () => {
  server = await startServer();
  const running = server;
  const attacker = await running.createAccount('attacker', { plan: 'pro', monthlyQuota: 100 });
  const trickles = Array.from({ length: 16 }, () => trickle(running, attacker.apiKey));
  try {
    const counted = async () => {
      const { limit, remaining } = (await usageOf(running.baseUrl, attacker.apiKey)).rateLimits.perMinute;
      return limit - remaining;
    };
    while ((await counted()) < 16) await pause(20);
    await pause(200);

    const pdf = await textStatementPdf();
    for (const name of ['victim-1', 'victim-2']) {
      const victim = await running.createAccount(name);
      expect((await postMultipart(running.baseUrl, victim.apiKey, pdf)).status).toBe(200);
    }
    expect((await postMultipart(running.baseUrl, running.apiKey, pdf)).status).toBe(200);

    const outcomes = await Promise.all(trickles.map((t) => t.outcome));
    const codes = outcomes.map((o) => o && `${o.status} ${JSON.parse(o.body).error.code}`).sort();
    expect(codes).toEqual([...Array(8).fill('408 upload_too_slow'), ...Array(8).fill('429 too_many_uploads')]);
    expect((await usageOf(running.baseUrl, attacker.apiKey)).quota.used).toBe(0);
  } finally {
    for (const t of trickles) t.socket.destroy();
  }
});

test('H3: 40 sign-ins at once for one email check 5 passwords; 400 from one client check 20; 400 from 400 addresses check at most 33 at a time, the rest 503', async () => {
  server = await startServer({ web: { signup: true }, trustProxy: 'loopback' });
  const running = server;
  await new WebClient(running.baseUrl).signUp('ada@example.com', 'correct horse battery');
  const guesser = new WebClient(running.baseUrl);
  await guesser.get('/signin', { 'x-forwarded-for': '198.51.100.1' });
  const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

  const oneEmail = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      guesser.post('/signin', { email: 'ada@example.com', password: `guess number ${i}` }, { 'x-forwarded-for': '198.51.100.1' }),
    ),
  );
  expect(count(oneEmail.map((p) => p.status))).toEqual({ 401: 5, 429: 35 });

  const oneClient = await Promise.all(
    Array.from({ length: 400 }, (_, i) =>
      guesser.post('/signin', { email: `nobody${i}@example.com`, password: 'some password' }, { 'x-forwarded-for': '198.51.100.2' }),
    ),
  );
  expect(count(oneClient.map((p) => p.status))).toEqual({ 401: 20, 429: 380 });

  const manyClients = await Promise.all(
    Array.from({ length: 400 }, (_, i) =>
      guesser.post('/signin', { email: `someone${i}@example.com`, password: 'some password' }, { 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` }),
    ),
  );
  const checked = manyClients.filter((p) => p.status === 401).length;
  expect(manyClients.filter((p) => p.status !== 401).every((p) => p.status === 503 && Number(p.headers.get('retry-after')) > 0)).toBe(true);
  expect(checked).toBeGreaterThanOrEqual(33);
  expect(checked).toBeLessThan(400);
});
