/**
 * A data directory whose server.json cannot be replaced (here a directory stands where the file
 * must go, so every write's rename fails as on a read-only or full disk): conversions answered 500
 * cost nothing, now or after the disk recovers, and /healthz says 503 until it does.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readAdminData } from '../../server/store/adminFile';
import { readCounters } from '../../server/store/lowdbStore';
import { startServer, type TestServer } from '../helpers/server';
import { errorCodeOf, postMultipart, samplePdf, usageOf } from './support/requests';

let server: TestServer;
let pdf: Buffer;
let errors: jest.SpyInstance;
beforeAll(async () => {
  pdf = await samplePdf();
  server = await startServer({ plans: { freePerDay: 0 } });
});
afterAll(() => server.stop());
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

function breakTheStore(dataDir = server.dataDir): () => void {
  const counters = join(dataDir, 'server.json');
  rmSync(counters, { force: true });
  mkdirSync(counters);
  return () => rmSync(counters, { recursive: true });
}

test('conversions that fail to record their charge answer 500 and spend nothing, then or later', async () => {
  const { apiKey } = await server.createAccount('unlucky', { credits: 2 });
  const repair = breakTheStore();
  for (let i = 0; i < 2; i++) expect(await errorCodeOf(await postMultipart(server.baseUrl, apiKey, pdf), 500)).toBe('internal_error');
  expect((await usageOf(server.baseUrl, apiKey)).credits).toEqual({ balance: 2 });

  repair();
  const after = [];
  for (let i = 0; i < 3; i++) {
    const res = await postMultipart(server.baseUrl, apiKey, pdf);
    await res.arrayBuffer();
    after.push(res.status);
  }
  expect(after).toEqual([200, 200, 402]);
  expect((await usageOf(server.baseUrl, apiKey)).credits).toEqual({ balance: 0 });
  const id = readAdminData(server.dataDir).accounts.find((a) => a.name === 'unlucky')!.id;
  expect(readCounters(server.dataDir).counters[id].creditsSpent).toBe(2);
});

test('/healthz answers 503 while the store cannot be written and 200 once it can', async () => {
  // A server of its own: a write that succeeded under a second ago answers for the store.
  const idle = await startServer();
  try {
    const repair = breakTheStore(idle.dataDir);
    const broken = await fetch(`${idle.baseUrl}/healthz`);
    expect(broken.headers.get('retry-after')).toBe('10');
    expect(await errorCodeOf(broken, 503)).toBe('store_unwritable');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/healthz: the data directory cannot be written'));

    repair();
    const healthy = await fetch(`${idle.baseUrl}/healthz`);
    expect([healthy.status, await healthy.json()]).toEqual([200, { status: 'ok' }]);
  } finally {
    await idle.stop();
  }
});
