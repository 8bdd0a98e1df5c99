import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFile } from 'lowdb/node';
import { CounterFile, parseCounterFile, stringifyCounterFile } from '../../server/store/counterFile';
import type { CounterData } from '../../server/store/counterFile';
import { median, ms, percentile, type BenchRow } from './stats';

const WRITES_PER_ROUND = 200;
const ACCOUNTS = 60;

/**
 * What one group commit of server.json costs now that it is durable (StoreFile: temp file
 * created exclusively, written, fsynced, renamed, directory fsynced) against lowdb's own writer
 * (steno: temp file, rename, no fsync), the writer before. Both write the same server.json of
 * ACCOUNTS accounts, one write after another, alternating in blocks, in a directory on the same
 * file system as the default data directory.
 */
export async function benchStoreWrites(rounds: number, log: (s: string) => void): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bfc-bench-store-'));
  log(`store writes: ${rounds} rounds x ${WRITES_PER_ROUND} writes of a ${ACCOUNTS}-account server.json each, durable vs no fsync, in ${dir}`);
  const data = counters();
  for (const sub of ['durable', 'plain']) mkdirSync(join(dir, sub));
  const durable = new CounterFile(join(dir, 'durable', 'server.json'));
  // The server's CounterFile as it was: lowdb's DataFile, same encoding.
  const plain = new DataFile<CounterData>(join(dir, 'plain', 'server.json'), { parse: parseCounterFile, stringify: stringifyCounterFile });
  try {
    const perWrite = { durable: [] as number[], plain: [] as number[], durableP95: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      for (const [name, file] of [
        ['durable', durable],
        ['plain', plain],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < WRITES_PER_ROUND; i++) {
          const started = process.hrtime.bigint();
          await file.write(data);
          times.push(ms(started));
        }
        perWrite[name].push(median(times));
        if (name === 'durable') perWrite.durableP95.push(percentile(times, 95));
      }
    }
    log(
      `store writes: durable per write (median of each round) ${perWrite.durable.map((v) => v.toFixed(3)).join(', ')} ms, p95 ${perWrite.durableP95.map((v) => v.toFixed(3)).join(', ')} ms; no fsync ${perWrite.plain.map((v) => v.toFixed(3)).join(', ')} ms`,
    );
    return [
      {
        measure: `server.json group commit, ${ACCOUNTS} accounts (fsync of file and directory)`,
        ours: median(perWrite.durable),
        reference: median(perWrite.plain),
        referenceName: "lowdb's steno writer, no fsync",
        unit: 'ms',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** ACCOUNTS accounts, each with a quota, credits, 30 requests in the minute window and a history. */
function counters(): CounterData {
  const now = Date.UTC(2026, 0, 15, 12);
  const data: CounterData = { counters: {}, keysLastUsed: {} };
  for (let i = 0; i < ACCOUNTS; i++) {
    data.counters[`acc_${String(i).padStart(12, '0')}`] = {
      creditsSpent: i,
      quota: { key: '2026-01', used: 3 * i },
      rate: { recent: Array.from({ length: 30 }, (_, j) => now - 60_000 + j * 2_000), day: { period: '2026-01-15', count: 100 + i } },
      daily: { '2026-01-14': 40, '2026-01-15': 20 },
    };
    data.keysLastUsed[`key_${String(i).padStart(12, '0')}`] = new Date(now).toISOString();
  }
  return data;
}
