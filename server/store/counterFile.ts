import type { DailyConversions } from '../accounts/conversionHistory';
import type { RateState } from '../accounts/rateLimit';
import { StoreFile } from './storeFile';

export type AccountCounters = {
  creditsSpent: number;
  /** Quota units spent in the period `key` (a UTC day for free, a UTC month for Pro). */
  quota: { key: string; used: number };
  rate: RateState;
  /** Absent in files written before the history existed. */
  daily?: DailyConversions;
};

/** What server.json holds: every account's counters and when each key was last used. */
export type CounterData = { counters: Record<string, AccountCounters>; keysLastUsed: Record<string, string> };

/**
 * The minute window as it is on disk: one entry per second that holds requests, `[the latest
 * request time in that second, how many requests]`, oldest second first. Files written before hold
 * every time in `recent`: epoch milliseconds, or offsets from `recentFrom`.
 */
type StoredRateState = Omit<RateState, 'recent'> & { recentBySecond?: [number, number][]; recent?: number[]; recentFrom?: number };

/**
 * server.json, written whole on every group commit, so a flood of counted requests pays for its
 * serialisation again and again. In memory the minute window keeps the time of every request
 * (the limiter's decisions stay exact), but on disk it is one entry per second: its size no longer
 * grows with the traffic (a lifted limit under a flood put thousands of times per account into
 * every write), and it is computed with a binary search per second, not a walk over every time.
 * Read back, each request of a second gets the latest time of its second: never earlier than it
 * was, less than a second later, so after a restart the limiter can only be stricter than it would
 * have been, never more lenient, and each request leaves the window at most a second late. The
 * counts (minute and day) come back exact.
 */
export class CounterFile extends StoreFile<CounterData> {
  constructor(filename: string) {
    super(filename, { parse: parseCounterFile, stringify: stringifyCounterFile });
  }
}

export function stringifyCounterFile(data: CounterData): string {
  return JSON.stringify(encode(data));
}

export function parseCounterFile(text: string): CounterData {
  const data = JSON.parse(text) as CounterData | null;
  if (typeof data?.counters !== 'object' || data.counters === null) throw new Error('no "counters" object in it');
  data.keysLastUsed ??= {};
  for (const account of Object.values(data.counters ?? {})) {
    const stored = account.rate as StoredRateState | undefined;
    if (stored) account.rate = { recent: recentOf(stored), day: stored.day };
  }
  return data;
}

function recentOf(stored: StoredRateState): number[] {
  if (stored.recentBySecond) return stored.recentBySecond.flatMap(([latest, count]) => Array<number>(count).fill(latest));
  const recent = stored.recent ?? [];
  const from = stored.recentFrom;
  return from === undefined ? recent : recent.map((offset) => from + offset);
}

function encode(data: CounterData): unknown {
  const counters: Record<string, unknown> = {};
  for (const [id, account] of Object.entries(data.counters)) {
    const rate: StoredRateState = { day: account.rate.day, recentBySecond: bySecond(account.rate.recent) };
    counters[id] = { ...account, rate };
  }
  return { ...data, counters };
}

/** `recent` is in ascending order (see RateState), so each second's times are one run of it. */
function bySecond(recent: number[]): [number, number][] {
  const seconds: [number, number][] = [];
  for (let start = 0; start < recent.length;) {
    // At least one time per step, whatever rounding does to a time far from today's.
    const end = Math.max(start + 1, firstAtOrAfter(recent, (Math.floor(recent[start] / 1000) + 1) * 1000, start));
    seconds.push([recent[end - 1], end - start]);
    start = end;
  }
  return seconds;
}

/** Index of the first time ≥ `bound` from `low` on (binary search). */
function firstAtOrAfter(recent: number[], bound: number, low: number): number {
  let high = recent.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (recent[mid] < bound) low = mid + 1;
    else high = mid;
  }
  return low;
}
