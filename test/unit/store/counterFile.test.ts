/** server.json's minute-window times are stored as offsets and read back exactly as they were. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { CounterFile, parseCounterFile } from '../../../server/store/counterFile';
import type { CounterData } from '../../../server/store/lowdbStore';

const dir = mkdtempSync(join(tmpdir(), 'bfc-counterfile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const account = (recent: number[]) => ({ creditsSpent: 2, quota: { key: '2026-11', used: 3 }, rate: { recent, day: { period: '2026-11-22', count: recent.length } } });

test('any times (whole milliseconds, out of order, or not whole) read back exactly', async () => {
  const file = new CounterFile(join(dir, 'server.json'));
  const times = fc.oneof(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.double({ min: 0, max: 4e12, noNaN: true }));
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.array(times, { maxLength: 20 })), async (accounts) => {
      const data: CounterData = { counters: Object.fromEntries(Object.entries(accounts).map(([id, recent]) => [`acc_${id}`, account(recent)])), keysLastUsed: { key_1: '2026-11-22T06:00:00.000Z' } };
      const expected = structuredClone(data);
      await file.write(data);
      expect(await file.read()).toEqual(expected);
      expect(data).toEqual(expected); // writing does not touch the data in memory
    }),
    { numRuns: 300 },
  );
});

test('on disk the times are offsets from the oldest, which is kept once', async () => {
  const path = join(dir, 'offsets.json');
  await new CounterFile(path).write({ counters: { acc_a: account([1_763_793_006_212, 1_763_793_006_219, 1_763_793_007_000]) }, keysLastUsed: {} });
  const onDisk = JSON.parse(readFileSync(path, 'utf8'));
  expect(onDisk.counters.acc_a.rate).toEqual({ recentFrom: 1_763_793_006_212, recent: [0, 7, 788], day: { period: '2026-11-22', count: 3 } });
});

test('a file written before the offsets (epoch milliseconds, no recentFrom) reads as it is', () => {
  const before = { counters: { acc_a: account([1_763_793_006_212, 1_763_793_006_219]) }, keysLastUsed: {} };
  const path = join(dir, 'old.json');
  writeFileSync(path, JSON.stringify(before, null, 2));
  expect(parseCounterFile(readFileSync(path, 'utf8'))).toEqual(before);
});
