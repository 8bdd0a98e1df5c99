/**
 * server.json keeps the minute window as one entry per second; read back, every count is exact and
 * every request time is the same or later within its second (the limiter can only get stricter).
 * Files in the two earlier encodings still read exactly.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { takeRequest, type RateLimits } from '../../../server/accounts/rateLimit';
import { CounterFile, parseCounterFile } from '../../../server/store/counterFile';
import type { CounterData } from '../../../server/store/counterFile';

const dir = mkdtempSync(join(tmpdir(), 'bfc-counterfile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const account = (recent: number[]) => ({
  creditsSpent: 2,
  quota: { key: '2026-11', used: 3 },
  rate: { recent, day: { period: '2026-11-22', count: recent.length } },
});
const second = (t: number) => Math.floor(t / 1000);

// Ascending, as the limiter keeps them: whole milliseconds, runs in one millisecond or one second, or not whole.
const times = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 4_102_444_800_000 }),
      fc.integer({ min: 1_763_793_000_000, max: 1_763_793_005_000 }),
      fc.double({ min: 0, max: 4e12, noNaN: true }),
    ),
    { maxLength: 40 },
  )
  .map((list) => list.sort((a, b) => a - b));

test('counts read back exact; each time the same or later, within its own second', async () => {
  const file = new CounterFile(join(dir, 'server.json'));
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), times), async (accounts) => {
      const data: CounterData = {
        counters: Object.fromEntries(Object.entries(accounts).map(([id, recent]) => [`acc_${id}`, account(recent)])),
        keysLastUsed: { key_1: '2026-11-22T06:00:00.000Z' },
      };
      const before = structuredClone(data);
      await file.write(data);
      const after = await file.read();
      expect(data).toEqual(before); // writing does not touch the data in memory
      expect(after!.keysLastUsed).toEqual(before.keysLastUsed);
      expect(Object.keys(after!.counters)).toEqual(Object.keys(before.counters));
      for (const [id, was] of Object.entries(before.counters)) {
        const now = after!.counters[id];
        expect({ ...now, rate: { ...now.rate, recent: [] } }).toEqual({ ...was, rate: { ...was.rate, recent: [] } });
        expect(now.rate.recent).toHaveLength(was.rate.recent.length);
        now.rate.recent.forEach((t, i) => {
          expect(t).toBeGreaterThanOrEqual(was.rate.recent[i]);
          expect(second(t)).toBe(second(was.rate.recent[i]));
        });
      }
    }),
    { numRuns: 300 },
  );
});

test('after a restart the limiter is the same or stricter, never more lenient', async () => {
  const file = new CounterFile(join(dir, 'restart.json'));
  const start = Date.UTC(2026, 10, 22, 9, 0, 0);
  const limitsArb = fc.record({ perMinute: fc.integer({ min: 1, max: 30 }), perDay: fc.constant(100_000_000), windowMs: fc.constant(60_000) });
  const gaps = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 0, max: 70_000 })), { maxLength: 60 });
  await fc.assert(
    fc.asyncProperty(limitsArb, gaps, gaps, async (limits: RateLimits, before, after) => {
      let now = start;
      const exact = { recent: [] as number[], day: { period: '', count: 0 } };
      const accepted: number[] = [];
      for (const gap of before) if (takeRequest(exact, (now += gap), limits).allowed) accepted.push(now);
      await file.write({ counters: { acc_a: { creditsSpent: 0, quota: { key: '', used: 0 }, rate: exact } }, keysLastUsed: {} });
      const restored = (await file.read())!.counters.acc_a.rate;
      let same = true;
      for (const gap of after) {
        now += gap;
        const reread = takeRequest(restored, now, limits);
        if (reread.allowed) {
          // The guarantee itself: counting the requests accepted before the restart at their true
          // times, no minute holds more than the limit.
          accepted.push(now);
          expect(accepted.filter((t) => t > now - limits.windowMs).length).toBeLessThanOrEqual(limits.perMinute);
        }
        if (!same) continue;
        // While both have accepted the same requests, the restored one may only refuse or wait more.
        const decision = takeRequest(exact, now, limits);
        if (!decision.allowed) expect(reread.allowed).toBe(false);
        expect(reread.retryAfterMs).toBeGreaterThanOrEqual(decision.retryAfterMs);
        expect(reread.minute.remaining).toBeLessThanOrEqual(decision.minute.remaining);
        same = decision.allowed === reread.allowed;
      }
    }),
    { numRuns: 300 },
  );
});

test('on disk the minute window is one entry per second: its latest time and its count', async () => {
  const path = join(dir, 'seconds.json');
  const recent = [1_763_793_006_212, 1_763_793_006_219, 1_763_793_006_219, 1_763_793_007_000, 1_763_793_009_999];
  await new CounterFile(path).write({ counters: { acc_a: account(recent) }, keysLastUsed: {} });
  const onDisk = JSON.parse(readFileSync(path, 'utf8'));
  expect(onDisk.counters.acc_a.rate).toEqual({
    day: { period: '2026-11-22', count: 5 },
    recentBySecond: [
      [1_763_793_006_219, 3],
      [1_763_793_007_000, 1],
      [1_763_793_009_999, 1],
    ],
  });
  expect(parseCounterFile(readFileSync(path, 'utf8')).counters.acc_a.rate.recent).toEqual([
    1_763_793_006_219, 1_763_793_006_219, 1_763_793_006_219, 1_763_793_007_000, 1_763_793_009_999,
  ]);
});

test('a file written with offsets from recentFrom (the previous encoding) reads exactly', () => {
  const path = join(dir, 'offsets.json');
  const rate = { recentFrom: 1_763_793_006_212, recent: [0, 7, 788], day: { period: '2026-11-22', count: 3 } };
  writeFileSync(path, JSON.stringify({ counters: { acc_a: { ...account([]), rate } }, keysLastUsed: {} }));
  expect(parseCounterFile(readFileSync(path, 'utf8'))).toEqual({
    counters: { acc_a: account([1_763_793_006_212, 1_763_793_006_219, 1_763_793_007_000]) },
    keysLastUsed: {},
  });
});

test('a file written with epoch milliseconds (the first encoding) reads as it is', () => {
  const before = { counters: { acc_a: account([1_763_793_006_212, 1_763_793_006_219]) }, keysLastUsed: {} };
  const path = join(dir, 'old.json');
  writeFileSync(path, JSON.stringify(before, null, 2));
  expect(parseCounterFile(readFileSync(path, 'utf8'))).toEqual(before);
});
