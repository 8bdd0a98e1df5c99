/**
 * A data directory whose counters file is missing or damaged, or whose accounts file is missing
 * while counts exist, stops the start with a message that names the file and says what to do:
 * never a silent reset of spent credits, never a new "default" account beside the old counts.
 * An empty directory, and one where only admin commands ran, still start as before.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '../../server/accounts/admin';
import { DamagedDataError } from '../../server/store/damagedData';
import { startServer } from '../helpers/server';
import { runCli } from './support/cli';
import { postMultipart, samplePdf, usageOf } from './support/requests';

let dataDir: string;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
});
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfc-damaged-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const counters = () => join(dataDir, 'server.json');
const accounts = () => join(dataDir, 'admin.json');

/** A directory where one credit has been spent. */
async function usedDataDir(): Promise<string> {
  const server = await startServer({ dataDir, plans: { freePerDay: 0 } });
  const { apiKey } = await server.createAccount('payer', { credits: 3 });
  expect((await postMultipart(server.baseUrl, apiKey, pdf)).status).toBe(200);
  await server.stop();
  return apiKey;
}

async function refusedStart(): Promise<string> {
  const refusal = await startServer({ dataDir }).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started');
    },
    (err: unknown) => err,
  );
  expect(refusal).toBeInstanceOf(DamagedDataError);
  return (refusal as Error).message;
}

test('server.json deleted: the start is refused, naming the file and how to restore or reset it', async () => {
  await usedDataDir();
  rmSync(counters());
  const message = await refusedStart();
  expect(message).toContain(`${counters()} is missing, but ${accounts()} lists 2 account(s)`);
  expect(message).toMatch(/Restore it from a backup.*write \{"counters":\{\},"keysLastUsed":\{\}\} into it/);

  // The command line prints the message alone, no stack trace, and exits 1.
  const cli = await runCli(['serve', '--port', '0', '--data', dataDir]);
  expect({ code: cli.code, stdout: cli.stdout }).toEqual({ code: 1, stdout: '' });
  expect(cli.stderr.trim()).toBe(message);
});

test('server.json truncated to 0 bytes or not JSON: refused, naming the file', async () => {
  await usedDataDir();
  for (const [text, what] of [
    ['', 'is empty (0 bytes)'],
    ['{"counters": {"acc_', 'cannot be read'],
    ['[]', 'cannot be read (no "counters" object in it)'],
  ]) {
    writeFileSync(counters(), text);
    expect(await refusedStart()).toContain(`The counters file ${counters()} ${what}`);
  }
});

test('admin.json deleted while server.json holds counts: refused, naming admin.json; the counts stay', async () => {
  await usedDataDir();
  const before = readFileSync(counters(), 'utf8');
  rmSync(accounts());
  expect(await refusedStart()).toContain(`The accounts file ${accounts()} is missing, but ${counters()} holds the counts of 1 account(s)`);
  writeFileSync(accounts(), '');
  expect(await refusedStart()).toContain(`The accounts file ${accounts()} is empty (0 bytes)`);
  expect(readFileSync(counters(), 'utf8')).toBe(before);
  expect(existsSync(accounts()) && readFileSync(accounts(), 'utf8')).toBe('');
});

test('restored files start again with the credit still spent', async () => {
  const apiKey = await usedDataDir();
  const saved = readFileSync(counters());
  rmSync(counters());
  await refusedStart();
  writeFileSync(counters(), saved);
  const server = await startServer({ dataDir });
  try {
    expect((await usageOf(server.baseUrl, apiKey)).credits).toEqual({ balance: 2 });
  } finally {
    await server.stop();
  }
});

test('a first start, a restart before any request and accounts made before the first start all work', async () => {
  const first = await startServer({ dataDir });
  expect(existsSync(counters())).toBe(true);
  await first.stop();
  const again = await startServer({ dataDir });
  await again.stop();

  const early = mkdtempSync(join(tmpdir(), 'bfc-early-'));
  try {
    // The helper's server uses the account "default": made here by the admin command first.
    await createAccount(early, 'default', { credits: 1 });
    const server = await startServer({ dataDir: early });
    try {
      expect((await usageOf(server.baseUrl, server.apiKey)).credits).toEqual({ balance: 1 });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(early, { recursive: true, force: true });
  }
});
