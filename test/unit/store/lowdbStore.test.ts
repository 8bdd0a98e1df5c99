import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCredits, createAccount, createKey, revokeKey } from '../../../server/accounts/admin';
import { hashApiKey } from '../../../server/accounts/keys';
import { LockHeldError } from '../../../server/store/lockFile';
import { LowdbStore } from '../../../server/store/lowdbStore';

const rules = { freePerDay: 3, defaultProMonthlyQuota: 1000 };
const noon = Date.UTC(2026, 0, 15, 12);
let dir: string;
let store: LowdbStore | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bfc-store-'));
});
afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function accountWithKey(name: string, options = {}) {
  await createAccount(dir, name, options);
  const { key } = await createKey(dir, name);
  const found = await store!.findKey(hashApiKey(key), noon);
  return found!.account;
}

test('a second store on the same directory is refused while the first is open, and allowed after close', async () => {
  store = await LowdbStore.open(dir);
  await expect(LowdbStore.open(dir)).rejects.toBeInstanceOf(LockHeldError);
  await store.close();
  store = await LowdbStore.open(dir);
});

test('admin changes made after the store opened are seen on the next lookup, revocation included', async () => {
  store = await LowdbStore.open(dir);
  await createAccount(dir, 'later');
  const created = await createKey(dir, 'later');
  const found = await store.findKey(hashApiKey(created.key), noon);
  expect(found?.account.name).toBe('later');
  await revokeKey(dir, created.id);
  expect((await store.findKey(hashApiKey(created.key), noon))?.key.revokedAt).toEqual(expect.any(String));
  expect(await store.findKey(hashApiKey('bfc_live_unknown'), noon)).toBeUndefined();
});

test('concurrent reservations never hand out more units than the account has', async () => {
  store = await LowdbStore.open(dir);
  const account = await accountWithKey('racer', { credits: 2 });
  const reservations = await Promise.all(Array.from({ length: 20 }, () => store!.reserveUnit(account, noon, rules)));
  const granted = reservations.filter((r) => r !== undefined);
  expect(granted.map((r) => r!.source).sort()).toEqual(['credit', 'credit', 'quota', 'quota', 'quota']);
});

test('a released unit can be reserved again; committed units survive reopening the store', async () => {
  store = await LowdbStore.open(dir);
  const account = await accountWithKey('saver');
  const first = await store.reserveUnit(account, noon, rules);
  await store.releaseUnit(first!);
  for (let i = 0; i < 3; i++) await store.commitUnit((await store.reserveUnit(account, noon, rules))!);
  expect(await store.reserveUnit(account, noon, rules)).toBeUndefined();

  await store.close();
  store = await LowdbStore.open(dir);
  expect(await store.reserveUnit(account, noon, rules)).toBeUndefined();
  expect((await store.usage(account, noon, rules, { perMinute: 30, perDay: 1000, windowMs: 60_000 })).quota).toMatchObject({ used: 3, left: 0 });
  // The next UTC day starts from zero.
  expect(await store.reserveUnit(account, noon + 86_400_000, rules)).toBeDefined();
});

test('credits granted while the server runs add to what it has spent, without overwriting it', async () => {
  store = await LowdbStore.open(dir);
  const account = await accountWithKey('buyer', { credits: 1 });
  for (let i = 0; i < 3; i++) await store.commitUnit((await store.reserveUnit(account, noon, rules))!);
  await store.commitUnit((await store.reserveUnit(account, noon, rules))!);
  await addCredits(dir, 'buyer', 2);
  const refreshed = (await store.findKey(hashApiKey((await createKey(dir, 'buyer')).key), noon))!.account;
  const usage = await store.usage(refreshed, noon, rules, { perMinute: 30, perDay: 1000, windowMs: 60_000 });
  expect(usage.credits.balance).toBe(2);
  const onDisk = JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8'));
  expect(onDisk.counters[account.id].creditsSpent).toBe(1);
});

test('a hand-broken admin.json does not lock everyone out: the last good version stays in use', async () => {
  store = await LowdbStore.open(dir);
  await createAccount(dir, 'steady');
  const { key } = await createKey(dir, 'steady');
  expect(await store.findKey(hashApiKey(key), noon)).toBeDefined();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    writeFileSync(join(dir, 'admin.json'), '{"accounts": [');
    expect((await store.findKey(hashApiKey(key), noon))?.account.name).toBe('steady');
    expect(errors).toHaveBeenCalledTimes(1);
  } finally {
    errors.mockRestore();
  }
});

test('charges whose write fails are taken back, each once, and their reservations are settled', async () => {
  store = await LowdbStore.open(dir);
  const account = await accountWithKey('unwritten', { credits: 2 });
  const limits = { perMinute: 30, perDay: 1000, windowMs: 60_000 };
  const held = [];
  for (let i = 0; i < 5; i++) held.push((await store.reserveUnit(account, noon, rules))!);
  // A directory where server.json must go: every write fails, as on a read-only disk.
  rmSync(join(dir, 'server.json'));
  mkdirSync(join(dir, 'server.json'));
  // All five join one group commit, quota and credits mixed, and all five fail.
  const outcomes = await Promise.allSettled(held.map((r) => store!.commitUnit(r)));
  expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('rejected'));
  // The route gives the unit back after a failed commit: nothing more comes back.
  for (const r of held) await store.releaseUnit(r);
  const usage = await store.usage(account, noon, rules, limits);
  expect([usage.quota.used, usage.credits.balance]).toEqual([0, 2]);
  expect(await store.dailyConversions(account.id)).toEqual({});

  rmSync(join(dir, 'server.json'), { recursive: true });
  const granted = [];
  for (let r = await store.reserveUnit(account, noon, rules); r; r = await store.reserveUnit(account, noon, rules)) granted.push(r);
  expect(granted.map((r) => r.source)).toEqual(['quota', 'quota', 'quota', 'credit', 'credit']);
  for (const r of granted) await store.commitUnit(r);
  await store.close();
  store = await LowdbStore.open(dir);
  const reopened = await store.usage(account, noon, rules, limits);
  expect([reopened.quota.used, reopened.credits.balance]).toEqual([3, 0]);
});

test('a charge whose client left during its write is taken back on disk; if that write fails, it stands', async () => {
  store = await LowdbStore.open(dir);
  const account = await accountWithKey('leaver', { credits: 2 });
  const limits = { perMinute: 30, perDay: 1000, windowMs: 60_000 };
  const spent = async () => [
    (await store!.usage(account, noon, rules, limits)).credits.balance,
    JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8')).counters[account.id].creditsSpent,
  ];
  const noQuota = { ...rules, freePerDay: 0 };

  expect(await store.commitUnit((await store.reserveUnit(account, noon, noQuota))!, () => false)).toBe(false);
  expect(await spent()).toEqual([2, 0]);
  expect(await store.dailyConversions(account.id)).toEqual({});

  // The client leaves, and the disk fails just before the refund is written.
  const leaveOnBrokenDisk = () => (renameSync(join(dir, 'server.json'), join(dir, 'server.json.ok')), mkdirSync(join(dir, 'server.json')), false);
  await expect(store.commitUnit((await store.reserveUnit(account, noon, noQuota))!, leaveOnBrokenDisk)).rejects.toThrow();
  rmSync(join(dir, 'server.json'), { recursive: true });
  renameSync(join(dir, 'server.json.ok'), join(dir, 'server.json'));
  expect(await spent()).toEqual([1, 1]);
  expect(await store.commitUnit((await store.reserveUnit(account, noon, noQuota))!, () => true)).toBe(true);
  expect(await spent()).toEqual([0, 2]);
});
