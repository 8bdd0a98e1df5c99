/**
 * Three real servers on one PostgreSQL (test/helpers/postgres.ts), each its own process: the
 * decisions they take together must be exact, as one server's are. Skipped, saying so, where
 * PostgreSQL is not installed.
 */
import { main } from '../../../server/cli';
import { describeWithPostgres, queryOnce, startPostgres, type TestPostgres } from '../../helpers/postgres';
import { startServeProcess, type ServeProcess } from '../../helpers/serveProcess';
import { postJson, postMultipart, samplePdf } from '../support/requests';
import { textOf, WebClient } from '../web-client';

jest.setTimeout(300_000);

/** Garbage passes auth, the rate limit and the entitlement, then answers 400: counted, no conversion time spent. */
const garbage = Buffer.from('not a document at all');

async function cli(...argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(argv, { out: (text) => void (out += text), err: (text) => void (out += text) });
  return { code, out };
}

async function startTrio(databaseUrl: string, env: Record<string, string>): Promise<ServeProcess[]> {
  return Promise.all([0, 1, 2].map(() => startServeProcess(['--database-url', databaseUrl], env)));
}

async function statusesOf(requests: Promise<Response>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const res of await Promise.all(requests)) {
    await res.arrayBuffer();
    counts[res.status] = (counts[res.status] ?? 0) + 1;
  }
  return counts;
}

async function newAccountKey(databaseUrl: string, name: string, ...options: string[]): Promise<string> {
  expect((await cli('accounts', 'create', name, ...options, '--database-url', databaseUrl)).code).toBe(0);
  const created = await cli('keys', 'create', name, '--database-url', databaseUrl, '--json');
  return JSON.parse(created.out).key as string;
}

describeWithPostgres('three servers on one PostgreSQL', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  describe('limits lifted', () => {
    let url: string;
    let servers: ServeProcess[] = [];
    beforeAll(async () => {
      url = await postgres.createDatabase('lifted');
      servers = await startTrio(url, {
        BFC_RATE_PER_MINUTE: '100000',
        BFC_RATE_PER_DAY: '100000',
        BFC_MAX_UPLOADS: '1000',
        BFC_MAX_UPLOADS_PER_ACCOUNT: '1000',
        BFC_SIGNUP: 'on',
      });
    });
    afterAll(() => Promise.all(servers.map((s) => s.stop())));

    test('started together on an empty database, they create the default account once, with one key', async () => {
      expect(servers.filter((s) => s.firstStartKey())).toHaveLength(1);
      const accounts = await queryOnce<{ name: string }>(url, 'SELECT name FROM accounts');
      expect(accounts).toEqual([{ name: 'default' }]);
      expect(await queryOnce(url, 'SELECT version FROM schema_migrations ORDER BY version')).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    });

    test('exactly K: 200 concurrent conversions across the three for K = 3 free + 9 credits → 12 × 200, 188 × 402, 12 charged', async () => {
      const key = await newAccountKey(url, 'racer', '--credits', '9');
      const pdf = await samplePdf();
      const requests = Array.from({ length: 200 }, (_, i) => {
        const base = servers[i % 3].url;
        return i % 2 ? postMultipart(base, key, pdf) : postJson(base, key, { file_base64: pdf.toString('base64'), filename: 'statement.pdf' });
      });
      expect(await statusesOf(requests)).toEqual({ 200: 12, 402: 188 });
      const [stored] = await queryOnce(
        url,
        `
        SELECT a.credits_spent::int, (SELECT sum(used)::int FROM quota_usage q WHERE q.account_id = a.id) AS quota_used,
          (SELECT sum(count)::int FROM daily_conversions d WHERE d.account_id = a.id) AS conversions,
          (SELECT count(*)::int FROM reservations r WHERE r.account_id = a.id) AS held
        FROM accounts a WHERE a.name = 'racer'`,
      );
      expect(stored).toEqual({ credits_spent: 9, quota_used: 3, conversions: 12, held: 0 });
    });

    test('a key revoked from the command line is refused by every server on its next request', async () => {
      const key = await newAccountKey(url, 'revoked', '--plan', 'pro');
      for (const server of servers) expect((await postMultipart(server.url, key, garbage)).status).toBe(400);
      const [{ id }] = await queryOnce<{ id: string }>(url, "SELECT k.id FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE a.name = 'revoked'");
      expect((await cli('keys', 'revoke', id, '--database-url', url)).code).toBe(0);
      for (const server of servers) {
        const res = await postMultipart(server.url, key, garbage);
        expect({ status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code }).toEqual({ status: 401, code: 'revoked_api_key' });
      }
    });

    test('settings pages: a key created on one server is shown once by another; failed sign-ins count across all three', async () => {
      const browser = new WebClient(servers[0].url);
      expect(await browser.signUp('ada@example.com', 'correct horse battery')).toMatchObject({ status: 303, location: '/settings' });
      await browser.get('/settings');
      expect((await browser.post('/settings/keys', { name: 'made on one' })).status).toBe(303);
      // The redirect's page is answered by another server, the one after by a third.
      const [second, third] = [servers[1], servers[2]].map((server) => {
        const next = new WebClient(server.url);
        for (const [name, value] of browser.cookies) next.cookies.set(name, value);
        return next;
      });
      const shown = await second.get('/settings');
      const secret = /bfc_live_[A-Za-z0-9_-]{43}/.exec(shown.html)?.[0];
      expect(textOf(shown.html)).toContain('Your new API key “made on one”');
      expect((await postMultipart(servers[2].url, secret, garbage)).status).toBe(400);
      expect((await third.get('/settings')).html).not.toContain(secret!);

      // 5 failed sign-ins per email in 15 minutes, counted whichever server checks them.
      const guessers = servers.map((server) => new WebClient(server.url));
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await guessers[i % 3].signIn('ada@example.com', 'wrong password')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await guessers[1].signIn('ada@example.com', 'correct horse battery')).status).toBe(429);
    });

    test('kill -9 of one server under load: every conversion answered 200 by any of them is charged', async () => {
      const key = await newAccountKey(url, 'loaded', '--plan', 'pro', '--monthly-quota', '100000');
      const pdf = await samplePdf();
      const victim = servers[2];
      let answered = 0;
      let killed = false;
      // Two clients per server, 8 conversions each; the third server is killed once 6 have been answered.
      const client = async (server: ServeProcess) => {
        for (let i = 0; i < 8; i++) {
          if (answered >= 6 && !killed) {
            killed = true;
            void victim.kill();
          }
          try {
            const res = await postMultipart(server.url, key, pdf);
            await res.arrayBuffer();
            if (res.status === 200) answered += 1;
          } catch {
            // The killed server's connections fail: nothing answered, nothing owed.
            if (server === victim) return;
            throw new Error('a surviving server failed');
          }
        }
      };
      await Promise.all(servers.flatMap((s) => [client(s), client(s)]));
      const [{ used }] = await queryOnce<{ used: number }>(
        url,
        "SELECT coalesce(sum(used), 0)::int AS used FROM quota_usage q JOIN accounts a ON a.id = q.account_id WHERE a.name = 'loaded'",
      );
      expect(killed).toBe(true);
      expect(answered).toBeGreaterThanOrEqual(32);
      expect(used).toBeGreaterThanOrEqual(answered);
      // At most the killed server's conversions in flight were charged without an answer.
      expect(used - answered).toBeLessThanOrEqual(2);
    });
  });

  describe('30 requests a minute', () => {
    let url: string;
    let servers: ServeProcess[] = [];
    beforeAll(async () => {
      url = await postgres.createDatabase('minute');
      servers = await startTrio(url, { BFC_RATE_PER_MINUTE: '30', BFC_MAX_UPLOADS: '1000', BFC_MAX_UPLOADS_PER_ACCOUNT: '1000' });
    });
    afterAll(() => Promise.all(servers.map((s) => s.stop())));

    test('the minute limit holds across the three: 90 requests at once → exactly 30 past it, 60 × 429', async () => {
      const key = await newAccountKey(url, 'minute', '--plan', 'pro');
      const requests = Array.from({ length: 90 }, (_, i) => postMultipart(servers[i % 3].url, key, garbage));
      expect(await statusesOf(requests)).toEqual({ 400: 30, 429: 60 });
      const [{ counted }] = await queryOnce<{ counted: number }>(
        url,
        "SELECT count(*)::int AS counted FROM rate_events e JOIN accounts a ON a.id = e.account_id WHERE a.name = 'minute'",
      );
      expect(counted).toBe(30);
    });
  });
});
