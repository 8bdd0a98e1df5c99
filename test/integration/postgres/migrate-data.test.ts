/**
 * `migrate-data --from DIR --to postgres://…`: what a server counted in its data directory is
 * what a server on the database then reports, key by key and count by count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../server/cli';
import { inviteUser } from '../../../server/accounts/usersAdmin';
import { describeWithPostgres, queryOnce, startPostgres, type TestPostgres } from '../../helpers/postgres';
import { startServer } from '../../helpers/server';
import { postMultipart, samplePdf, usageOf } from '../support/requests';

jest.setTimeout(180_000);

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

const listed = async (...where: string[]) => ({
  accounts: JSON.parse((await cli('accounts', 'list', '--json', ...where)).out),
  keys: JSON.parse((await cli('keys', 'list', 'racer', '--json', ...where)).out),
  users: JSON.parse((await cli('users', 'list', '--json', ...where)).out),
});

describeWithPostgres('migrate-data', () => {
  let postgres: TestPostgres;
  let dataDir: string;
  beforeAll(async () => {
    postgres = await startPostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'bfc-migrate-'));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.stop();
  });

  test('moves accounts, keys, credits, quota, rate counts, history and people; a server on the database reports the same', async () => {
    const embedded = await startServer({ dataDir });
    const { apiKey } = await embedded.createAccount('racer', { credits: 5 });
    await embedded.createAccount('other', { plan: 'pro', monthlyQuota: 50 });
    const pdf = await samplePdf();
    for (let i = 0; i < 4; i++) expect((await postMultipart(embedded.baseUrl, apiKey, pdf)).status).toBe(200);
    await inviteUser(dataDir, 'racer', 'ada@example.com');
    const before = await usageOf(embedded.baseUrl, apiKey);
    await embedded.stop();
    const listedBefore = await listed('--data', dataDir);

    const url = await postgres.createDatabase('migrated');
    const moved = await cli('migrate-data', '--from', dataDir, '--to', url);
    expect(moved).toMatchObject({ code: 0, err: '' });
    expect(moved.out).toMatch(/^Moved 3 account\(s\), 3 API key\(s\) and 1 user\(s\) from .* \(1 credits spent, 4 conversions in the history\)/);

    expect(await listed('--database-url', url)).toEqual(listedBefore);
    const shared = await startServer({ databaseUrl: url });
    try {
      expect(await usageOf(shared.baseUrl, apiKey)).toEqual({ ...before, rateLimits: expect.anything() });
      expect((await usageOf(shared.baseUrl, apiKey)).rateLimits.perDay).toEqual(before.rateLimits.perDay);
      const [history] = await queryOnce<{ count: number }>(
        url,
        "SELECT sum(count)::int AS count FROM daily_conversions d JOIN accounts a ON a.id = d.account_id WHERE a.name = 'racer'",
      );
      expect(history.count).toBe(4);
      // The next conversion spends the next credit: 3 free + 1 credit spent before, 4 credits left.
      expect((await postMultipart(shared.baseUrl, apiKey, pdf)).status).toBe(200);
      expect(await usageOf(shared.baseUrl, apiKey)).toMatchObject({ credits: { balance: 3 } });
    } finally {
      await shared.stop();
    }
  });

  test('refuses a database that has accounts, and a data directory a server is using, changing nothing', async () => {
    const url = await postgres.createDatabase('refusals');
    expect((await cli('migrate-data', '--from', dataDir, '--to', url)).code).toBe(0);
    const again = await cli('migrate-data', '--from', dataDir, '--to', url);
    expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/already has accounts; migrate-data only fills an empty one/) });

    const running = await startServer({ dataDir });
    try {
      const busy = await cli('migrate-data', '--from', dataDir, '--to', await postgres.createDatabase('busy'));
      expect(busy).toMatchObject({ code: 1, err: expect.stringMatching(/A server \(pid \d+\) is using .*Stop it first/) });
    } finally {
      await running.stop();
    }
  });
});
