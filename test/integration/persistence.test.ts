import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAdminData } from '../../server/store/adminFile';
import { startServer } from '../helpers/server';
import { REPO_ROOT } from './support/cli';
import { postMultipart, samplePdf, usageOf } from './support/requests';

let dataDir: string;
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf();
});
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfc-persist-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('quota used, credits spent and rate-limit state survive a restart', async () => {
  const now = () => Date.UTC(2026, 0, 15, 12);
  const first = await startServer({ dataDir, now, rateLimits: { perMinute: 10 } });
  const { apiKey } = await first.createAccount('keeper', { credits: 2 });
  for (let i = 0; i < 4; i++) expect((await postMultipart(first.baseUrl, apiKey, pdf)).status).toBe(200);
  await first.stop();

  const second = await startServer({ dataDir, now, rateLimits: { perMinute: 10 } });
  try {
    const usage = await usageOf(second.baseUrl, apiKey);
    expect(usage).toMatchObject({ quota: { used: 3, left: 0 }, credits: { balance: 1 }, rateLimits: { perMinute: { remaining: 6 } } });
    expect((await postMultipart(second.baseUrl, apiKey, pdf)).status).toBe(200);
    expect((await postMultipart(second.baseUrl, apiKey, pdf)).status).toBe(402);
  } finally {
    await second.stop();
  }
});

// Garbage is refused with 400 after the rate limit: a counted request that costs no conversion.
const cheapRequest = (baseUrl: string, key: string) => postMultipart(baseUrl, key, Buffer.from('not a document'));

test('the minute window survives a restart: same count, each time at most a second later, never earlier', async () => {
  const start = Date.UTC(2026, 0, 15, 12, 0, 0, 100);
  let now = start;
  const limits = { rateLimits: { perMinute: 3 }, now: () => now };
  const first = await startServer({ dataDir, ...limits });
  const key = first.apiKey;
  for (const at of [0, 400, 1_500]) {
    now = start + at;
    expect((await cheapRequest(first.baseUrl, key)).status).toBe(400);
  }
  await first.stop();

  const second = await startServer({ dataDir, ...limits });
  try {
    now = start + 1_600;
    const refused = await cheapRequest(second.baseUrl, key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('59');
    // Stored by second, the requests at +0 ms and +400 ms both count as +400 ms (the later time of
    // their second): the slot the first one frees opens 400 ms later than without the restart.
    now = start + 60_100;
    expect((await cheapRequest(second.baseUrl, key)).status).toBe(429);
    now = start + 60_401;
    expect((await cheapRequest(second.baseUrl, key)).status).toBe(400);
  } finally {
    await second.stop();
  }
});

test('server.json written in the earlier encodings (epoch milliseconds, offsets) still limits exactly', async () => {
  const start = Date.UTC(2026, 0, 15, 12, 0, 0, 100);
  let now = start;
  const limits = { rateLimits: { perMinute: 3 }, now: () => now };
  const first = await startServer({ dataDir, ...limits });
  const key = first.apiKey;
  await first.stop();
  const id = readAdminData(dataDir).accounts.find((a) => a.name === first.accountName)!.id;
  const times = [start, start + 400, start + 1_500];
  const rates = [
    { recent: times, day: { period: '2026-01-15', count: 3 } },
    { recentFrom: start, recent: times.map((t) => t - start), day: { period: '2026-01-15', count: 3 } },
  ];
  for (const rate of rates) {
    writeFileSync(
      join(dataDir, 'server.json'),
      JSON.stringify({ counters: { [id]: { creditsSpent: 0, quota: { key: '', used: 0 }, rate } }, keysLastUsed: {} }),
    );
    now = start + 1_600;
    const server = await startServer({ dataDir, ...limits });
    try {
      expect((await cheapRequest(server.baseUrl, key)).status).toBe(429);
      now = start + 59_999;
      expect((await cheapRequest(server.baseUrl, key)).status).toBe(429);
      now = start + 60_001; // the first request has left the window, to the millisecond
      expect((await cheapRequest(server.baseUrl, key)).status).toBe(400);
      expect((await cheapRequest(server.baseUrl, key)).status).toBe(429);
    } finally {
      await server.stop();
    }
  }
});

test('kill -9 during conversions: the files stay valid and no acknowledged charge is lost', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'cli.ts'), 'serve', '--port', '0', '--data', dataDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, BFC_FREE_PER_DAY: '100000', BFC_RATE_PER_MINUTE: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<{ url: string; key: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const key = /(bfc_live_[A-Za-z0-9_-]+)/.exec(output)?.[1];
      if (url && key) resolve({ url, key });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const { url, key } = await started;

  let acknowledged = 0;
  let killed = false;
  const parallel = 4;
  const worker = async () => {
    while (!killed) {
      try {
        const res = await postMultipart(url, key, pdf);
        if (res.status === 200) {
          await res.arrayBuffer();
          acknowledged++;
          if (acknowledged >= 12 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        }
      } catch {
        return; // the connection died with the server
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

  // Every file on disk is whole JSON, whatever moment the kill hit.
  for (const file of ['admin.json', 'server.json']) expect(() => JSON.parse(readFileSync(join(dataDir, file), 'utf8'))).not.toThrow();

  // The dead server's lock is stale, so a new server takes the directory over.
  const restarted = await startServer({ dataDir, plans: { freePerDay: 100000 } });
  try {
    const used = (await usageOf(restarted.baseUrl, key)).quota.used;
    expect(used).toBeGreaterThanOrEqual(acknowledged);
    // Charges the client never saw acknowledged can only come from requests in flight at the kill.
    expect(used).toBeLessThanOrEqual(acknowledged + parallel);
  } finally {
    await restarted.stop();
  }
});
