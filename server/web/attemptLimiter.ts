export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * A throttle of failed sign-ins (per email and per client address) or sign-ups (per client
 * address): in memory for the embedded store (AttemptLimiter), in the database for several
 * servers (store/postgres/pgAttempts.ts), so that a guesser's tries count across all of them.
 */
export interface AttemptCounter {
  /** Counts an attempt if the key is under its limit and answers 0; else, counting nothing, the seconds to wait. One step, so concurrent attempts cannot overshoot. */
  take(key: string): number | Promise<number>;
  /** Takes back a key's latest attempt: one counted before it was known not to count. */
  giveBack(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

/**
 * Counts attempts per key in a sliding window and says when a key is over its limit and for how
 * long. Kept in memory: the counts guard against guessing in the moment, and losing them on a
 * restart only gives a guesser one more window.
 */
const MAX_TRACKED_KEYS = 50_000;

export class AttemptLimiter implements AttemptCounter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit.max) return 0;
    const oldestThatCounts = recent[recent.length - this.limit.max];
    return Math.max(1, Math.ceil((oldestThatCounts + this.limit.windowMs - this.now()) / 1000));
  }

  take(key: string): number {
    const wait = this.retryAfterSeconds(key);
    if (wait === 0) this.record(key);
    return wait;
  }

  record(key: string): void {
    if (this.attempts.size >= MAX_TRACKED_KEYS) this.prune();
    this.attempts.set(key, [...this.recent(key), this.now()]);
  }

  giveBack(key: string): void {
    const recent = this.recent(key);
    recent.pop();
    if (recent.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, recent);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }

  // A flood of distinct keys must not grow memory without bound.
  private prune(): void {
    for (const key of this.attempts.keys()) {
      if (this.recent(key).length === 0) this.attempts.delete(key);
    }
    if (this.attempts.size >= MAX_TRACKED_KEYS) this.attempts.clear();
  }
}
