import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listKeys } from '../../server/accounts/admin';
import { inviteUser } from '../../server/accounts/usersAdmin';
import type { WebConfig } from '../../server/web/config';
import { startServer, type TestServer } from '../helpers/server';
import { WebClient, textOf } from './web-client';

const PASSWORD = 'correct horse battery';
let clock: number;
const servers: TestServer[] = [];

async function serverWith(web: Partial<WebConfig>) {
  const server = await startServer({ web, now: () => clock });
  servers.push(server);
  return server;
}

beforeEach(() => {
  clock = Date.UTC(2026, 4, 10, 12);
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

function usersFile(server: TestServer) {
  try {
    return JSON.parse(readFileSync(join(server.dataDir, 'users.json'), 'utf8'));
  } catch {
    return { users: [] };
  }
}

describe('sign-up switch', () => {
  test('closed (the default): the page and the form answer 403 and no user is created', async () => {
    const server = await serverWith({});
    const client = new WebClient(server.baseUrl);
    const page = await client.get('/signup');
    expect(page.status).toBe(403);
    expect(textOf(page.html)).toContain('Sign-up is closed');

    await client.get('/signin');
    const posted = await client.post('/signup', { email: 'mallory@example.com', password: PASSWORD });
    expect(posted.status).toBe(403);
    expect(usersFile(server).users).toEqual([]);
    expect(textOf((await client.get('/signin')).html)).not.toContain('Create one');
  });

  test('open: sign-up creates a user with an scrypt hash (never the password) and signs in', async () => {
    const server = await serverWith({ signup: true });
    const client = new WebClient(server.baseUrl);
    const page = await client.signUp('Ada@Example.com ', PASSWORD);
    expect(page).toMatchObject({ status: 303, location: '/settings' });
    const stored = readFileSync(join(server.dataDir, 'users.json'), 'utf8');
    expect(stored).not.toContain(PASSWORD);
    expect(usersFile(server).users).toEqual([
      expect.objectContaining({ email: 'ada@example.com', passwordHash: expect.stringMatching(/^scrypt\$32768\$8\$1\$/) }),
    ]);
    expect(textOf((await client.get('/settings')).html)).toContain('Signed in as ada@example.com');

    const again = await new WebClient(server.baseUrl).signUp('ada@example.com', PASSWORD);
    expect(again.status).toBe(409);
  });

  test('open: a short password and a malformed email are refused with a message', async () => {
    const server = await serverWith({ signup: true });
    const client = new WebClient(server.baseUrl);
    expect(textOf((await client.signUp('ada@example.com', 'short')).html)).toContain('Use at least 12 characters');
    expect((await client.post('/signup', { email: 'not-an-email', password: PASSWORD })).status).toBe(400);
    expect(usersFile(server).users).toEqual([]);
  });
});

describe('CSRF', () => {
  let server: TestServer;
  let client: WebClient;
  beforeEach(async () => {
    server = await serverWith({ signup: true });
    client = new WebClient(server.baseUrl);
    await client.signUp('ada@example.com', PASSWORD);
    await client.get('/settings');
  });
  const keyCount = async () => (await listKeys(server.dataDir, 'ada@example.com')).length;

  test('a state-changing form without its token is refused with 403 and changes nothing', async () => {
    const res = await client.post('/settings/keys', { name: 'sneaky', _csrf: null });
    expect(res.status).toBe(403);
    expect(await keyCount()).toBe(0);
  });

  test('a wrong token is refused with 403', async () => {
    const res = await client.post('/settings/keys', { name: 'sneaky', _csrf: client.csrf.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(res.status).toBe(403);
    expect(await keyCount()).toBe(0);
  });

  test('the right token sent from another site (Sec-Fetch-Site or Origin) is still refused', async () => {
    expect((await client.post('/settings/keys', { name: 'x' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await client.post('/settings/keys', { name: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await keyCount()).toBe(0);
    expect((await client.post('/settings/keys', { name: 'fine' }, { 'sec-fetch-site': 'same-origin' })).status).toBe(303);
    expect(await keyCount()).toBe(1);
  });

  test('sign-out and revoke need the token too; the sign-in form needs its pre-session token', async () => {
    expect((await client.post('/signout', { _csrf: null })).status).toBe(403);
    expect((await client.get('/settings')).status).toBe(200);
    const stranger = new WebClient(server.baseUrl);
    expect((await stranger.post('/signin', { email: 'ada@example.com', password: PASSWORD })).status).toBe(403);
  });
});

describe('sign-in throttling', () => {
  const limits = { perEmail: { max: 3, windowMs: 15 * 60_000 }, perClient: { max: 5, windowMs: 15 * 60_000 } };

  test('after 3 wrong passwords for an email even the right one waits, with 429, Retry-After and a message', async () => {
    const server = await serverWith({ signup: true, signInLimits: limits });
    await new WebClient(server.baseUrl).signUp('ada@example.com', PASSWORD);
    const guesser = new WebClient(server.baseUrl);
    for (let i = 0; i < 3; i++) {
      const page = await guesser.signIn('ada@example.com', `wrong password ${i}`);
      expect(page.status).toBe(401);
      expect(textOf(page.html)).toContain('Wrong email or password.');
    }
    const locked = await guesser.signIn('ada@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(locked.html)).toContain('Too many failed sign-ins. Wait 15 minutes and try again.');
    expect(guesser.cookies.has('bfc_session')).toBe(false);

    clock += 15 * 60_000 + 1000;
    expect(await guesser.signIn('ada@example.com', PASSWORD)).toMatchObject({ status: 303, location: '/settings' });
  });

  test('one client guessing across many emails is stopped by the per-client limit', async () => {
    const server = await serverWith({ signup: true, signInLimits: limits });
    const guesser = new WebClient(server.baseUrl);
    for (let i = 0; i < 5; i++) expect((await guesser.signIn(`user${i}@example.com`, PASSWORD)).status).toBe(401);
    expect((await guesser.signIn('user9@example.com', PASSWORD)).status).toBe(429);
  });

  test('an unknown email answers exactly like a wrong password', async () => {
    const server = await serverWith({ signup: true });
    await new WebClient(server.baseUrl).signUp('ada@example.com', PASSWORD);
    const known = await new WebClient(server.baseUrl).signIn('ada@example.com', 'wrong password!');
    const unknown = await new WebClient(server.baseUrl).signIn('bob@example.com', 'wrong password!');
    expect(known.status).toBe(unknown.status);
    expect(textOf(known.html).replace('ada@example.com', 'X')).toBe(textOf(unknown.html).replace('bob@example.com', 'X'));
  });
});

describe('session cookie', () => {
  test('HttpOnly, SameSite=Lax, Path=/, not Secure over plain http by default, with an expiry', async () => {
    const server = await serverWith({ signup: true });
    const page = await new WebClient(server.baseUrl).signUp('ada@example.com', PASSWORD);
    const cookie = page.setCookies.find((c) => c.startsWith('bfc_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=604800/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  test('cookieSecure "always" adds Secure (for servers behind an https proxy)', async () => {
    const server = await serverWith({ signup: true, cookieSecure: 'always' });
    const client = new WebClient(server.baseUrl);
    await client.get('/signup');
    const page = await client.post('/signup', { email: 'ada@example.com', password: PASSWORD });
    expect(page.setCookies.find((c) => c.startsWith('bfc_session='))).toMatch(/; Secure/);
  });

  test('the session ends server-side at expiry and at sign-out, whatever the browser keeps', async () => {
    const server = await serverWith({ signup: true, sessionTtlMs: 60 * 60_000 });
    const client = new WebClient(server.baseUrl);
    await client.signUp('ada@example.com', PASSWORD);
    const saved = client.cookies.get('bfc_session')!;
    clock += 60 * 60_000 + 1;
    expect(await client.get('/settings')).toMatchObject({ status: 303, location: '/signin' });

    await client.signIn('ada@example.com', PASSWORD);
    const second = client.cookies.get('bfc_session')!;
    expect(second).not.toBe(saved);
    await client.get('/settings');
    expect(await client.post('/signout', {})).toMatchObject({ status: 303, location: '/signin' });
    client.cookies.set('bfc_session', second);
    expect(await client.get('/settings')).toMatchObject({ status: 303, location: '/signin' });
  });
});

describe('keys belong to their account', () => {
  test("another user can neither rename nor revoke someone else's key", async () => {
    const server = await serverWith({ signup: true });
    const ada = new WebClient(server.baseUrl);
    await ada.signUp('ada@example.com', PASSWORD);
    await ada.get('/settings');
    await ada.post('/settings/keys', { name: 'ada prod' });
    const [adaKey] = await listKeys(server.dataDir, 'ada@example.com');

    const eve = new WebClient(server.baseUrl);
    await eve.signUp('eve@example.com', PASSWORD);
    await eve.get('/settings');
    expect((await eve.post(`/settings/keys/${adaKey.id}/revoke`, {})).status).toBe(404);
    expect((await eve.post(`/settings/keys/${adaKey.id}/rename`, { name: 'pwned' })).status).toBe(404);
    expect(await listKeys(server.dataDir, 'ada@example.com')).toEqual([expect.objectContaining({ name: 'ada prod', revokedAt: null })]);
  });

  test('a key name with markup is shown as text', async () => {
    const server = await serverWith({ signup: true });
    const ada = new WebClient(server.baseUrl);
    await ada.signUp('ada@example.com', PASSWORD);
    await ada.get('/settings');
    await ada.post('/settings/keys', { name: '<img src=x onerror=alert(1)>' });
    const page = await ada.get('/settings');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('invitations', () => {
  test('an invitation link sets the password once, signs in, and then no longer works', async () => {
    const server = await serverWith({});
    const invitation = await inviteUser(server.dataDir, server.accountName, 'Op@Example.com', clock);
    const client = new WebClient(server.baseUrl);
    const form = await client.get(invitation.path);
    expect(form.status).toBe(200);
    expect(textOf(form.html)).toContain('invited to the account of op@example.com');
    expect((await client.post(invitation.path, { password: 'short' })).status).toBe(400);
    expect(await client.post(invitation.path, { password: PASSWORD })).toMatchObject({ status: 303, location: '/settings' });
    expect(textOf((await client.get('/settings')).html)).toContain('Signed in as op@example.com');

    expect((await new WebClient(server.baseUrl).get(invitation.path)).status).toBe(404);
    expect((await new WebClient(server.baseUrl).signIn('op@example.com', PASSWORD)).status).toBe(303);
  });

  test('an expired invitation is refused', async () => {
    const server = await serverWith({});
    const invitation = await inviteUser(server.dataDir, server.accountName, 'op@example.com', clock);
    clock += 8 * 24 * 3600_000;
    expect((await new WebClient(server.baseUrl).get(invitation.path)).status).toBe(404);
  });
});

describe('abuse limits', () => {
  test('sign-ups from one client are limited per hour, with 429 and a message', async () => {
    const server = await serverWith({ signup: true, signUpLimit: { max: 2, windowMs: 60 * 60_000 } });
    const client = new WebClient(server.baseUrl);
    expect((await client.signUp('a1@example.com', PASSWORD)).status).toBe(303);
    await client.post('/signout', {});
    expect((await client.signUp('a2@example.com', PASSWORD)).status).toBe(303);
    await client.post('/signout', {});
    const third = await client.signUp('a3@example.com', PASSWORD);
    expect(third.status).toBe(429);
    expect(textOf(third.html)).toContain('Too many sign-ups from your network. Wait 60 minutes and try again.');
    expect(usersFile(server).users).toHaveLength(2);
  });

  test('a form body larger than any page needs is refused with 413', async () => {
    const server = await serverWith({ signup: true });
    const client = new WebClient(server.baseUrl);
    await client.get('/signin');
    const page = await client.post('/signin', { email: 'a@example.com', password: 'x'.repeat(20_000) });
    expect(page.status).toBe(413);
    expect(textOf(page.html)).toContain('Form too large');
  });
});
