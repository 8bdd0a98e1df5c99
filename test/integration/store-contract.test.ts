/**
 * One contract, two implementations: the embedded store (data directory) and PostgreSQL run the
 * same cases through the Store, AccountStore and UserStore interfaces. The PostgreSQL run starts
 * a real server (test/helpers/postgres.ts) and is skipped, saying so, where none is installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newAccount, newKeyRecord } from '../../server/accounts/admin';
import type { PlanRules } from '../../server/accounts/entitlement';
import type { RateLimits } from '../../server/accounts/rateLimit';
import { hashSecret } from '../../server/accounts/users';
import { openBackend, type Backend } from '../../server/store/backend';
import { RESERVATION_TTL_MS } from '../../server/store/postgres/pgStore';
import { postgresBinDir, startPostgres, type TestPostgres } from '../helpers/postgres';

jest.setTimeout(120_000);

const NOW = Date.UTC(2026, 2, 10, 12);
const rules: PlanRules = { freePerDay: 2, defaultProMonthlyQuota: 1000 };
const limits: RateLimits = { perMinute: 3, perDay: 5, windowMs: 60_000 };

type Implementation = { name: string; open(): Promise<Backend>; cleanUp(): Promise<void> };

let postgres: TestPostgres | undefined;
let databases = 0;
const dirs: string[] = [];

const implementations: Implementation[] = [
  {
    name: 'embedded (data directory)',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'bfc-contract-'));
      dirs.push(dir);
      return openBackend({ dataDir: dir });
    },
    cleanUp: async () => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      postgres ??= await startPostgres();
      return openBackend({ dataDir: '/nonexistent', databaseUrl: await postgres.createDatabase(`contract_${++databases}`) });
    },
    cleanUp: async () => {
      await postgres?.stop();
      postgres = undefined;
    },
  },
];

if (!postgresBinDir()) {
  console.warn("Skipping the PostgreSQL half of the store contract: no /usr/lib/postgresql/*/bin/initdb (install Debian's postgresql package; .ci/run does).");
  implementations.pop();
}

describe.each(implementations)('store contract: $name', (impl) => {
  let backend: Backend;
  beforeEach(async () => {
    backend = await impl.open();
  });
  afterEach(() => backend.close());
  afterAll(() => impl.cleanUp());

  async function accountWithKey(name: string, options: Parameters<typeof newAccount>[1] = {}) {
    const account = newAccount(name, options);
    expect(await backend.accounts.insertAccount(account)).toBe(true);
    const { record, key } = newKeyRecord(account.id, 'test');
    await backend.accounts.insertKey(record);
    return { account, record, key };
  }

  test('accounts: a name is taken once; updates apply to the named account; unknown names give undefined', async () => {
    const { account } = await accountWithKey('acme', { plan: 'pro', monthlyQuota: 50, credits: 5 });
    expect(await backend.accounts.insertAccount(newAccount('acme'))).toBe(false);
    expect(await backend.accounts.listAccounts()).toEqual([account]);
    const updated = await backend.accounts.updateAccount('acme', (a) => void (a.creditsGranted += 7));
    expect(updated).toEqual({ ...account, creditsGranted: 12 });
    expect((await backend.accounts.listAccounts())[0].creditsGranted).toBe(12);
    expect(await backend.accounts.updateAccount('nobody', () => undefined)).toBeUndefined();
  });

  test('keys: found by hash with their account; a revoked key is found with revokedAt set; an unknown hash is not', async () => {
    const { account, record } = await accountWithKey('acme');
    const found = await backend.store.findKey(record.hash, NOW);
    expect(found).toEqual({ key: record, account });
    const revokedAt = new Date(NOW).toISOString();
    expect(await backend.accounts.updateKey(record.id, (k) => void (k.revokedAt = revokedAt))).toEqual({ ...record, revokedAt });
    expect((await backend.store.findKey(record.hash, NOW + 1))?.key.revokedAt).toBe(revokedAt);
    expect(await backend.store.findKey('0'.repeat(64), NOW)).toBeUndefined();
    expect(await backend.accounts.updateKey('key_nope', () => undefined)).toBeUndefined();
    await backend.store.flush();
    const [listed] = await backend.accounts.keys(account.id);
    expect(listed).toMatchObject({ id: record.id, revokedAt, lastUsedAt: expect.any(String) });
  });

  test('the first account is created once, however many starts race for it', async () => {
    const tries = Array.from({ length: 6 }, (_, i) => {
      const account = newAccount('default');
      return backend.accounts.insertFirstAccount(account, newKeyRecord(account.id, `start ${i}`).record);
    });
    expect((await Promise.all(tries)).filter(Boolean)).toHaveLength(1);
    expect(await backend.accounts.listAccounts()).toHaveLength(1);
    expect(await backend.accounts.keys()).toHaveLength(1);
  });

  test('rate limits: 3 a minute, then refused with the wait until the oldest leaves the window; 5 a day', async () => {
    const { account } = await accountWithKey('acme');
    const answers = [];
    for (const t of [0, 10_000, 20_000, 30_000]) answers.push(await backend.store.takeRequest(account.id, NOW + t, limits));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toMatchObject({ retryAfterMs: 30_000, minute: { remaining: 0, resetAt: NOW + 60_000 }, day: { remaining: 2 } });
    expect(await backend.store.takeRequest(account.id, NOW + 60_001, limits)).toMatchObject({ allowed: true, minute: { remaining: 0 }, day: { remaining: 1 } });
    expect(await backend.store.takeRequest(account.id, NOW + 200_000, limits)).toMatchObject({ allowed: true, day: { remaining: 0 } });
    const refused = await backend.store.takeRequest(account.id, NOW + 300_000, limits);
    expect(refused).toMatchObject({ allowed: false, day: { remaining: 0 } });
    expect(refused.retryAfterMs).toBe(Date.UTC(2026, 2, 11) - (NOW + 300_000));
    const usage = await backend.store.usage(account, NOW + 300_000, rules, limits);
    expect(usage.rate).toMatchObject({ minute: { remaining: 3 }, day: { remaining: 0 } });
  });

  test("units: the day's free ones first, then credits, then none; a release gives one back; commits are counted", async () => {
    const { account } = await accountWithKey('acme', { credits: 1 });
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await backend.store.reserveUnit(account, NOW, rules));
    expect(held.map((r) => r?.source)).toEqual(['quota', 'quota', 'credit']);
    expect(await backend.store.reserveUnit(account, NOW, rules)).toBeUndefined();
    await backend.store.releaseUnit(held[2]!);
    const again = await backend.store.reserveUnit(account, NOW, rules);
    expect(again?.source).toBe('credit');
    for (const r of [held[0], held[1], again]) expect(await backend.store.commitUnit(r!)).toBe(true);
    await expect(backend.store.commitUnit(held[0]!)).rejects.toThrow(/already committed or released/);
    expect(await backend.store.usage(account, NOW, rules, limits)).toMatchObject({ quota: { used: 2, left: 0, key: '2026-03-10' }, credits: { balance: 0 } });
    expect(await backend.store.dailyConversions(account.id)).toEqual({ '2026-03-10': 3 });
    expect((await backend.accounts.counts()).get(account.id)).toEqual({ creditsSpent: 1, quotaUsed: { '2026-03-10': 2 } });
    // The next UTC day brings new free units.
    expect((await backend.store.reserveUnit(account, NOW + 86_400_000, rules))?.source).toBe('quota');
  });

  test('a client gone by the time its charge is written is not charged', async () => {
    const { account } = await accountWithKey('acme', { plan: 'pro', monthlyQuota: 1 });
    const reservation = await backend.store.reserveUnit(account, NOW, rules);
    expect(await backend.store.commitUnit(reservation!, () => false)).toBe(false);
    expect(await backend.store.usage(account, NOW, rules, limits)).toMatchObject({ quota: { used: 0, left: 1 } });
    expect(await backend.store.dailyConversions(account.id)).toEqual({});
    expect((await backend.store.reserveUnit(account, NOW, rules))?.source).toBe('quota');
  });

  test('exactly K: 60 reservations at once for 12 units hold 12', async () => {
    const { account } = await accountWithKey('acme', { plan: 'pro', monthlyQuota: 4, credits: 8 });
    const held = await Promise.all(Array.from({ length: 60 }, () => backend.store.reserveUnit(account, NOW, rules)));
    expect(held.filter(Boolean)).toHaveLength(12);
    await Promise.all(held.filter(Boolean).map((r) => backend.store.commitUnit(r!)));
    expect(await backend.store.usage(account, NOW, rules, limits)).toMatchObject({ quota: { used: 4 }, credits: { balance: 0 } });
  });

  test('sign-in throttle: max attempts a window, taken in one step (10 at once for 3), given back and reset', async () => {
    let now = NOW;
    const throttle = backend.attempts('sign-in-email', { max: 3, windowMs: 60_000 }, () => now);
    const first = await Promise.all(Array.from({ length: 10 }, () => throttle.take('ada@example.com')));
    expect(first.filter((wait) => wait === 0)).toHaveLength(3);
    expect(first.filter((wait) => wait > 0)).toEqual(Array(7).fill(60));
    expect(await throttle.take('bob@example.com')).toBe(0);
    now += 20_000;
    expect(await throttle.take('ada@example.com')).toBe(40);
    await throttle.giveBack('ada@example.com');
    expect(await throttle.take('ada@example.com')).toBe(0);
    expect(await throttle.take('ada@example.com')).toBe(40);
    await throttle.reset('ada@example.com');
    expect(await throttle.take('ada@example.com')).toBe(0);
    // Another throttle's count is its own.
    expect(await backend.attempts('sign-up-client', { max: 1, windowMs: 60_000 }, () => now).take('ada@example.com')).toBe(0);
  });

  test('users: an email signs up once; sessions end with a new password; an invitation is taken once', async () => {
    const { account } = await accountWithKey('acme');
    const user = await backend.users.addUser('ada@example.com', 'hash1', async () => account.id, NOW);
    expect(user).toMatchObject({ email: 'ada@example.com', accountId: account.id, passwordHash: 'hash1' });
    expect(await backend.users.addUser('ada@example.com', 'hash2', async () => account.id, NOW)).toBe('email_taken');
    if (user === 'email_taken') throw new Error('unreachable');
    expect(await backend.users.findUserByEmail('ada@example.com')).toEqual(user);
    expect(await backend.users.findUserById(user.id)).toEqual(user);

    const session = {
      idHash: hashSecret('s1'),
      userId: user.id,
      csrfToken: 'csrf',
      createdAt: new Date(NOW).toISOString(),
      expiresAt: new Date(NOW + 3600_000).toISOString(),
    };
    await backend.users.addSession(session);
    expect(await backend.users.findSession(session.idHash, NOW + 1)).toEqual(session);
    expect(await backend.users.findSession(session.idHash, NOW + 3600_000)).toBeUndefined();
    await backend.users.setPassword(user.id, 'hash3', NOW + 2);
    expect(await backend.users.findSession(session.idHash, NOW + 3)).toBeUndefined();
    expect((await backend.users.findUserById(user.id))?.passwordHash).toBe('hash3');

    const invite = { tokenHash: hashSecret('t1'), userId: user.id, createdAt: new Date(NOW).toISOString(), expiresAt: new Date(NOW + 60_000).toISOString() };
    await backend.users.addInvite(invite);
    expect(await backend.users.findInvite(invite.tokenHash, NOW)).toEqual(invite);
    const takes = await Promise.all([backend.users.takeInvite(invite.tokenHash, NOW), backend.users.takeInvite(invite.tokenHash, NOW)]);
    expect(takes.filter(Boolean)).toEqual([invite]);
    expect(await backend.users.allUsers()).toHaveLength(1);
  });
});

describe('PostgreSQL only: reservations expire', () => {
  const pg = implementations.find((i) => i.name === 'PostgreSQL');
  const maybe = pg ? test : test.skip;
  maybe('a unit held by a server that died (never committed nor released) comes back once the reservation expires', async () => {
    const backend = await pg!.open();
    try {
      const account = newAccount('acme', { plan: 'pro', monthlyQuota: 1 });
      await backend.accounts.insertAccount(account);
      const held = await backend.store.reserveUnit(account, NOW, rules);
      expect(held?.source).toBe('quota');
      expect(await backend.store.reserveUnit(account, NOW + RESERVATION_TTL_MS - 1, rules)).toBeUndefined();
      const after = await backend.store.reserveUnit(account, NOW + RESERVATION_TTL_MS, rules);
      expect(after?.source).toBe('quota');
      await expect(backend.store.commitUnit(held!)).rejects.toThrow(/already committed or released/);
      expect(await backend.store.commitUnit(after!)).toBe(true);
    } finally {
      await backend.close();
      await pg!.cleanUp();
    }
  });
});
