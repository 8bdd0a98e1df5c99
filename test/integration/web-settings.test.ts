import { listKeys } from '../../server/accounts/admin';
import { inviteUser } from '../../server/accounts/usersAdmin';
import { startServer, type TestServer } from '../helpers/server';
import { postMultipart, samplePdf } from './support/requests';
import { WebClient, textOf } from './web-client';

/** The whole settings flow with plain HTML forms and redirects, as a browser without script uses it. */
let server: TestServer;
let clock: number;
beforeAll(async () => {
  clock = Date.UTC(2026, 4, 10, 12);
  server = await startServer({ web: { signup: true }, now: () => clock, rateLimits: { perMinute: 30, perDay: 1000 } });
});
afterAll(() => server.stop());

const KEY_PATTERN = /bfc_live_[A-Za-z0-9_-]{43}/;

test('sign up → create a key (shown once) → convert with it → usage and chart count it → rename → revoke → 401', async () => {
  const client = new WebClient(server.baseUrl);
  expect(await client.signUp('ada@example.com', 'correct horse battery')).toMatchObject({ status: 303, location: '/settings' });

  let page = await client.get('/settings');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  let text = textOf(page.html);
  expect(text).toContain('No active keys');
  expect(text).toContain('Free conversions left today 3 of 3');
  expect(text).toContain('0 conversions in the last 30 days');

  const created = await client.post('/settings/keys', { name: 'n8n production' });
  expect(created.status).toBe(303);
  page = await client.get('/settings');
  const secret = KEY_PATTERN.exec(page.html)?.[0];
  expect(secret).toBeDefined();
  expect(textOf(page.html)).toContain('Your new API key “n8n production”');
  // Shown once: the next view of the page only has the prefix.
  const later = await client.get('/settings');
  expect(later.html).not.toContain(secret!);
  expect(textOf(later.html)).toContain(`${secret!.slice(0, 13)}…`);
  // Created is stamped by the admin code's own clock, last used by the server's (the test's) clock.
  expect(textOf(later.html)).toMatch(/n8n production bfc_live_[\w-]{4}… \d{4}-\d\d-\d\d \d\d:\d\d UTC never/);

  clock += 60_000;
  const converted = await postMultipart(server.baseUrl, secret, await samplePdf(), 'march.pdf');
  expect(converted.status).toBe(200);

  text = textOf((await client.get('/settings')).html);
  expect(text).toContain('Free conversions left today 2 of 3');
  expect(text).toContain('Conversions today 1');
  expect(text).toContain('Conversions this month 1');
  expect(text).toContain('1 conversion in the last 30 days');
  expect(text).toContain('2026-05-10 1');
  expect(text).toMatch(/n8n production bfc_live_[\w-]{4}… \d{4}-\d\d-\d\d \d\d:\d\d UTC 2026-05-10 12:01 UTC/);
  expect(text).toContain('29 of 30 requests left this minute');

  const [key] = await listKeys(server.dataDir, 'ada@example.com');
  expect(await client.post(`/settings/keys/${key.id}/rename`, { name: 'n8n staging' })).toMatchObject({ status: 303, location: '/settings?done=renamed' });
  text = textOf((await client.get('/settings?done=renamed')).html);
  expect(text).toContain('The key was renamed.');
  expect(text).toContain('n8n staging');

  expect(await client.post(`/settings/keys/${key.id}/revoke`, {})).toMatchObject({ status: 303, location: '/settings?done=revoked' });
  text = textOf((await client.get('/settings?done=revoked')).html);
  expect(text).toContain('The key was revoked.');
  expect(text).toContain('No active keys');

  const refused = await postMultipart(server.baseUrl, secret, await samplePdf(), 'march.pdf');
  expect(refused.status).toBe(401);
});

test('an empty or overlong key name is refused with a message and no key', async () => {
  const client = new WebClient(server.baseUrl);
  await client.signUp('bob@example.com', 'correct horse battery');
  await client.get('/settings');
  const empty = await client.post('/settings/keys', { name: '   ' });
  expect(empty.status).toBe(400);
  expect(textOf(empty.html)).toContain('Give the key a name.');
  expect((await client.post('/settings/keys', { name: 'x'.repeat(81) })).status).toBe(400);
  expect(await listKeys(server.dataDir, 'bob@example.com')).toEqual([]);
});

test('signed out, the settings page and its forms send you to sign in', async () => {
  const client = new WebClient(server.baseUrl);
  expect(await client.get('/settings')).toMatchObject({ status: 303, location: '/signin' });
  expect(await client.get('/')).toMatchObject({ status: 303, location: '/signin' });
  const signIn = await client.get('/signin');
  expect(signIn.status).toBe(200);
  expect(signIn.html).toMatch(/<main id="main"/);
  expect(signIn.html).toMatch(/<label for="email">Email<\/label>/);
});

test('stylesheet and script are served by the server itself, cacheable for good', async () => {
  const html = (await new WebClient(server.baseUrl).get('/signin')).html;
  const assets = [...html.matchAll(/(?:href|src)="(\/settings-assets\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets).toHaveLength(2);
  expect(html).not.toMatch(/(?:href|src)="https?:/);
  for (const path of assets) {
    const res = await fetch(server.baseUrl + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  }
});

test('a Pro account invited from the CLI sees its monthly quota and its credits', async () => {
  await server.createAccount('bigco', { plan: 'pro', monthlyQuota: 5000, credits: 0 });
  await server.addCredits('bigco', 250);
  const invitation = await inviteUser(server.dataDir, 'bigco', 'cfo@bigco.example', clock);
  const client = new WebClient(server.baseUrl);
  await client.get(invitation.path);
  await client.post(invitation.path, { password: 'a long enough passphrase' });
  const text = textOf((await client.get('/settings')).html);
  expect(text).toContain('Plan Pro 5,000 conversions a month');
  expect(text).toContain('Plan quota left this month 5,000 of 5,000');
  expect(text).toContain('resets on 2026-06-01');
  expect(text).toContain('Credits 250');
  // The key made by the test helper is listed with the ones made on the page.
  expect(text).toMatch(/test bfc_live_[\w-]{4}…/);
});

test('two keys created before the page is seen (two tabs) are both shown, once', async () => {
  const client = new WebClient(server.baseUrl);
  await client.signUp('tabs@example.com', 'correct horse battery');
  await client.get('/settings');
  await client.post('/settings/keys', { name: 'first tab' });
  await client.post('/settings/keys', { name: 'second tab' });
  const page = await client.get('/settings');
  expect(page.html.match(/bfc_live_[A-Za-z0-9_-]{43}/g)).toHaveLength(2);
  expect(textOf(page.html)).toContain('Your new API key “first tab”');
  expect(textOf(page.html)).toContain('Your new API key “second tab”');
  expect((await client.get('/settings')).html).not.toMatch(/bfc_live_[A-Za-z0-9_-]{43}/);
});
