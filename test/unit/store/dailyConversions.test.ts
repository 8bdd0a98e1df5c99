import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, createKey } from '../../../server/accounts/admin';
import { countConversion, DAYS_KEPT } from '../../../server/accounts/conversionHistory';
import { hashApiKey } from '../../../server/accounts/keys';
import { LowdbStore } from '../../../server/store/lowdbStore';

const rules = { freePerDay: 3, defaultProMonthlyQuota: 1000 };
const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
let dir: string;
let store: LowdbStore | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bfc-daily-'));
});
afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

test('counts committed conversions per UTC day, not released ones, and keeps them across a restart', async () => {
  await createAccount(dir, 'ada', { credits: 5 });
  const { key } = await createKey(dir, 'ada');
  store = await LowdbStore.open(dir);
  const { account } = (await store.findKey(hashApiKey(key), day('2026-03-01')))!;

  for (const [when, outcome] of [
    ['2026-03-01', 'commit'],
    ['2026-03-01', 'commit'],
    ['2026-03-01', 'release'],
    ['2026-03-03', 'commit'],
  ] as const) {
    const reservation = (await store.reserveUnit(account, day(when), rules))!;
    await (outcome === 'commit' ? store.commitUnit(reservation) : store.releaseUnit(reservation));
  }
  expect(await store.dailyConversions(account.id)).toEqual({ '2026-03-01': 2, '2026-03-03': 1 });

  await store.close();
  store = await LowdbStore.open(dir);
  expect(await store.dailyConversions(account.id)).toEqual({ '2026-03-01': 2, '2026-03-03': 1 });
  expect(await store.dailyConversions('acc_unknown')).toEqual({});
});

test('history drops days older than the kept window', () => {
  let history = countConversion(undefined, '2026-01-01');
  history = countConversion(history, '2026-01-02');
  const lastKeptDay = new Date(Date.UTC(2026, 0, 1 + DAYS_KEPT - 1)).toISOString().slice(0, 10);
  expect(countConversion(history, lastKeptDay)).toEqual({ '2026-01-01': 1, '2026-01-02': 1, [lastKeptDay]: 1 });
  const firstDropDay = new Date(Date.UTC(2026, 0, 1 + DAYS_KEPT)).toISOString().slice(0, 10);
  expect(countConversion(history, firstDropDay)).toEqual({ '2026-01-02': 1, [firstDropDay]: 1 });
});
