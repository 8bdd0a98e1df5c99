import { main } from '../../server/cli';
import { startServer, type TestServer } from '../helpers/server';
import { cliJson, runCli } from './support/cli';
import { bearer, errorCodeOf, postMultipart, samplePdf, usageOf } from './support/requests';

let server: TestServer;
let pdf: Buffer;
beforeAll(async () => {
  server = await startServer();
  pdf = await samplePdf();
});
afterAll(() => server.stop());

const data = () => ['--data', server.dataDir];

test('changes made with the CLI take effect on the running server at its next request', async () => {
  const account = await cliJson(['accounts', 'create', 'alice', '--plan', 'pro', '--monthly-quota', '5', '--credits', '2', ...data()]);
  expect(account).toMatchObject({ name: 'alice', plan: 'pro', monthlyQuota: 5, credits: { balance: 2 } });

  const key = await cliJson(['keys', 'create', 'alice', '--name', 'ci', ...data()]);
  expect(key).toMatchObject({ id: expect.stringMatching(/^key_/), key: expect.stringMatching(/^bfc_live_/), name: 'ci', accountId: account.id });
  expect(await usageOf(server.baseUrl, key.key)).toMatchObject({ plan: 'pro', quota: { limit: 5, used: 0 }, credits: { balance: 2 } });

  expect(await cliJson(['credits', 'add', 'alice', '3', ...data()])).toMatchObject({ credits: { balance: 5 } });
  expect((await usageOf(server.baseUrl, key.key)).credits.balance).toBe(5);

  expect(await cliJson(['plan', 'set', 'alice', '--plan', 'free', ...data()])).toMatchObject({ plan: 'free', monthlyQuota: null });
  expect(await usageOf(server.baseUrl, key.key)).toMatchObject({ plan: 'free', quota: { period: 'day', limit: 3 } });

  expect((await postMultipart(server.baseUrl, key.key, pdf)).status).toBe(200);
  const keys = await cliJson(['keys', 'list', 'alice', ...data()]);
  expect(keys).toEqual([expect.objectContaining({ id: key.id, lastUsedAt: expect.any(String), revokedAt: null })]);
  expect(JSON.stringify(keys)).not.toContain(key.key);

  expect(await cliJson(['keys', 'revoke', key.id, ...data()])).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
  expect(await errorCodeOf(await fetch(`${server.baseUrl}/api/v1/usage`, { headers: bearer(key.key) }), 401)).toBe('revoked_api_key');

  const shown = await cliJson(['accounts', 'show', 'alice', ...data()]);
  expect(shown).toMatchObject({ name: 'alice', plan: 'free', quota: { period: 'day', used: 1 }, apiKeys: [{ id: key.id }] });
  const listed = await cliJson(['accounts', 'list', ...data()]);
  expect(listed.map((a: { name: string }) => a.name).sort()).toEqual(['alice', 'default']);
});

test('admin writes from several processes at once lose no update, and none overwrites the server’s counters', async () => {
  await cliJson(['accounts', 'create', 'bob', ...data()]);
  const { key } = await cliJson(['keys', 'create', 'bob', ...data()]);
  for (let i = 0; i < 3; i++) expect((await postMultipart(server.baseUrl, key, pdf)).status).toBe(200);
  await Promise.all(Array.from({ length: 5 }, () => cliJson(['credits', 'add', 'bob', '1', ...data()])));
  const usage = await usageOf(server.baseUrl, key);
  expect(usage).toMatchObject({ quota: { used: 3 }, credits: { balance: 5 } });
});

test('every command answers --help on stdout with exit 0', async () => {
  // In-process through the CLI's own entry, since only the output matters here, not the process.
  const commands = [
    [],
    ['serve'],
    ['convert'],
    ['accounts'],
    ['accounts', 'create'],
    ['accounts', 'list'],
    ['accounts', 'show'],
    ['plan'],
    ['plan', 'set'],
    ['credits'],
    ['credits', 'add'],
    ['keys'],
    ['keys', 'create'],
    ['keys', 'list'],
    ['keys', 'revoke'],
  ];
  for (const command of commands) {
    let stdout = '';
    const code = await main([...command, '--help'], { out: (text) => (stdout += text), err: () => undefined });
    expect({ command, code }).toEqual({ command, code: 0 });
    expect(stdout).toMatch(/^Usage: broker-file-converter/);
  }
});

test('mistakes exit non-zero with a message; with --json, stdout is still JSON', async () => {
  const unknown = await runCli(['accounts', 'show', 'nobody', '--json', ...data()]);
  expect(unknown.code).toBe(1);
  expect(JSON.parse(unknown.stdout)).toEqual({ error: { code: 'unknown_account', message: expect.stringContaining('nobody') } });

  const duplicate = await runCli(['accounts', 'create', 'alice', ...data()]);
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr).toMatch(/already exists/);

  const badFlag = await runCli(['credits', 'add', 'alice', 'many', ...data()]);
  expect(badFlag.code).toBe(2);
  expect(badFlag.stderr).toMatch(/whole number/);
});

test('a second server on the same data directory refuses to start, with a clear message', async () => {
  await expect(startServer({ dataDir: server.dataDir })).rejects.toThrow(/Another broker-file-converter server \(pid \d+\) is using the data directory/);
  const run = await runCli(['serve', '--port', '0', ...data()]);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/Another broker-file-converter server/);
});
