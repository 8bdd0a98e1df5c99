/**
 * Sign-in under a flood: attempts are counted before any password is checked, password hashing
 * is bounded, and the store's writes do not wait behind the hashes (scrypt runs on libuv's thread
 * pool, where the file writes run too).
 */
import { startServer, type TestServer } from '../helpers/server';
import { bearer } from './support/requests';
import { WebClient, textOf } from './web-client';

jest.setTimeout(120_000);

const PASSWORD = 'correct horse battery';
const MANY = { max: 100_000, windowMs: 15 * 60_000 };
let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('40 sign-ins at once for one email with a limit of 5: 5 passwords checked (401 or 303), 35 answered 429 without a check', async () => {
  server = await startServer({ web: { signup: true, signInLimits: { perEmail: { max: 5, windowMs: 15 * 60_000 }, perClient: MANY } } });
  await new WebClient(server.baseUrl).signUp('ada@example.com', PASSWORD);
  const guesser = new WebClient(server.baseUrl);
  await guesser.get('/signin');
  const pages = await Promise.all(
    Array.from({ length: 40 }, (_, i) => guesser.post('/signin', { email: 'ada@example.com', password: i === 20 ? PASSWORD : `wrong password ${i}` })),
  );
  const statuses = pages.map((p) => p.status);
  expect(statuses.filter((s) => s === 401 || s === 303)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  expect(pages.filter((p) => p.status === 429).every((p) => Number(p.headers.get('retry-after')) > 0)).toBe(true);
});

/** Sign-ins for unknown emails (each costs one hash) all at once; resolves to their pages, counting answers as they come. */
function flood(client: WebClient, count: number) {
  const progress = { answered: 0 };
  const pages = Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const page = await client.post('/signin', { email: `nobody${i}@example.com`, password: 'some password' });
      progress.answered++;
      return page;
    }),
  );
  return { progress, pages };
}

test('store writes do not wait behind password hashes: a request whose answer waits for a write is answered while most of 20 sign-ins still wait', async () => {
  server = await startServer({ web: { signInLimits: { perEmail: MANY, perClient: MANY } } });
  const client = new WebClient(server.baseUrl);
  await client.get('/signin');
  const { progress, pages } = flood(client, 20);
  // Once one sign-in is answered, the hashes of the others are under way or waiting.
  while (progress.answered === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  // Counted against the rate limit, then refused (400): the answer waits for the count's write.
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('not a document')]), 'x.pdf');
  const refused = await fetch(`${server.baseUrl}/api/v1/convert`, { method: 'POST', headers: bearer(server.apiKey), body: form });
  const stillWaiting = 20 - progress.answered;
  expect(refused.status).toBe(400);
  expect((await pages).map((p) => p.status)).toEqual(Array(20).fill(401));
  expect(stillWaiting).toBeGreaterThanOrEqual(8);
});

test('hashing is bounded: 60 sign-ins at once → one hash at a time, 32 waiting, the rest 503 with Retry-After and a message', async () => {
  server = await startServer({ web: { signInLimits: { perEmail: MANY, perClient: MANY } } });
  const client = new WebClient(server.baseUrl);
  await client.get('/signin');
  const pages = await flood(client, 60).pages;
  const busy = pages.filter((p) => p.status === 503);
  expect(pages.filter((p) => p.status !== 503).every((p) => p.status === 401)).toBe(true);
  expect(busy.length).toBeGreaterThanOrEqual(1);
  expect(busy.every((p) => Number(p.headers.get('retry-after')) > 0 && textOf(p.html).includes('send the form again in 5 seconds'))).toBe(true);
});
