import { startOfNextUtcDay, utcDay } from './periods';

export type RateLimits = {
  perMinute: number;
  perDay: number;
  /** Length of the sliding window behind `perMinute`; 60 000 ms in production. */
  windowMs: number;
};

/**
 * The minute limit keeps the times of the accepted requests inside the window (a sliding log),
 * so no two adjacent windows can add up to a burst. The day limit is a UTC-day counter: the minute
 * limit already rules out bursts at midnight, and a calendar day is what callers expect to reset.
 * `recent` is in ascending order, so the times that left the window are always at its front.
 */
export type RateState = { recent: number[]; day: { period: string; count: number } };

export type RateWindow = { limit: number; remaining: number; resetAt: number };
export type RateStatus = { minute: RateWindow; day: RateWindow };
/** What a store answers for one request; the embedded store also hands back the state it keeps. */
export type RateAnswer = RateStatus & { allowed: boolean; retryAfterMs: number };
export type RateDecision = RateAnswer & { state: RateState };

export function emptyRateState(): RateState {
  return { recent: [], day: { period: '', count: 0 } };
}

export function rateStatus(state: RateState, now: number, limits: RateLimits): RateStatus {
  const { recent } = state;
  const first = firstInWindow(recent, now - limits.windowMs);
  const dayCount = state.day.period === utcDay(now) ? state.day.count : 0;
  return statusOf(recent.length - first, recent[first], dayCount, now, limits);
}

/**
 * Decides one request and, if it is allowed, counts it. The state is updated in place (times that
 * left the window dropped from its front, a new day started, the request counted) rather than
 * copied: with a lifted minute limit the window holds thousands of times, and copying it several
 * times per request was most of a rejected request's bookkeeping. `state` in the answer is that
 * same object, for the caller to store.
 */
export function takeRequest(state: RateState, now: number, limits: RateLimits): RateDecision {
  const { recent } = state;
  const expired = firstInWindow(recent, now - limits.windowMs);
  if (expired > 0) recent.splice(0, expired);
  const period = utcDay(now);
  if (state.day.period !== period) state.day = { period, count: 0 };

  let retryAfterMs = 0;
  if (recent.length >= limits.perMinute) {
    // Enough of the oldest entries must leave the window to bring the count below the limit.
    const freeingEntry = recent[recent.length - limits.perMinute];
    retryAfterMs = Math.max(retryAfterMs, freeingEntry + limits.windowMs - now);
  }
  if (state.day.count >= limits.perDay) retryAfterMs = Math.max(retryAfterMs, startOfNextUtcDay(now) - now);
  const allowed = !(retryAfterMs > 0);
  if (allowed) {
    insertInOrder(recent, now);
    state.day.count += 1;
  }
  const { minute, day } = statusOf(recent.length, recent[0], state.day.count, now, limits);
  return { minute, day, allowed, retryAfterMs: allowed ? 0 : retryAfterMs, state };
}

/** The answer's windows from the count in the minute window, its oldest time and the day's count. */
export function statusOf(inWindow: number, oldest: number | undefined, dayCount: number, now: number, limits: RateLimits): RateStatus {
  return {
    minute: {
      limit: limits.perMinute,
      remaining: Math.max(0, limits.perMinute - inWindow),
      // The next moment a slot frees up: when the oldest request still counted leaves the window.
      resetAt: inWindow > 0 ? oldest! + limits.windowMs : now,
    },
    day: { limit: limits.perDay, remaining: Math.max(0, limits.perDay - dayCount), resetAt: startOfNextUtcDay(now) },
  };
}

/** Index of the first time after `cutoff` (binary search: the times are in ascending order). */
function firstInWindow(recent: number[], cutoff: number): number {
  let low = 0;
  let high = recent.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (recent[mid] > cutoff) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Appends `now`, or, if the clock stepped back, puts it where it keeps the times in order. */
function insertInOrder(recent: number[], now: number) {
  let at = recent.length;
  while (at > 0 && recent[at - 1] > now) at--;
  if (at === recent.length) recent.push(now);
  else recent.splice(at, 0, now);
}
