/**
 * Every admin command on PostgreSQL (--database-url, or DATABASE_URL), as its own process, against
 * a running server on the same database: each change applies from the server's next request.
 */
import { describeWithPostgres, startPostgres, type TestPostgres } from '../../helpers/postgres';
import { startServer, type TestServer } from '../../helpers/server';
import { cliJson, runCli } from '../support/cli';
import { bearer, errorCodeOf, postMultipart, samplePdf, usageOf } from '../support/requests';

jest.setTimeout(180_000);

describeWithPostgres('admin commands on PostgreSQL', () => {
  let postgres: TestPostgres;
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase('cli');
    server = await startServer({ databaseUrl: url });
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  test('accounts, credits, plan, keys and users commands act on the database the server uses', async () => {
    const db = ['--database-url', url];
    const account = await cliJson(['accounts', 'create', 'alice', '--plan', 'pro', '--monthly-quota', '5', '--credits', '2', ...db]);
    expect(account).toMatchObject({ name: 'alice', plan: 'pro', monthlyQuota: 5, credits: { balance: 2 } });
    const key = await cliJson(['keys', 'create', 'alice', '--name', 'ci', ...db]);
    expect(await usageOf(server.baseUrl, key.key)).toMatchObject({ plan: 'pro', quota: { limit: 5, used: 0 }, credits: { balance: 2 } });

    expect(await cliJson(['credits', 'add', 'alice', '3', ...db])).toMatchObject({ credits: { balance: 5 } });
    expect(await cliJson(['plan', 'set', 'alice', '--plan', 'free', ...db])).toMatchObject({ plan: 'free', monthlyQuota: null });
    expect(await usageOf(server.baseUrl, key.key)).toMatchObject({ plan: 'free', quota: { period: 'day', limit: 3 }, credits: { balance: 5 } });

    expect((await postMultipart(server.baseUrl, key.key, await samplePdf())).status).toBe(200);
    expect(await cliJson(['keys', 'list', 'alice', ...db])).toEqual([expect.objectContaining({ id: key.id, lastUsedAt: expect.any(String), revokedAt: null })]);
    expect(await cliJson(['accounts', 'show', 'alice', ...db])).toMatchObject({
      quota: { period: 'day', used: 1 },
      credits: { spent: 0 },
      apiKeys: [{ id: key.id }],
    });

    const invited = await cliJson(['users', 'invite', 'alice', '--email', 'ada@example.com', '--url', 'https://bfc.example', ...db]);
    expect(invited).toMatchObject({ email: 'ada@example.com', account: 'alice', link: expect.stringMatching(/^https:\/\/bfc\.example\/invite\//) });
    expect((await fetch(invited.link.replace('https://bfc.example', server.baseUrl))).status).toBe(200);
    expect(await cliJson(['users', 'list', ...db])).toEqual([expect.objectContaining({ email: 'ada@example.com', account: 'alice', passwordSet: false })]);

    expect(await cliJson(['keys', 'revoke', key.id, ...db])).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    expect(await errorCodeOf(await fetch(`${server.baseUrl}/api/v1/usage`, { headers: bearer(key.key) }), 401)).toBe('revoked_api_key');
  });

  test('DATABASE_URL in the environment is used; --data on the command line wins over it', async () => {
    const fromEnv = await runCli(['accounts', 'list', '--json'], { DATABASE_URL: url });
    expect(JSON.parse(fromEnv.stdout).map((a: { name: string }) => a.name)).toContain('default');
    const dir = await runCli(['accounts', 'list', '--json', '--data', server.dataDir], { DATABASE_URL: url });
    expect(JSON.parse(dir.stdout)).toEqual([]);
  });

  test('an unreachable database: exit 1 and the message names it, password hidden', async () => {
    const run = await runCli(['accounts', 'list', '--database-url', 'postgres://bfc:s3cret@127.0.0.1:9/bfc']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Cannot use the database postgres:\/\/bfc:\*\*\*@127\.0\.0\.1:9\/bfc: connect ECONNREFUSED/);
    expect(run.stderr).not.toContain('s3cret');
  });
});
