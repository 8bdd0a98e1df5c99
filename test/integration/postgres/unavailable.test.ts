/**
 * A database that stops answering: the API says 503 with Retry-After (nothing converted, nothing
 * charged) and recovers by itself; a server that cannot reach its database at start says so and
 * which one, without its password.
 */
import { main } from '../../../server/cli';
import { runServer } from '../../../server/server';
import { DEFAULTS } from '../../../server/config';
import { describeWithPostgres, startPostgres, type TestPostgres } from '../../helpers/postgres';
import { startServer, type TestServer } from '../../helpers/server';
import { postMultipart } from '../support/requests';

jest.setTimeout(120_000);

/** A port nothing listens on (the discard port, closed on these machines). */
const DEAD_URL = 'postgres://bfc:s3cret-pw@127.0.0.1:9/bfc';

describeWithPostgres('PostgreSQL unreachable', () => {
  let postgres: TestPostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startServer({ databaseUrl: await postgres.createDatabase('unavailable') });
  });
  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    await postgres?.stop();
  });

  test('at start: the serve command exits 1 naming the database, its password hidden', async () => {
    let err = '';
    const code = await main(['serve', '--port', '0', '--database-url', DEAD_URL], { out: () => undefined, err: (text) => void (err += text) });
    expect(code).toBe(1);
    expect(err).toMatch(/^Cannot use the database postgres:\/\/bfc:\*\*\*@127\.0\.0\.1:9\/bfc: .*Check that PostgreSQL is running/);
    expect(err).not.toContain('s3cret-pw');
  });

  test('at start: runServer rejects with the same message', async () => {
    const config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      databaseUrl: DEAD_URL,
      rateLimits: { perMinute: 30, perDay: 1000, windowMs: 60_000 },
      plans: { freePerDay: 3, defaultProMonthlyQuota: DEFAULTS.proMonthlyQuota },
      now: Date.now,
    };
    await expect(runServer(config)).rejects.toThrow(/Cannot use the database .*\*\*\*/);
  });

  test('while running: the API answers 503 database_unavailable with Retry-After, /healthz too; both recover with the database', async () => {
    expect((await postMultipart(server.baseUrl, server.apiKey, Buffer.from('garbage'))).status).toBe(400);
    await postgres.halt();
    const res = await postMultipart(server.baseUrl, server.apiKey, Buffer.from('garbage'));
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect({ status: res.status, retryAfter: res.headers.get('retry-after'), code: body.error.code }).toEqual({
      status: 503,
      retryAfter: '5',
      code: 'database_unavailable',
    });
    expect(body.error.message).toMatch(/nothing was converted or charged/);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect({ status: health.status, retryAfter: health.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '5' });

    await postgres.resume();
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await postMultipart(server.baseUrl, server.apiKey, Buffer.from('garbage'))).status).toBe(400);
  });
});
